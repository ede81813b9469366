import { Table, Text } from '@mantine/core';
import { NOT_APPLICABLE, reportDetailMessages, type SetupQuestion } from '@envirotrack/shared';
import { QuestionLabel } from '../../fill-in/components/question-label';
import { flagOf } from '../model/report-values';
import { AnswerText, FlagMark } from './report-answer';
import { ReportQuestionList, type ReportAnswers } from './report-question-list';
import classes from './report.module.css';

const NEEDS_WORK = 'Needs Work';
const COLUMNS = [
  { choice: NEEDS_WORK, heading: 'Needs Work' },
  { choice: 'Ok', heading: 'Ok' },
  { choice: NOT_APPLICABLE, heading: 'Not Applicable' },
] as const;

const isCheck = (q: SetupQuestion) =>
  (q.questionType === 'ObjectiveType' || q.questionType === 'Dropdown') &&
  q.choices.includes(NEEDS_WORK) &&
  q.choices.includes('Ok');

/**
 * The daily plant preventive report (spec 3 §2.2): a Needs Work / Ok / Not Applicable table, each problem's
 * details under its item, and a Notes box listing the items that need work.
 */
export function ReportPreventive({ shown, values }: { shown: SetupQuestion[]; values: ReportAnswers }) {
  const needsWork = shown.filter((q) => isCheck(q) && values.answers.get(q.questionId ?? 0) === NEEDS_WORK);
  return (
    <>
      <div className={classes.tableBox}>
        <Table className={classes.sheet} withColumnBorders withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.itemCell}>Item</Table.Th>
              {COLUMNS.map((c) => (
                <Table.Th key={c.choice} className={classes.markCell}>
                  {c.heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((q, i) => (
              <PreventiveRow key={q.questionId ?? `row-${i}`} question={q} values={values} />
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <section className={classes.notesBox} aria-label={reportDetailMessages.notesTitle}>
        <Text fw={700} size="sm">
          {reportDetailMessages.notesTitle}
        </Text>
        {needsWork.length ? (
          <ul>
            {needsWork.map((q) => (
              <li key={q.questionId}>
                <QuestionLabel question={q} />
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm">{reportDetailMessages.noNeedsWork}</Text>
        )}
      </section>
    </>
  );
}

function PreventiveRow({ question, values }: { question: SetupQuestion; values: ReportAnswers }) {
  if (!isCheck(question))
    return (
      <Table.Tr className={question.questionType === 'Subtitle' ? classes.sectionRow : undefined}>
        <Table.Td colSpan={COLUMNS.length + 1}>
          {question.questionType === 'Subtitle' ? (
            question.question
          ) : (
            <ReportQuestionList questions={[question]} values={values} />
          )}
        </Table.Td>
      </Table.Tr>
    );
  const id = question.questionId ?? 0;
  const answer = values.answers.get(id);
  return (
    <>
      <Table.Tr className={classes.row}>
        <Table.Td className={classes.itemCell}>
          <QuestionLabel question={question} />
          {!answer && (
            <>
              {' '}
              <AnswerText question={question} />
            </>
          )}
          <FlagMark flag={flagOf(values.flags, id, values.moduleIndex, answer)} label={question.question} />
        </Table.Td>
        {COLUMNS.map(({ choice }) => (
          <Table.Td
            key={choice}
            className={classes.markCell}
            aria-label={answer === choice ? choice : undefined}
          >
            {answer === choice ? '✓' : ''}
          </Table.Td>
        ))}
      </Table.Tr>
      {question.subQuestions.length > 0 && (
        <Table.Tr className={classes.repairRow}>
          <Table.Td colSpan={COLUMNS.length + 1}>
            <ReportQuestionList questions={question.subQuestions} values={values} nested />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
