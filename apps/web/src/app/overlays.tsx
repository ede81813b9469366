import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { overlaysMounted } from '../lib/overlays';

/** Mantine's modals provider and the toasts' container, loaded when first asked for (`lib/overlays.ts`). */
export default function Overlays() {
  useEffect(overlaysMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-center" zIndex={1000} />
    </>
  );
}
