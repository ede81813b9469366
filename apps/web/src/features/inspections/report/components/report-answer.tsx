import { createContext, useContext } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconFlag, IconFlagOff } from '@tabler/icons-react';
import {
  reportDay,
  reportDetailMessages,
  shownAnswer,
  type ReportFlag,
  type SetupQuestion,
} from '@envirotrack/shared';
import { FlagFollowUp } from '../../../../components/flag-follow-up/flag-follow-up';
import classes from './report.module.css';

/**
 * Where an open flag may be followed up from: the report's inspection and the day it was submitted. Absent (or
 * blocked) in bulk print and on an earlier version, where flags are shown, not closed (spec 3 §2.4, §4).
 */
export interface FlagFollowUpPlace {
  inspectionId: number;
  /** ISO day the report was submitted: the earliest follow-up date. */
  submittedOn: string;
  blocked: boolean;
}
export const FlagFollowUpContext = createContext<FlagFollowUpPlace | null>(null);

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

/**
 * A flagged answer's state: open, closed with its follow-up (remark, date, who), or withdrawn. An open flag on
 * the latest report carries the follow-up control (spec 3 §2.2 'flag follow-up'), which stays off paper.
 */
export function FlagMark({ flag, label }: { flag: ReportFlag | undefined; label?: string }) {
  const place = useContext(FlagFollowUpContext);
  if (!flag) return null;
  if (flag.status === 'open')
    return (
      <Group gap={6} wrap="nowrap" className={classes.flag} component="span">
        <Badge color="red" variant="light" leftSection={<IconFlag size={12} />}>
          {reportDetailMessages.flagOpen}
        </Badge>
        {place && !place.blocked && (
          <span className="no-print">
            <FlagFollowUp
              flag={{ ...flag, inspectionId: place.inspectionId }}
              submittedOn={place.submittedOn}
              place="report"
              label={label ?? 'this answer'}
            />
          </span>
        )}
      </Group>
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
