import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTool } from '@tabler/icons-react';
import {
  answerNeedsWork,
  flaggedFormMessages as m,
  formatDisplayDate,
  type FlaggedFormQuestion,
} from '@envirotrack/shared';
import { FlagFollowUp } from '../../../components/flag-follow-up/flag-follow-up';
import { FlaggedImage } from './flagged-images';
import classes from './flagged.module.css';

interface FlaggedQuestionProps {
  inspectionId: number;
  item: FlaggedFormQuestion;
  /** ISO day of the submission: the earliest follow-up date. */
  submittedOn: string;
}

/** A question with its answer; an open flag's follow-up control, or a closed flag's follow-up (spec 3 §2.7). */
export function FlaggedQuestion({ inspectionId, item, submittedOn }: FlaggedQuestionProps) {
  const label = `${item.quesNum ? `${item.quesNum}. ` : ''}${item.question}`;
  return (
    <li className={classes.question}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Group gap={6} wrap="nowrap">
            {answerNeedsWork(item.answer) && (
              <IconTool size={16} color="var(--mantine-color-orange-9)" role="img" aria-label={m.needsWork} />
            )}
            <Text size="sm">{item.answer}</Text>
          </Group>
        </Stack>
        {item.flagStatus === 'open' && item.questionId !== null && (
          <Group gap="xs" wrap="nowrap" className="no-print">
            {item.overdue && (
              <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                {m.overdue}
              </Badge>
            )}
            <FlagFollowUp
              flag={{ inspectionId, questionId: item.questionId, moduleIndex: item.moduleIndex }}
              submittedOn={submittedOn}
              place="list"
              label={item.question}
            />
          </Group>
        )}
        {item.flagStatus === 'closed' && (
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
            {m.stateLabels.complete}
          </Badge>
        )}
      </Group>
      {item.completed && (
        <Group gap="lg" align="flex-start" mt="xs" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm">
              <strong>{m.completedBy}:</strong> {item.completedBy ?? m.notAvailable}
            </Text>
            <Text size="sm">
              <strong>{m.followUpComments}:</strong> {item.followUpComments || m.notAvailable}
            </Text>
            <Text size="sm">
              <strong>{m.dateCompleted}:</strong>{' '}
              {item.dateCompleted ? formatDisplayDate(item.dateCompleted) : m.notAvailable}
            </Text>
          </Stack>
          {item.evidence && (
            <FlaggedImage file={item.evidence} label={`${m.followUpPhoto}: ${item.question}`} />
          )}
        </Group>
      )}
    </li>
  );
}
