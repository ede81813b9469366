import { flagOf, metadataOf, reportTitle, type MetadataItem, type StoredAnswer } from '@envirotrack/shared';

// The title, metadata and an answer's flag are the shared report model's (issue 17: one implementation for
// screen and PDF).
export { flagOf, metadataOf, reportTitle, type MetadataItem };

/** One module's answers keyed by questionId. */
export const answersOfModule = (answers: readonly StoredAnswer[], moduleIndex = 0): Map<number, string> =>
  new Map(
    answers
      .filter((a) => a.moduleIndex === moduleIndex && a.answer !== '')
      .map((a) => [a.questionId, a.answer]),
  );
