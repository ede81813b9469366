import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import {
  durations,
  formMessages,
  INSPECTION_NAME_PATTERN,
  messages,
  type FormWithQuestions,
} from '@envirotrack/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRenameForm } from '../api/rename-form';

interface RenameFormModalProps {
  form: FormWithQuestions;
  opened: boolean;
  onClose: () => void;
  onRenamed: (form: FormWithQuestions) => void;
}

/** Rename (spec 2 §2.10): the new name is trimmed and, like a new one, letters, digits and spaces only. */
export function RenameFormModal({ form, opened, onClose, onRenamed }: RenameFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rename inspection form">
      {opened && <RenameForm form={form} onClose={onClose} onRenamed={onRenamed} />}
    </Modal>
  );
}

function RenameForm({ form, onClose, onRenamed }: Omit<RenameFormModalProps, 'opened'>) {
  const rename = useRenameForm();
  const [name, setName] = useState(form.FormName);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const inspectionName = name.trim();
    const problem = !inspectionName
      ? messages.fillAllFields
      : INSPECTION_NAME_PATTERN.test(inspectionName)
        ? null
        : formMessages.specialCharacters;
    setError(problem);
    if (problem) return notifyError(problem);
    if (inspectionName === form.FormName) return onClose();
    rename.mutate(
      { formId: form.FormId, inspectionName },
      {
        onSuccess: ({ data, message }) => {
          notifySuccess(message ?? formMessages.formRenamed, durations.saved);
          onClose();
          onRenamed(data);
        },
        onError: (failure) => notifyError(failure),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Inspection Name"
          withAsterisk
          leftSection={<IconForms size={16} />}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending} miw={110}>
            Rename
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
