/**
 * When the app's first screen is on the page: its root route's first commit (the router renders it once the
 * screen's loaders have their data), then the browser's report that it painted it. Work the screen does not
 * need waits for it, so a slow phone spends its network and CPU on the screen first (docs/decisions.md, First
 * load).
 */
let started = false;
let shown = false;
const waiting: (() => void)[] = [];

/**
 * How long after the commit the paint may go unreported: the browser reports a largest paint only when it is
 * larger than the ones before, and none after the person's first input.
 */
const PAINT_REPORT_TIMEOUT_MS = 1000;

function screenShown() {
  if (shown) return;
  shown = true;
  for (const run of waiting.splice(0)) run();
}

/** Called by the root route when it first commits. */
export function firstScreenCommitted(): void {
  if (started) return;
  started = true;
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    // The frame after the next one: the commit has been painted.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(screenShown, 0)));
    return;
  }
  // The paint the browser reports is the frame's presentation, which can come tens of ms after its rendering.
  const committedAt = performance.now();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.startTime >= committedAt)) return;
    observer.disconnect();
    screenShown();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    screenShown();
  }, PAINT_REPORT_TIMEOUT_MS);
}

/** Runs `run` once the first screen has been painted (at once if it has). */
export function afterFirstScreen(run: () => void): void {
  if (shown) run();
  else waiting.push(run);
}

/** At most this long after the page's load event, work waiting for the first screen goes on without it. */
const FIRST_SCREEN_TIMEOUT_MS = 10_000;

/** At most this long after that, such work starts, idle or not. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `run` once the page has loaded, its first screen is painted (or 10 s after the load, if no screen
 * comes) and the browser is idle: work the first screen does not need (the service worker's registration,
 * the code of controls nobody has used yet) then leaves the network and the CPU to it.
 */
export function whenFirstScreenSettled(run: () => void): void {
  let waited = false;
  const whenIdle = () => {
    if (waited) return;
    waited = true;
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  const whenLoaded = () => {
    afterFirstScreen(whenIdle);
    setTimeout(whenIdle, FIRST_SCREEN_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}
