import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths, signedIn, type ALL_ORGANISATIONS } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { saveSession, selectL1Organisation } from '../../../lib/session';

export interface OrganisationTarget {
  orgId: number | typeof ALL_ORGANISATIONS;
  logoUrl: string;
}

/** GET /orgDetailsChange/{orgId|All}: a new session acting in that organisation; the old one ends. */
export const switchOrganisation = async ({ orgId }: OrganisationTarget) =>
  (await api.get(`/orgDetailsChange/${orgId}`, signedIn)).data;

/** Spec 1 §4 L1 switch: store the choice and the new session, reset all cached data, go home. */
export function useSwitchOrganisation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchOrganisation,
    onSuccess: async (session, target) => {
      saveSession(session);
      selectL1Organisation(target.orgId, target.logoUrl);
      await queryClient.resetQueries();
      await navigate(paths.home);
    },
  });
}
