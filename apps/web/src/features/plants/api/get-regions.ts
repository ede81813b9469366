import { queryOptions, useQuery } from '@tanstack/react-query';
import { regionList } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

export const regionsPath = (orgId: number) => `/org/${orgId}/regions`;

/** GET /org/{orgId}/regions: the organisation's regions, for the list filter and the plant form. */
export const getRegions = async (orgId: number, signal?: AbortSignal) =>
  (await api.get(regionsPath(orgId), regionList, signal)).data;

export const regionsQuery = (orgId: number) =>
  queryOptions({
    queryKey: ['organisations', orgId, 'regions'],
    queryFn: ({ signal }) => getRegions(orgId, signal),
  });

export const useRegions = (orgId: number | null, enabled = true) =>
  useQuery({ ...regionsQuery(orgId ?? 0), enabled: enabled && orgId !== null });
