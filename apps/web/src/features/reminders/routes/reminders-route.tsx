import { Alert, Paper, Stack, Title } from '@mantine/core';
import { reminderSettingsMessages } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { FullLoader, PageLoader } from '../../../components/page-loader';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReminderMails, useReminderSettings, useSaveReminderSettings } from '../api/reminders';
import { ReminderMailsTable } from '../components/reminder-mails-table';
import { ReminderSettingsForm } from '../components/reminder-settings-form';

/**
 * `/reminders` (beyond the spec; L2, and L1 acting in an organisation): the organisation's automatic reminders
 * and the delivery of every reminder mail, manual or automatic (docs/decisions.md, Reminders).
 */
export function RemindersRoute() {
  const settings = useReminderSettings();
  const mails = useReminderMails();
  const save = useSaveReminderSettings();

  // L1 in All organisations (403): the server's message says to choose one.
  if (settings.error instanceof ApiError && settings.error.status === 403)
    return (
      <PageFrame title="Reminders" size="lg">
        <Alert color="yellow">{settings.error.message}</Alert>
      </PageFrame>
    );

  return (
    <PageFrame title="Reminders" size="lg">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} size="h4" mb="md">
            Automatic reminders
          </Title>
          <PageLoader query={settings}>
            {({ data, timeZone }) => (
              <ReminderSettingsForm
                initial={data}
                timeZone={timeZone}
                pending={save.isPending}
                onSave={(values) =>
                  save.mutate(values, {
                    onSuccess: () => notifySuccess(reminderSettingsMessages.saved),
                    onError: (error) => notifyError(error),
                  })
                }
              />
            )}
          </PageLoader>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} size="h4" mb="md">
            Reminder mails
          </Title>
          {mails.status === 'pending' ? (
            <FullLoader />
          ) : mails.status === 'error' ? (
            <ErrorView onRetry={() => void mails.refetch()} />
          ) : (
            <ReminderMailsTable mails={mails.data} />
          )}
        </Paper>
      </Stack>
    </PageFrame>
  );
}
