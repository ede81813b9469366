import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { organisationsKey } from './get-organisations';

interface UploadLogoInput {
  orgId: number;
  file: File;
}

/** POST /org/{orgId}/logo (multipart field `file`): refused with 409 while a logo exists. */
export function uploadOrganisationLogo({ orgId, file }: UploadLogoInput) {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`/org/${orgId}/logo`, orgDetails, form);
}

export function useUploadOrganisationLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrganisationLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsKey }),
  });
}
