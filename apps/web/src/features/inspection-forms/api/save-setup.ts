import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formWithQuestions, type SetupBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { formSetupQuery } from './get-form-setup';
import { inspectionTypesKey } from './get-inspection-types';

/**
 * POST /questionSetUp: the whole tree in display order with the retired ids and the version it was loaded
 * at. An L2 user saving a built-in form gets its organisation's own copy: the answer's FormId is new.
 */
export const saveSetup = (body: SetupBody) => api.post('/questionSetUp', formWithQuestions, body);

export function useSaveSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetup,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(formSetupQuery(data.FormId).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: inspectionTypesKey });
    },
  });
}
