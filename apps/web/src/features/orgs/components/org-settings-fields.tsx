import {
  Checkbox,
  Collapse,
  Group,
  Divider,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLink } from '@tabler/icons-react';
import { FLAG_CLOSE_DAYS_MAX, FLAG_CLOSE_DAYS_MIN, WEEKDAY_LABELS } from '@envirotrack/shared';
import type { OrgFormValues } from './org-form-values';

interface OrgSettingsFieldsProps {
  form: UseFormReturnType<OrgFormValues>;
  /** Regions can be chosen once they are saved: the server knows them by id. */
  saved: boolean;
}

/** What the spec calls the specially treated organisation, as settings any organisation can have. */
export function OrgSettingsFields({ form, saved }: OrgSettingsFieldsProps) {
  const values = form.getValues();
  const savedRegions = values.regions
    .filter((row) => row.regionId !== undefined && !row.removed)
    .map((row) => ({ value: String(row.regionId), label: row.regionName || `Region ${row.regionId}` }));

  return (
    <Stack gap="md">
      <Switch
        label="Single Inspections link"
        description="The menu shows one Inspections link instead of Env'l Inspection and HouseKeeping."
        {...form.getInputProps('singleInspectionsLink', { type: 'checkbox' })}
      />
      <Switch
        label="Hide housekeeping"
        description="HouseKeeping is left out of the menu and the home page."
        {...form.getInputProps('hideHousekeeping', { type: 'checkbox' })}
      />
      <TextInput
        label="Header text"
        description="Shown beside the organisation logo in the header, e.g. the regions it covers."
        placeholder="North Texas & Gulf Coast"
        {...form.getInputProps('headerText')}
      />
      <NumberInput
        label="Close flags within (days)"
        description="An open flag older than this, counted from the inspection that found it, is marked overdue."
        min={FLAG_CLOSE_DAYS_MIN}
        max={FLAG_CLOSE_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        maw={260}
        {...form.getInputProps('flagCloseDays')}
      />
      <Checkbox.Group
        label="Daily forms are due on"
        description="The dashboard counts a daily form as due on these days only."
        {...form.getInputProps('dailyDueDays')}
      >
        <Group gap="md" mt={6}>
          {WEEKDAY_LABELS.map((label, index) => (
            <Checkbox key={label} value={String(index + 1)} label={label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Divider />
      <Switch
        label="Archived application link"
        description="A tab on the home page leading to the old application, for the users chosen below."
        {...form.getInputProps('archived.enabled', { type: 'checkbox' })}
      />
      <Collapse expanded={values.archived.enabled}>
        <Stack
          gap="md"
          pl={{ base: 0, sm: 'md' }}
          ml={{ base: 0, sm: 'lg' }}
          style={{ borderLeft: '2px solid var(--mantine-color-green-2)' }}
        >
          <TextInput
            label="Link"
            placeholder="https://old.example.com"
            leftSection={<IconLink size={16} />}
            withAsterisk
            {...form.getInputProps('archived.url')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Label"
              placeholder="ARCHIVED 07/01/2024"
              withAsterisk
              {...form.getInputProps('archived.label')}
            />
            <MultiSelect
              label="Regions allowed"
              placeholder={saved ? 'Choose regions' : undefined}
              data={savedRegions}
              disabled={!saved || savedRegions.length === 0}
              clearable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('archived.regionIds')}
            />
          </SimpleGrid>
          <Textarea
            label="Tooltip"
            placeholder="The old application is for editing old data until June 30, 2024 and for viewing and printing afterwards."
            autosize
            minRows={2}
            {...form.getInputProps('archived.tooltip')}
          />
          <Text size="xs" c="dimmed" mt={-6}>
            {saved
              ? 'L1 and L2 users always see the tab; users of the regions allowed see it too.'
              : 'L1 and L2 users always see the tab. Save the organisation first, then choose the regions allowed.'}
          </Text>
        </Stack>
      </Collapse>
    </Stack>
  );
}
