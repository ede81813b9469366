import { modals } from '@mantine/modals';
import { notificationsStore } from '@mantine/notifications';

type ConfirmModal = Parameters<typeof modals.openConfirmModal>[0];

/**
 * The app's overlays, Mantine's modals provider and the toasts' container (`app/overlays.tsx`), are not part
 * of a first screen: their code loads and they are built when first asked for (a confirmation, a toast).
 * The toasts' store and the modals' events are small and in the shell; a toast shown before the container
 * is there waits in the store.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function wantOverlays(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const overlaysWanted = () => wanted;

export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the overlays once mounted: a confirmation asked for before then opens now. */
export const overlaysMounted = () => markMounted();

/** Builds the overlays as soon as a toast is shown (it waits in the store until then). */
export const overlaysOnFirstToast = () => notificationsStore.subscribe(wantOverlays);

/** Mantine's confirmation modal, once the modals' provider is there to open it. */
export async function openConfirmModal(modal: ConfirmModal): Promise<void> {
  wantOverlays();
  await mounted;
  modals.openConfirmModal(modal);
}
