import type { ReactNode } from 'react';
import type { UserDetails } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../api/get-user';

interface UserLoaderProps {
  id: number;
  children: (user: UserDetails) => ReactNode;
}

/** Loads one user; a refusal shows the server's message (a user one may not see answers 404). */
export function UserLoader({ id, children }: UserLoaderProps) {
  const query = useUser(id);
  if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) {
    return <ErrorView message={query.error.message} />;
  }
  return <PageLoader query={query}>{children}</PageLoader>;
}
