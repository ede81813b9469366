import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgList } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** Every organisation query (this list, list pages, details) starts with this key. */
export const organisationsKey = ['organisations'] as const;

/** GET /org: every organisation (L1 only). */
export const getOrganisations = async (signal?: AbortSignal) => (await api.get('/org', orgList, signal)).data;

export const organisationsQuery = () =>
  queryOptions({ queryKey: organisationsKey, queryFn: ({ signal }) => getOrganisations(signal) });

export const useOrganisations = (enabled = true) => useQuery({ ...organisationsQuery(), enabled });
