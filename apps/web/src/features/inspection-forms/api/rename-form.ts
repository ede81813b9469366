import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formWithQuestions } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { formSetupQuery } from './get-form-setup';
import { inspectionTypesKey } from './get-inspection-types';

interface RenameFormInput {
  formId: string;
  inspectionName: string;
}

/** POST /updateinspectionformname: like a save, an L2 user renaming a built-in form gets its own copy. */
export const renameForm = (body: RenameFormInput) =>
  api.post('/updateinspectionformname', formWithQuestions, body);

export function useRenameForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameForm,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(formSetupQuery(data.FormId).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: inspectionTypesKey });
    },
  });
}
