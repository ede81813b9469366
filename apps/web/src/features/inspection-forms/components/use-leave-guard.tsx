import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { formMessages } from '@envirotrack/shared';
import { openConfirmModal } from '../../../lib/overlays';

/**
 * Asks before unsaved set-up work is left behind: another screen of the app (confirmation) or the
 * browser tab (the browser's own prompt). `isDirty` is read at the moment of leaving.
 */
export function useLeaveGuard(isDirty: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let leaving = false;
    void openConfirmModal({
      title: 'Unsaved changes',
      children: <Text size="sm">{formMessages.unsavedChanges}</Text>,
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red', miw: 80 },
      cancelProps: { miw: 80 },
      onConfirm: () => {
        leaving = true;
        blocker.proceed();
      },
      onClose: () => {
        if (!leaving) blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
