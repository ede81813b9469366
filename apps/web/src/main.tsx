// First: before any module builds a zod schema (see the module).
import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// The sign-in form loads apart from the shell, but index.html's prerendered copy of it needs its layout's
// rules in the first stylesheet.
import './features/auth/components/auth-layout.module.css';
import { StrictMode, startTransition, useInsertionEffect } from 'react';
import { App } from './app/app';
import { appRouter } from './app/app-router';

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
  container.removeAttribute('inert');
}

/**
 * The app's first commit replaces the prerendered copy: from then on #root is the live app. Before the layout
 * phase of that commit, so the sign-in's autofocus lands on a focusable field.
 */
function Live() {
  useInsertionEffect(() => container.removeAttribute('inert'), []);
  return <App />;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Each in a task of its own after the one that ran the app's modules, so each stays short on a slow phone
 * (Lighthouse counts every task over 50 ms at 4x): the router's creation, which matches the address and
 * starts the first screen's loaders, and React DOM's renderer, which sets itself up when first imported (on
 * a first visit ~60 % of the modules' evaluation before it was split off; the React chunk is already
 * preloaded, so no request is added).
 */
async function render() {
  await nextTask();
  appRouter();
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

/**
 * Over the prerendered screen, the app's first frame is the screen itself, not the router's loading state: the
 * router starts first, in the task after the one that ran the app's modules (on the sign-in page creating it
 * was a third of that task, ~8 ms at 1x), and the app renders when the router is ready.
 */
async function start() {
  if (!prerendered) return render();
  await nextTask();
  const router = appRouter();
  if (router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    void render();
  });
}

void start();
