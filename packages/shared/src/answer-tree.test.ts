import { describe, expect, it } from 'vitest';
import { flaggedQuestions, isFlaggedAnswer, setAnswer, toggleChoice, visibleQuestions } from './answer-tree';
import type { SetupQuestion } from './inspection-forms';

const node = (
  questionId: number,
  extra: Partial<SetupQuestion> = {},
  subQuestions: SetupQuestion[] = [],
): SetupQuestion => ({
  questionId,
  questionType: 'ObjectiveType',
  question: `Question ${questionId}`,
  choices: ['Ok', 'Needs Work', 'N/A'],
  isFlagged: false,
  questionStatus: 1,
  subQuestions,
  ...extra,
});
const comment = (questionId: number, answerSelected: string) =>
  node(questionId, { questionType: 'Comments', choices: [], answerSelected });

/**
 * 1 Silt fence (flagged on Needs Work)
 *   Needs Work: 2 describe; 3 repaired? (Yes / No)
 *                             No: 4 why not? (Parts / Labour)
 *                                                 Parts: 5 part ordered
 *   Ok: 6 notes
 * 7 Berms
 */
const form: SetupQuestion[] = [
  node(1, { isFlagged: true, followUpOn: 'Needs Work' }, [
    comment(2, 'Needs Work'),
    node(3, { choices: ['Yes', 'No'], answerSelected: 'Needs Work', isFlagged: true, followUpOn: 'No' }, [
      node(4, { choices: ['Parts', 'Labour'], answerSelected: 'No' }, [comment(5, 'Parts')]),
    ]),
    comment(6, 'Ok'),
  ]),
  node(7),
];
const answered = { 1: 'Needs Work', 2: 'Torn', 3: 'No', 4: 'Parts', 5: 'PO 118', 7: 'Ok' };
const ids = (list: SetupQuestion[]): number[] =>
  list.flatMap((q) => [q.questionId ?? 0, ...ids(q.subQuestions)]);

describe('answering a question tree', () => {
  it('sets an answer without touching the others', () => {
    expect(setAnswer(form, { 7: 'Ok' }, 1, 'Ok')).toEqual({ 1: 'Ok', 7: 'Ok' });
  });

  it('clears every nested sub-answer when the parent answer changes away from their choice', () => {
    expect(setAnswer(form, answered, 1, 'N/A')).toEqual({ 1: 'N/A', 7: 'Ok' });
  });

  it('clears the answers two levels below a sub-question whose answer changes', () => {
    expect(setAnswer(form, answered, 3, 'Yes')).toEqual({ 1: 'Needs Work', 2: 'Torn', 3: 'Yes', 7: 'Ok' });
  });

  it('keeps the sub-answers that still belong to the new answer', () => {
    expect(setAnswer(form, answered, 4, 'Parts')).toEqual(answered);
  });

  it('clears the sub-answers when the parent answer is cleared', () => {
    expect(setAnswer(form, answered, 1, '')).toEqual({ 7: 'Ok' });
  });

  it('refuses a question that is not in the form', () => {
    expect(() => setAnswer(form, {}, 99, 'Ok')).toThrow();
  });

  it('picks a choice and clears it when the same choice is clicked again', () => {
    const picked = toggleChoice(form, { 7: 'Ok' }, 1, 'Needs Work');
    expect(picked).toEqual({ 1: 'Needs Work', 7: 'Ok' });
    expect(toggleChoice(form, picked, 1, 'Needs Work')).toEqual({ 7: 'Ok' });
  });

  it('switches to another choice on a click on it, clearing the old choice’s sub-answers', () => {
    expect(toggleChoice(form, answered, 1, 'Ok')).toEqual({ 1: 'Ok', 7: 'Ok' });
  });
});

describe('visible questions', () => {
  it('shows sub-questions only under the parent answer they belong to', () => {
    expect(ids(visibleQuestions(form, answered))).toEqual([1, 2, 3, 4, 5, 7]);
    expect(ids(visibleQuestions(form, { 1: 'Ok' }))).toEqual([1, 6, 7]);
    expect(ids(visibleQuestions(form, { 1: 'Needs Work', 3: 'Yes' }))).toEqual([1, 2, 3, 7]);
  });

  it('shows no sub-questions under an unanswered question', () => {
    expect(ids(visibleQuestions(form, {}))).toEqual([1, 7]);
  });
});

describe('flagged answers', () => {
  const flagged = { isFlagged: true, followUpOn: 'Needs Work' };

  it('flags an answer equal to the follow-up choice of a flagged question', () => {
    expect(isFlaggedAnswer(flagged, 'Needs Work')).toBe(true);
    expect(isFlaggedAnswer(flagged, 'Ok')).toBe(false);
    expect(isFlaggedAnswer(flagged, undefined)).toBe(false);
  });

  it('does not flag an unflagged question', () => {
    expect(isFlaggedAnswer({ isFlagged: false, followUpOn: 'Needs Work' }, 'Needs Work')).toBe(false);
    expect(isFlaggedAnswer({ isFlagged: true, followUpOn: null }, 'Needs Work')).toBe(false);
  });

  it('flags a slot answer when any slot is the follow-up choice', () => {
    expect(isFlaggedAnswer(flagged, 'Ok||Needs Work|||')).toBe(true);
    expect(isFlaggedAnswer(flagged, 'Ok||Ok|||')).toBe(false);
  });

  it('lists the shown questions with flagged answers, parents before their subs', () => {
    expect(flaggedQuestions(form, answered).map((q) => q.questionId)).toEqual([1, 3]);
  });

  it('ignores a flagged answer left under a hidden sub-question', () => {
    expect(flaggedQuestions(form, { 1: 'Ok', 3: 'No' })).toEqual([]);
  });
});
