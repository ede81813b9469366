import { Paper, Text } from '@mantine/core';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { UpdatePasswordForm } from '../components/update-password-form';

export function UpdatePasswordRoute() {
  const session = useSession();
  if (!session) return null;

  return (
    <PageFrame title="Update Your Password" size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Text size="sm" c="dimmed" mb="lg">
          Signed in as <b>{session.UserId}</b>. Changing the password signs you out everywhere else.
        </Text>
        <UpdatePasswordForm uniqueId={session.UniqueId} />
      </Paper>
    </PageFrame>
  );
}
