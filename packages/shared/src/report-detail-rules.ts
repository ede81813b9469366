import { formatMdyDate, today, APP_TIME_ZONE } from './periods';
import { NOT_APPLICABLE } from './forms-vocabulary';
import { PERMANENT_SHOWN_UNTIL } from './inspection-limits';
import type { SetupQuestion } from './inspection-forms';
import type { StoredAnswer } from './inspections';
import { reportDetailMessages } from './report-detail';

/** How the report detail reads its data (spec 3 §2.2), shared with bulk print and the PDF export to come. */

const NA = reportDetailMessages.notAvailable;

/**
 * The day of a moment, as the report shows dates (spec 3 §2.2: a date is taken at 17:00 UTC, so it reads as
 * the same calendar day in every US time zone): the day in the organisation's time zone, MM-dd-yyyy.
 */
export const reportDay = (moment: string | null | undefined): string =>
  moment ? formatMdyDate(today(APP_TIME_ZONE, new Date(moment))) : NA;

/** Permanent is shown for inspections dated on or before the cut-off, NA after it (spec 3 §2.2). */
export const permanentShown = (inspectionDate: string, isPermanent: 'Yes' | 'No'): string =>
  inspectionDate <= PERMANENT_SHOWN_UNTIL ? isPermanent : NA;

/** An answer as the report prints it: N/A reads Not Applicable, dates MM-dd-yyyy, nothing 'Unanswered'. */
export function shownAnswer(
  question: Pick<SetupQuestion, 'questionType'>,
  answer: string | undefined,
): string {
  if (!answer) return reportDetailMessages.unanswered;
  if (answer === NOT_APPLICABLE) return reportDetailMessages.notApplicable;
  if (question.questionType === 'Date' && /^\d{4}-\d{2}-\d{2}$/.test(answer)) return formatMdyDate(answer);
  return answer;
}

/** Every question of the tree, parents before their sub-questions. */
export const flatQuestions = (tree: readonly SetupQuestion[]): SetupQuestion[] =>
  tree.flatMap((q) => [q, ...flatQuestions(q.subQuestions)]);

/** A retired question shows only where the shown answers answer it. */
export function shownTree(
  tree: readonly SetupQuestion[],
  answered: (questionId: number) => boolean,
): SetupQuestion[] {
  return tree
    .filter(
      (q) =>
        q.questionStatus === 1 ||
        (q.questionId !== null && q.questionId !== undefined && answered(q.questionId)),
    )
    .map((q) => ({ ...q, subQuestions: shownTree(q.subQuestions, answered) }));
}

export interface AnswerChange {
  questionId: number;
  moduleIndex: number;
  question: string;
  questionNum?: string;
  before: string;
  after: string;
}

/** What changed between two versions' answers, in form order (then module). */
export function answerChanges(
  questions: readonly SetupQuestion[],
  before: readonly StoredAnswer[],
  after: readonly StoredAnswer[],
): AnswerChange[] {
  const key = (a: Pick<StoredAnswer, 'questionId' | 'moduleIndex'>) => `${a.questionId}:${a.moduleIndex}`;
  const old = new Map(before.map((a) => [key(a), a.answer]));
  const now = new Map(after.map((a) => [key(a), a.answer]));
  const order = flatQuestions(questions);
  const position = (id: number) => {
    const at = order.findIndex((q) => q.questionId === id);
    return at < 0 ? order.length : at;
  };
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys
    .map((k) => {
      const [questionId = 0, moduleIndex = 0] = k.split(':').map(Number);
      const question = order.find((q) => q.questionId === questionId);
      return {
        questionId,
        moduleIndex,
        question: question?.question ?? `Question ${questionId}`,
        questionNum: question?.questionNum,
        before: old.get(k) ?? '',
        after: now.get(k) ?? '',
      };
    })
    .filter((c) => c.before !== c.after)
    .sort((a, b) => position(a.questionId) - position(b.questionId) || a.moduleIndex - b.moduleIndex);
}
