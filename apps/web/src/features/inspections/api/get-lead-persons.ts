import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leadPersonChoice } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { inspectionsKey } from '../../../lib/query-keys';

/** GET /leadpersons/{plantId}: the people a housekeeping sign-off may name (spec 2 §3 'Leadpersons'). */
export const getLeadPersons = async (plantId: number, signal?: AbortSignal) =>
  (await api.get(`/leadpersons/${plantId}`, z.array(leadPersonChoice), signal)).data;

export const useLeadPersons = (plantId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...inspectionsKey, 'lead-persons', plantId],
    queryFn: ({ signal }) => getLeadPersons(plantId, signal),
    enabled,
  });
