import { queryOptions, useQuery } from '@tanstack/react-query';
import { plantDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

/** GET /plant/{id}: one plant with its forms, map and users; 404 when the caller may not see it. */
export const getPlant = async (id: number, signal?: AbortSignal) =>
  (await api.get(`/plant/${id}`, plantDetails, signal)).data;

export const plantQuery = (id: number) =>
  queryOptions({
    queryKey: [...plantsKey, 'details', id],
    queryFn: ({ signal }) => getPlant(id, signal),
    // Its users table changes when a user is assigned on the user form, which does not know this key.
    staleTime: 0,
  });

export const usePlant = (id: number) => useQuery(plantQuery(id));
