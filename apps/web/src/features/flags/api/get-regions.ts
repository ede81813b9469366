import { queryOptions, useQuery } from '@tanstack/react-query';
import { regionList } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** GET /org/{orgId}/regions: the organisation's regions, for the flagged reports' region filter. */
export const getRegions = async (orgId: number, signal?: AbortSignal) =>
  (await api.get(`/org/${orgId}/regions`, regionList, signal)).data;

export const regionsQuery = (orgId: number) =>
  queryOptions({
    queryKey: ['organisations', orgId, 'regions'],
    queryFn: ({ signal }) => getRegions(orgId, signal),
  });

export const useRegions = (orgId: number | null, enabled = true) =>
  useQuery({ ...regionsQuery(orgId ?? 0), enabled: enabled && orgId !== null });
