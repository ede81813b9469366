// Build-time only (vite.config.ts): the sign-in screen as HTML, written into index.html so a first visit
// paints it before the app's code has arrived. main.tsx then renders the same screen over it.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router';
import { paths } from '@envirotrack/shared';
import { LoginRoute } from './features/auth/routes/login-route';
import { cssVariablesResolver, theme } from './app/theme';

/**
 * A router that stays on the sign-in page and writes links as the app's hash router does (`#/…`): the
 * prerendered screen's links work before the app has started (build/boot-script.ts).
 */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The markup the app renders into #root on the sign-in page (the same providers around the same route). */
export function renderSignIn(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={new QueryClient()}>
        <Router location={paths.login} navigator={hashLinks}>
          <LoginRoute />
        </Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
