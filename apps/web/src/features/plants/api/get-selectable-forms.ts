import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectableForms, type FacilityType } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

export interface SelectableFormsParams {
  orgId: number;
  /** The plant's id, or 0 for a new plant. */
  plantId: number;
  facilityType: FacilityType;
  /** MM-DD-YYYY. */
  date: string;
}

/** GET /inspectionforms/{orgId}/{plantId}/{facilityType}/{date}: the forms a plant of that type may use. */
export const getSelectableForms = async (params: SelectableFormsParams, signal?: AbortSignal) =>
  (
    await api.get(
      `/inspectionforms/${params.orgId}/${params.plantId}/${encodeURIComponent(params.facilityType)}/${params.date}`,
      selectableForms,
      signal,
    )
  ).data;

export const selectableFormsQuery = (params: SelectableFormsParams) =>
  queryOptions({
    queryKey: [...plantsKey, 'forms', params],
    queryFn: ({ signal }) => getSelectableForms(params, signal),
  });

export const useSelectableForms = (params: SelectableFormsParams | null) =>
  useQuery({
    ...selectableFormsQuery(params ?? { orgId: 0, plantId: 0, facilityType: 'Ready Mix', date: '' }),
    enabled: params !== null,
  });
