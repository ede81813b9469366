import { registerSW } from 'virtual:pwa-register';
import { purgeCaches } from './app-version';
import { whenFirstScreenSettled } from './first-screen';

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
  whenFirstScreenSettled(register);
}
