import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedInspection, type SubmissionBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { inspectionsKey } from '../../../lib/query-keys';

export interface SubmitInspectionInput {
  /** The saved inspection being updated; null for a new one. */
  inspectionId: number | null;
  body: SubmissionBody;
}

/** POST /submitinspection, or POST /updateinspection/{inspectionId} with the version the form was loaded at. */
export const submitInspection = ({ inspectionId, body }: SubmitInspectionInput) =>
  api.post(
    inspectionId === null ? '/submitinspection' : `/updateinspection/${inspectionId}`,
    savedInspection,
    body,
  );

export function useSubmitInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInspection,
    // The plant lists show which forms are filled in: every inspections query is out of date now. They are
    // only marked stale: the screen is about to leave, and refetching its own queries would reset it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inspectionsKey, refetchType: 'none' });
    },
  });
}
