import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { inspectionMessages } from '@envirotrack/shared';
import type { FillInDraft } from '../model/draft-store';
import { formatStamp } from '../model/stamps';

interface DraftPromptProps {
  draft: FillInDraft | null;
  /** The saved version the form opened at (null: none saved). */
  version: number | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the unsaved answers of an earlier visit; the form waits for the choice. */
export function DraftPrompt({ draft, version, onRestore, onDiscard }: DraftPromptProps) {
  return (
    <Modal
      opened={draft !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Unsaved answers"
    >
      {draft && (
        <Stack gap="md">
          <Text size="sm">{inspectionMessages.draftFound(formatStamp(draft.savedAt))}</Text>
          {draft.base.version !== version && (
            <Text size="sm" c="orange.8">
              {draft.base.version === null
                ? 'This form has been saved for this period since then.'
                : 'This inspection has been saved again since then.'}{' '}
              Restoring puts these answers in place of the saved ones when you submit.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDiscard}>
              {inspectionMessages.discardDraft}
            </Button>
            <Button onClick={onRestore}>{inspectionMessages.restoreDraft}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
