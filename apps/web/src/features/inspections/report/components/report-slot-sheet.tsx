import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { formatMdyDate, slotsOf, type SetupQuestion } from '@envirotrack/shared';
import { QuestionLabel } from '../../fill-in/components/question-label';
import { sheetRows, slotPlaces, type SheetRow } from '../../fill-in/model/slot-sheet';
import { flagOf } from '../model/report-values';
import { FlagMark } from './report-answer';
import { ReportQuestionList, type ReportAnswers } from './report-question-list';
import classes from './report.module.css';

/**
 * A check sheet read back (spec 3 §2.2): a check mark per slot (Mon to Sat and Weekly, or 6 Month, 12 Month,
 * Annual), each item followed by its repair comment and repair completed date per slot.
 */
export function ReportSlotSheet({
  shown,
  columns,
  values,
}: {
  shown: SetupQuestion[];
  columns: readonly string[];
  values: ReportAnswers;
}) {
  const { intro, rows } = sheetRows(shown);
  return (
    <>
      <ReportQuestionList questions={intro} values={values} />
      <div className={classes.tableBox}>
        <Table className={classes.sheet} withColumnBorders withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.itemCell}>Item</Table.Th>
              {columns.map((label) => (
                <Table.Th key={label} className={classes.markCell}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <SheetRowView
                key={row.question.questionId ?? `row-${i}`}
                row={row}
                columns={columns}
                values={values}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}

function SheetRowView({
  row,
  columns,
  values,
}: {
  row: SheetRow;
  columns: readonly string[];
  values: ReportAnswers;
}) {
  const { question } = row;
  const span = columns.length + 1;
  if (row.kind === 'section')
    return (
      <Table.Tr className={classes.sectionRow}>
        <Table.Td colSpan={span}>{question.question}</Table.Td>
      </Table.Tr>
    );
  if (row.kind === 'other')
    return (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <ReportQuestionList questions={[question]} values={values} />
        </Table.Td>
      </Table.Tr>
    );
  const id = question.questionId ?? 0;
  const answer = values.answers.get(id);
  if (row.kind === 'item') {
    const slots = slotsOf(answer);
    return (
      <Table.Tr className={classes.row}>
        <Table.Td className={classes.itemCell}>
          <Text size="sm" fw={500} component="span">
            <QuestionLabel question={question} />
          </Text>
          <FlagMark flag={flagOf(values.flags, id, values.moduleIndex, answer)} label={question.question} />
        </Table.Td>
        {cells(question, columns, (slot, label) =>
          slots[slot] === label ? (
            <span role="img" aria-label={`${label}: checked`}>
              ✓
            </span>
          ) : (
            ''
          ),
        )}
      </Table.Tr>
    );
  }
  const texts = slotsOf(answer, row.item.choices.length);
  return (
    <Table.Tr className={classes.repairRow}>
      <Table.Td className={`${classes.itemCell} ${classes.repairLabel}`}>{question.question}</Table.Td>
      {cells(row.item, columns, (slot) => {
        const text = texts[slot] ?? '';
        return question.questionType === 'Date' && /^\d{4}-\d{2}-\d{2}$/.test(text)
          ? formatMdyDate(text)
          : text;
      })}
    </Table.Tr>
  );
}

function cells(
  item: SetupQuestion,
  columns: readonly string[],
  render: (slot: number, label: string) => ReactNode,
) {
  const places = slotPlaces(item, columns);
  const out: ReactNode[] = [];
  for (let column = 0; column < columns.length; column++) {
    const place = places.find((p) => p.column === column);
    if (place) {
      out.push(
        <Table.Td key={column} colSpan={place.span} className={classes.markCell}>
          {render(place.slotIndex, place.label)}
        </Table.Td>,
      );
      column += place.span - 1;
    } else if (!places.some((p) => column > p.column && column < p.column + p.span)) {
      out.push(<Table.Td key={column} className={`${classes.markCell} ${classes.emptyCell}`} />);
    }
  }
  return out;
}
