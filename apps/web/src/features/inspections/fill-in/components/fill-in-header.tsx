import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { inspectionMessages, type FillInForm } from '@envirotrack/shared';
import { titleDetails } from '../model/period-label';

interface FillInHeaderProps {
  form: FillInForm;
  isPermanent: 'Yes' | 'No';
  readOnly: boolean;
  onPermanent: (value: 'Yes' | 'No') => void;
}

/** Under the form name: permit, facility type, plant and period (spec 2 §2.7), and the permanent toggle. */
export function FillInHeader({ form, isPermanent, readOnly, onPermanent }: FillInHeaderProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={2} miw={0}>
          <Text fw={600} data-testid="fill-in-title-line">
            {titleDetails(form).join('  ·  ')}
          </Text>
          <Text size="sm" c="dimmed">
            {form.plant.plantName} · {form.plant.regionName}
          </Text>
        </Stack>
        <Switch
          label={inspectionMessages.permanentLabel}
          onLabel="YES"
          offLabel="NO"
          size="md"
          checked={isPermanent === 'Yes'}
          disabled={readOnly}
          onChange={(event) => onPermanent(event.currentTarget.checked ? 'Yes' : 'No')}
        />
      </Group>
    </Paper>
  );
}
