import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { regionPlant, type RegionPlant } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** The active plants of the chosen regions, in one call: POST /regionplants/{orgId} (spec 2 §7). */
export async function getRegionPlants(orgId: number, regionIds: number[]): Promise<RegionPlant[]> {
  return (await api.post(`/regionplants/${orgId}`, z.array(regionPlant), { regionIds })).data;
}

/** The plants of the chosen regions, by name, for the Plants field of an L4 user. */
export function useRegionPlants(orgId: number | null, regionIds: number[], enabled: boolean) {
  const chosen = [...new Set(regionIds)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['users', 'region-plants', orgId, chosen],
    queryFn: () => getRegionPlants(orgId ?? 0, chosen),
    enabled: enabled && orgId !== null && chosen.length > 0,
    // Plants are added and moved on other screens, which do not know this key.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  return {
    plants: chosen.length ? (query.data ?? []) : [],
    isFetching: query.isFetching,
    error: query.error,
  };
}
