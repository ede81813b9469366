import { Badge, Box, Button, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { inspectionMessages, type PlantInspectionForm } from '@envirotrack/shared';
import { pointSourceNoun } from '../../../components/permit-heading';
import type { PlantPointSource } from '../../../components/open-form';
import { isCompleted, sourcesOf } from './plant-form-sections';
import { PointSourcePopover } from './point-source-popover';

interface FormRowProps {
  form: PlantInspectionForm;
  permitType: string;
  /** The period's state is still loading: nothing can be opened yet. */
  busy: boolean;
  onOpen: (pointSource: PlantPointSource | null) => void;
}

/** A form of the plant: done or not for the period, In-Active or not, and how to open it (spec 2 §2.1). */
export function FormRow({ form, permitType, busy, onOpen }: FormRowProps) {
  const sources = sourcesOf(form);
  const completed = isCompleted(form);
  const done = sources.filter((source) => source.InspectionId !== null).length;

  return (
    <Paper
      withBorder
      radius="sm"
      px="sm"
      py={8}
      bg={completed ? 'green.0' : undefined}
      role="group"
      aria-label={form.FormName}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
          {completed ? (
            <ThemeIcon size={22} radius="xl" color="green" aria-label="Completed" role="img">
              <IconCheck size={14} stroke={3} />
            </ThemeIcon>
          ) : (
            <ThemeIcon size={22} radius="xl" variant="outline" color="gray.4" aria-hidden="true">
              {null}
            </ThemeIcon>
          )}
          <Group gap={6} wrap="wrap" miw={0} style={{ rowGap: 2 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {form.FormName}
            </Text>
            {!form.FormActive && (
              <Badge size="sm" variant="light" color="gray" radius="sm">
                In-Active
              </Badge>
            )}
            {sources.length > 0 && (
              <Badge
                size="sm"
                variant="light"
                color={done === sources.length ? 'green' : 'blue'}
                radius="sm"
                tt="none"
              >
                {done}/{sources.length} {pointSourceNoun(permitType)}
              </Badge>
            )}
          </Group>
        </Group>
        <Box ml="auto">
          {sources.length > 0 ? (
            <PointSourcePopover
              form={form}
              sources={sources}
              permitType={permitType}
              busy={busy}
              onOpen={(source) => onOpen(source)}
            />
          ) : (
            <OpenButton
              form={form}
              editing={form.InspectionId !== null}
              busy={busy}
              onOpen={() => onOpen(null)}
            />
          )}
        </Box>
      </Group>
    </Paper>
  );
}

interface OpenButtonProps {
  form: PlantInspectionForm;
  editing: boolean;
  busy: boolean;
  onOpen: () => void;
}

/** 'Begin Form' or, for a done form, 'Edit Form' with a pencil; an In-Active form cannot be begun. */
export function OpenButton({ form, editing, busy, onOpen }: OpenButtonProps) {
  const blocked = !editing && !form.FormActive;
  const button = (
    <Button
      size="xs"
      variant={editing ? 'light' : 'filled'}
      leftSection={editing ? <IconPencil size={14} /> : <IconPlayerPlay size={14} />}
      loading={busy}
      disabled={blocked}
      onClick={onOpen}
    >
      {editing ? 'Edit Form' : 'Begin Form'}
    </Button>
  );
  if (!blocked) return button;
  return (
    <Tooltip label={inspectionMessages.formInactive} multiline w={260} withArrow>
      <span>{button}</span>
    </Tooltip>
  );
}
