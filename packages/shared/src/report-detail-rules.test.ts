import { describe, expect, it } from 'vitest';
import type { SetupQuestion } from './inspection-forms';
import { answerChanges, permanentShown, reportDay, shownAnswer, shownTree } from './report-detail-rules';

const question = (id: number, text: string, extra: Partial<SetupQuestion> = {}): SetupQuestion => ({
  questionId: id,
  questionType: 'Text',
  question: text,
  choices: [],
  isFlagged: false,
  questionStatus: 1,
  subQuestions: [],
  ...extra,
});

describe('report rules', () => {
  it('shows Permanent only for inspections dated on or before 2024-11-30', () => {
    expect(permanentShown('2024-11-30', 'No')).toBe('No');
    expect(permanentShown('2024-11-30', 'Yes')).toBe('Yes');
    expect(permanentShown('2024-12-01', 'Yes')).toBe('NA');
  });

  it('shows a moment as its calendar day in Chicago, MM-dd-yyyy, and NA when there is none', () => {
    // 03:30 UTC on the 2nd is still the 1st in Chicago.
    expect(reportDay('2026-03-02T03:30:00Z')).toBe('03-01-2026');
    expect(reportDay('2026-03-02T17:00:00Z')).toBe('03-02-2026');
    expect(reportDay(null)).toBe('NA');
  });

  it('prints answers: Unanswered, Not Applicable, dates MM-dd-yyyy, text as written', () => {
    expect(shownAnswer({ questionType: 'Text' }, '')).toBe('Unanswered');
    expect(shownAnswer({ questionType: 'Text' }, undefined)).toBe('Unanswered');
    expect(shownAnswer({ questionType: 'ObjectiveType' }, 'N/A')).toBe('Not Applicable');
    expect(shownAnswer({ questionType: 'Date' }, '2026-11-05')).toBe('11-05-2026');
    expect(shownAnswer({ questionType: 'Text' }, '2026-11-05')).toBe('2026-11-05');
  });

  it('keeps a retired question only where the shown answers answer it', () => {
    const tree = [
      question(1, 'Live'),
      question(2, 'Retired', { questionStatus: 3 }),
      question(3, 'Retired too', { questionStatus: 3 }),
    ];
    expect(shownTree(tree, (id) => id === 2).map((q) => q.questionId)).toEqual([1, 2]);
  });

  it('lists the answers two versions differ in, in form order, modules apart', () => {
    const tree = [question(5, 'Weather', { questionNum: '1' }), question(3, 'Rain', { questionNum: '2' })];
    const before = [
      { questionId: 3, moduleIndex: 0, answer: '0.2' },
      { questionId: 5, moduleIndex: 0, answer: 'Dry' },
    ];
    const after = [
      { questionId: 3, moduleIndex: 0, answer: '0.6' },
      { questionId: 5, moduleIndex: 0, answer: 'Dry' },
      { questionId: 5, moduleIndex: 1, answer: 'Rain' },
    ];
    expect(answerChanges(tree, before, after)).toEqual([
      { questionId: 5, moduleIndex: 1, question: 'Weather', questionNum: '1', before: '', after: 'Rain' },
      { questionId: 3, moduleIndex: 0, question: 'Rain', questionNum: '2', before: '0.2', after: '0.6' },
    ]);
    expect(answerChanges(tree, before, before)).toEqual([]);
  });
});
