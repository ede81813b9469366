import { createHash } from 'node:crypto';
import type { AnswerRecord } from '../db/schema';

/** Answers in one canonical order (question, then module), empty answers left out. */
export function canonicalAnswers(answers: readonly AnswerRecord[]): AnswerRecord[] {
  return answers
    .filter((a) => a.a !== '')
    .map((a) => ({ q: a.q, m: a.m, a: a.a }))
    .sort((x, y) => x.q - y.q || x.m - y.m);
}

/**
 * The SHA-256 (hex) a signature is stored with: of the canonical answers as JSON, so any later change of an
 * answer shows as a signature that no longer covers the record.
 */
export const answersHash = (answers: readonly AnswerRecord[]): string =>
  createHash('sha256')
    .update(JSON.stringify(canonicalAnswers(answers)))
    .digest('hex');
