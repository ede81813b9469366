import type { SetupQuestion } from './inspection-forms';
import { isoWeekday } from './periods';

/**
 * Check-list answers held in slots (spec 2 §4, §9). A check item's choices are its slots: Mon to Sat on
 * daily-weekly sheets, the single 'Weekly', '6 Month' and '12 Month', or the single 'Annual'. Its answer
 * holds one value per slot joined by SLOT_SEPARATOR; a marked slot holds its own label ('Tue'). The Repair
 * comment and Repair completed date that follow the item hold their text and date in the same slots.
 */
export const SLOT_SEPARATOR = '|';
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKLY_SLOT = 'Weekly';
export const HALF_YEAR_SLOTS = ['6 Month', '12 Month'] as const;
export const ANNUAL_SLOT = 'Annual';

/** One fill-in's answers keyed by questionId; where answers are only read, a Map will do too. */
export type Answers = Readonly<Record<number, string>>;
export type AnswerLookup = Answers | ReadonlyMap<number, string>;

const isMap = (answers: AnswerLookup): answers is ReadonlyMap<number, string> => answers instanceof Map;

export function answerOf(answers: AnswerLookup, questionId: number | null | undefined): string | undefined {
  if (questionId === null || questionId === undefined) return undefined;
  return isMap(answers) ? answers.get(questionId) : (answers as Answers)[questionId];
}

const SLOT_SETS: readonly (readonly string[])[] = [WEEKDAYS, [WEEKLY_SLOT], HALF_YEAR_SLOTS, [ANNUAL_SLOT]];

/** Whether a question is a check item answered in slots (its choices are one of the slot label sets). */
export const isSlotItem = (q: Pick<SetupQuestion, 'questionType' | 'choices'>): boolean =>
  q.questionType === 'ObjectiveType' &&
  SLOT_SETS.some((set) => set.length === q.choices.length && set.every((label, i) => q.choices[i] === label));

/** The slots of an answer, padded with empty slots to `count` when given. */
export function slotsOf(answer: string | null | undefined, count = 0): string[] {
  const slots = answer ? answer.split(SLOT_SEPARATOR) : [];
  while (slots.length < count) slots.push('');
  return slots;
}

/** Joins slots into one answer; an answer with nothing in any slot is '' (unanswered). */
export const joinSlots = (slots: readonly string[]): string =>
  slots.some((slot) => slot !== '') ? slots.join(SLOT_SEPARATOR) : '';

/** Writes one slot; the separator cannot appear inside a slot, so a typed '|' becomes '/'. */
export function setSlot(answer: string | undefined, index: number, value: string, count: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`no slot ${index}`);
  const slots = slotsOf(answer, count);
  slots[index] = value.replaceAll(SLOT_SEPARATOR, '/');
  return joinSlots(slots);
}

/** Clicking a slot of a check item marks it with its label, or clears it when it was marked. */
export function toggleSlot(
  question: Pick<SetupQuestion, 'choices'>,
  answer: string | undefined,
  index: number,
): string {
  const label = question.choices[index] ?? '';
  const marked = slotsOf(answer)[index] === label;
  return setSlot(answer, index, marked ? '' : label, question.choices.length);
}

/** 0 = Monday .. 5 = Saturday; Sunday has no slot. */
export function weekdayIndex(isoDate: string): number | undefined {
  const weekday = isoWeekday(isoDate);
  return weekday === 7 ? undefined : weekday - 1;
}

/**
 * Which weekday slots may be answered on a sheet opened for `isoDate` (spec 2 §4): only the selected
 * weekday, and not when it lies after today (later days of the running week are closed).
 */
export function openWeekdays(isoDate: string, todayIso: string): boolean[] {
  const selected = isoDate <= todayIso ? weekdayIndex(isoDate) : undefined;
  return WEEKDAYS.map((_, i) => i === selected);
}

function siblingsOf(
  questions: readonly SetupQuestion[],
  questionId: number,
): readonly SetupQuestion[] | undefined {
  if (questions.some((q) => q.questionId === questionId)) return questions;
  for (const q of questions) {
    const found = siblingsOf(q.subQuestions, questionId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Writes a day's Repair comment or date (`slotIndex` of the question `questionId`) and, when the value is
 * not empty, marks the same slot of the preceding objective item with that slot's label: a repair on
 * Tuesday means the item was checked on Tuesday. Emptying the comment leaves the mark, which the inspector
 * may have set on purpose.
 */
export function markDayOnComment(
  questions: readonly SetupQuestion[],
  answers: Answers,
  questionId: number,
  slotIndex: number,
  value: string,
): Answers {
  const siblings = siblingsOf(questions, questionId) ?? [];
  const position = siblings.findIndex((q) => q.questionId === questionId);
  const objective = siblings
    .slice(0, Math.max(position, 0))
    .findLast((q) => q.questionType === 'ObjectiveType');
  if (!objective?.questionId) throw new Error(`question ${questionId} follows no objective item`);
  const count = objective.choices.length;
  const next = { ...answers, [questionId]: setSlot(answers[questionId], slotIndex, value, count) };
  if (!value.trim()) return next;
  const label = objective.choices[slotIndex] ?? '';
  return { ...next, [objective.questionId]: setSlot(answers[objective.questionId], slotIndex, label, count) };
}
