import {
  answersOfModule,
  blankModule,
  isAnswerable,
  moduleCount,
  visibleQuestions,
  type Answers,
  type ModuleAnswer,
  type SetupQuestion,
} from '@envirotrack/shared';

/**
 * A fill-in's answers as the submission carries them: one entry per question and module (moduleIndex 0
 * on every form without modules). The shared answer rules work on one module's answers keyed by
 * questionId; these helpers move between the two shapes.
 */
export type AnswerList = readonly ModuleAnswer[];

export const moduleAnswers = (list: AnswerList, moduleIndex: number): Answers =>
  Object.fromEntries(answersOfModule(list, moduleIndex));

/**
 * Replaces one module's answers. A question of the module whose answer was cleared keeps an empty entry,
 * so that a module nobody has answered yet still counts as a module.
 */
export function replaceModule(list: AnswerList, moduleIndex: number, answers: Answers): ModuleAnswer[] {
  const ids = new Set(list.filter((a) => a.moduleIndex === moduleIndex).map((a) => a.questionId));
  Object.keys(answers).forEach((id) => ids.add(Number(id)));
  const module = [...ids].map((questionId) => ({
    questionId,
    moduleIndex,
    answer: answers[questionId] ?? '',
  }));
  return [...list.filter((a) => a.moduleIndex !== moduleIndex), ...module].sort(byPlace);
}

const byPlace = (a: ModuleAnswer, b: ModuleAnswer) =>
  a.moduleIndex - b.moduleIndex || a.questionId - b.questionId;

function liveIds(questions: readonly SetupQuestion[], into = new Set<number>()): Set<number> {
  for (const q of questions) {
    if (q.questionId && q.questionStatus === 1 && isAnswerable(q)) into.add(q.questionId);
    liveIds(q.subQuestions, into);
  }
  return into;
}

/**
 * The answers a fill-in starts from: the saved ones of questions the form still asks (a question retired
 * in the set-up is not shown, so it is not sent back either); module forms get every question of every
 * module, answered or not, which is what 'Add More' copies.
 */
export function startingAnswers(
  questions: readonly SetupQuestion[],
  saved: readonly ModuleAnswer[],
  withModules: boolean,
): ModuleAnswer[] {
  const live = liveIds(questions);
  const kept = saved.filter((a) => live.has(a.questionId) && (withModules || a.moduleIndex === 0));
  if (!withModules) return [...kept].sort(byPlace);
  const blanks = Array.from({ length: moduleCount(kept) }, (_, m) => blankModule(questions, m)).flat();
  const answerOf = (b: ModuleAnswer) =>
    kept.find((a) => a.questionId === b.questionId && a.moduleIndex === b.moduleIndex)?.answer ?? '';
  return blanks.map((b) => ({ ...b, answer: answerOf(b) })).sort(byPlace);
}

function visibleIds(questions: readonly SetupQuestion[], into = new Set<number>()): Set<number> {
  for (const q of questions) {
    if (q.questionId) into.add(q.questionId);
    visibleIds(q.subQuestions, into);
  }
  return into;
}

/**
 * What is sent: the answered questions that show under their parents' answers, module by module. A
 * module left blank is not sent; the modules after it move up, as if it had been deleted.
 */
export function answersToSend(questions: readonly SetupQuestion[], list: AnswerList): ModuleAnswer[] {
  const modules = [...new Set(list.map((a) => a.moduleIndex))].sort((a, b) => a - b);
  const filled = modules.map((moduleIndex) => {
    const answers = moduleAnswers(list, moduleIndex);
    const shown = visibleIds(visibleQuestions(questions, answers));
    return Object.entries(answers).filter(([id]) => shown.has(Number(id)));
  });
  return filled
    .filter((entries) => entries.length > 0)
    .flatMap((entries, moduleIndex) =>
      entries.map(([id, answer]) => ({ questionId: Number(id), moduleIndex, answer })),
    );
}

/** Two answer lists hold the same answers (empty entries aside). */
export const sameAnswers = (a: AnswerList, b: AnswerList): boolean => canonical(a) === canonical(b);

const canonical = (list: AnswerList) =>
  JSON.stringify(
    list
      .filter((x) => x.answer !== '')
      .map((x) => [x.moduleIndex, x.questionId, x.answer])
      .sort((x, y) => Number(x[0]) - Number(y[0]) || Number(x[1]) - Number(y[1])),
  );
