import { useId, useState } from 'react';
import { Button, Group, Popover, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { plantMessages, summaryMessages, type PlantInspectionForm } from '@envirotrack/shared';
import { gridPath, keepInspectionDetails } from './grid-path';
import classes from './summaries.module.css';

interface FormCardsProps {
  forms: PlantInspectionForm[];
  plantUId: number;
  date: string;
}

/** One card per form: a form without point sources opens its grid, one with them asks which (spec 3 §2.5). */
export function FormCards({ forms, plantUId, date }: FormCardsProps) {
  return forms.map((form) => <FormCard key={`${form.FormId}`} form={form} plantUId={plantUId} date={date} />);
}

function FormCard({ form, plantUId, date }: { form: PlantInspectionForm; plantUId: number; date: string }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const sources = form.PointSources.filter((s) => s.IsSelected);
  const open = (pointSource: string | null) => {
    keepInspectionDetails(form, plantUId, date, pointSource);
    void navigate(gridPath(form.frequency, { plantUId, formId: form.FormId, date, pointSource }));
  };
  const card = (onClick: () => void) => (
    <UnstyledButton className={classes.card} onClick={onClick}>
      <Text fw={600}>{form.FormName}</Text>
      <Text size="xs" c="dimmed">
        {form.permitType}
        {sources.length > 0 && ` · ${sources.length} ${summaryMessages.pointSourceLabel}`}
      </Text>
    </UnstyledButton>
  );
  if (!sources.length) return card(() => open(null));
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow position="bottom" width={280}>
      <Popover.Target>{card(() => setOpened((o) => !o))}</Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
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
            onClick={() => (source ? open(source) : setError(plantMessages.selectPointSource))}
            size="compact-md"
          >
            {summaryMessages.ok}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
