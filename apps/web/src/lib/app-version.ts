/** The version this tab runs (vite.config.ts): a number that grows with every build. */
const BUILT = Number(__APP_VERSION__);
const RELOADED_FOR = 'envirotrack.reloadedFor';

/** The newer version the server said it serves, if any. */
let newer: string | null = null;

/** Every answer names the version the server serves (x-app-version); a higher one is kept for the next navigation. */
export function noteServerVersion(header: string | null): void {
  if (header && Number(header) > BUILT) newer = header;
}

export async function purgeCaches(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
}

/**
 * Spec 1 §4: purges the caches (the service worker's too) and reloads, so the tab runs what the server
 * serves. Once per reason in a tab's session: a server that keeps naming a version it cannot serve never
 * loops the tab.
 */
async function purgeAndReload(reason: string): Promise<boolean> {
  if (sessionStorage.getItem(RELOADED_FOR) === reason) return false;
  sessionStorage.setItem(RELOADED_FOR, reason);
  await purgeCaches().catch(() => undefined);
  window.location.reload();
  return true;
}

/** At a navigation: a newer deploy reloads the tab instead of letting it fail on what the deploy removed. */
export const reloadIfOutdated = (): Promise<boolean> =>
  newer ? purgeAndReload(newer) : Promise.resolve(false);

/** A chunk of this version could not be loaded (removed by a deploy): reload onto the served version. */
export const reloadAfterMissingChunk = (): Promise<boolean> => purgeAndReload(newer ?? `chunk-${BUILT}`);

export const isMissingChunk = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );
