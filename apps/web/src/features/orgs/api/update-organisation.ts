import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgDetails, type OrgBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
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
    // The header and home page read the acting organisation's settings from GET /me.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organisationsKey }),
        queryClient.invalidateQueries({ queryKey: accountKey }),
      ]),
  });
}
