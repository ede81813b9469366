import { describe, expect, it } from 'vitest';
import {
  answerOf,
  isSlotItem,
  joinSlots,
  markDayOnComment,
  openWeekdays,
  setSlot,
  slotsOf,
  toggleSlot,
  weekdayIndex,
  WEEKDAYS,
} from './answer-slots';
import type { SetupQuestion } from './inspection-forms';

const question = (
  questionId: number,
  questionType: SetupQuestion['questionType'],
  choices: string[] = [],
): SetupQuestion => ({
  questionId,
  questionType,
  question: `Question ${questionId}`,
  choices,
  isFlagged: false,
  questionStatus: 1,
  subQuestions: [],
});

/** The library's check-list shape: item, Repair comment, Repair completed date. */
const sheet: SetupQuestion[] = [
  question(1, 'Title'),
  question(2, 'ObjectiveType', [...WEEKDAYS]),
  question(3, 'Comments'),
  question(4, 'Date'),
  question(5, 'ObjectiveType', ['Weekly']),
  question(6, 'Comments'),
  question(7, 'ObjectiveType', ['6 Month', '12 Month']),
  question(8, 'Date'),
];

describe('slot answers', () => {
  it('splits and joins six weekday slots with one separator', () => {
    expect(slotsOf('Mon||Wed|||')).toEqual(['Mon', '', 'Wed', '', '', '']);
    expect(joinSlots(['Mon', '', 'Wed', '', '', ''])).toBe('Mon||Wed|||');
    expect(slotsOf(undefined, 6)).toEqual(['', '', '', '', '', '']);
    expect(slotsOf('', 2)).toEqual(['', '']);
  });

  it('stores an answer with no marked slot as unanswered', () => {
    expect(joinSlots(['', '', '', '', '', ''])).toBe('');
    expect(setSlot('Mon|||||', 0, '', 6)).toBe('');
  });

  it('writes one slot and keeps the others', () => {
    expect(setSlot('', 2, 'Wed', 6)).toBe('||Wed|||');
    expect(setSlot('||Wed|||', 5, 'Sat', 6)).toBe('||Wed|||Sat');
    expect(() => setSlot('', 6, 'Sun', 6)).toThrow(RangeError);
  });

  it('keeps a typed separator from splitting a comment into slots', () => {
    expect(setSlot('', 1, 'belt A|B', 6)).toBe('|belt A/B||||');
  });

  it("answers a 'Weekly' item in a single slot and a half-yearly item in two", () => {
    expect(toggleSlot(sheet[4] as SetupQuestion, undefined, 0)).toBe('Weekly');
    expect(toggleSlot(sheet[4] as SetupQuestion, 'Weekly', 0)).toBe('');
    expect(toggleSlot(sheet[6] as SetupQuestion, '', 1)).toBe('|12 Month');
    expect(toggleSlot(sheet[6] as SetupQuestion, '|12 Month', 0)).toBe('6 Month|12 Month');
  });

  it('marks a weekday with its label and clears it on a second click', () => {
    const item = sheet[1] as SetupQuestion;
    expect(toggleSlot(item, '', 3)).toBe('|||Thu||');
    expect(toggleSlot(item, '|||Thu||', 3)).toBe('');
  });

  it('recognises check items by their slot choices', () => {
    expect(isSlotItem({ questionType: 'ObjectiveType', choices: [...WEEKDAYS] })).toBe(true);
    expect(isSlotItem({ questionType: 'ObjectiveType', choices: ['Annual'] })).toBe(true);
    expect(isSlotItem({ questionType: 'ObjectiveType', choices: ['12 Month', '6 Month'] })).toBe(false);
    expect(isSlotItem({ questionType: 'Dropdown', choices: ['Weekly'] })).toBe(false);
    expect(isSlotItem({ questionType: 'ObjectiveType', choices: ['Ok', 'Needs Work'] })).toBe(false);
  });

  it('reads answers from a record or a Map and not for unsaved questions', () => {
    expect(answerOf({ 2: 'Mon|||||' }, 2)).toBe('Mon|||||');
    expect(answerOf(new Map([[2, 'x']]), 2)).toBe('x');
    expect(answerOf({ 2: 'x' }, null)).toBeUndefined();
  });
});

describe('weekdays of a daily-weekly sheet', () => {
  it('numbers Monday 0 to Saturday 5 and gives Sunday no slot', () => {
    expect(weekdayIndex('2026-03-09')).toBe(0);
    expect(weekdayIndex('2026-03-14')).toBe(5);
    expect(weekdayIndex('2026-03-15')).toBeUndefined();
  });

  it('opens only the weekday of the selected date', () => {
    expect(openWeekdays('2026-03-10', '2026-03-12')).toEqual([false, true, false, false, false, false]);
  });

  it('keeps later days of the running week closed', () => {
    expect(openWeekdays('2026-03-13', '2026-03-12')).toEqual([false, false, false, false, false, false]);
    expect(openWeekdays('2026-03-12', '2026-03-12')).toEqual([false, false, false, true, false, false]);
  });

  it('opens no weekday for a Sunday', () => {
    expect(openWeekdays('2026-03-15', '2026-03-16').some(Boolean)).toBe(false);
  });
});

describe('a repair comment or date marks its day', () => {
  it("marks the preceding item's slot for that day with the weekday label", () => {
    const answers = markDayOnComment(sheet, { 2: 'Mon|||||' }, 3, 2, 'Replaced guard');
    expect(answers).toEqual({ 2: 'Mon||Wed|||', 3: '||Replaced guard|||' });
  });

  it('marks the day from a repair date written two questions after the item', () => {
    const answers = markDayOnComment(sheet, {}, 4, 4, '2026-03-13');
    expect(answers).toEqual({ 2: '||||Fri|', 4: '||||2026-03-13|' });
  });

  it('marks the single Weekly slot and the 12 Month slot of their items', () => {
    expect(markDayOnComment(sheet, {}, 6, 0, 'Recharged')).toEqual({ 5: 'Weekly', 6: 'Recharged' });
    expect(markDayOnComment(sheet, {}, 8, 1, '2026-06-30')).toEqual({ 7: '|12 Month', 8: '|2026-06-30' });
  });

  it('leaves the day mark as it is when the comment is emptied', () => {
    const marked = markDayOnComment(sheet, { 2: '||Wed|||', 3: '||Replaced guard|||' }, 3, 2, '');
    expect(marked).toEqual({ 2: '||Wed|||', 3: '' });
    const unmarked = markDayOnComment(sheet, { 3: '||Replaced guard|||' }, 3, 2, '');
    expect(unmarked).toEqual({ 3: '' });
  });

  it('refuses a comment that follows no objective item', () => {
    const loose = [question(1, 'Comments'), question(2, 'ObjectiveType', [...WEEKDAYS])];
    expect(() => markDayOnComment(loose, {}, 1, 0, 'x')).toThrow();
  });
});
