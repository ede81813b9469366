import {
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight, IconForms } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  FACILITY_TYPES,
  durations,
  formMessages,
  FREQUENCIES,
  INSPECTION_NAME_PATTERN,
  INSPECTION_TYPES,
  inspectionTypeBody,
  messages,
  PERMIT_TYPES,
} from '@envirotrack/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateInspectionType } from '../api/create-inspection-type';
import { formPaths } from '../form-paths';

interface TypeFormValues {
  facilityType: string | null;
  permitType: string | null;
  frequency: string | null;
  inspectionType: string | null;
  inspectionName: string;
}

const fields: {
  key: Exclude<keyof TypeFormValues, 'inspectionName'>;
  label: string;
  data: readonly string[];
}[] = [
  { key: 'facilityType', label: 'Facility Type', data: FACILITY_TYPES },
  { key: 'permitType', label: 'Permit Type', data: PERMIT_TYPES },
  { key: 'frequency', label: 'Frequency', data: FREQUENCIES },
  { key: 'inspectionType', label: 'Inspection Type', data: INSPECTION_TYPES },
];

/**
 * The Inspection Type form (spec 2 §2.8, §5): four choices and a name, all empty at first. HouseKeeping is
 * not offered to an organisation that hides housekeeping (the server refuses it too).
 */
export function InspectionTypeForm({ hideHousekeeping = false }: { hideHousekeeping?: boolean }) {
  const navigate = useNavigate();
  const create = useCreateInspectionType();
  const form = useForm<TypeFormValues>({
    initialValues: {
      facilityType: null,
      permitType: null,
      frequency: null,
      inspectionType: null,
      inspectionName: '',
    },
  });

  const submit = form.onSubmit((values) => {
    const missing: Record<string, string> = {};
    for (const field of fields) if (!values[field.key]) missing[field.key] = `${field.label} is required.`;
    if (!values.inspectionName.trim()) missing.inspectionName = 'Inspection Name is required.';
    if (Object.keys(missing).length) {
      form.setErrors(missing);
      return notifyError(messages.fillAllFields);
    }
    if (!INSPECTION_NAME_PATTERN.test(values.inspectionName.trim())) {
      form.setFieldError('inspectionName', formMessages.specialCharacters);
      return notifyError(formMessages.specialCharacters);
    }
    const body = inspectionTypeBody.safeParse(values);
    if (!body.success) return notifyError(body.error.issues[0]?.message ?? messages.fillAllFields);
    create.mutate(body.data, {
      onSuccess: ({ data, message }) => {
        notifySuccess(message ?? formMessages.typeCreated, durations.saved);
        void navigate(formPaths.setup(data.FormId, data.permitType, data.FormName));
      },
      onError: (error) => notifyError(error),
    });
  });

  return (
    <Box pos="relative">
      <LoadingOverlay visible={create.isPending} zIndex={10} overlayProps={{ radius: 'md', blur: 1 }} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              A new inspection form starts empty: you add its questions in the set-up that opens next.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {fields.map((field) => (
                <Select
                  key={field.key}
                  label={field.label}
                  placeholder={`Select ${field.label}`}
                  data={
                    field.key === 'inspectionType' && hideHousekeeping
                      ? field.data.filter((type) => type !== 'HouseKeeping')
                      : field.data
                  }
                  withAsterisk
                  {...form.getInputProps(field.key)}
                />
              ))}
            </SimpleGrid>
            <TextInput
              label="Inspection Name"
              placeholder="e.g. Weekly Yard Walk"
              description="Letters, digits and spaces."
              withAsterisk
              leftSection={<IconForms size={16} />}
              {...form.getInputProps('inspectionName')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={formPaths.list}>
                Cancel
              </Button>
              <Button type="submit" rightSection={<IconArrowRight size={16} />} miw={140}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
