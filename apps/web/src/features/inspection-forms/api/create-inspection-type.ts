import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formWithQuestions, type InspectionTypeBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { formSetupQuery } from './get-form-setup';
import { inspectionTypesKey } from './get-inspection-types';

/** POST /insertinspectionstype: a new, empty form; its questions come from the set-up builder. */
export const createInspectionType = (body: InspectionTypeBody) =>
  api.post('/insertinspectionstype', formWithQuestions, body);

export function useCreateInspectionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInspectionType,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(formSetupQuery(data.FormId).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: inspectionTypesKey });
    },
  });
}
