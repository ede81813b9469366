import { Stack, Text } from '@mantine/core';
import { followUpMessages } from '@envirotrack/shared';
import { openConfirmModal } from '../lib/overlays';

/**
 * 'Select Form Type' — 'Is this a corrective action follow-up form?' (spec 2 §2.2, spec 3 §2.5), Yes / No.
 * A Mantine modal: focus moves into it and stays there, Escape or Close cancels (then nothing opens).
 */
export function askFollowUp(
  openFlags: number,
  answer: { onYes: () => void; onNo: () => void; onClose: () => void },
) {
  void openConfirmModal({
    title: followUpMessages.modalTitle,
    children: (
      <Stack gap="xs">
        <Text fw={600}>{followUpMessages.question}</Text>
        <Text size="sm" c="dimmed">
          {followUpMessages.modalHint(openFlags)}
        </Text>
      </Stack>
    ),
    labels: { confirm: 'Yes', cancel: 'No' },
    confirmProps: { miw: 80 },
    cancelProps: { miw: 80 },
    onConfirm: answer.onYes,
    onCancel: answer.onNo,
    onClose: answer.onClose,
  });
}
