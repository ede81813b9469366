import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orgList } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { organisationsKey } from './get-organisations';

export interface OrganisationPageParams {
  page: number;
  search: string;
  isAsc: boolean;
}

/** GET /org?page&search&isAsc: one page of 20 organisations and how many match in all (L1 only). */
export async function getOrganisationPage(params: OrganisationPageParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page),
    search: params.search,
    isAsc: String(params.isAsc),
  });
  const { data, TotalCount } = await api.get(`/org?${query.toString()}`, orgList, signal);
  return { rows: data, totalCount: TotalCount ?? data.length };
}

/** The export of the list with this search and direction (all pages; issue 17). */
export const organisationExportPath = (params: OrganisationPageParams) =>
  `/org/export?${new URLSearchParams({ search: params.search, isAsc: String(params.isAsc) }).toString()}`;

/** Keyed by its parameters: a newer search, page or sort supersedes (and cancels) the older request. */
export const organisationPageQuery = (params: OrganisationPageParams) =>
  queryOptions({
    queryKey: [...organisationsKey, 'page', params],
    queryFn: ({ signal }) => getOrganisationPage(params, signal),
    placeholderData: keepPreviousData,
  });

export const useOrganisationPage = (params: OrganisationPageParams) =>
  useQuery(organisationPageQuery(params));
