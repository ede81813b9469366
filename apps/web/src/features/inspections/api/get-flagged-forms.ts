import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  flaggedFormsPage,
  type FlaggedFormSort,
  type FlaggedFormState,
  type FlaggedFormType,
} from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

export interface FlaggedFormsParams {
  state: FlaggedFormState;
  formType: FlaggedFormType;
  page: number;
  sort: FlaggedFormSort;
  ascending: boolean;
  /** Already reduced to letters, digits and spaces. */
  search: string;
}

/** The flag follow-up control refreshes every query under 'flags' after a close. */
export const flaggedFormsKey = ['flags', 'forms'] as const;

/** GET /flaggedcompleted|flaggedincomplete/{formType}/{pageNum}/{sortIndex}?isAsc&searchText (spec 3 §7). */
export async function getFlaggedForms(params: FlaggedFormsParams, signal?: AbortSignal) {
  const call = params.state === 'complete' ? 'flaggedcompleted' : 'flaggedincomplete';
  const query = new URLSearchParams({ isAsc: String(params.ascending), searchText: params.search });
  const path = `/${call}/${params.formType}/${params.page}/${params.sort}?${query}`;
  return (await api.get(path, flaggedFormsPage, signal)).data;
}

/** The list's export (every page), with the search and sort on screen. */
export function flaggedFormsExportPath(params: FlaggedFormsParams): string {
  const call = params.state === 'complete' ? 'flaggedcompleted' : 'flaggedincomplete';
  const query = new URLSearchParams({ isAsc: String(params.ascending), searchText: params.search });
  return `/${call}/${params.formType}/${params.page}/${params.sort}/export?${query}`;
}

export const flaggedFormsQuery = (params: FlaggedFormsParams) =>
  queryOptions({
    queryKey: [...flaggedFormsKey, 'list', params],
    // A newer request (another sort, page or filter) cancels the one in flight (spec 3 §4).
    queryFn: ({ signal }) => getFlaggedForms(params, signal),
    placeholderData: keepPreviousData,
  });

export const useFlaggedForms = (params: FlaggedFormsParams) => useQuery(flaggedFormsQuery(params));
