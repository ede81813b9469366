import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgDetails, type OrgBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { organisationsKey } from './get-organisations';

/** POST /org: a new organisation with its regions and settings. */
export const createOrganisation = (body: OrgBody) => api.post('/org', orgDetails, body);

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsKey }),
  });
}
