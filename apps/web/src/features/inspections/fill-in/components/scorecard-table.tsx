import { Group, Radio, Table, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { isFlaggedAnswer, NOT_APPLICABLE, ratingScore, type SetupQuestion } from '@envirotrack/shared';
import { isRatedItem, RATING_COLUMNS } from '../model/scorecard';
import { useFillInContext } from './fill-in-context';
import classes from './fill-in.module.css';
import { QuestionLabel } from './question-label';
import { QuestionList, type AnswerEditing } from './question-list';

interface ScorecardTableProps {
  /** The block headings, rated items and block scores of the scorecard. */
  questions: SetupQuestion[];
  editing: AnswerEditing;
}

const COLUMN_COUNT = RATING_COLUMNS.length + 3;

/**
 * The housekeeping scorecard table (spec 2 §4, §9): UNACCEPTABLE 1 .. EXCELLENT 5, N/A, the item's Score
 * and its 'STANDARD - Explained'; each block closes with its live block score.
 */
export function ScorecardTable({ questions, editing }: ScorecardTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table className={classes.sheet} withColumnBorders withTableBorder verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.itemCell}>Item</Table.Th>
            {RATING_COLUMNS.map((column) => (
              <Table.Th key={column.choice} className={classes.slotCell}>
                {column.heading}
              </Table.Th>
            ))}
            <Table.Th className={classes.scoreCell}>Score</Table.Th>
            <Table.Th className={classes.standardCell}>STANDARD - Explained</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((q, i) => (
            <ScorecardRow key={q.questionId ?? `row-${i}`} question={q} editing={editing} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ScorecardRow({ question, editing }: { question: SetupQuestion; editing: AnswerEditing }) {
  const { readOnly, computed } = useFillInContext();
  const id = question.questionId ?? 0;

  if (question.questionType === 'Subtitle')
    return (
      <Table.Tr className={classes.sectionRow}>
        <Table.Td colSpan={COLUMN_COUNT}>
          <span className={classes.stickyText}>{question.question}</span>
        </Table.Td>
      </Table.Tr>
    );
  if (question.questionType === 'BlockScore')
    return (
      <Table.Tr className={classes.blockRow}>
        <Table.Td colSpan={RATING_COLUMNS.length + 1} ta="right">
          {question.question || 'Block Score'}
        </Table.Td>
        <Table.Td className={classes.scoreCell} aria-label="Block Score value">
          {computed.get(id) ?? ''}
        </Table.Td>
        <Table.Td />
      </Table.Tr>
    );
  if (!isRatedItem(question))
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMN_COUNT}>
          <QuestionList questions={[question]} editing={editing} />
        </Table.Td>
      </Table.Tr>
    );

  const answer = editing.answers[id] ?? '';
  const score = ratingScore(answer);
  return (
    <Table.Tr aria-label={question.question}>
      <Table.Td className={classes.itemCell}>
        <Text size="sm" fw={500}>
          <QuestionLabel question={question} />
        </Text>
      </Table.Td>
      {RATING_COLUMNS.map(({ choice }) => (
        <Table.Td key={choice} className={classes.slotCell}>
          {question.choices.includes(choice) && (
            <Radio
              name={`rating-${id}`}
              aria-label={`${question.question}: ${choice}`}
              styles={{ body: { justifyContent: 'center' } }}
              checked={answer === choice}
              disabled={readOnly}
              // A click on the chosen rating clears it (toggleChoice); onChange alone would not see it.
              onChange={() => undefined}
              onClick={() => editing.toggle(id, choice)}
            />
          )}
        </Table.Td>
      ))}
      <Table.Td className={classes.scoreCell} aria-label="Score">
        <Group gap={4} justify="center" wrap="nowrap">
          {score ?? (answer === NOT_APPLICABLE ? NOT_APPLICABLE : '')}
          {isFlaggedAnswer(question, answer) && (
            <IconFlag size={14} color="var(--mantine-color-red-7)" aria-label="Flagged for follow-up" />
          )}
        </Group>
      </Table.Td>
      <Table.Td className={classes.standardCell}>{question.questionHint}</Table.Td>
    </Table.Tr>
  );
}
