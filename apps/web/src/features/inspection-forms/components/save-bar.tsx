import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconDeviceFloppy, IconPointFilled } from '@tabler/icons-react';
import classes from './setup.module.css';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  questionCount: number;
  onDiscard: () => void;
  onSave: () => void;
}

/** Stays at the bottom of the window, so Save is at hand however long the form is. */
export function SaveBar({ dirty, saving, questionCount, onDiscard, onSave }: SaveBarProps) {
  return (
    <div className={classes.saveBar} role="region" aria-label="Save changes">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          {dirty ? (
            <IconPointFilled size={16} color="var(--mantine-color-orange-6)" />
          ) : (
            <IconCircleCheck size={16} color="var(--mantine-color-green-7)" />
          )}
          <Text size="sm" c={dirty ? undefined : 'dimmed'} fw={dirty ? 600 : 400} truncate>
            {dirty ? 'Unsaved changes' : savedText(questionCount)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {dirty && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} />}
              onClick={onDiscard}
              disabled={saving}
            >
              Discard
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={onSave}
            loading={saving}
            disabled={!dirty}
            miw={110}
          >
            Save
          </Button>
        </Group>
      </Group>
    </div>
  );
}

const savedText = (count: number) =>
  count === 0 ? 'No questions yet' : `${count} ${count === 1 ? 'question' : 'questions'}, all saved`;
