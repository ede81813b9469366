import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { formSetupQuery } from './get-form-setup';
import { inspectionTypesKey } from './get-inspection-types';

/** POST /deleteinspectionform/{formId} (L1 only): in All it leaves every list; acting in one organisation, that one's. */
export const deleteForm = (formId: string) =>
  api.post(`/deleteinspectionform/${encodeURIComponent(formId)}`, z.null());

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    onSuccess: async (_, formId) => {
      queryClient.removeQueries({ queryKey: formSetupQuery(formId).queryKey });
      await queryClient.invalidateQueries({ queryKey: inspectionTypesKey });
    },
  });
}
