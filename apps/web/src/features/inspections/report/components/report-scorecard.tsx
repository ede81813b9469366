import { Group, Table, Text } from '@mantine/core';
import {
  inspectionMessages,
  lowScoreItems,
  NO_ITEMS_FOUND,
  NOT_APPLICABLE,
  priorScoreLabel,
  ratingScore,
  reportDetailMessages,
  totalScore,
  type ReportDetails,
  type SetupQuestion,
} from '@envirotrack/shared';
import { QuestionLabel } from '../../fill-in/components/question-label';
import { isRatedItem, RATING_COLUMNS, scorecardParts } from '../../fill-in/model/scorecard';
import { flagOf } from '../model/report-values';
import { FlagMark } from './report-answer';
import { ReportQuestionList, type ReportAnswers } from './report-question-list';
import classes from './report.module.css';

const COLUMN_COUNT = RATING_COLUMNS.length + 3;
const isNotes = (q: SetupQuestion) => q.question.trim() === inspectionMessages.lowScoreLabel;

/**
 * The housekeeping report (spec 3 §2.2): plant, prior scorecard ('NILL' when none) and grand total; the
 * rating table with block scores; the final score with the inspector; comments; the notes of every item
 * rated 3 or lower ('No items found').
 */
export function ReportScorecard({
  report,
  shown,
  values,
}: {
  report: ReportDetails;
  shown: SetupQuestion[];
  values: ReportAnswers;
}) {
  const parts = scorecardParts(shown);
  const total = totalScore(shown, values.answers);
  const low = lowScoreItems(shown, values.answers);
  const outro = parts.outro.filter((q) => !isNotes(q) && q.questionType !== 'TotalScore');
  return (
    <>
      <dl className={classes.scoreHeader}>
        <div>
          <dt>Plant</dt>
          <dd>
            {report.plant.plantId} - {report.plant.plantName}
          </dd>
        </div>
        <div>
          <dt>{reportDetailMessages.priorScorecard}</dt>
          <dd data-testid="prior-scorecard">{priorScoreLabel(report.priorScore)}</dd>
        </div>
        <div>
          <dt>{reportDetailMessages.grandTotal}</dt>
          <dd data-testid="grand-total">
            {total === null ? reportDetailMessages.notAvailable : `${total}%`}
          </dd>
        </div>
      </dl>
      <ReportQuestionList questions={parts.intro} values={values} />
      <div className={classes.tableBox}>
        <Table className={classes.sheet} withColumnBorders withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.itemCell}>Item</Table.Th>
              {RATING_COLUMNS.map((column) => (
                <Table.Th key={column.choice} className={classes.markCell}>
                  {column.heading}
                </Table.Th>
              ))}
              <Table.Th className={classes.markCell}>Score</Table.Th>
              <Table.Th>STANDARD - Explained</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parts.table.map((q, i) => (
              <ScoreRow key={q.questionId ?? `row-${i}`} question={q} values={values} />
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Group className={classes.finalScore} justify="space-between">
        <Text fw={700}>
          {inspectionMessages.totalScoreLabel}:{' '}
          <span data-testid="final-score">
            {total === null ? reportDetailMessages.notAvailable : `${total}%`}
          </span>
        </Text>
        <Text size="sm">Inspector: {report.submittedBy.name}</Text>
      </Group>
      <ReportQuestionList questions={outro} values={values} />
      <section className={classes.notesBox} aria-label={inspectionMessages.lowScoreLabel}>
        <Text fw={700} size="sm">
          {inspectionMessages.lowScoreLabel}
        </Text>
        {low.length ? (
          <ul>
            {low.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <Text size="sm">{NO_ITEMS_FOUND}</Text>
        )}
      </section>
    </>
  );
}

function ScoreRow({ question, values }: { question: SetupQuestion; values: ReportAnswers }) {
  const id = question.questionId ?? 0;
  if (question.questionType === 'Subtitle')
    return (
      <Table.Tr className={classes.sectionRow}>
        <Table.Td colSpan={COLUMN_COUNT}>{question.question}</Table.Td>
      </Table.Tr>
    );
  if (question.questionType === 'BlockScore')
    return (
      <Table.Tr className={classes.blockRow}>
        <Table.Td colSpan={RATING_COLUMNS.length + 1} ta="right">
          {question.question || 'Block Score'}
        </Table.Td>
        <Table.Td className={classes.markCell}>{values.computed.get(id) ?? ''}</Table.Td>
        <Table.Td />
      </Table.Tr>
    );
  if (!isRatedItem(question))
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMN_COUNT}>
          <ReportQuestionList questions={[question]} values={values} />
        </Table.Td>
      </Table.Tr>
    );
  const answer = values.answers.get(id);
  const score = ratingScore(answer);
  return (
    <Table.Tr className={classes.row}>
      <Table.Td className={classes.itemCell}>
        <QuestionLabel question={question} />
        <FlagMark flag={flagOf(values.flags, id, values.moduleIndex, answer)} label={question.question} />
      </Table.Td>
      {RATING_COLUMNS.map(({ choice }) => (
        <Table.Td
          key={choice}
          className={classes.markCell}
          aria-label={answer === choice ? choice : undefined}
        >
          {answer === choice ? '✓' : ''}
        </Table.Td>
      ))}
      <Table.Td className={classes.markCell}>
        {score ??
          (answer === NOT_APPLICABLE ? NOT_APPLICABLE : answer ? '' : reportDetailMessages.unanswered)}
      </Table.Td>
      <Table.Td className={classes.standardCell}>{question.questionHint}</Table.Td>
    </Table.Tr>
  );
}
