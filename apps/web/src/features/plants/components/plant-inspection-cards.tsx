import { Badge, Button, Group, List, Paper, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { plantActionMessages, type SelectableForm } from '@envirotrack/shared';
import { chosenSourceNames, selectedGroups, type SelectableForms } from './form-selection';
import { PermitHeading, pointSourceNoun } from '../../../components/permit-heading';

/** The plant's chosen forms as cards, by permit type then frequency, with their outfalls (spec 2 §2.6). */
export function PlantInspectionCards({ inspections }: { inspections: SelectableForms }) {
  const groups = selectedGroups(inspections);
  if (!groups.length) {
    return (
      <Paper withBorder radius="md">
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {plantActionMessages.noSelectedForms}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {groups.map(({ permitType, frequencies }) => (
        <Paper key={permitType} withBorder radius="md" component="section" aria-label={permitType}>
          <PermitHeading permitType={permitType}>
            <Badge variant="light" color="gray" radius="sm">
              {frequencies.reduce((sum, group) => sum + group.forms.length, 0)}
            </Badge>
          </PermitHeading>
          <Stack gap="md" p="md">
            {frequencies.map(({ frequency, forms }) => (
              <Stack key={frequency} gap={6}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.4}>
                  {frequency}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                  {forms.map((form) => (
                    <FormCard key={form.FormId} form={form} permitType={permitType} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function FormCard({ form, permitType }: { form: SelectableForm; permitType: string }) {
  const names = chosenSourceNames(form);
  const label = `${names.length} ${pointSourceNoun(permitType)}`;
  return (
    <Paper withBorder radius="sm" p="sm" bg="gray.0" role="group" aria-label={form.FormName}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {form.FormName}
        </Text>
        {form.InspectionType === 'HouseKeeping' && (
          <Badge size="xs" variant="light" color="teal" radius="sm">
            Housekeeping
          </Badge>
        )}
      </Group>
      {form.PointSources.length > 0 && (
        <Popover position="bottom-start" shadow="md" withArrow>
          <Popover.Target>
            <Button
              variant="subtle"
              size="compact-xs"
              mt={6}
              ml={-6}
              leftSection={<IconMapPin size={14} />}
              color={names.length ? 'blue' : 'gray'}
              // The hovered or open state on the lightest shade: the label keeps 4.5:1 (WCAG AA).
              style={{ '--button-hover': `var(--mantine-color-${names.length ? 'blue' : 'gray'}-0)` }}
            >
              {label}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            {names.length ? (
              <List size="sm" spacing={2}>
                {names.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {plantActionMessages.noneChosen}
              </Text>
            )}
          </Popover.Dropdown>
        </Popover>
      )}
    </Paper>
  );
}
