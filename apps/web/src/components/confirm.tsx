import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { openConfirmModal } from '../lib/overlays';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** A destructive answer (delete, deactivate): the Yes button is red. */
  danger?: boolean;
  onYes: () => void;
}

/** The Yes/No confirmation the spec asks for before a change (spec 1 §8, spec 2 §8). */
export const confirmYesNo = ({ title, message, danger, onYes }: ConfirmOptions) =>
  void openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    confirmProps: { color: danger ? 'red' : undefined, miw: 80 },
    cancelProps: { miw: 80 },
    onConfirm: onYes,
  });
