import { answerOf, slotsOf, type AnswerLookup, type Answers } from './answer-slots';
import type { SetupQuestion } from './inspection-forms';

/** Answering a form whose choice questions reveal sub-questions (spec 2 §4). */

function findQuestion(questions: readonly SetupQuestion[], questionId: number): SetupQuestion | undefined {
  for (const q of questions) {
    const found = q.questionId === questionId ? q : findQuestion(q.subQuestions, questionId);
    if (found) return found;
  }
  return undefined;
}

function collectIds(q: SetupQuestion, into: Set<number>): void {
  if (q.questionId) into.add(q.questionId);
  for (const sub of q.subQuestions) collectIds(sub, into);
}

/**
 * Sets one answer ('' clears it). The sub-questions that no longer show under the new answer lose their
 * answers, and so does everything nested under them, however deep: a hidden answer must not be submitted.
 */
export function setAnswer(
  questions: readonly SetupQuestion[],
  answers: Answers,
  questionId: number,
  value: string,
): Answers {
  const question = findQuestion(questions, questionId);
  if (!question) throw new Error(`no question ${questionId} in this form`);
  const cleared = new Set<number>([questionId]);
  for (const sub of question.subQuestions) if (sub.answerSelected !== value) collectIds(sub, cleared);
  const kept: Answers = Object.fromEntries(
    Object.entries(answers).filter(([key]) => !cleared.has(Number(key))),
  );
  return value === '' ? kept : { ...kept, [questionId]: value };
}

/** Clicking a choice picks it; clicking the chosen one again clears the answer. */
export function toggleChoice(
  questions: readonly SetupQuestion[],
  answers: Answers,
  questionId: number,
  choice: string,
): Answers {
  return setAnswer(questions, answers, questionId, answerOf(answers, questionId) === choice ? '' : choice);
}

/** The tree as the fill-in shows it: a sub-question only under the parent answer it belongs to. */
export function visibleQuestions(
  questions: readonly SetupQuestion[],
  answers: AnswerLookup,
): SetupQuestion[] {
  return questions.map((q) => {
    const answer = answerOf(answers, q.questionId);
    const shown = answer ? q.subQuestions.filter((sub) => sub.answerSelected === answer) : [];
    return { ...q, subQuestions: visibleQuestions(shown, answers) };
  });
}

/** Flagged for follow-up when the question is flagged and its answer, or any slot of it, is the trigger. */
export function isFlaggedAnswer(
  question: Pick<SetupQuestion, 'isFlagged' | 'followUpOn'>,
  answer: string | null | undefined,
): boolean {
  const trigger = question.followUpOn;
  if (!question.isFlagged || !trigger || !answer) return false;
  return answer === trigger || slotsOf(answer).includes(trigger);
}

/** The shown questions whose answers call for a follow-up, in form order (parents before their subs). */
export function flaggedQuestions(
  questions: readonly SetupQuestion[],
  answers: AnswerLookup,
): SetupQuestion[] {
  const walk = (list: readonly SetupQuestion[]): SetupQuestion[] =>
    list.flatMap((q) => [
      ...(isFlaggedAnswer(q, answerOf(answers, q.questionId)) ? [q] : []),
      ...walk(q.subQuestions),
    ]);
  return walk(visibleQuestions(questions, answers));
}
