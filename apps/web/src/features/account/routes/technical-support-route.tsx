import { Grid, Paper, Stack, Text } from '@mantine/core';
import { accountMessages, supportBody } from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccountInfo } from '../api/get-account-info';
import { useSendSupportRequest } from '../api/send-support-request';
import { CommentsForm } from '../components/comments-form';
import { SupportContacts } from '../components/support-contacts';

/** `/technical-support` (spec 1 §2): the support form; once sent, the form empties for another request. */
export function TechnicalSupportRoute() {
  const send = useSendSupportRequest();
  const account = useAccountInfo();

  const submit = (comments: string, reset: () => void) =>
    send.mutate(
      { comments },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message ?? accountMessages.supportRecorded);
          reset();
        },
        onError: (error) => notifyError(error),
      },
    );

  return (
    <PageFrame title="Technical Support" size="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <div>
                <Text fw={600}>Describe the problem</Text>
                <Text size="sm" c="dimmed">
                  What were you doing, what did you expect, and what happened instead? Name the plant or form
                  if it concerns one.
                </Text>
              </div>
              <CommentsForm
                label="Comments"
                placeholder="For example: the Weekly report for Plant 12 does not open…"
                submitLabel="Send"
                schema={supportBody.shape.comments}
                pending={send.isPending}
                onSubmit={submit}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SupportContacts supportEmail={account.data?.supportEmail ?? null} />
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
