import type { ReactNode } from 'react';
import { Checkbox, Table, Text, Textarea } from '@mantine/core';
import {
  dateQuestionBounds,
  formatDisplayDate,
  markDayOnComment,
  setAnswer,
  slotsOf,
  toggleSlot,
  type SetupQuestion,
} from '@envirotrack/shared';
import { isSlotOpen, sheetRows, slotPlaces, type SheetRow, type SlotPlace } from '../model/slot-sheet';
import { DateField } from './date-time-inputs';
import { useFillInContext } from './fill-in-context';
import classes from './fill-in.module.css';
import { QuestionLabel } from './question-label';
import { QuestionList, type AnswerEditing } from './question-list';

interface SlotSheetProps {
  /** The whole form: slot and repair answers are written through it. */
  questions: SetupQuestion[];
  /** The tree as shown (visibleQuestions). */
  shown: SetupQuestion[];
  /** The slot labels heading the columns: Mon to Sat, or 6 Month, 12 Month, Annual. */
  columns: readonly string[];
  editing: AnswerEditing;
}

type RowGroup = { key: string; label?: string; rows: SheetRow[] };

/** Rows grouped for the table: each item with its repair lines, each section and other row alone. */
function groupsOf(rows: SheetRow[]): RowGroup[] {
  const groups: RowGroup[] = [];
  rows.forEach((row, i) => {
    const last = groups[groups.length - 1];
    if (row.kind === 'repair' && last) last.rows.push(row);
    else
      groups.push({
        key: String(row.question.questionId ?? `row-${i}`),
        label: row.kind === 'item' ? row.question.question : undefined,
        rows: [row],
      });
  });
  return groups;
}

/**
 * A check sheet (spec 2 §4): one column per slot; only the open slots can be answered (on daily-weekly
 * sheets the weekday of the sheet's date). A repair comment or date written for a slot marks the item on
 * that slot (markDayOnComment).
 */
export function SlotSheet({ questions, shown, columns, editing }: SlotSheetProps) {
  const { form, todayIso } = useFillInContext();
  const { intro, rows } = sheetRows(shown);
  const open = columns.map((label) => isSlotOpen(label, form.date, todayIso));

  return (
    <>
      <QuestionList questions={intro} editing={editing} />
      <Table.ScrollContainer minWidth={160 + columns.length * 90} type="native">
        <Table className={classes.sheet} withColumnBorders withTableBorder verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.itemCell}>Item</Table.Th>
              {columns.map((label, i) => (
                <Table.Th key={label} className={open[i] ? classes.openColumn : undefined}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {groupsOf(rows).map((group) => (
            <Table.Tbody key={group.key} aria-label={group.label}>
              {group.rows.map((row) => (
                <SheetRowView
                  key={row.question.questionId ?? row.question.question}
                  row={row}
                  columns={columns}
                  questions={questions}
                  editing={editing}
                />
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

interface RowProps {
  row: SheetRow;
  columns: readonly string[];
  questions: SetupQuestion[];
  editing: AnswerEditing;
}

function SheetRowView({ row, columns, questions, editing }: RowProps) {
  const { form, todayIso, readOnly } = useFillInContext();
  const { question } = row;
  const id = question.questionId ?? 0;
  const span = columns.length + 1;
  const isOpen = (place: SlotPlace) => !readOnly && isSlotOpen(place.label, form.date, todayIso);

  if (row.kind === 'section')
    return (
      <Table.Tr className={classes.sectionRow}>
        <Table.Td colSpan={span}>
          <span className={classes.stickyText}>{question.question}</span>
        </Table.Td>
      </Table.Tr>
    );
  if (row.kind === 'other')
    return (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <QuestionList questions={[question]} editing={editing} />
        </Table.Td>
      </Table.Tr>
    );

  if (row.kind === 'item') {
    const slots = slotsOf(editing.answers[id]);
    return (
      <Table.Tr>
        <Table.Td className={classes.itemCell}>
          <Text size="sm" fw={500}>
            <QuestionLabel question={question} />
          </Text>
          {question.questionHint && (
            <Text size="xs" c="dimmed">
              {question.questionHint}
            </Text>
          )}
        </Table.Td>
        {cellsFor(question, columns, isOpen, (place) => (
          <Checkbox
            aria-label={`${question.question}: ${place.label}`}
            label={place.span > 1 ? place.label : undefined}
            styles={{ body: { justifyContent: 'center' } }}
            checked={slots[place.slotIndex] === place.label}
            disabled={!isOpen(place)}
            onChange={() =>
              editing.update((answers) =>
                setAnswer(questions, answers, id, toggleSlot(question, answers[id], place.slotIndex)),
              )
            }
          />
        ))}
      </Table.Tr>
    );
  }

  const { item } = row;
  const values = slotsOf(editing.answers[id], item.choices.length);
  const write = (place: SlotPlace, value: string) =>
    editing.update((answers) => markDayOnComment(questions, answers, id, place.slotIndex, value));
  return (
    <Table.Tr className={classes.repairRow}>
      <Table.Td className={`${classes.itemCell} ${classes.repairLabel}`}>
        <QuestionLabel question={question} />
      </Table.Td>
      {cellsFor(item, columns, isOpen, (place) => {
        const value = values[place.slotIndex] ?? '';
        const name = `${item.question}: ${question.question} (${place.label})`;
        if (!isOpen(place))
          return question.questionType === 'Date' && value ? formatDisplayDate(value) : value;
        return question.questionType === 'Date' ? (
          <DateField
            aria-label={name}
            label={undefined}
            size="xs"
            value={value}
            readOnly={false}
            bounds={dateQuestionBounds(question.question, form.frequency, form.date, todayIso, place.label)}
            onChange={(next) => write(place, next)}
          />
        ) : (
          <Textarea
            aria-label={name}
            size="xs"
            autosize
            minRows={1}
            maxRows={6}
            maxLength={2000}
            value={value}
            onChange={(event) => write(place, event.currentTarget.value)}
          />
        );
      })}
    </Table.Tr>
  );
}

/** The cells of a row, one per column: the item's slots where it has them, empty grey cells elsewhere. */
function cellsFor(
  item: SetupQuestion,
  columns: readonly string[],
  isOpen: (place: SlotPlace) => boolean,
  render: (place: SlotPlace) => ReactNode,
) {
  const places = slotPlaces(item, columns);
  const cells: ReactNode[] = [];
  for (let column = 0; column < columns.length; column++) {
    const place = places.find((p) => p.column === column);
    if (place) {
      const open = isOpen(place);
      cells.push(
        <Table.Td
          key={column}
          colSpan={place.span}
          className={open ? classes.slotCell : `${classes.slotCell} ${classes.closedCell}`}
        >
          {render(place)}
        </Table.Td>,
      );
      column += place.span - 1;
    } else if (!places.some((p) => column > p.column && column < p.column + p.span)) {
      cells.push(<Table.Td key={column} className={`${classes.slotCell} ${classes.closedCell}`} />);
    }
  }
  return cells;
}
