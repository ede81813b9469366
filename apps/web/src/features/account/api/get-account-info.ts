import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountInfo } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const ACCOUNT_INFO_PATH = '/me';

/** GET /me: the acting organisation's settings and the links the shell shows (portal, archive, support). */
export const getAccountInfo = async (signal?: AbortSignal) =>
  (await api.get(ACCOUNT_INFO_PATH, accountInfo, signal)).data;

/**
 * Kept for the whole session: every sign-in and every L1 organisation switch opens a new session id, and the
 * switch also resets the query cache. Saving an organisation's settings invalidates `accountKey`.
 */
export const accountInfoQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [...accountKey, 'me', sessionId],
    queryFn: ({ signal }) => getAccountInfo(signal),
    staleTime: Infinity,
  });

export function useAccountInfo() {
  const sessionId = useSession()?.sid ?? '';
  return useQuery({ ...accountInfoQuery(sessionId), enabled: sessionId !== '' });
}
