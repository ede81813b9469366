/**
 * Answers the boot script in index.html (build/boot-script.ts, FIRST_DATA) started for the first screen
 * while the app's code was downloading. Each is taken once, and only soon after the page loaded: a later call
 * asks the server afresh.
 */
interface BootData {
  at: number;
  calls: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __bootData?: BootData;
    /** Starts the boot script's calls now if its own task has not yet: the first to ask starts them. */
    __bootFetch?: () => void;
  }
}

const FRESH_MS = 10_000;

/** The boot script's calls while they are fresh. */
function freshBootData(): BootData | undefined {
  window.__bootFetch?.();
  const boot = window.__bootData;
  return boot && Date.now() - boot.at <= FRESH_MS ? boot : undefined;
}

/** Whether the boot script started this call for the visit's first screen and its answer is still untaken. */
export function hasBootResponse(path: string): boolean {
  const boot = freshBootData();
  return boot !== undefined && path in boot.calls;
}

export function takeBootResponse(path: string): Promise<Response> | undefined {
  const boot = freshBootData();
  if (!boot) return undefined;
  const calls = new Map(Object.entries(boot.calls));
  const early = calls.get(path);
  calls.delete(path);
  boot.calls = Object.fromEntries(calls);
  return early;
}
