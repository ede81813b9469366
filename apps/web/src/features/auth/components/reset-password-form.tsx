import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { durations, isValidPassword, messages, paths } from '@envirotrack/shared';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { loginPathFor } from '../../../lib/redirect';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordFormProps {
  email: string;
  orgId: number | 'None';
}

export function ResetPasswordForm({ email, orgId }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const form = useForm({ initialValues: { tempPassword: '', newPassword: '', confirmPassword: '' } });

  const submit = form.onSubmit((values) => {
    if (!values.tempPassword || !values.newPassword || !values.confirmPassword) {
      notifyError(messages.fillAllFields);
      return;
    }
    if (!isValidPassword(values.newPassword, 'reset')) {
      form.setFieldError('newPassword', messages.invalidPasswordCreate);
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      form.setFieldError('confirmPassword', messages.passwordsDiffer);
      return;
    }
    reset.mutate(
      { email, orgId, ...values },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message ?? messages.passwordUpdatedReset, durations.resetSuccess);
          void navigate(loginPathFor(searchParams.get('redirect') ?? paths.home), { replace: true });
        },
        onError: (error) =>
          notifyError(error instanceof ApiError && error.status === 400 ? messages.resetFailed : error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Temporary Password"
          placeholder="From the e-mail we sent you"
          leftSection={<IconKey size={16} />}
          autoComplete="one-time-code"
          autoFocus
          {...form.getInputProps('tempPassword')}
        />
        <PasswordInput
          label="New Password"
          placeholder="Choose a new password"
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm Password"
          placeholder="Type the new password again"
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Text size="xs" c="dimmed">
          {messages.resetPasswordHint}
        </Text>
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Update
        </Button>
        <Group justify="center">
          <Anchor component={Link} to={paths.login} size="sm" c="dimmed">
            Back to sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
