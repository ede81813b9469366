import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onSessionLoss } from '../lib/api-client';
import { reloadIfOutdated } from '../lib/app-version';
import { registerServiceWorker } from '../lib/service-worker';
import { notifyNetworkError } from '../lib/notify';
import { overlaysOnFirstToast, overlaysWanted, subscribeOverlays } from '../lib/overlays';
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

// Where the code cannot come (the network gone before the service worker kept it), the page stays as it is.
const Overlays = lazy(() => import('./overlays').catch(() => ({ default: () => <></> })));

/**
 * The modals' provider and the toasts' container, built when first asked for, from code the service worker
 * keeps with the app's other chunks once the first screen is done.
 */
function DeferredOverlays() {
  useEffect(overlaysOnFirstToast, []);
  const wanted = useSyncExternalStore(subscribeOverlays, overlaysWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

export function App() {
  useSessionLossHandler();
  useVersionReload();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <DeferredOverlays />
        <RouterProvider router={appRouter()} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
