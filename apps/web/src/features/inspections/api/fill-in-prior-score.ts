import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatMdyDate, priorFormDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { fillInKey, type FillInRequest } from './fill-in-get-form';

/** POST /getPriorFormDetails: the date and total score of the scorecard before this one, or null. */
export const getPriorScore = async (request: FillInRequest) =>
  (
    await api.post('/getPriorFormDetails', priorFormDetails, {
      FormId: request.formId,
      ReqDate: formatMdyDate(request.date),
      PlantId: request.plantId,
    })
  ).data;

export const priorScoreQuery = (request: FillInRequest) =>
  queryOptions({
    queryKey: [...fillInKey(request), 'prior-score'],
    queryFn: () => getPriorScore(request),
    staleTime: 0,
  });

export const usePriorScore = (request: FillInRequest, enabled: boolean) =>
  useQuery({ ...priorScoreQuery(request), enabled });
