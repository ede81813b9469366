import type { SetupQuestion } from './inspection-forms';
import { isAnswerable } from './question-tree';

/**
 * Module forms (spec 2 §4, §9): the form's questions are one module; 'Add More' appends a copy. An answer
 * is identified by questionId and moduleIndex, as in the submission payload. moduleIndex counts from 0;
 * the user sees module numbers from 1 ('No:2' is moduleIndex 1).
 */
export interface ModuleAnswer {
  questionId: number;
  moduleIndex: number;
  answer: string;
}

/** One module's given answers keyed by questionId (blank answers left out). */
export const answersOfModule = (answers: readonly ModuleAnswer[], moduleIndex = 0): Map<number, string> =>
  new Map(
    answers
      .filter((a) => a.moduleIndex === moduleIndex && a.answer !== '')
      .map((a) => [a.questionId, a.answer]),
  );

/** A module as the user sees it: 'No:1' is moduleIndex 0. */
export const moduleName = (moduleIndex: number): string => `No:${moduleIndex + 1}`;

/** After a question's text where answers may come from several modules: ' (No:2)' for all but the first. */
export const moduleSuffix = (moduleIndex: number): string =>
  moduleIndex > 0 ? ` (${moduleName(moduleIndex)})` : '';

export const deleteModuleConfirm = (moduleNumber: number): string =>
  `Are you sure you want to delete No:${moduleNumber} set of questions module ?`;

/** Blank answers of one module for the answerable questions of a form: how the fill-in starts. */
export const blankModule = (
  questions: readonly Pick<SetupQuestion, 'questionId' | 'questionType'>[],
  moduleIndex = 0,
): ModuleAnswer[] =>
  questions.flatMap((q) =>
    q.questionId && isAnswerable(q) ? [{ questionId: q.questionId, moduleIndex, answer: '' }] : [],
  );

/** The number of modules; the first one is always there, answered or not. */
export const moduleCount = (answers: readonly ModuleAnswer[]): number =>
  answers.reduce((count, a) => Math.max(count, a.moduleIndex + 1), 1);

/** Appends a module with the questions of the first one and empty answers. */
export function addModule(answers: readonly ModuleAnswer[]): ModuleAnswer[] {
  const moduleIndex = moduleCount(answers);
  const copy = answers
    .filter((a) => a.moduleIndex === 0)
    .map((a) => ({ questionId: a.questionId, moduleIndex, answer: '' }));
  return [...answers, ...copy];
}

/** Removes module `moduleIndex` and moves the later modules down one; the first module cannot be removed. */
export function deleteModule(answers: readonly ModuleAnswer[], moduleIndex: number): ModuleAnswer[] {
  if (!Number.isInteger(moduleIndex) || moduleIndex < 1 || moduleIndex >= moduleCount(answers))
    throw new RangeError(`module ${moduleIndex} cannot be deleted`);
  return answers
    .filter((a) => a.moduleIndex !== moduleIndex)
    .map((a) => (a.moduleIndex > moduleIndex ? { ...a, moduleIndex: a.moduleIndex - 1 } : a));
}

/** Sets the answer of one question in one module. */
export function setModuleAnswer(
  answers: readonly ModuleAnswer[],
  questionId: number,
  moduleIndex: number,
  answer: string,
): ModuleAnswer[] {
  if (!Number.isInteger(moduleIndex) || moduleIndex < 0 || moduleIndex >= moduleCount(answers))
    throw new RangeError(`no module ${moduleIndex}`);
  const exists = answers.some((a) => a.questionId === questionId && a.moduleIndex === moduleIndex);
  if (!exists) return [...answers, { questionId, moduleIndex, answer }];
  return answers.map((a) =>
    a.questionId === questionId && a.moduleIndex === moduleIndex ? { ...a, answer } : a,
  );
}
