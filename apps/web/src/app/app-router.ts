import { createHashRouter } from 'react-router';
import { routes } from './router';

let router: ReturnType<typeof createHashRouter> | undefined;

/**
 * The app's router, created when first asked for. Creating it matches the address and starts the first
 * screen's loaders (~20 ms at 1x on this machine): main.tsx asks in a task of its own, not in the one that
 * runs the app's modules (docs/decisions.md, First load).
 */
export function appRouter(): ReturnType<typeof createHashRouter> {
  router ??= createHashRouter(routes);
  return router;
}
