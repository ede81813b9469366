import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** One retry for server faults only; client errors and lost sessions are final. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.status >= 500,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
