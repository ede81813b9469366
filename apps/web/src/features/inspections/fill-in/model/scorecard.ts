import {
  blockScores,
  inspectionMessages,
  isChoiceQuestion,
  lowScoreNotes,
  NOT_APPLICABLE,
  RATING_SCALE,
  totalScore,
  type Answers,
  type SetupQuestion,
} from '@envirotrack/shared';

/** The housekeeping scorecard's rating columns (spec 2 §9), in order. */
export const RATING_COLUMNS: readonly { choice: string; heading: string }[] = [
  ...RATING_SCALE.map((choice, i) => ({ choice, heading: `${choice.toUpperCase()} ${i + 1}` })),
  { choice: NOT_APPLICABLE, heading: NOT_APPLICABLE },
];

const RATING_CHOICES: readonly string[] = RATING_COLUMNS.map((c) => c.choice);

export const isRatedItem = (q: SetupQuestion): boolean =>
  isChoiceQuestion(q) && q.choices.length > 0 && q.choices.every((c) => RATING_CHOICES.includes(c));

/**
 * Splits a scorecard: the table runs from the first block heading to the last block score; what comes
 * before (the title) and after (total score, comments, notes) shows as ordinary questions.
 */
export function scorecardParts(questions: readonly SetupQuestion[]) {
  const first = questions.findIndex((q) => q.questionType === 'Subtitle' || isRatedItem(q));
  const last = questions.findLastIndex((q) => q.questionType === 'BlockScore' || isRatedItem(q));
  if (first < 0 || last < first) return { intro: [...questions], table: [], outro: [] };
  return {
    intro: questions.slice(0, first),
    table: questions.slice(first, last + 1),
    outro: questions.slice(last + 1),
  };
}

/** The computed values of BlockScore and TotalScore questions, by questionId. */
export function computedScores(questions: readonly SetupQuestion[], answers: Answers): Map<number, string> {
  const shown = new Map<number, string>();
  for (const block of blockScores(questions, answers))
    if (block.questionId) shown.set(block.questionId, String(block.score));
  const total = totalScore(questions, answers);
  for (const q of questions)
    if (q.questionType === 'TotalScore' && q.questionId)
      shown.set(q.questionId, total === null ? '' : `${total}%`);
  return shown;
}

const notesQuestion = (questions: readonly SetupQuestion[]) =>
  questions.find(
    (q) => q.questionType === 'Comments' && q.question.trim() === inspectionMessages.lowScoreLabel,
  );

/**
 * Keeps 'List all items scored =<3' filled from the ratings (lowScoreNotes) while the user has not written
 * in it: once its text differs from the list the ratings gave, it is the user's and stays as written.
 * Only a change elsewhere (a rating) refills it, so the user can still empty it.
 */
export function withLowScoreNotes(
  questions: readonly SetupQuestion[],
  before: Answers,
  after: Answers,
): Answers {
  const notes = notesQuestion(questions);
  if (!notes?.questionId) return after;
  const current = after[notes.questionId] ?? '';
  const typedInNotes = current !== (before[notes.questionId] ?? '');
  if (typedInNotes || (current !== '' && current !== lowScoreNotes(questions, before))) return after;
  return { ...after, [notes.questionId]: lowScoreNotes(questions, after) };
}

/** The notes question, when the scorecard has one: the screen offers to fill it from the ratings again. */
export const lowScoreNotesId = (questions: readonly SetupQuestion[]) => notesQuestion(questions)?.questionId;
