import { useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onSessionLoss } from '../lib/api-client';
import { reloadIfOutdated } from '../lib/app-version';
import { registerServiceWorker } from '../lib/service-worker';
import { notifyNetworkError } from '../lib/notify';
import { storedSession } from '../lib/session';
import { endSession } from './end-session';
import { queryClient } from './query-client';
import { appRouter } from './app-router';
import { cssVariablesResolver, theme } from './theme';

/** Spec 1 §4: a 'Session time-out' answer or no answer at all ends the session, once. */
function useSessionLossHandler() {
  useEffect(
    () =>
      onSessionLoss((reason) => {
        if (reason === 'network') notifyNetworkError();
        if (storedSession()) endSession(queryClient, appRouter().navigate);
      }),
    [],
  );
}

/** Spec 1 §4: the service worker, and a reload onto a newer deploy at the next change of page. */
function useVersionReload() {
  useEffect(() => {
    registerServiceWorker();
    const router = appRouter();
    let pathname = router.state.location.pathname;
    return router.subscribe((state) => {
      // A new page, not a list's search or sort: a reload must not interrupt typing.
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      void reloadIfOutdated();
    });
  }, []);
}

export function App() {
  useSessionLossHandler();
  useVersionReload();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-center" zIndex={1000} />
          <RouterProvider router={appRouter()} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
