import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formsByPermit, type ALL_ORGANISATIONS, type FacilityType } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** Every inspection form query (type lists, set-ups) starts with this key. */
export const inspectionFormsKey = ['inspection-forms'] as const;
export const inspectionTypesKey = [...inspectionFormsKey, 'types'] as const;

/** The organisation acted in (L2: its own; L1: the one chosen), or All for an L1 user who chose All. */
export type FormsOrg = number | typeof ALL_ORGANISATIONS;

/** GET /inspectionstype/{orgId|All}/{facilityType}: the forms keyed by permit type, then frequency. */
export const getInspectionTypes = async (orgId: FormsOrg, facilityType: FacilityType, signal?: AbortSignal) =>
  (await api.get(`/inspectionstype/${orgId}/${encodeURIComponent(facilityType)}`, formsByPermit, signal))
    .data;

export const inspectionTypesQuery = (orgId: FormsOrg, facilityType: FacilityType) =>
  queryOptions({
    queryKey: [...inspectionTypesKey, orgId, facilityType],
    queryFn: ({ signal }) => getInspectionTypes(orgId, facilityType, signal),
    placeholderData: keepPreviousData,
  });

export const useInspectionTypes = (orgId: FormsOrg, facilityType: FacilityType) =>
  useQuery(inspectionTypesQuery(orgId, facilityType));
