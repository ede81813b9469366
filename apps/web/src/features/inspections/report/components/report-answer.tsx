import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconFlag, IconFlagOff } from '@tabler/icons-react';
import {
  reportDay,
  reportDetailMessages,
  shownAnswer,
  type ReportFlag,
  type SetupQuestion,
} from '@envirotrack/shared';
import classes from './report.module.css';

/** An answer as printed; 'Unanswered' in grey when there is none. */
export function AnswerText({
  question,
  answer,
}: {
  question: Pick<SetupQuestion, 'questionType'>;
  answer?: string;
}) {
  return (
    <Text component="span" size="sm" className={answer ? classes.answer : classes.unanswered}>
      {shownAnswer(question, answer)}
    </Text>
  );
}

/** A flagged answer's state: open, closed with its follow-up (remark, date, who), or withdrawn. */
export function FlagMark({ flag }: { flag: ReportFlag | undefined }) {
  if (!flag) return null;
  if (flag.status === 'open')
    return (
      <Badge color="red" variant="light" leftSection={<IconFlag size={12} />} className={classes.flag}>
        {reportDetailMessages.flagOpen}
      </Badge>
    );
  if (flag.status === 'withdrawn')
    return (
      <Badge color="gray" variant="light" leftSection={<IconFlagOff size={12} />} className={classes.flag}>
        {reportDetailMessages.flagWithdrawn}
      </Badge>
    );
  return (
    <Group gap={6} wrap="wrap" className={classes.flag}>
      <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />}>
        {reportDetailMessages.flagClosed}
      </Badge>
      <Text size="xs" component="span">
        {[
          flag.followUpRemark,
          flag.followUpDate ? reportDay(`${flag.followUpDate}T17:00:00Z`) : undefined,
          flag.followUpBy ? `by ${flag.followUpBy.name}` : undefined,
        ]
          .filter(Boolean)
          .join(' — ')}
      </Text>
    </Group>
  );
}
