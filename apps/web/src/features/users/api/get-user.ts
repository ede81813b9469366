import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** GET /userdetails/{id}: one user with the actions the caller may take on them; 404 when not visible. */
export const getUser = async (id: number, signal?: AbortSignal) =>
  (await api.get(`/userdetails/${id}`, userDetails, signal)).data;

export const userQuery = (id: number) =>
  queryOptions({ queryKey: ['users', 'details', id], queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery(userQuery(id));
