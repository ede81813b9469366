import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2, IconCopy, IconLock } from '@tabler/icons-react';
import { formMessages, type FormWithQuestions } from '@envirotrack/shared';

interface FormOverviewProps {
  form: FormWithQuestions;
  /** An L2 user on a built-in form: saving makes the organisation's own copy. */
  copiesOnSave: boolean;
}

/** What the form is (permit, frequency, type, facility types, whose) and the edit-only hint. */
export function FormOverview({ form, copiesOnSave }: FormOverviewProps) {
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" px={{ base: 'sm', sm: 'md' }} py="sm">
        {/* The page title is cut to one line on phones; the name is repeated here in full. */}
        <Text fw={650} mb="xs" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
          {form.FormName}
        </Text>
        <Group gap="xs" wrap="wrap" aria-label="About this form">
          <Fact label="Permit Type" value={form.permitType} />
          <Fact label="Frequency" value={form.frequency} />
          <Fact label="Type" value={form.InspectionType} />
          <Badge
            variant="light"
            color="gray"
            radius="sm"
            tt="none"
            fw={500}
            leftSection={<IconBuildingFactory2 size={13} />}
          >
            {form.facilityTypes.join(', ')}
          </Badge>
          <Badge variant="outline" color={form.ownerOrgId === null ? 'gray' : 'green'} radius="sm" tt="none">
            {form.ownerOrgId === null ? 'Built-in form' : 'Organisation form'}
          </Badge>
        </Group>
      </Paper>
      {form.editOnly && (
        <Alert variant="light" color="orange" icon={<IconLock size={18} />} p="sm">
          <Text size="sm" fw={600}>
            {formMessages.editOnlyHint}
          </Text>
        </Alert>
      )}
      {copiesOnSave && (
        <Alert variant="light" color="blue" icon={<IconCopy size={18} />} p="sm">
          <Text size="sm">
            This is a built-in form. Saving a change makes your organisation its own copy; other companies
            keep the original.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" fw={500}>
      <Text span inherit c="dimmed">
        {label}:
      </Text>{' '}
      {value}
    </Badge>
  );
}
