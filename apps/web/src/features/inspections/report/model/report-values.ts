import {
  metadataOf,
  reportTitle,
  type MetadataItem,
  type ReportFlag,
  type StoredAnswer,
} from '@envirotrack/shared';

// The title and metadata are the shared report model's (issue 17: one implementation for screen and PDF).
export { metadataOf, reportTitle, type MetadataItem };

/** One module's answers keyed by questionId. */
export const answersOfModule = (answers: readonly StoredAnswer[], moduleIndex = 0): Map<number, string> =>
  new Map(
    answers
      .filter((a) => a.moduleIndex === moduleIndex && a.answer !== '')
      .map((a) => [a.questionId, a.answer]),
  );

/** The flag of an answer, when the shown answer is the one flagged. */
export const flagOf = (
  flags: readonly ReportFlag[],
  questionId: number | null | undefined,
  moduleIndex: number,
  answer: string | undefined,
): ReportFlag | undefined =>
  flags.find(
    (f) =>
      f.questionId === questionId &&
      f.moduleIndex === moduleIndex &&
      (f.status === 'withdrawn' || f.answer === answer),
  );
