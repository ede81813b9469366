import type { UseQueryResult } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import type { AccountInfo } from '@envirotrack/shared';

/** The map tile address from GET /me, which the app layout loads once and hands down as outlet context. */
export function useTileUrl(): string {
  const account = useOutletContext<UseQueryResult<AccountInfo>>();
  return account.data?.mapTileUrl ?? '';
}
