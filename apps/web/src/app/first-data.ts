import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { hasBootResponse } from '../lib/boot-data';
import { queryClient } from './query-client';

/**
 * For a route loader: when the boot script already started this call for the visit's first screen
 * (index.html), waits for its answer in the query cache, so the first render has it instead of rendering again
 * when it arrives (a re-render for new data is synchronous, one long task on a slow phone). Any other
 * navigation, and any call the boot script did not start, does not wait. A failed call does not fail the
 * route: the screen's own query shows the error and retries. See docs/decisions.md (First load).
 */
export async function awaitFirstData<T, TKey extends QueryKey>(
  path: string,
  options: FetchQueryOptions<T, Error, T, TKey>,
): Promise<null> {
  if (hasBootResponse(path)) await queryClient.prefetchQuery(options);
  return null;
}
