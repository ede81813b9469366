import { Table } from '@mantine/core';
import { isAnswerable, moduleCount, type SetupQuestion, type StoredAnswer } from '@envirotrack/shared';
import { QuestionLabel } from '../../fill-in/components/question-label';
import { answersOfModule, flagOf } from '../model/report-values';
import { AnswerText, FlagMark } from './report-answer';
import type { ReportAnswers } from './report-question-list';
import classes from './report.module.css';

/**
 * The yearly maintenance record and capital budget sheet (spec 3 §2.2): one row per module (No:1, No:2 ...),
 * one column per question of the module.
 */
export function ReportModules({
  shown,
  answers,
  values,
}: {
  shown: SetupQuestion[];
  answers: readonly StoredAnswer[];
  values: Omit<ReportAnswers, 'answers' | 'moduleIndex'>;
}) {
  const columns = shown.filter(isAnswerable);
  const count = moduleCount(answers);
  return (
    <div className={classes.tableBox}>
      <Table className={classes.sheet} withColumnBorders withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.markCell}>No</Table.Th>
            {columns.map((q) => (
              <Table.Th key={q.questionId}>
                <QuestionLabel question={q} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Array.from({ length: count }, (_, moduleIndex) => {
            const moduleAnswers = answersOfModule(answers, moduleIndex);
            return (
              <Table.Tr key={moduleIndex} className={classes.row} aria-label={`No:${moduleIndex + 1}`}>
                <Table.Td className={classes.markCell}>No:{moduleIndex + 1}</Table.Td>
                {columns.map((q) => {
                  const answer = moduleAnswers.get(q.questionId ?? 0);
                  return (
                    <Table.Td key={q.questionId}>
                      <AnswerText question={q} answer={answer} />
                      <FlagMark
                        flag={flagOf(values.flags, q.questionId, moduleIndex, answer)}
                        label={q.question}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
