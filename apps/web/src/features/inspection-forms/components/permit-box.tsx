import { Badge, Divider, Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingFactory,
  IconChevronRight,
  IconDroplet,
  IconLock,
  IconRecycle,
  IconWind,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formMessages, FREQUENCIES, type FormSummary, type PermitType } from '@envirotrack/shared';
import { formPaths } from '../form-paths';
import classes from './types.module.css';

/** The types list shows these frequencies; Weekly forms are not listed there (spec 2 §2.9). */
export const LISTED_FREQUENCIES = FREQUENCIES.filter((frequency) => frequency !== 'Weekly');

const icons: Record<PermitType, typeof IconDroplet> = {
  Water: IconDroplet,
  Air: IconWind,
  Waste: IconRecycle,
  Others: IconBuildingFactory,
};
const colours: Record<PermitType, string> = { Water: 'blue', Air: 'cyan', Waste: 'orange', Others: 'grape' };

interface PermitBoxProps {
  permitType: PermitType;
  forms: Record<string, FormSummary[]> | undefined;
}

/** One 'Permit Type - X' box: its forms under Daily, Monthly, Quarterly and Yearly. */
export function PermitBox({ permitType, forms }: PermitBoxProps) {
  const groups = LISTED_FREQUENCIES.map((frequency) => ({
    frequency,
    list: forms?.[frequency] ?? [],
  })).filter((group) => group.list.length > 0);
  const count = groups.reduce((sum, group) => sum + group.list.length, 0);
  const Icon = icons[permitType];
  const title = `Permit Type - ${permitType}`;

  return (
    <Paper withBorder radius="md" component="section" aria-label={title} className={classes.box}>
      <Group justify="space-between" px="md" py="sm" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={colours[permitType]} size={34} radius="md">
            <Icon size={19} />
          </ThemeIcon>
          <Title order={3} fz="md">
            {title}
          </Title>
        </Group>
        <Badge variant="light" color="gray" radius="sm">
          {count}
        </Badge>
      </Group>
      <Divider />
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {formMessages.noForms}
        </Text>
      ) : (
        <Stack gap="sm" p="sm">
          {groups.map(({ frequency, list }) => (
            <div key={frequency}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="xs" mb={4} component="h4" m={0}>
                {frequency}
              </Text>
              <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {list.map((form) => (
                  <li key={form.FormId}>
                    <FormLink form={form} />
                  </li>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function FormLink({ form }: { form: FormSummary }) {
  return (
    <UnstyledButton
      component={Link}
      to={formPaths.setup(form.FormId, form.permitType, form.FormName)}
      className={classes.formLink}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {form.FormName}
        </Text>
        <Group gap={6} wrap="nowrap">
          {form.InspectionType === 'HouseKeeping' && (
            <Badge size="xs" variant="light" color="teal" radius="sm">
              Housekeeping
            </Badge>
          )}
          {form.editOnly && <IconLock size={14} color="var(--mantine-color-gray-6)" aria-label="edit-only" />}
          <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        </Group>
      </Group>
    </UnstyledButton>
  );
}
