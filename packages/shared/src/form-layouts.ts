import { ANNUAL_SLOT, HALF_YEAR_SLOTS, isSlotItem, WEEKDAYS, type Answers } from './answer-slots';
import { NOT_APPLICABLE, RATING_SCALE, SPECIAL_PARENT_IDS } from './forms-vocabulary';
import type { SetupQuestion } from './inspection-forms';
import type { FillInForm } from './inspections';
import {
  BREWERY_PARENT_IDS,
  canonicalParentId,
  LIBRARY_PARENT_IDS,
  PLANT_PREVENTIVE_PARENT_IDS,
} from './library-parent-ids';
import { isChoiceQuestion } from './question-tree';
import { reportDetailMessages, type ReportDetails } from './report-detail';
import { blockScores, totalScore } from './scoring';

/**
 * How a form is laid out (spec 2 §2.7, §4, §9; spec 3 §2.2), shared by the fill-in, the report page and the
 * evidence pack (issue 17: one layout definition): a plain list of questions; a check sheet answered in
 * slots (Mon to Sat, or 6 Month / 12 Month / Annual); a housekeeping scorecard; or repeated modules.
 */
export type FillInLayout =
  | { kind: 'standard' }
  | { kind: 'modules' }
  | { kind: 'scorecard' }
  | { kind: 'slots'; columns: readonly string[] };

const MODULE_PARENTS: string[] = [SPECIAL_PARENT_IDS.maintenanceRecord, SPECIAL_PARENT_IDS.improvementsCapex];
const SCORECARD_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.housekeepingPlant,
  SPECIAL_PARENT_IDS.housekeepingShop,
];
const WEEKDAY_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.dailyWeeklyAll,
  SPECIAL_PARENT_IDS.dailyWeeklyAdditional,
];

export function layoutOf(form: Pick<FillInForm, 'ParentId' | 'moduleSize'>): FillInLayout {
  if (form.moduleSize || MODULE_PARENTS.includes(form.ParentId)) return { kind: 'modules' };
  if (SCORECARD_PARENTS.includes(form.ParentId)) return { kind: 'scorecard' };
  if (WEEKDAY_PARENTS.includes(form.ParentId)) return { kind: 'slots', columns: WEEKDAYS };
  if (form.ParentId === SPECIAL_PARENT_IDS.yearlyCheck)
    return { kind: 'slots', columns: [...HALF_YEAR_SLOTS, ANNUAL_SLOT] };
  return { kind: 'standard' };
}

/** The layout families of the report detail, chosen by the form's parent id (spec 3 §2.2). */
export type ReportFamily =
  | 'plantPreventive'
  | 'brewery'
  | 'qtrVisual'
  | 'weekly'
  | 'scorecard'
  | 'checklist'
  | 'modules'
  | 'waterSample'
  | 'default';

const WEEKLY: string[] = [SPECIAL_PARENT_IDS.weeklyFormRm, SPECIAL_PARENT_IDS.weeklyDustCollector];
const CHECKLISTS: string[] = [
  SPECIAL_PARENT_IDS.dailyWeeklyAll,
  SPECIAL_PARENT_IDS.dailyWeeklyAdditional,
  SPECIAL_PARENT_IDS.monthlyCheckAll,
  SPECIAL_PARENT_IDS.yearlyCheck,
];

/** How a report's questions are laid out: the fill-in's own choice (scorecard, slot sheet, modules, list). */
export const bodyLayoutOf = (report: Pick<ReportDetails, 'parentId' | 'moduleSize'>): FillInLayout =>
  layoutOf({ ParentId: report.parentId, moduleSize: report.moduleSize });

export function familyOf(report: Pick<ReportDetails, 'parentId' | 'moduleSize'>): ReportFamily {
  const parentId = canonicalParentId(report.parentId);
  if (PLANT_PREVENTIVE_PARENT_IDS.includes(parentId)) return 'plantPreventive';
  if (BREWERY_PARENT_IDS.includes(parentId)) return 'brewery';
  if (parentId === LIBRARY_PARENT_IDS.qtrVisual) return 'qtrVisual';
  if (WEEKLY.includes(parentId)) return 'weekly';
  if (CHECKLISTS.includes(parentId)) return 'checklist';
  const layout = bodyLayoutOf(report);
  if (layout.kind === 'scorecard') return 'scorecard';
  if (layout.kind === 'modules') return 'modules';
  if (parentId === LIBRARY_PARENT_IDS.stormwaterSample) return 'waterSample';
  return 'default';
}

/** A family's own text above the questions (spec 3 §2.2): the rectifier information, the dust range. */
export function familyNote(report: Pick<ReportDetails, 'parentId'>): string | undefined {
  if (report.parentId === LIBRARY_PARENT_IDS.monthlyUstRect) return reportDetailMessages.rectifierInfo;
  if (report.parentId === SPECIAL_PARENT_IDS.weeklyDustCollector) return reportDetailMessages.dustRange;
  return undefined;
}

/** The housekeeping scorecard's rating columns (spec 2 §9), in order. */
export const RATING_COLUMNS: readonly { choice: string; heading: string }[] = [
  ...RATING_SCALE.map((choice, i) => ({ choice, heading: `${choice.toUpperCase()} ${i + 1}` })),
  { choice: NOT_APPLICABLE, heading: NOT_APPLICABLE },
];

const RATING_CHOICES: readonly string[] = RATING_COLUMNS.map((c) => c.choice);

export const isRatedItem = (q: SetupQuestion): boolean =>
  isChoiceQuestion(q) && q.choices.length > 0 && q.choices.every((c) => RATING_CHOICES.includes(c));

/**
 * Splits a scorecard: the table runs from the first block heading to the last block score; what comes
 * before (the title) and after (total score, comments, notes) shows as ordinary questions.
 */
export function scorecardParts(questions: readonly SetupQuestion[]) {
  const first = questions.findIndex((q) => q.questionType === 'Subtitle' || isRatedItem(q));
  const last = questions.findLastIndex((q) => q.questionType === 'BlockScore' || isRatedItem(q));
  if (first < 0 || last < first) return { intro: [...questions], table: [], outro: [] };
  return {
    intro: questions.slice(0, first),
    table: questions.slice(first, last + 1),
    outro: questions.slice(last + 1),
  };
}

/** The computed values of BlockScore and TotalScore questions, by questionId. */
export function computedScores(questions: readonly SetupQuestion[], answers: Answers): Map<number, string> {
  const shown = new Map<number, string>();
  for (const block of blockScores(questions, answers))
    if (block.questionId) shown.set(block.questionId, String(block.score));
  const total = totalScore(questions, answers);
  for (const q of questions)
    if (q.questionType === 'TotalScore' && q.questionId)
      shown.set(q.questionId, total === null ? '' : `${total}%`);
  return shown;
}

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
