import { registerSW } from 'virtual:pwa-register';
import { purgeCaches } from './app-version';
import { afterFirstScreen } from './first-screen';

/** At most this long after the page's load event the registration waits for the first screen. */
const FIRST_SCREEN_TIMEOUT_MS = 10_000;

/** At most this long after that the registration starts, idle or not. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Spec 1 §4: a service worker is registered (it keeps the chunks of this version for open tabs); where it
 * cannot be (the file is missing), any earlier one is unregistered. Once the page has loaded, its first screen
 * is painted (or 10 s after the load, if no screen comes) and the browser is idle: the registration's script
 * and its precache of every chunk then leave the network and the CPU to the first screen (docs/decisions.md,
 * First load).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void registerSW({
      immediate: true,
      onRegisterError: () => void purgeCaches().catch(() => undefined),
    });
  let waited = false;
  const whenIdle = () => {
    if (waited) return;
    waited = true;
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, 0);
  };
  const whenLoaded = () => {
    afterFirstScreen(whenIdle);
    setTimeout(whenIdle, FIRST_SCREEN_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}
