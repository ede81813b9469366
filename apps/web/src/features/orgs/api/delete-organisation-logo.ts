import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { organisationsKey } from './get-organisations';

/** DELETE /org/{orgId}/logo: removes the one logo, so that another can be uploaded. */
export const deleteOrganisationLogo = (orgId: number) => api.delete(`/org/${orgId}/logo`, z.null());

export function useDeleteOrganisationLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganisationLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsKey }),
  });
}
