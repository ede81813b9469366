import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessageHeart } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { accountMessages, feedbackBody, paths, userMessages } from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSendFeedback } from '../api/send-feedback';
import { CommentsForm } from '../components/comments-form';

/** `/feedback` (spec 1 §2): 'How are we doing...?'; once sent, back to the home page. */
export function FeedbackRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const send = useSendFeedback();
  if (!session) return null;

  const submit = (feedback: string) =>
    send.mutate(
      { feedback, userId: session.UniqueId },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message ?? accountMessages.feedbackSent);
          void navigate(paths.home);
        },
        onError: (error) => notifyError(error),
      },
    );

  return (
    <PageFrame title={userMessages.feedbackTitle} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" color="pink">
              <IconMessageHeart size={24} />
            </ThemeIcon>
            <div>
              <Text fw={600}>We read every comment</Text>
              <Text size="sm" c="dimmed">
                Tell us what works well, what gets in your way, and what would make your inspections easier.
              </Text>
            </div>
          </Group>
          <CommentsForm
            label="Comments"
            placeholder="Your feedback…"
            submitLabel="Send feedback"
            schema={feedbackBody.shape.feedback}
            pending={send.isPending}
            onSubmit={submit}
            secondaryAction={
              <Button component={Link} to={paths.home} variant="default">
                Cancel
              </Button>
            }
          />
        </Stack>
      </Paper>
    </PageFrame>
  );
}
