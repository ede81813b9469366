import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths, signedIn } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /switchaccount/{orgId}: the person's account in that organisation, in a new session; the old one ends. */
export const switchAccount = async (orgId: number) =>
  (await api.post(`/switchaccount/${orgId}`, signedIn)).data;

/** As the L1 switch (spec 1 §4): store the new session, reset all cached data, go home. */
export function useSwitchAccount(onSwitched: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: async (session) => {
      saveSession(session);
      onSwitched();
      await queryClient.resetQueries();
      await navigate(paths.home);
    },
  });
}
