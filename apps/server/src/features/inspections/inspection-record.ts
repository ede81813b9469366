// How an inspection's files, signature and people are answered: one place for the fill-in's details and the
// report (and each of its versions), so both say the same about what was signed.
import type { AnswerRecord, SignatureRecord } from '../../db/schema';
import { answersHash } from '../../lib/answers-hash';
import type { StorageFolder } from '../../lib/storage';
import type { FileRow } from './inspections.queries';

export type UrlOf = (folder: StorageFolder, name: string) => string;
export type Names = Map<number, string>;

export const personOf = (names: Names, id: number) => ({ id, name: names.get(id) ?? 'Unknown user' });

export const fileInfo = (urlOf: UrlOf) => (file: FileRow) => ({
  name: file.name,
  url: urlOf(file.folder as StorageFolder, file.name),
  fileName: file.originalName,
  contentType: file.contentType,
  size: file.size,
});

/** The photo kept with a flag's follow-up. */
export const evidenceOf = (urlOf: UrlOf, file: FileRow | null) =>
  file && {
    name: file.name,
    url: urlOf(file.folder as StorageFolder, file.name),
    fileName: file.originalName,
  };

/** The signature, and whether the answers are still the ones it signed (their SHA-256). */
export function signatureInfo(
  urlOf: UrlOf,
  names: Names,
  signature: SignatureRecord | null,
  answers: readonly AnswerRecord[],
) {
  if (!signature) return null;
  return {
    url: urlOf('signatures', signature.file),
    name: signature.file,
    mode: signature.mode,
    typedName: signature.typedName,
    font: signature.font,
    signedBy: personOf(names, signature.signedBy),
    signedAt: signature.signedAt,
    answersHash: signature.answersHash,
    matchesAnswers: signature.answersHash === answersHash(answers),
  };
}

interface SavedVersion {
  savedBy: number;
  savedAt: Date;
  changedQuestionIds: number[];
}

/**
 * Who changed the answers after they were signed, and when: the first later version that changed answers,
 * saved by someone other than the signer — only while the answers no longer match the signature.
 */
export function editedAfterSigning(
  names: Names,
  signature: SignatureRecord | null,
  matchesAnswers: boolean,
  versions: readonly SavedVersion[],
) {
  if (!signature || matchesAnswers) return null;
  const breaking = versions.find(
    (v) =>
      v.savedAt.toISOString() > signature.signedAt &&
      v.changedQuestionIds.length > 0 &&
      v.savedBy !== signature.signedBy,
  );
  return breaking ? { by: personOf(names, breaking.savedBy), at: breaking.savedAt.toISOString() } : null;
}
