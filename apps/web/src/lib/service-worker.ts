import { registerSW } from 'virtual:pwa-register';
import { afterFirstScreen } from './after-first-screen';
import { purgeCaches } from './app-version';

/**
 * Spec 1 §4: a service worker is registered (it keeps the chunks of this version for open tabs); where it
 * cannot be (the file is missing), any earlier one is unregistered. Once the page has loaded and the browser
 * is idle: the registration's script and its precache of every chunk then leave the network and the CPU to
 * the first screen.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  afterFirstScreen(
    () =>
      void registerSW({
        immediate: true,
        onRegisterError: () => void purgeCaches().catch(() => undefined),
      }),
  );
}
