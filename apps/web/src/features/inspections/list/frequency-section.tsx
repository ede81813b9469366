import { useState } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { inspectionMessages, type PlantInspectionForm } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { FormRow } from './form-row';
import type { PlantPointSource } from '../../../components/open-form';
import { periodLabel, pickedDate, pickerSpec } from './section-dates';
import type { SectionView } from './use-plant-sections';

interface FrequencySectionProps {
  section: SectionView;
  todayIso: string;
  onDateChange: (isoDate: string) => void;
  onOpen: (form: PlantInspectionForm, pointSource: PlantPointSource | null) => void;
}

/** The forms of one frequency with the date picker of their period (spec 2 §2.1). */
export function FrequencySection({ section, todayIso, onDateChange, onOpen }: FrequencySectionProps) {
  const { frequency, permitType, date } = section;
  const picker = pickerSpec(frequency, date, todayIso);
  const [refused, setRefused] = useState(false);
  const period = periodLabel(frequency, date);

  return (
    <Stack gap="xs" p="md" role="group" aria-label={`${permitType} ${frequency}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.4} component="h4" m={0}>
            {frequency}
          </Text>
          {period && (
            <Text size="xs" c="dimmed">
              {period}
            </Text>
          )}
        </Stack>
        <TextInput
          type={picker.type}
          aria-label={`${frequency} date`}
          size="xs"
          w={picker.type === 'month' ? 160 : 140}
          value={picker.value}
          max={picker.max}
          error={refused ? inspectionMessages.dateNotAllowed : undefined}
          onChange={(event) => {
            const next = pickedDate(frequency, event.currentTarget.value, todayIso);
            setRefused(next === undefined);
            if (next && next !== date) onDateChange(next);
          }}
        />
      </Group>
      {section.state === 'error' ? (
        <ErrorView onRetry={section.retry} />
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {section.forms.map((form) => (
            <li key={form.FormId}>
              <FormRow
                form={form}
                permitType={permitType}
                busy={section.state === 'loading'}
                onOpen={(pointSource) => onOpen(form, pointSource)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
