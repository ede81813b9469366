import { isSlotItem, openWeekdays, WEEKDAYS, type SetupQuestion } from '@envirotrack/shared';

/** One row of a check sheet (spec 2 §4): a section heading, a slot item, a repair line of an item, or other. */
export type SheetRow =
  | { kind: 'section'; question: SetupQuestion }
  | { kind: 'item'; question: SetupQuestion }
  | { kind: 'repair'; question: SetupQuestion; item: SetupQuestion }
  | { kind: 'other'; question: SetupQuestion };

/** Where a slot of an item sits in the sheet: its column, and how many columns it spans. */
export interface SlotPlace {
  slotIndex: number;
  label: string;
  column: number;
  span: number;
}

const isRepairLine = (q: SetupQuestion) => q.questionType === 'Comments' || q.questionType === 'Date';

/**
 * Splits a check sheet: the display questions before the first section or item show above the table
 * (title, instructions); the rest are its rows. The Repair comment and Repair completed date after an
 * item are its repair lines, answered per slot.
 */
export function sheetRows(questions: readonly SetupQuestion[]): { intro: SetupQuestion[]; rows: SheetRow[] } {
  const start = questions.findIndex((q) => q.questionType === 'Subtitle' || isSlotItem(q));
  const intro = start < 0 ? [...questions] : questions.slice(0, start);
  const rows: SheetRow[] = [];
  let item: SetupQuestion | undefined;
  for (const question of start < 0 ? [] : questions.slice(start)) {
    if (isSlotItem(question)) {
      item = question;
      rows.push({ kind: 'item', question });
    } else if (item && isRepairLine(question)) {
      rows.push({ kind: 'repair', question, item });
    } else {
      item = undefined;
      rows.push({ kind: question.questionType === 'Subtitle' ? 'section' : 'other', question });
    }
  }
  return { intro, rows };
}

/** The columns an item's slots fill: each under its own label; a slot without a column spans them all. */
export function slotPlaces(item: Pick<SetupQuestion, 'choices'>, columns: readonly string[]): SlotPlace[] {
  if (item.choices.length === 1 && !columns.includes(item.choices[0] ?? ''))
    return [{ slotIndex: 0, label: item.choices[0] ?? '', column: 0, span: columns.length }];
  return item.choices.map((label, slotIndex) => ({
    slotIndex,
    label,
    column: columns.indexOf(label),
    span: 1,
  }));
}

/**
 * Which slots may be answered on a sheet opened for `formDate`: a weekday only on that weekday and not
 * after today (openWeekdays); the 'Weekly' and yearly slots whenever the sheet's date has come.
 */
export function isSlotOpen(label: string, formDate: string, todayIso: string): boolean {
  const weekday = (WEEKDAYS as readonly string[]).indexOf(label);
  if (weekday >= 0) return openWeekdays(formDate, todayIso)[weekday] ?? false;
  return formDate <= todayIso;
}
