import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMail } from '@tabler/icons-react';
import { durations, messages, type OrganisationChoice as Choice } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/forgot-password';
import { EmailSentModal, type SentTo } from './email-sent-modal';
import { OrganisationChoice } from './organisation-choice';

interface ForgotPasswordFormProps {
  onBack: () => void;
}

export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [orgId, setOrgId] = useState<string | null>(null);
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
    if (!address || (choices && !orgId)) {
      notifyError(address ? messages.fillAllFields : messages.enterEmail);
      return;
    }
    setAlert(null);
    request.mutate(
      { email: address, OrganizationId: choices && orgId ? Number(orgId) : undefined },
      {
        onSuccess: ({ data, message }) => {
          if (Array.isArray(data)) {
            setChoices(data);
            setOrgId(null);
            return;
          }
          setSentTo({ email: data.userUID, orgId: data.orgId, message: message ?? messages.emailSent });
        },
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
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setChoices(null);
          }}
          autoFocus
        />
        {choices && <OrganisationChoice choices={choices} value={orgId} onChange={setOrgId} />}
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
