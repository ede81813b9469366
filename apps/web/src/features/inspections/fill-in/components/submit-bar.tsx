import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SubmitProblem } from '../hooks/use-fill-in-submit';

interface SubmitBarProps {
  editing: boolean;
  saving: boolean;
  readOnly: boolean;
  /** A missing signature shows at the signature itself. */
  problem: SubmitProblem | null;
  onSubmit: () => void;
  onCancel: () => void;
  /** After a conflict: load the saved inspection again (the answers typed stay as a draft). */
  onReload: () => void;
}

export function SubmitBar({
  editing,
  saving,
  readOnly,
  problem,
  onSubmit,
  onCancel,
  onReload,
}: SubmitBarProps) {
  return (
    <Stack gap="sm">
      {problem && problem.kind !== 'signature' && (
        <Alert
          color={problem.kind === 'conflict' ? 'orange' : 'red'}
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          data-testid="submit-problem"
        >
          <Stack gap="xs" align="flex-start">
            {problem.message}
            {problem.kind === 'conflict' && (
              <Button size="xs" variant="default" onClick={onReload}>
                Reload
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        {!readOnly && (
          <Button loading={saving} onClick={onSubmit} miw={120}>
            {editing ? 'Update' : 'Submit'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
