import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconLock, IconLockCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { isValidPassword, messages, paths } from '@envirotrack/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdatePassword } from '../api/update-password';

interface UpdatePasswordFormProps {
  uniqueId: number;
}

export function UpdatePasswordForm({ uniqueId }: UpdatePasswordFormProps) {
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const form = useForm({ initialValues: { oldPassword: '', newPassword: '' } });

  const submit = form.onSubmit(({ oldPassword, newPassword }) => {
    if (!oldPassword || !newPassword) {
      notifyError(messages.fillAllFields);
      return;
    }
    if (!isValidPassword(newPassword)) {
      form.setFieldError('newPassword', messages.invalidPasswordChange);
      return;
    }
    update.mutate(
      { uniqueId, Old_Password: oldPassword, New_Password: newPassword },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message ?? messages.passwordUpdated);
          form.reset();
          void navigate(paths.home);
        },
        onError: (error) => notifyError(error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Old Password"
          placeholder="Your current password"
          leftSection={<IconLock size={16} />}
          autoComplete="current-password"
          autoFocus
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          label="New Password"
          placeholder="Choose a new password"
          leftSection={<IconLockCheck size={16} />}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="sm" fz="sm">
          {messages.passwordHint}
        </Alert>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} miw={140}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
