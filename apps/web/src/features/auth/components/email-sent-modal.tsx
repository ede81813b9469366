import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@envirotrack/shared';

export interface SentTo {
  email: string;
  orgId: number | 'None';
  message: string;
}

/** The success step of forgot password; closing it opens the reset page for that account. */
export function EmailSentModal({ sentTo }: { sentTo: SentTo | null }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const proceed = () => {
    if (!sentTo) return;
    const redirect = searchParams.get('redirect');
    const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
    void navigate(`${paths.resetPassword(sentTo.email, sentTo.orgId)}${query}`);
  };

  return (
    <Modal opened={sentTo !== null} onClose={proceed} withCloseButton={false} size="sm" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconMailCheck size={34} />
        </ThemeIcon>
        <Title order={3}>{sentTo?.message}</Title>
        <Text c="dimmed" size="sm">
          If <b>{sentTo?.email}</b> is the address of an account, a temporary password is on its way to it
          (one for each organisation it signs in to). Use it on the next screen to choose a new password.
        </Text>
        <Button fullWidth size="md" onClick={proceed} data-autofocus>
          Continue
        </Button>
      </Stack>
    </Modal>
  );
}
