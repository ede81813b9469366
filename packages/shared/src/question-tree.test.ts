import { describe, expect, it } from 'vitest';
import { formMessages } from './form-messages';
import type { SetupQuestion } from './inspection-forms';
import {
  addQuestion,
  addSubQuestion,
  blankQuestion,
  deleteQuestion,
  editQuestion,
  moveQuestion,
  numberQuestions,
  parseMovePosition,
  treeProblem,
} from './question-tree';

const q = (question: string, extra: Partial<SetupQuestion> = {}): SetupQuestion => ({
  ...blankQuestion('ObjectiveType'),
  question,
  choices: ['Ok', 'Needs Work', 'N/A'],
  ...extra,
});
const texts = (tree: SetupQuestion[]) =>
  tree.map((n) => `${n.question}${n.questionStatus === 3 ? ' (deleted)' : ''}`);

describe('question tree', () => {
  it('adds questions and nests a sub-question under one choice', () => {
    let tree = addQuestion([], q('Silt fence intact?', { questionId: 1 }));
    tree = addSubQuestion(tree, [0], 'Needs Work', {
      ...blankQuestion('Comments'),
      question: 'Describe the repair',
    });
    expect(tree[0]?.subQuestions[0]).toMatchObject({
      question: 'Describe the repair',
      answerSelected: 'Needs Work',
    });
    expect(() => addSubQuestion(tree, [0], 'Maybe', blankQuestion())).toThrow();
    const text = addQuestion([], { ...blankQuestion('Text'), question: 'Rain amount' });
    expect(() => addSubQuestion(text, [0], 'x', blankQuestion())).toThrow();
  });

  it('retires a saved question whose wording changes and puts a new one after it', () => {
    const tree = [q('Outfall clear?', { questionId: 7 }), q('Berms intact?', { questionId: 8 })];
    const { tree: next, deleted } = editQuestion(tree, [0], { question: 'Is the outfall free of sediment?' });
    expect(deleted).toEqual([7]);
    expect(texts(next)).toEqual([
      'Outfall clear? (deleted)',
      'Is the outfall free of sediment?',
      'Berms intact?',
    ]);
    expect(next[1]?.questionId).toBeNull();
  });

  it('changes priority in place, without retiring', () => {
    const { tree, deleted } = editQuestion([q('Spill kit stocked?', { questionId: 3 })], [0], {
      priority: 'High',
    });
    expect(deleted).toEqual([]);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ questionId: 3, priority: 'High' });
  });

  it('edits an unsaved question in place', () => {
    const { tree, deleted } = editQuestion([q('Draft')], [0], { question: 'Final' });
    expect(deleted).toEqual([]);
    expect(texts(tree)).toEqual(['Final']);
  });

  it('drops the flag and the sub-questions of a removed choice', () => {
    const flagged = q('Containment dry?', {
      isFlagged: true,
      followUpOn: 'Needs Work',
      subQuestions: [
        {
          ...blankQuestion('Comments'),
          question: 'What was found?',
          answerSelected: 'Needs Work',
          questionId: 12,
        },
      ],
    });
    const { tree, deleted } = editQuestion([flagged], [0], { choices: ['Ok', 'N/A'] });
    expect(tree[0]).toMatchObject({ isFlagged: false, followUpOn: null, choices: ['Ok', 'N/A'] });
    expect(tree[0]?.subQuestions[0]?.questionStatus).toBe(3);
    expect(deleted).toEqual([12]);
  });

  it('deletes a saved question with everything under it, and an unsaved one without trace', () => {
    const saved = q('Parent', {
      questionId: 4,
      subQuestions: [q('Child', { questionId: 5, answerSelected: 'Ok' })],
    });
    const { tree, deleted } = deleteQuestion([saved, q('Unsaved')], [0]);
    expect(deleted).toEqual([4, 5]);
    expect(tree[0]).toMatchObject({ questionStatus: 3 });
    expect(tree[0]?.subQuestions[0]?.questionStatus).toBe(3);
    expect(deleteQuestion(tree, [1]).tree).toHaveLength(1);
  });

  it('moves a question to a position counted among live questions', () => {
    const tree = [q('A'), q('B', { questionStatus: 3, questionId: 9 }), q('C'), q('D')];
    expect(texts(moveQuestion(tree, [3], 1))).toEqual(['D', 'A', 'B (deleted)', 'C']);
    expect(texts(moveQuestion(tree, [0], 3))).toEqual(['B (deleted)', 'C', 'D', 'A']);
  });

  it('reads the move position with the spec’s messages', () => {
    expect(parseMovePosition('2', 3, true)).toEqual({ position: 2 });
    expect(parseMovePosition('0', 3, true)).toEqual({ error: formMessages.invalidMove });
    expect(parseMovePosition('4', 3, true)).toEqual({ error: formMessages.invalidMove });
    expect(parseMovePosition('two', 3, true)).toEqual({ error: formMessages.invalidMove });
    expect(parseMovePosition('2.1', 3, true)).toEqual({ error: formMessages.mainToSub });
    expect(parseMovePosition('2_1', 3, true)).toEqual({ error: formMessages.mainToSub });
  });

  it('numbers live answerable questions 1, 2 and their sub-questions 2.1', () => {
    const tree = numberQuestions([
      { ...blankQuestion('Title'), question: 'Outfalls' },
      q('First'),
      q('Gone', { questionStatus: 3, questionId: 2 }),
      q('Second', { subQuestions: [q('Detail', { answerSelected: 'Ok' })] }),
    ]);
    expect(tree.map((n) => n.questionNum)).toEqual([undefined, '1', undefined, '2']);
    expect(tree[3]?.subQuestions[0]?.questionNum).toBe('2.1');
  });

  it('finds what makes a tree unsound', () => {
    expect(treeProblem([q('Fine')])).toBeUndefined();
    expect(treeProblem([q('')])).toBe('Every question needs its text.');
    expect(treeProblem([q('No choices', { choices: [] })])).toMatch(/at least one choice/);
    expect(treeProblem([{ ...blankQuestion('Text'), question: 'Rain', choices: ['x'] }])).toMatch(
      /Only choice questions have choices/,
    );
    expect(treeProblem([q('Flag', { isFlagged: true, followUpOn: 'Maybe' })])).toMatch(/follow-up choice/);
    expect(treeProblem([q('Parent', { subQuestions: [q('Child', { answerSelected: 'Maybe' })] })])).toMatch(
      /sub-question/,
    );
    expect(treeProblem([q('Gone', { questionStatus: 3, question: '' })])).toBeUndefined();
  });
});
