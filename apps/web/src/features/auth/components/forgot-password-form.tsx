import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMail } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { durations, messages } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/forgot-password';
import { EmailSentModal, type SentTo } from './email-sent-modal';

interface ForgotPasswordFormProps {
  onBack: () => void;
}

/**
 * Forgot password: the address only. The server answers the same whether it has accounts or not and mails
 * one temporary password per organisation, so no organisation is chosen (or shown) here.
 */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<SentTo | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(() => setAlert(null), durations.alert);
    return () => window.clearTimeout(timer);
  }, [alert]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      notifyError(messages.enterEmail);
      return;
    }
    setAlert(null);
    // The complaint about an empty address is answered: it must not stay beside what comes next.
    notifications.clean();
    request.mutate(
      { email: address },
      {
        onSuccess: ({ data, message }) =>
          setSentTo({ email: data.userUID, orgId: data.orgId, message: message ?? messages.emailSent }),
        onError: (error) => setAlert(error.message),
      },
    );
  };

  const back = () => {
    setEmail('');
    onBack();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {alert}
          </Alert>
        )}
        <TextInput
          label="Email Id"
          placeholder="name@company.com"
          type="email"
          autoComplete="email"
          leftSection={<IconMail size={16} />}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          autoFocus
        />
        <Group grow gap="sm" mt="xs">
          <Button variant="default" size="md" leftSection={<IconArrowLeft size={16} />} onClick={back}>
            Back
          </Button>
          <Button type="submit" size="md" loading={request.isPending}>
            Continue
          </Button>
        </Group>
      </Stack>
      <EmailSentModal sentTo={sentTo} />
    </form>
  );
}
