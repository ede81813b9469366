import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { plantListItem, STATUS, type PlantListItem } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** The Plants field never needs more than the contract accepts for one user. */
const MAX_PAGES = 50;

/**
 * Every active plant of one region, page by page: GET /plantsbyregion/{regionId}/{userId}/true/plantName/
 * {page}/None/1. The server scopes the answer to the caller; the user id in the path is informative.
 */
export async function getRegionPlants(regionId: number, signal?: AbortSignal): Promise<PlantListItem[]> {
  const plants: PlantListItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get(
      `/plantsbyregion/${regionId}/user-form/true/plantName/${page}/None/${STATUS.active}`,
      z.array(plantListItem),
      signal,
    );
    plants.push(...answer.data);
    if (!answer.data.length || plants.length >= (answer.TotalCount ?? 0)) break;
  }
  return plants;
}

export const regionPlantsQuery = (regionId: number) =>
  queryOptions({
    queryKey: ['users', 'region-plants', regionId],
    queryFn: ({ signal }) => getRegionPlants(regionId, signal),
    // Plants are added and moved on other screens, which do not know this key.
    staleTime: 0,
  });

/** The plants of the chosen regions, by name, for the Plants field of an L4 user. */
export const useRegionPlants = (regionIds: number[], enabled: boolean) =>
  useQueries({
    queries: regionIds.map((regionId) => ({ ...regionPlantsQuery(regionId), enabled })),
    combine: (results) => ({
      plants: results
        .flatMap((result) => result.data ?? [])
        .sort((a, b) => a.plantName.localeCompare(b.plantName)),
      isFetching: results.some((result) => result.isFetching),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
