import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { plantListItem, type PlantSortField, type Status } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

export type { PlantSortField };

export interface PlantListParams {
  /** A region id, or All. */
  region: number | 'All';
  ascending: boolean;
  sort: PlantSortField;
  page: number;
  /** Already reduced to letters, digits and spaces; sent as None when empty. */
  search: string;
  status: Status;
}

/**
 * GET /plantsbyregion/{region}/{userId}/{isAscending}/{sortField}/{page}/{search}/{status}: one page of 20
 * plants the caller may see. The server decides the scope from the token, so the user id is informative.
 */
export const plantsPath = (params: PlantListParams, userId: string) => {
  const search = encodeURIComponent(params.search || 'None');
  return `/plantsbyregion/${params.region}/${encodeURIComponent(userId)}/${params.ascending}/${params.sort}/${params.page}/${search}/${params.status}`;
};

/** The export of the list with these filters and sort (all pages; issue 17). */
export const plantsExportPath = (params: PlantListParams, userId: string) =>
  `${plantsPath({ ...params, page: 1 }, userId)}/export`;

export async function getPlants(params: PlantListParams, userId: string, signal?: AbortSignal) {
  const answer = await api.get(plantsPath(params, userId), z.array(plantListItem), signal);
  return { rows: answer.data, totalCount: answer.TotalCount ?? answer.data.length };
}

export const plantsQuery = (params: PlantListParams, userId: string) =>
  queryOptions({
    queryKey: [...plantsKey, 'list', params],
    queryFn: ({ signal }) => getPlants(params, userId, signal),
    placeholderData: keepPreviousData,
  });

export const usePlants = (params: PlantListParams, userId: string) => useQuery(plantsQuery(params, userId));
