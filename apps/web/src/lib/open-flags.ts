import { queryOptions, useQuery } from '@tanstack/react-query';
import { openFlag } from '@envirotrack/shared';
import { z } from 'zod';
import { api } from './api-client';
import { inspectionsKey } from './query-keys';

/**
 * GET /plants/{plantId}/openflags: the plant's open flags (newest reports first) that a Monthly form may follow
 * up, and how many it has in all. Under the inspections key, which closing a flag and saving a form refresh.
 */
export const getOpenFlags = async (plantId: number, signal?: AbortSignal) => {
  const answer = await api.get(`/plants/${plantId}/openflags`, z.array(openFlag), signal);
  return { flags: answer.data, totalCount: answer.TotalCount ?? answer.data.length };
};

export const openFlagsQuery = (plantId: number) =>
  queryOptions({
    queryKey: [...inspectionsKey, 'open-flags', plantId],
    queryFn: ({ signal }) => getOpenFlags(plantId, signal),
    // Read afresh whenever a form is begun: anyone may have raised or closed a flag meanwhile.
    staleTime: 0,
  });

export const useOpenFlags = (plantId: number, enabled: boolean) =>
  useQuery({ ...openFlagsQuery(plantId), enabled });
