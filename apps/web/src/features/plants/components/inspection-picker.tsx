import { Badge, Center, Checkbox, Chip, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { plantActionMessages, plantMessages, type SelectableForm } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import {
  permitGroups,
  setPointSources,
  toggleForm,
  type PermitGroup,
  type Selection,
  type SelectableForms,
} from './form-selection';
import { PermitHeading, pointSourceNoun } from '../../../components/permit-heading';
import classes from './plant.module.css';

interface InspectionPickerProps {
  forms: SelectableForms | undefined;
  selection: Selection;
  onChange: (selection: Selection) => void;
  loading: boolean;
  /** Retries a failed load. */
  onRetry?: () => void;
}

/** The plant form's inspection forms: by permit type, then frequency; each with its point sources. */
export function InspectionPicker({ forms, selection, onChange, loading, onRetry }: InspectionPickerProps) {
  if (onRetry) return <ErrorView onRetry={onRetry} />;
  if (loading) {
    return (
      <Center py="xl" aria-busy="true">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading inspection forms...
          </Text>
        </Group>
      </Center>
    );
  }
  if (!forms) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        {plantActionMessages.chooseFacilityType}
      </Text>
    );
  }
  const groups = permitGroups(forms);
  if (!groups.length) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        {plantMessages.noInspections}
      </Text>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      {balancedColumns(groups).map((column) => (
        <Stack key={column[0]?.permitType} gap="md">
          {column.map((group) => (
            <PermitChoices key={group.permitType} group={group} selection={selection} onChange={onChange} />
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Two columns of about the same height, permit types kept in order (Water is often the longest). */
function balancedColumns(groups: PermitGroup[]): PermitGroup[][] {
  const left = { groups: [] as PermitGroup[], size: 0 };
  const right = { groups: [] as PermitGroup[], size: 0 };
  for (const group of groups) {
    const column = left.size <= right.size ? left : right;
    column.groups.push(group);
    // A permit box grows with its forms and frequency headings.
    column.size += 2 + group.frequencies.reduce((sum, f) => sum + 1 + f.forms.length, 0);
  }
  return [left.groups, right.groups].filter((column) => column.length > 0);
}

interface PermitChoicesProps {
  group: PermitGroup;
  selection: Selection;
  onChange: (selection: Selection) => void;
}

function PermitChoices({ group: { permitType, frequencies }, selection, onChange }: PermitChoicesProps) {
  const all = frequencies.flatMap((group) => group.forms);
  const chosen = all.filter((form) => selection[form.FormId]).length;
  return (
    <Paper withBorder radius="md" component="section" aria-label={permitType}>
      <PermitHeading permitType={permitType}>
        <Badge variant="light" color={chosen ? 'green' : 'gray'} radius="sm" tt="none">
          {chosen} of {all.length} chosen
        </Badge>
      </PermitHeading>
      <Stack gap="md" p="md">
        {frequencies.map(({ frequency, forms: list }) => (
          <Stack key={frequency} gap={6}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.4}>
              {frequency}
            </Text>
            {list.map((form) => (
              <FormChoice
                key={form.FormId}
                form={form}
                chosen={selection[form.FormId]}
                onToggle={() => onChange(toggleForm(selection, form.FormId))}
                onPointSources={(ids) => onChange(setPointSources(selection, form.FormId, ids))}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

interface FormChoiceProps {
  form: SelectableForm;
  /** The chosen point source ids; undefined when the form is not chosen. */
  chosen: readonly number[] | undefined;
  onToggle: () => void;
  onPointSources: (ids: number[]) => void;
}

function FormChoice({ form, chosen, onToggle, onPointSources }: FormChoiceProps) {
  const checked = chosen !== undefined;
  return (
    <Paper withBorder radius="sm" className={classes.choice} data-checked={checked || undefined}>
      <Checkbox.Card
        checked={checked}
        onClick={onToggle}
        withBorder={false}
        radius="sm"
        px="sm"
        py={8}
        bg="transparent"
      >
        <Group wrap="nowrap" gap="sm">
          <Checkbox.Indicator size="sm" />
          <Text size="sm" fw={500} flex={1} style={{ overflowWrap: 'anywhere' }}>
            {form.FormName}
          </Text>
          {form.InspectionType === 'HouseKeeping' && (
            <Badge size="xs" variant="light" color="teal" radius="sm">
              Housekeeping
            </Badge>
          )}
        </Group>
      </Checkbox.Card>
      {form.PointSources.length > 0 && (
        <Chip.Group
          multiple
          value={(chosen ?? []).map(String)}
          onChange={(values) => onPointSources(values.map(Number))}
        >
          <Group
            gap={6}
            px="sm"
            pb="sm"
            pl={42}
            role="group"
            aria-label={`${pointSourceNoun(form.permitType)} of ${form.FormName}`}
          >
            {form.PointSources.map((ps) => (
              <Chip key={ps.PsId} value={String(ps.PsId)} size="xs" variant="outline">
                {ps.PsName}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </Paper>
  );
}
