import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { fillInKey, type FillInRequest } from './fill-in-get-form';

/** GET /getanswerdetails/{formId}/{plantId}/{pointSource}/{date}: the saved inspection of the period, or null. */
export const getFillInAnswers = async (request: FillInRequest, signal?: AbortSignal) =>
  (
    await api.get(
      `/getanswerdetails/${encodeURIComponent(request.formId)}/${request.plantId}/` +
        `${request.pointSource ?? 'null'}/${request.date}`,
      inspectionDetails.nullable(),
      signal,
    )
  ).data;

export const fillInAnswersQuery = (request: FillInRequest) =>
  queryOptions({
    queryKey: [...fillInKey(request), 'answers'],
    queryFn: ({ signal }) => getFillInAnswers(request, signal),
    staleTime: 0,
    refetchOnReconnect: false,
  });

export const useFillInAnswers = (request: FillInRequest, enabled = true) =>
  useQuery({ ...fillInAnswersQuery(request), enabled });
