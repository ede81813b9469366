import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { Badge, Group, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockExclamation,
  IconFlag,
  IconFlagOff,
  IconRepeat,
} from '@tabler/icons-react';
import {
  formatDisplayDate,
  paths,
  reportDay,
  reportDetailMessages,
  shownAnswer,
  type ReportFlag,
  type SetupQuestion,
} from '@envirotrack/shared';
import { EvidencePhoto } from '../../../../components/flag-follow-up/evidence-photo';
import { FlagFollowUp } from '../../../../components/flag-follow-up/flag-follow-up';
import classes from './report.module.css';

/**
 * Where an open flag may be followed up from: the report's inspection and the day it was submitted. Absent (or
 * blocked) in bulk print and on an earlier version, where flags are shown, not closed (spec 3 §2.4, §4).
 */
export interface FlagFollowUpPlace {
  inspectionId: number;
  plantId: number;
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
        {flag.overdue && (
          <Badge color="red" variant="filled" leftSection={<IconClockExclamation size={12} />}>
            {reportDetailMessages.flagOverdue}
          </Badge>
        )}
        <RepeatMark flag={flag} />
        {place && !place.blocked && (
          <span className="no-print">
            <FlagFollowUp
              flag={{ ...flag, inspectionId: place.inspectionId }}
              submittedOn={place.submittedOn}
              place="report"
              label={label ?? 'this answer'}
              plantId={place.plantId}
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
      <RepeatMark flag={flag} />
      {flag.evidence && <EvidencePhoto evidence={flag.evidence} label={reportDetailMessages.flagEvidence} />}
    </Group>
  );
}

/** A repeat finding, linked to the previous period's report whose flag it repeats. */
function RepeatMark({ flag }: { flag: ReportFlag }) {
  if (!flag.repeatOf) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconRepeat size={12} />}
      component={Link}
      to={`${paths.reports(flag.repeatOf.frequency.toLowerCase())}/${flag.repeatOf.inspectionId}`}
      style={{ cursor: 'pointer' }}
      title={`Also flagged in the report of ${formatDisplayDate(flag.repeatOf.inspectionDate)}`}
    >
      {reportDetailMessages.flagRepeat}
    </Badge>
  );
}
