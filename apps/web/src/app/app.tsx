import { useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onSessionLoss } from '../lib/api-client';
import { notifyNetworkError } from '../lib/notify';
import { storedSession } from '../lib/session';
import { endSession } from './end-session';
import { queryClient } from './query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Spec 1 §4: a 'Session time-out' answer or no answer at all ends the session, once. */
function useSessionLossHandler() {
  useEffect(
    () =>
      onSessionLoss((reason) => {
        if (reason === 'network') notifyNetworkError();
        if (storedSession()) endSession(queryClient, router.navigate);
      }),
    [],
  );
}

export function App() {
  useSessionLossHandler();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-center" zIndex={1000} />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
