import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import {
  APP_TIME_ZONE,
  dashboardMessages,
  formatDisplayDate,
  reminderMessages,
  today,
  type ComplianceSlug,
} from '@envirotrack/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendReminder } from '../api/send-reminder';

/** What 'Details Of Plant {plantId}' shows (spec 3 §2.9, §3 'Plant detail for reminders'). */
export interface PlantDetailsView {
  plantUId: number;
  plantId: string;
  plantName: string;
  regionName: string;
  facilityType: string;
  permitType: string;
  formName: string;
  FormId: string;
  pointSource: string | null;
  Completed: 0 | 1;
  lastRemindedAt?: string | null;
}

interface PlantDetailsProps {
  details: PlantDetailsView;
  slug: ComplianceSlug;
  /** Any day of the period, YYYY-MM-DD. */
  date: string;
  /** L1 in an organisation and L2 (spec 3 §6). */
  canRemind: boolean;
  onBack: () => void;
}

const orNa = (text: string | null | undefined) =>
  text && text.trim() ? text : dashboardMessages.notAvailable;

/** The detail view of a plant's form in the pop-ups, with Back and Send Reminder (spec 3 §2.9). */
export function PlantDetails({ details, slug, date, canRemind, onBack }: PlantDetailsProps) {
  const send = useSendReminder();
  const rows: [string, string][] = [
    ['PlantId', orNa(details.plantId)],
    ['Plant Region', orNa(details.regionName)],
    ['Plant Name', orNa(details.plantName)],
    ['Facility Type', orNa(details.facilityType)],
    ['Permit Type', orNa(details.permitType)],
    ['Form', details.pointSource ? `${details.formName} (${details.pointSource})` : details.formName],
    ['Status', details.Completed === 1 ? dashboardMessages.complete : dashboardMessages.pending],
  ];
  const reminded = send.data?.remindedAt ?? details.lastRemindedAt;
  return (
    <Stack gap="sm">
      <Table withTableBorder variant="vertical" layout="fixed" fz="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%" scope="row">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {reminded && (
        <Text size="sm" c="dimmed">
          {dashboardMessages.lastReminded(formatDisplayDate(today(APP_TIME_ZONE, new Date(reminded))))}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Back
        </Button>
        {canRemind && details.Completed === 0 && (
          <Button
            leftSection={<IconMail size={16} />}
            color={send.isError ? 'red' : undefined}
            loading={send.isPending}
            onClick={() =>
              send.mutate(
                {
                  plantUId: details.plantUId,
                  frequency: slug,
                  date,
                  FormId: details.FormId,
                  pointSource: details.pointSource,
                },
                {
                  onSuccess: (answer) => notifySuccess(answer.message),
                  // The server's reason (nobody responsible, nothing due) as a toast; the button asks to retry.
                  onError: (error) => notifyError(error),
                },
              )
            }
          >
            {send.isError ? reminderMessages.failed : dashboardMessages.sendReminder}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
