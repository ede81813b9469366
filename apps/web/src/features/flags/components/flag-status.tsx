import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFlag3Filled, IconRepeat } from '@tabler/icons-react';
import {
  APP_TIME_ZONE,
  flaggedReportMessages,
  formatDisplayDate,
  today,
  type FlaggedReportItem,
} from '@envirotrack/shared';
import { FlagFollowUp } from '../../../components/flag-follow-up/flag-follow-up';

/**
 * A flag's status cell (spec 3 §2.6, §4): an open flag is its flag icon, which opens the follow-up, marked
 * 'Overdue' past the organisation's close-by days; a closed one shows the check icon with its remark, date
 * and who closed it. A repeat finding says so either way. L1 in All organisations sees the flag without the
 * control: a close is made for one organisation (docs/decisions.md, Flags).
 */
export function FlagStatus({ row, canClose }: { row: FlaggedReportItem; canClose: boolean }) {
  const repeat = row.isRepeat && (
    <Badge color="grape" variant="light" leftSection={<IconRepeat size={12} aria-hidden />}>
      {flaggedReportMessages.repeat}
    </Badge>
  );
  if (row.isCompleted)
    return (
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-label="Closed" role="img" />
          <Text size="sm" fw={600} c="green.9">
            Complete
          </Text>
          {repeat}
        </Group>
        <Text size="xs" data-testid="follow-up">
          {[
            row.followUpRemark,
            row.followUpDate ? formatDisplayDate(row.followUpDate) : undefined,
            row.completedBy ? `by ${row.completedBy}` : undefined,
          ]
            .filter(Boolean)
            .join(' — ')}
        </Text>
      </Stack>
    );
  return (
    <Group gap={6} wrap="nowrap">
      {canClose ? (
        <FlagFollowUp
          flag={{ inspectionId: row.InspectionUId, questionId: row.questionId, moduleIndex: row.moduleIndex }}
          submittedOn={today(APP_TIME_ZONE, new Date(row.submittedDate))}
          place="list"
          label={`${row.plantId} ${row.questionText}`}
        />
      ) : (
        <IconFlag3Filled size={18} color="var(--mantine-color-red-8)" aria-label="Open flag" role="img" />
      )}
      <Text size="sm">InComplete</Text>
      {row.isOverdue && (
        <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {flaggedReportMessages.overdue}
        </Badge>
      )}
      {repeat}
    </Group>
  );
}
