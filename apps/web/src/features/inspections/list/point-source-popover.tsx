import { useId, useState } from 'react';
import { Button, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconCircleCheckFilled, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { inspectionMessages, type PlantInspectionForm } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';
import type { PlantPointSource } from '../../../components/open-form';

interface PointSourcePopoverProps {
  form: PlantInspectionForm;
  sources: PlantPointSource[];
  permitType: string;
  busy: boolean;
  onOpen: (source: PlantPointSource) => void;
}

/**
 * A form filled in per point source: the source is chosen first, in a dropdown where done ones carry a check
 * (spec 2 §2.1, §5). An In-Active form only reopens the sources already done.
 */
export function PointSourcePopover({ form, sources, permitType, busy, onOpen }: PointSourcePopoverProps) {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const titleId = useId();
  const allDone = sources.every((source) => source.InspectionId !== null);
  const noun = permitType === 'Water' ? 'Outfall' : 'Point Source';
  const done = new Set(sources.filter((s) => s.InspectionId !== null).map((s) => String(s.PsId)));

  const confirm = () => {
    const source = sources.find((s) => String(s.PsId) === chosen);
    if (!source) {
      notifyError(inspectionMessages.selectPointSource);
      return;
    }
    setOpened(false);
    onOpen(source);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant={allDone ? 'light' : 'filled'}
          leftSection={allDone ? <IconPencil size={14} /> : <IconPlayerPlay size={14} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
          onClick={() => setOpened((open) => !open)}
        >
          {allDone ? 'Edit Form' : 'Begin Form'}
        </Button>
      </Popover.Target>
      {/* Named by the form, not by its button: 'Begin Form' is on every row. */}
      <Popover.Dropdown w={280} aria-labelledby={titleId}>
        <Stack gap="sm">
          <Text size="sm" fw={600} id={titleId}>
            {form.FormName}
          </Text>
          <Select
            label={noun}
            placeholder={`Select ${noun}...`}
            data={sources.map((source) => ({
              value: String(source.PsId),
              label: source.PsName,
              disabled: !form.FormActive && source.InspectionId === null,
            }))}
            value={chosen}
            onChange={setChosen}
            comboboxProps={{ withinPortal: false }}
            renderOption={({ option }) => (
              <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
                <Text size="sm">{option.label}</Text>
                {done.has(option.value) && (
                  <IconCircleCheckFilled
                    size={16}
                    color="var(--mantine-color-green-7)"
                    aria-label="completed"
                  />
                )}
              </Group>
            )}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={confirm}>
              Ok
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
