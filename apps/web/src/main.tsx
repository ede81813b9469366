// First: before any module builds a zod schema (see the module).
import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// The sign-in form loads apart from the shell, but index.html's prerendered copy of it needs its layout's
// rules in the first stylesheet.
import './features/auth/components/auth-layout.module.css';
import { StrictMode, startTransition, useInsertionEffect, useLayoutEffect } from 'react';
import { App } from './app/app';
import { appRouter } from './app/app-router';
import { carryOver, PRERENDERED } from './lib/prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

/**
 * The build's prerendered sign-in screen (vite.config.ts) is this visit's first frame when index.html's boot
 * script kept it; otherwise it goes before the app renders.
 */
const prerendered = document.documentElement.dataset.boot === 'sign-in' && container.hasChildNodes();
if (!prerendered) {
  container.replaceChildren();
  container.removeAttribute(PRERENDERED);
}
// What the person typed and did on the prerendered screen, carried over by the app's first commit.
const carried = prerendered ? carryOver(container) : () => undefined;

/** The app's first commit replaces the prerendered copy: from then on #root is the live app. */
function Live() {
  useInsertionEffect(() => container.removeAttribute(PRERENDERED), []);
  useLayoutEffect(carried, []);
  return <App />;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has matched the address and run the first screen's loaders. */
function initialized(router: ReturnType<typeof appRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Each in a task of its own after the one that ran the app's modules, so each stays short on a slow phone
 * (Lighthouse counts every task over 50 ms at 4x): the router's creation, which matches the address and
 * starts the first screen's loaders (on the sign-in page a third of the modules' task, ~8 ms at 1x), and
 * React DOM's renderer, which sets itself up when first imported (on a first visit ~60 % of the modules'
 * evaluation before it was split off; the React chunk is already preloaded, so no request is added). Over the
 * prerendered screen, the app's first frame is the screen itself, not the router's loading state: the app
 * renders when the router is ready.
 */
async function render() {
  await nextTask();
  const router = appRouter();
  if (prerendered) await initialized(router);
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  // A transition: React renders the first screen in slices instead of one long task on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Live />
      </StrictMode>,
    );
  });
}

void render();
