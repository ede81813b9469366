import { useEffect } from 'react';
import { Center } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ErrorView } from '../components/error-view';
import { isMissingChunk, reloadAfterMissingChunk } from '../lib/app-version';

/** Last resort for a route that failed to load or render, e.g. a chunk missing after a new deployment. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    if (isMissingChunk(error)) void reloadAfterMissingChunk();
  }, [error]);
  return (
    <Center mih="100vh">
      <ErrorView onRetry={() => window.location.reload()} />
    </Center>
  );
}
