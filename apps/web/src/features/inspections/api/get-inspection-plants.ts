import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { plantListItem, type PlantSortField, type Status } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

export interface InspectionPlantsParams {
  page: number;
  /** Already reduced to letters, digits and spaces; sent as None when empty. */
  search: string;
  status: Status;
  sort: PlantSortField;
  ascending: boolean;
}

/**
 * GET /plantsbyregion/All/{userId}/{ascending}/{sort}/{page}/{search}/{status}: one page of 20 plants the caller
 * may see, every region. The server decides the scope from the token (an L4 user gets its plants).
 */
export async function getInspectionPlants(
  params: InspectionPlantsParams,
  userId: string,
  signal?: AbortSignal,
) {
  const search = encodeURIComponent(params.search || 'None');
  const answer = await api.get(
    `/plantsbyregion/All/${encodeURIComponent(userId)}/${params.ascending}/${params.sort}/${params.page}/${search}/${params.status}`,
    z.array(plantListItem),
    signal,
  );
  return { rows: answer.data, totalCount: answer.TotalCount ?? answer.data.length };
}

export const inspectionPlantsQuery = (params: InspectionPlantsParams, userId: string) =>
  queryOptions({
    queryKey: [...plantsKey, 'inspection-list', params],
    queryFn: ({ signal }) => getInspectionPlants(params, userId, signal),
    placeholderData: keepPreviousData,
  });

export const useInspectionPlants = (params: InspectionPlantsParams, userId: string) =>
  useQuery(inspectionPlantsQuery(params, userId));
