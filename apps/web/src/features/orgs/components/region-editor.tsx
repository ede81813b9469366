import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowBackUp, IconMapPin, IconPlus, IconTrash } from '@tabler/icons-react';
import { newRegionRow, type OrgFormValues, type RegionRow } from './org-form-values';

interface RegionEditorProps {
  form: UseFormReturnType<OrgFormValues>;
}

/** Add, rename and remove regions; a saved region is struck through until the form is saved. */
export function RegionEditor({ form }: RegionEditorProps) {
  const { regions } = form.getValues();

  const remove = (row: RegionRow, index: number) => {
    if (row.regionId === undefined) {
      form.removeListItem('regions', index);
      return;
    }
    form.setFieldValue(`regions.${index}.removed`, true);
    // The archived tab can only be offered to regions the organisation keeps.
    const regionIds = form.getValues().archived.regionIds.filter((id) => id !== String(row.regionId));
    form.setFieldValue('archived.regionIds', regionIds);
  };

  return (
    <Stack gap="sm">
      {regions.length === 0 && (
        <Text size="sm" c="dimmed">
          No regions yet. Regions group the plants and users of an organisation.
        </Text>
      )}
      {regions.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={`Region ${index + 1}`}
            placeholder="Region name, e.g. North Texas"
            leftSection={<IconMapPin size={16} />}
            disabled={row.removed}
            styles={row.removed ? { input: { textDecoration: 'line-through' } } : undefined}
            rightSectionWidth={row.removed ? 128 : undefined}
            rightSection={
              row.removed ? (
                <Badge color="red" variant="light" size="sm" tt="none">
                  Will be removed
                </Badge>
              ) : undefined
            }
            {...form.getInputProps(`regions.${index}.regionName`)}
          />
          {row.removed ? (
            <Tooltip label="Keep this region" openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={`Keep region ${row.regionName}`}
                onClick={() => {
                  form.setFieldValue(`regions.${index}.removed`, false);
                  form.clearFieldError('regions');
                }}
              >
                <IconArrowBackUp size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Remove region" openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={`Remove region ${row.regionName || index + 1}`}
                onClick={() => remove(row, index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
      {form.errors.regions && (
        <Text size="sm" c="red" role="alert">
          {form.errors.regions}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('regions', newRegionRow())}
        >
          Add region
        </Button>
      </Group>
    </Stack>
  );
}
