import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@envirotrack/shared';
import { clearSession } from '../lib/session';

/** Spec 1 §4 logout: clear stored user info and session storage, reset all state, back to the login. */
export function endSession(queryClient: QueryClient, navigate: (to: string) => unknown): void {
  clearSession();
  void navigate(paths.login);
  queryClient.clear();
}
