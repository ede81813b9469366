import { queryOptions, useQuery } from '@tanstack/react-query';
import { flaggedFormDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { flaggedFormsKey } from './get-flagged-forms';

/** GET /getflaggedanswerdetails/{inspectionId}: a flagged form with its answers and follow-ups. */
export const getFlaggedForm = async (inspectionId: number, signal?: AbortSignal) =>
  (await api.get(`/getflaggedanswerdetails/${inspectionId}`, flaggedFormDetails, signal)).data;

export const flaggedFormQuery = (inspectionId: number) =>
  queryOptions({
    queryKey: [...flaggedFormsKey, 'detail', inspectionId],
    queryFn: ({ signal }) => getFlaggedForm(inspectionId, signal),
    staleTime: 0,
  });

export const useFlaggedForm = (inspectionId: number) => useQuery(flaggedFormQuery(inspectionId));
