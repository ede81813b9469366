import { registerSW } from 'virtual:pwa-register';
import { purgeCaches } from './app-version';

/**
 * Spec 1 §4: a service worker is registered (it keeps the chunks of this version for open tabs); where it
 * cannot be (the file is missing), any earlier one is unregistered.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void registerSW({
    immediate: true,
    onRegisterError: () => void purgeCaches().catch(() => undefined),
  });
}
