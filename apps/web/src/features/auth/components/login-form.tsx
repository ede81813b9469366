import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ALL_ORGANISATIONS, messages, type OrganisationChoice as Choice } from '@envirotrack/shared';
import { helpUrl } from '../../../lib/config';
import { notifyError } from '../../../lib/notify';
import { safeRedirect } from '../../../lib/redirect';
import { saveSession, selectL1Organisation } from '../../../lib/session';
import { useLogin } from '../api/login';

// Only for a person with accounts in several organisations, once their password is checked: loaded then.
const OrganisationChoice = lazy(() =>
  import('./organisation-choice').then((m) => ({ default: m.OrganisationChoice })),
);

interface LoginFormProps {
  onForgotPassword: () => void;
}

export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [orgId, setOrgId] = useState<string | null>(null);
  const form = useForm({
    initialValues: { userId: '', password: '' },
    onValuesChange: (values, previous) => {
      if (values.userId !== previous.userId) setChoices(null);
    },
  });

  const submit = form.onSubmit(({ userId, password }) => {
    const Email = userId.trim();
    if (!Email || !password || (choices && !orgId)) {
      notifyError(messages.fillAllFields);
      return;
    }
    login.mutate(
      { Email, Password: password, OrganizationId: choices && orgId ? Number(orgId) : undefined },
      {
        onSuccess: ({ data }) => {
          if (Array.isArray(data)) {
            setChoices(data);
            setOrgId(null);
            return;
          }
          const session = saveSession(data);
          if (session.Access_Level === 1) selectL1Organisation(ALL_ORGANISATIONS, '');
          void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
        },
        onError: (error) => notifyError(error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="User ID or e-mail"
          leftSection={<IconUser size={16} />}
          autoComplete="username"
          autoFocus
          {...form.getInputProps('userId')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          leftSection={<IconLock size={16} />}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        {choices && (
          <Suspense fallback={null}>
            <OrganisationChoice choices={choices} value={orgId} onChange={setOrgId} />
          </Suspense>
        )}
        <Group justify="flex-end" mt={-4}>
          <Anchor component="button" type="button" size="sm" fw={500} onClick={onForgotPassword}>
            Forget password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          Login
        </Button>
        <Anchor href={helpUrl} target="_blank" rel="noopener" size="sm" c="dimmed" ta="center">
          Need help?
        </Anchor>
      </Stack>
    </form>
  );
}
