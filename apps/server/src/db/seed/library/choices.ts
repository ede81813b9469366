import { NOT_APPLICABLE, RATING_SCALE, type Priority } from '@envirotrack/shared';
import type { LibraryQuestion } from './types';

/** Shared choice lists and small question builders used by every built-in form. */

export const OK = 'Ok';
export const NEEDS_WORK = 'Needs Work';
export const OK_NEEDS_WORK_NA: readonly string[] = [OK, NEEDS_WORK, NOT_APPLICABLE];
export const OK_NEEDS_WORK: readonly string[] = [OK, NEEDS_WORK];
export const YES_NO: readonly string[] = ['Yes', 'No'];
export const YES_NO_NA: readonly string[] = ['Yes', 'No', NOT_APPLICABLE];
export const SATISFACTORY_UNSATISFACTORY: readonly string[] = ['Satisfactory', 'Unsatisfactory'];
/** Housekeeping items: the rating scale (scored 1 to 5) plus N/A (not scored). */
export const HOUSEKEEPING_RATING: readonly string[] = [...RATING_SCALE, NOT_APPLICABLE];

/** Check-list slots (spec 2 §4): the choices of a check item are the slots it is answered in. */
export const WEEKDAY_SLOTS: readonly string[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const WEEKLY_SLOT: readonly string[] = ['Weekly'];
export const HALF_YEAR_SLOTS: readonly string[] = ['6 Month', '12 Month'];
export const ANNUAL_SLOT: readonly string[] = ['Annual'];

/** Stormwater point sources (spec 2 §3: Outfall 1 to Outfall 6). */
export const OUTFALLS: readonly string[] = [
  'Outfall 1',
  'Outfall 2',
  'Outfall 3',
  'Outfall 4',
  'Outfall 5',
  'Outfall 6',
];

export interface ItemOptions {
  hint?: string;
  priority?: Priority;
  /** Offer N/A as a choice (default true for Ok / Needs Work items, false for Yes / No items). */
  na?: boolean;
  /** Sub-questions shown on the problem answer (default: describe + repair complete date). */
  detail?: readonly LibraryQuestion[];
}

const withHint = (q: LibraryQuestion, hint?: string): LibraryQuestion => (hint ? { ...q, hint } : q);

export const title = (text: string): LibraryQuestion => ({ type: 'Title', text });
export const subtitle = (text: string): LibraryQuestion => ({ type: 'Subtitle', text });
export const note = (text: string): LibraryQuestion => ({ type: 'Hint', text });
/** A Paragraph: its paragraphs are joined by a tilde (spec 2 §2.7). */
export const paragraph = (...parts: string[]): LibraryQuestion => ({
  type: 'Paragraph',
  text: parts.join('~'),
});
export const text = (question: string, hint?: string): LibraryQuestion =>
  withHint({ type: 'Text', text: question }, hint);
export const comments = (question: string, hint?: string): LibraryQuestion =>
  withHint({ type: 'Comments', text: question }, hint);
export const date = (question: string, hint?: string): LibraryQuestion =>
  withHint({ type: 'Date', text: question }, hint);
export const time = (question: string, hint?: string): LibraryQuestion =>
  withHint({ type: 'Time', text: question }, hint);
export const dropdown = (question: string, choices: readonly string[], hint?: string): LibraryQuestion =>
  withHint({ type: 'Dropdown', text: question, choices }, hint);
export const blockScore = (): LibraryQuestion => ({ type: 'BlockScore', text: 'Block Score' });
export const totalScore = (): LibraryQuestion => ({ type: 'TotalScore', text: 'Total Score' });

/** What an inspector records when an item is not right: the problem, the fix and when it was fixed. */
export const REPAIR_DETAIL: readonly LibraryQuestion[] = [
  comments('Describe the problem and the corrective action'),
  date('Repair complete date'),
];
export const FINDING_DETAIL: readonly LibraryQuestion[] = [
  comments('Describe what was found and the corrective action taken'),
  date('Corrective action complete date'),
];

/** A choice question flagged (and asking for detail) when the answer is `problem`. */
export function flagged(
  question: string,
  choices: readonly string[],
  problem: string,
  options: ItemOptions = {},
): LibraryQuestion {
  const q: LibraryQuestion = {
    type: 'ObjectiveType',
    text: question,
    choices,
    followUpOn: problem,
    sub: [{ on: problem, questions: options.detail ?? REPAIR_DETAIL }],
  };
  return {
    ...withHint(q, options.hint),
    ...(options.priority ? { priority: options.priority } : {}),
  };
}

/** Ok / Needs Work (/ N/A): flagged on Needs Work. */
export const check = (question: string, options: ItemOptions = {}): LibraryQuestion =>
  flagged(question, options.na === false ? OK_NEEDS_WORK : OK_NEEDS_WORK_NA, NEEDS_WORK, options);

/** Yes / No where Yes is the problem (e.g. 'Is there evidence of a discharge?'). */
export const yesIsProblem = (question: string, options: ItemOptions = {}): LibraryQuestion =>
  flagged(question, options.na ? YES_NO_NA : YES_NO, 'Yes', {
    ...options,
    detail: options.detail ?? FINDING_DETAIL,
  });

/** Yes / No where No is the problem (e.g. 'Is the spill kit fully stocked?'). */
export const noIsProblem = (question: string, options: ItemOptions = {}): LibraryQuestion =>
  flagged(question, options.na ? YES_NO_NA : YES_NO, 'No', options);

/** Satisfactory / Unsatisfactory: flagged on Unsatisfactory. */
export const satisfactory = (question: string, options: ItemOptions = {}): LibraryQuestion =>
  flagged(
    question,
    options.na ? [...SATISFACTORY_UNSATISFACTORY, NOT_APPLICABLE] : SATISFACTORY_UNSATISFACTORY,
    'Unsatisfactory',
    options,
  );

/** A plain choice question without follow-up. */
export const choice = (question: string, choices: readonly string[], hint?: string): LibraryQuestion =>
  withHint({ type: 'ObjectiveType', text: question, choices }, hint);

/** A housekeeping item: rated Unacceptable to Excellent or N/A; the hint is its 'STANDARD - Explained'. */
export const rated = (question: string, standard: string): LibraryQuestion => ({
  type: 'ObjectiveType',
  text: question,
  hint: standard,
  choices: HOUSEKEEPING_RATING,
  followUpOn: 'Unacceptable',
});

/**
 * A check-list item answered per slot (the choices are the slots: Mon to Sat, 'Weekly', '6 Month' and
 * '12 Month', or 'Annual'), followed by the repair comment and repair completed date of that slot.
 */
export const slotItem = (question: string, slots: readonly string[], hint?: string): LibraryQuestion[] => [
  withHint({ type: 'ObjectiveType', text: question, choices: slots }, hint),
  comments('Repair comment'),
  date('Repair completed date'),
];
