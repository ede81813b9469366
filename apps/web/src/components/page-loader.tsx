import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorView } from './error-view';

interface PageLoaderProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'refetch'>;
  children: (data: T) => ReactNode;
}

/** The page-loading wrapper: a loader while the data comes, an error view if it fails, then the content. */
export function PageLoader<T>({ query, children }: PageLoaderProps<T>) {
  if (query.status === 'pending') return <FullLoader />;
  if (query.status === 'error' || query.data === undefined) {
    return <ErrorView onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

export function FullLoader() {
  return (
    <Center py={80} aria-busy="true">
      <Loader />
    </Center>
  );
}
