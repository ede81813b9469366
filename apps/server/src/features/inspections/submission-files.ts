// The files a submission names: its attachments and its signature, checked before the inspection is written.
import { inspectionMessages, type submissionBody } from '@envirotrack/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AnswerRecord, SignatureRecord } from '../../db/schema';
import type { TemplateRow } from '../../lib/form-catalogue.queries';
import { answersHash } from '../../lib/answers-hash';
import type { AuthContext } from '../../plugins/auth';
import { filesNamed } from './inspections.queries';
import { bad } from './inspection-target';

type Submission = z.output<typeof submissionBody>;

export async function attachmentsOf(db: Db, body: Submission, orgId: number, inspectionId: number | null) {
  const names = [...new Set(body.imageUrls)];
  const files = await filesNamed(db, 'images', names);
  // In the order the submission lists them: the inspector's order, which the versions keep.
  return names.map((name) => {
    const file = files.find((f) => f.name === name);
    if (!file || file.orgId !== orgId || (file.inspectionId !== null && file.inspectionId !== inspectionId))
      throw bad(`The attachment ${name} was not uploaded for this inspection.`);
    return file;
  });
}

/**
 * The signature a submission carries: the inspection's own when kept, or a new one the caller uploaded
 * (nobody signs with another person's signature). None at all is refused.
 */
export async function signatureOf(
  db: Db,
  auth: AuthContext,
  body: Submission,
  template: TemplateRow,
  kept: SignatureRecord | null,
  answers: AnswerRecord[],
): Promise<SignatureRecord> {
  const name = body.signatureUrls[0];
  const missing = template.declarationRequired
    ? inspectionMessages.declarationSignature
    : inspectionMessages.addSignature;
  if (!name) throw bad(missing);
  if (kept && kept.file === name) return kept;
  const [file] = await filesNamed(db, 'signatures', [name]);
  if (!file || file.uploadedBy !== auth.userId || file.inspectionId !== null)
    throw bad('The signature must be one you saved on this form.');
  return {
    file: name,
    mode: body.signature?.mode ?? 'drawn',
    typedName: body.signature?.mode === 'typed' ? (body.signature.name ?? null) : null,
    font: body.signature?.mode === 'typed' ? (body.signature.font ?? null) : null,
    signedBy: auth.userId,
    signedAt: new Date().toISOString(),
    answersHash: answersHash(answers),
  };
}
