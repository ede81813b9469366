import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { organisationsKey } from './get-organisations';

/** GET /orgdetails/{orgId}: name, status, regions, logo and settings of one organisation (L1 only). */
export const getOrganisation = async (orgId: number, signal?: AbortSignal) =>
  (await api.get(`/orgdetails/${orgId}`, orgDetails, signal)).data;

export const organisationQuery = (orgId: number) =>
  queryOptions({
    queryKey: [...organisationsKey, 'details', orgId],
    queryFn: ({ signal }) => getOrganisation(orgId, signal),
  });

export const useOrganisation = (orgId: number) => useQuery(organisationQuery(orgId));
