import { queryOptions, useQuery } from '@tanstack/react-query';
import { formWithQuestions } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { inspectionFormsKey } from './get-inspection-types';

/** Today as YYYY-MM-DD in the browser's time zone: the date the set-up call carries (spec 2 §7). */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * GET /questiontoforms/{formId}/null/question-setup/null/{date}: the form with its numbered question tree,
 * retired questions (status 3) kept in place.
 */
export const getFormSetup = async (formId: string, signal?: AbortSignal) =>
  (
    await api.get(
      `/questiontoforms/${encodeURIComponent(formId)}/null/question-setup/null/${today()}`,
      formWithQuestions,
      signal,
    )
  ).data;

export const formSetupQuery = (formId: string) =>
  queryOptions({
    queryKey: [...inspectionFormsKey, 'setup', formId],
    queryFn: ({ signal }) => getFormSetup(formId, signal),
    // Fresh on every visit; while the builder is open nothing swaps the tree under its unsaved work.
    staleTime: 0,
    refetchOnReconnect: false,
  });

export const useFormSetup = (formId: string) => useQuery(formSetupQuery(formId));
