import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgDetails, type OrgBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { organisationsKey } from './get-organisations';

interface UpdateOrganisationInput {
  orgId: number;
  body: OrgBody;
}

/**
 * PUT /updateorg/{orgId}: regions keep their regionId when kept or renamed; one left out is removed,
 * which the server refuses (409) while users still belong to it.
 */
export const updateOrganisation = ({ orgId, body }: UpdateOrganisationInput) =>
  api.put(`/updateorg/${orgId}`, orgDetails, body);

export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsKey }),
  });
}
