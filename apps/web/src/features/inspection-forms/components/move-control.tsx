import { useState } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowsMoveVertical } from '@tabler/icons-react';
import { parseMovePosition } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';

interface MoveControlProps {
  /** Where the question stands now among the live questions of its level (1-based). */
  position: number;
  liveSiblings: number;
  isTopLevel: boolean;
  label: string;
  onMove: (position: number) => void;
}

/** The move-position control (spec 2 §2.10, §5): a position typed in, checked by the shared rule. */
export function MoveControl({ position, liveSiblings, isTopLevel, label, onMove }: MoveControlProps) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');

  const move = () => {
    const parsed = parseMovePosition(text, liveSiblings, isTopLevel);
    if ('error' in parsed) {
      notifyError(parsed.error);
      return;
    }
    setOpened(false);
    setText('');
    if (parsed.position !== position) onMove(parsed.position);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label="Move" openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${label}`}
            onClick={() => setOpened((open) => !open)}
          >
            <IconArrowsMoveVertical size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            move();
          }}
        >
          <Stack gap="xs" w={220}>
            <TextInput
              label="Move to position"
              description={`Now ${position} of ${liveSiblings} at this level`}
              placeholder={`1 - ${liveSiblings}`}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs">
                Move
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              Titles and notes count as positions too.
            </Text>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
