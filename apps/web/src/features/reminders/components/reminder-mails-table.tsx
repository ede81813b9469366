import { Badge, Table, Text } from '@mantine/core';
import { formatMoment, type ReminderMailRow } from '@envirotrack/shared';

const STATUS_COLOURS = { queued: 'gray', sent: 'green', failed: 'red' } as const;

/** The organisation's latest reminder mails with their delivery status (a failure shows its last error). */
export function ReminderMailsTable({ mails }: { mails: ReminderMailRow[] }) {
  if (!mails.length) return <Text c="dimmed">No reminders sent yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label="Reminder mails">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recorded</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td>{formatMoment(new Date(mail.createdAt))}</Table.Td>
              <Table.Td>{mail.kind === 'manual' ? 'By hand' : 'Automatic'}</Table.Td>
              <Table.Td>{mail.subject}</Table.Td>
              <Table.Td>{mail.recipients.join(', ')}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOURS[mail.status]} variant="light">
                  {mail.status}
                </Badge>
                {mail.attempts > 1 && (
                  <Text size="xs" c="dimmed">
                    {mail.attempts} attempts
                  </Text>
                )}
                {mail.status === 'failed' && mail.lastError && (
                  <Text size="xs" c="red.8">
                    {mail.lastError}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
