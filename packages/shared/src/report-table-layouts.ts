import { slotsOf } from './answer-slots';
import { NOT_APPLICABLE } from './forms-vocabulary';
import {
  isRatedItem,
  RATING_COLUMNS,
  scorecardParts,
  sheetRows,
  slotPlaces,
  type SheetRow,
} from './form-layouts';
import type { SetupQuestion } from './inspection-forms';
import { inspectionMessages } from './inspection-limits';
import { formatMdyDate } from './periods';
import { reportDetailMessages, type ReportDetails } from './report-detail';
import {
  itemCell,
  questionList,
  rowKey,
  textCell,
  type LayoutBlock,
  type ReportValues,
  type TableCell,
  type TableRow,
} from './report-tables';
import { lowScoreItems, NO_ITEMS_FOUND, priorScoreLabel, ratingScore, totalScore } from './scoring';

// The family layouts' builders (issue 17): one definition of each table, for the report page and the pack.
// The housekeeping scorecard and the check sheet here; the plant maintenance sheets in report-sheet-layouts.ts.

/**
 * The housekeeping report (spec 3 §2.2): plant, prior scorecard ('NILL' when none) and grand total; the
 * rating table with block scores; the final score with the inspector; comments; the notes of every item
 * rated 3 or lower ('No items found').
 */
export function scorecardLayout(
  report: Pick<ReportDetails, 'plant' | 'priorScore' | 'submittedBy'>,
  shown: readonly SetupQuestion[],
  values: ReportValues,
): LayoutBlock[] {
  const parts = scorecardParts(shown);
  const total = totalScore(shown, values.answers);
  const totalText = total === null ? reportDetailMessages.notAvailable : `${total}%`;
  const isNotes = (q: SetupQuestion) => q.question.trim() === inspectionMessages.lowScoreLabel;
  const span = RATING_COLUMNS.length + 3;
  const row = (q: SetupQuestion, i: number): TableRow => {
    const key = rowKey(q, i);
    const id = q.questionId ?? 0;
    if (q.questionType === 'Subtitle') return { kind: 'section', key, cells: [textCell(q.question, span)] };
    if (q.questionType === 'BlockScore')
      return {
        kind: 'block',
        key,
        cells: [
          textCell(q.question || 'Block Score', RATING_COLUMNS.length + 1, 'right'),
          textCell(values.computed.get(id) ?? '', 1, 'mark'),
          textCell(''),
        ],
      };
    if (!isRatedItem(q))
      return { kind: 'other', key, cells: [{ kind: 'questions', list: questionList([q], values), span }] };
    const answer = values.answers.get(id);
    const score = ratingScore(answer);
    return {
      kind: 'item',
      key,
      cells: [
        itemCell(q, values),
        ...RATING_COLUMNS.map(({ choice }) => ({
          kind: 'mark' as const,
          checked: answer === choice,
          label: choice,
          span: 1,
        })),
        textCell(
          score !== undefined
            ? String(score)
            : answer === NOT_APPLICABLE
              ? NOT_APPLICABLE
              : answer
                ? ''
                : reportDetailMessages.unanswered,
          1,
          'mark',
        ),
        textCell(q.questionHint ?? '', 1, 'standard'),
      ],
    };
  };
  return [
    {
      kind: 'facts',
      items: [
        { label: 'Plant', value: `${report.plant.plantId} - ${report.plant.plantName}` },
        {
          label: reportDetailMessages.priorScorecard,
          value: priorScoreLabel(report.priorScore),
          id: 'prior-scorecard',
        },
        { label: reportDetailMessages.grandTotal, value: totalText, id: 'grand-total' },
      ],
    },
    questionList(parts.intro, values),
    {
      kind: 'table',
      columns: [
        { label: 'Item', kind: 'item' },
        ...RATING_COLUMNS.map((c) => ({ label: c.heading, kind: 'mark' as const })),
        { label: 'Score', kind: 'mark' },
        { label: 'STANDARD - Explained', kind: 'text' },
      ],
      rows: parts.table.map(row),
      family: 'scorecard',
    },
    {
      kind: 'score',
      label: inspectionMessages.totalScoreLabel,
      value: totalText,
      id: 'final-score',
      by: `Inspector: ${report.submittedBy.name}`,
    },
    questionList(
      parts.outro.filter((q) => !isNotes(q) && q.questionType !== 'TotalScore'),
      values,
    ),
    {
      kind: 'list',
      title: inspectionMessages.lowScoreLabel,
      items: lowScoreItems(shown, values.answers).map((item) => ({ number: null, text: item })),
      empty: NO_ITEMS_FOUND,
    },
  ];
}

/** The cells of an item's slots: each under its column (or spanning them all), a grey cell where none is. */
function slotCells(
  item: SetupQuestion,
  columns: readonly string[],
  cell: (slot: number, label: string) => TableCell,
) {
  const places = slotPlaces(item, columns);
  const out: TableCell[] = [];
  for (let column = 0; column < columns.length; column++) {
    const place = places.find((p) => p.column === column);
    if (place) {
      out.push({ ...cell(place.slotIndex, place.label), span: place.span } as TableCell);
      column += place.span - 1;
    } else if (!places.some((p) => column > p.column && column < p.column + p.span)) {
      out.push({ kind: 'empty' });
    }
  }
  return out;
}

/**
 * A check sheet read back (spec 3 §2.2): a check mark per slot (Mon to Sat and Weekly, or 6 Month, 12 Month,
 * Annual), each item followed by its repair comment and repair completed date per slot.
 */
export function slotSheetLayout(
  shown: readonly SetupQuestion[],
  columns: readonly string[],
  values: ReportValues,
): LayoutBlock[] {
  const { intro, rows } = sheetRows(shown);
  const span = columns.length + 1;
  const row = (sheetRow: SheetRow, i: number): TableRow => {
    const { question } = sheetRow;
    const key = rowKey(question, i);
    if (sheetRow.kind === 'section')
      return { kind: 'section', key, cells: [textCell(question.question, span)] };
    if (sheetRow.kind === 'other')
      return {
        kind: 'other',
        key,
        cells: [{ kind: 'questions', list: questionList([question], values), span }],
      };
    const answer = values.answers.get(question.questionId ?? 0);
    if (sheetRow.kind === 'item') {
      const slots = slotsOf(answer);
      return {
        kind: 'item',
        key,
        cells: [
          itemCell(question, values),
          ...slotCells(question, columns, (slot, label) => ({
            kind: 'mark',
            checked: slots[slot] === label,
            label: `${label}: checked`,
            span: 1,
          })),
        ],
      };
    }
    const texts = slotsOf(answer, sheetRow.item.choices.length);
    return {
      kind: 'repair',
      key,
      cells: [
        textCell(question.question, 1, 'label'),
        ...slotCells(sheetRow.item, columns, (slot) => {
          const value = texts[slot] ?? '';
          return textCell(
            question.questionType === 'Date' && /^\d{4}-\d{2}-\d{2}$/.test(value)
              ? formatMdyDate(value)
              : value,
            1,
            'mark',
          );
        }),
      ],
    };
  };
  return [
    questionList(intro, values),
    {
      kind: 'table',
      columns: [
        { label: 'Item', kind: 'item' },
        ...columns.map((label) => ({ label, kind: 'mark' as const })),
      ],
      rows: rows.map(row),
      family: 'slots',
    },
  ];
}
