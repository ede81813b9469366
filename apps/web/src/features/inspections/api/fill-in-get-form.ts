import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillInForm } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { inspectionsKey } from '../../../lib/query-keys';

/** What a fill-in is opened for. */
export interface FillInRequest {
  formId: string;
  /** plants.id. */
  plantId: number;
  pointSource: number | null;
  /** ISO 'YYYY-MM-DD'. */
  date: string;
}

export const fillInKey = (request: FillInRequest) => [...inspectionsKey, 'fill-in', request] as const;

/** GET /questiontoforms/{formId}/{plantId}/inspection/{pointSource}/{date}: the live, numbered form. */
export const getFillInForm = async (request: FillInRequest, signal?: AbortSignal) =>
  (
    await api.get(
      `/questiontoforms/${encodeURIComponent(request.formId)}/${request.plantId}/inspection/` +
        `${request.pointSource ?? 'null'}/${request.date}`,
      fillInForm,
      signal,
    )
  ).data;

export const fillInFormQuery = (request: FillInRequest) =>
  queryOptions({
    queryKey: [...fillInKey(request), 'form'],
    queryFn: ({ signal }) => getFillInForm(request, signal),
    // Fresh on every visit, and never swapped under the answers being typed.
    staleTime: 0,
    refetchOnReconnect: false,
  });

export const useFillInForm = (request: FillInRequest) => useQuery(fillInFormQuery(request));
