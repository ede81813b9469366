/** At most this long after the page's load event the work starts, idle or not. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `work` once the page has loaded and the browser is idle: what a first screen does not need (the
 * service worker's registration and its precache) then leaves the network and the CPU to that screen
 * (docs/decisions.md, First load).
 */
export function afterFirstScreen(work: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
