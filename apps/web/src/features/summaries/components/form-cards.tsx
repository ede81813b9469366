import { useId, useState } from 'react';
import { Button, Group, Popover, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  plantMessages,
  summaryMessages,
  type InspectionPlant,
  type InspectionType,
  type PlantInspectionForm,
} from '@envirotrack/shared';
import { useOpenForm, type PlantPointSource } from '../../../components/open-form';
import { gridPath, keepInspectionDetails } from './grid-path';
import classes from './summaries.module.css';

interface FormCardsProps {
  forms: PlantInspectionForm[];
  plant: InspectionPlant;
  date: string;
  inspectionType: InspectionType;
}

/**
 * One card per form (spec 3 §2.5): its name opens the checklist grid, 'Begin Form' opens the fill-in for the
 * summary date (a Monthly form at a plant with open flags first asks 'Select Form Type'). A form with point
 * sources first asks which, in the 'Point Source' popover.
 */
export function FormCards({ forms, plant, date, inspectionType }: FormCardsProps) {
  const { openForm } = useOpenForm();
  return forms.map((form) => (
    <FormCard
      key={`${form.FormId}`}
      form={form}
      plantUId={plant.id}
      date={date}
      begin={(pointSource) => void openForm({ plant, form, date, pointSource, inspectionType })}
    />
  ));
}

interface FormCardProps {
  form: PlantInspectionForm;
  plantUId: number;
  date: string;
  begin: (pointSource: PlantPointSource | null) => void;
}

function FormCard({ form, plantUId, date, begin }: FormCardProps) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  // What the popover's Ok does: open the grid, or begin the form.
  const [intent, setIntent] = useState<'grid' | 'begin'>('grid');
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const sources = form.PointSources.filter((s) => s.IsSelected);
  const go = (how: 'grid' | 'begin', pointSource: PlantPointSource | null) => {
    if (how === 'begin') return begin(pointSource);
    keepInspectionDetails(form, plantUId, date, pointSource?.PsName ?? null);
    void navigate(
      gridPath(form.frequency, {
        plantUId,
        formId: form.FormId,
        date,
        pointSource: pointSource?.PsName ?? null,
      }),
    );
  };
  const choose = (how: 'grid' | 'begin') => {
    if (!sources.length) return go(how, null);
    setOpened((o) => !o || how !== intent);
    setIntent(how);
  };
  // Either button opens the popover (the card is its anchor), so each says so itself.
  const popupProps = (how: 'grid' | 'begin') =>
    sources.length ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': opened && intent === how } : {};
  const card = (
    <div className={classes.card}>
      <UnstyledButton className={classes.cardOpen} onClick={() => choose('grid')} {...popupProps('grid')}>
        <Text fw={600}>{form.FormName}</Text>
        <Text size="xs" c="dimmed">
          {form.permitType}
          {sources.length > 0 && ` · ${sources.length} ${summaryMessages.pointSourceLabel}`}
        </Text>
      </UnstyledButton>
      <Button
        variant="light"
        size="compact-xs"
        mt={6}
        aria-label={`${summaryMessages.beginForm}: ${form.FormName}`}
        onClick={() => choose('begin')}
        {...popupProps('begin')}
      >
        {summaryMessages.beginForm}
      </Button>
    </div>
  );
  if (!sources.length) return card;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      withArrow
      withRoles={false}
      position="bottom"
      width={280}
    >
      <Popover.Target>{card}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text fw={600} id={titleId}>
            {summaryMessages.pointSourceTitle}
          </Text>
          <Select
            label={summaryMessages.pointSourceLabel}
            data={sources.map((s) => ({ value: s.PsName, label: s.PsName }))}
            value={source}
            onChange={(value) => {
              setSource(value);
              setError(null);
            }}
            comboboxProps={{ withinPortal: false }}
            renderOption={({ option }) => (
              <Group gap={6} wrap="nowrap">
                {sources.find((s) => s.PsName === option.value)?.InspectionId ? (
                  <IconCheck size={14} aria-label="completed" />
                ) : null}
                {option.label}
              </Group>
            )}
            error={error}
          />
          <Button
            onClick={() => {
              const chosen = sources.find((s) => s.PsName === source);
              if (!chosen) return setError(plantMessages.selectPointSource);
              setOpened(false);
              go(intent, chosen);
            }}
            size="compact-md"
          >
            {summaryMessages.ok}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
