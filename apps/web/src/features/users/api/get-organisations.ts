import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgList } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** GET /org: every organisation (L1 only), for the user form's Organisation field. */
export const getOrganisations = async (signal?: AbortSignal) => (await api.get('/org', orgList, signal)).data;

export const organisationsQuery = () =>
  queryOptions({ queryKey: ['organisations'], queryFn: ({ signal }) => getOrganisations(signal) });

export const useOrganisations = (enabled: boolean) => useQuery({ ...organisationsQuery(), enabled });
