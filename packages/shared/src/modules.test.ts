import { describe, expect, it } from 'vitest';
import type { SetupQuestion } from './inspection-forms';
import {
  addModule,
  blankModule,
  deleteModule,
  deleteModuleConfirm,
  moduleCount,
  setModuleAnswer,
  type ModuleAnswer,
} from './modules';

const questions: Pick<SetupQuestion, 'questionId' | 'questionType'>[] = [
  { questionId: 11, questionType: 'Date' },
  { questionId: 12, questionType: 'Text' },
  { questionId: 13, questionType: 'Comments' },
];
/** Answers of module `m`: the module's number in every answer, so moves are easy to see. */
const answered = (m: number): ModuleAnswer[] =>
  [11, 12, 13].map((questionId) => ({ questionId, moduleIndex: m, answer: `m${m + 1}-q${questionId}` }));
const threeModules = [...answered(0), ...answered(1), ...answered(2)];

describe('module forms', () => {
  it('starts with one blank module of the answerable questions', () => {
    const start = blankModule([
      ...questions,
      { questionId: 14, questionType: 'Title' },
      { questionType: 'Text' },
    ]);
    expect(start).toEqual([
      { questionId: 11, moduleIndex: 0, answer: '' },
      { questionId: 12, moduleIndex: 0, answer: '' },
      { questionId: 13, moduleIndex: 0, answer: '' },
    ]);
    expect(moduleCount(start)).toBe(1);
    expect(moduleCount([])).toBe(1);
  });

  it('appends a copy of the questions with cleared answers as the next module', () => {
    const next = addModule(answered(0));
    expect(moduleCount(next)).toBe(2);
    expect(next.slice(0, 3)).toEqual(answered(0));
    expect(next.slice(3)).toEqual([
      { questionId: 11, moduleIndex: 1, answer: '' },
      { questionId: 12, moduleIndex: 1, answer: '' },
      { questionId: 13, moduleIndex: 1, answer: '' },
    ]);
    const third = addModule(next);
    expect(moduleCount(third)).toBe(3);
    expect(third.filter((a) => a.moduleIndex === 2).map((a) => a.questionId)).toEqual([11, 12, 13]);
  });

  it('deletes a module and renumbers the later modules down', () => {
    const left = deleteModule(threeModules, 1);
    expect(moduleCount(left)).toBe(2);
    expect(left).toEqual([
      ...answered(0),
      { questionId: 11, moduleIndex: 1, answer: 'm3-q11' },
      { questionId: 12, moduleIndex: 1, answer: 'm3-q12' },
      { questionId: 13, moduleIndex: 1, answer: 'm3-q13' },
    ]);
  });

  it('deletes the last module without moving the others', () => {
    expect(deleteModule(threeModules, 2)).toEqual([...answered(0), ...answered(1)]);
  });

  it('refuses to delete the first module', () => {
    expect(() => deleteModule(threeModules, 0)).toThrow(RangeError);
  });

  it('refuses to delete a module that does not exist', () => {
    expect(() => deleteModule(threeModules, 3)).toThrow(RangeError);
    expect(() => deleteModule(threeModules, -1)).toThrow(RangeError);
  });

  it('asks before deleting with the module number the user sees', () => {
    expect(deleteModuleConfirm(2)).toBe('Are you sure you want to delete No:2 set of questions module ?');
  });

  it('sets one answer of one module only', () => {
    const next = setModuleAnswer(threeModules, 12, 1, 'loader 4');
    expect(next.filter((a) => a.answer === 'loader 4')).toEqual([
      { questionId: 12, moduleIndex: 1, answer: 'loader 4' },
    ]);
    expect(next.filter((a) => a.answer !== 'loader 4')).toHaveLength(8);
    expect(setModuleAnswer([], 11, 0, '2026-03-09')).toEqual([
      { questionId: 11, moduleIndex: 0, answer: '2026-03-09' },
    ]);
    expect(() => setModuleAnswer(threeModules, 11, 3, 'x')).toThrow(RangeError);
  });
});
