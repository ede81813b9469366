import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  COMPLIANCE_SLUGS,
  complianceFrequency,
  REMINDER_LIMITS,
  reminderSettings,
  type ComplianceSlug,
  type ReminderSettings,
} from '@envirotrack/shared';

type Errors = Partial<Record<keyof ReminderSettings, string>>;

interface ReminderSettingsFormProps {
  initial: ReminderSettings;
  timeZone: string;
  pending: boolean;
  onSave: (settings: ReminderSettings) => void;
}

/** The first message of each field that fails the shared rules. */
function errorsOf(values: ReminderSettings): Errors {
  const parsed = reminderSettings.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReminderSettings | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Automatic reminders of an organisation (beyond the spec; docs/decisions.md, Reminders): on/off, the send
 * time, the frequencies, the days of grace and the two escalation steps, checked by the shared rules before
 * they are sent (the server checks them again).
 */
export function ReminderSettingsForm({ initial, timeZone, pending, onSave }: ReminderSettingsFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof ReminderSettings>(key: K, value: ReminderSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const days = (key: 'graceDays' | 'regionAfterDays' | 'orgAfterDays') => ({
    value: values[key],
    error: errors[key],
    min: key === 'graceDays' ? 0 : 1,
    max: REMINDER_LIMITS.stepDaysMax,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: 'none' as const,
    w: 210,
    onChange: (value: string | number) => set(key, typeof value === 'number' ? value : Number.NaN),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    if (!Object.keys(found).length) onSave(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Automatic reminders">
      <Stack gap="md">
        <Switch
          label="Send automatic reminders"
          description="Every day at the send time, people are mailed the forms of ended periods still not done."
          checked={values.enabled}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
        />
        <TextInput
          type="time"
          label="Send time"
          description={`Read in ${timeZone}.`}
          value={values.sendTime}
          error={errors.sendTime}
          onChange={(event) => set('sendTime', event.currentTarget.value)}
          w={200}
        />
        <Checkbox.Group
          label="Frequencies reminded"
          value={values.frequencies}
          error={errors.frequencies}
          onChange={(chosen) => set('frequencies', chosen as ComplianceSlug[])}
        >
          <Group gap="md" mt="xs">
            {COMPLIANCE_SLUGS.map((slug) => (
              <Checkbox key={slug} value={slug} label={complianceFrequency(slug)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group align="flex-start" gap="lg">
          <NumberInput label="Days of grace" description="After the period ends" {...days('graceDays')} />
          <NumberInput
            label="Then add region managers"
            description="Days later (L3)"
            {...days('regionAfterDays')}
          />
          <NumberInput
            label="Then add organisation managers"
            description="Days later (L2)"
            {...days('orgAfterDays')}
          />
        </Group>
        <Text size="sm" c="dimmed">
          First the plant's own users are reminded (its region's L3 users when it has none). Each person gets
          one mail a day listing every form they are reminded of.
        </Text>
        <Group>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
