import { inspectionMessages, lowScoreNotes, type Answers, type SetupQuestion } from '@envirotrack/shared';

// The rating columns, the table's split and the computed scores are the shared layout's (issue 17).
export { computedScores, isRatedItem, RATING_COLUMNS, scorecardParts } from '@envirotrack/shared';

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
