// Record verification (issue 17): anyone holding a pack's link learns whether the signed record is unchanged,
// and which record it is (plant id, form, period, signer) — nothing of its answers.
import { asc, eq } from 'drizzle-orm';
import {
  evidencePackMessages,
  periodLabel,
  reportDay,
  type Frequency,
  type VerifyResult,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { formTemplates, inspections, inspectionVersions, plants, type AnswerRecord } from '../../db/schema';
import { answersHash, canonicalAnswers } from '../../lib/answers-hash';
import { Problem } from '../../lib/problem';
import { peopleNamed } from './inspection-details.queries';

/** How many answers differ between two sets (a question answered in one and not the other counts too). */
export function answersChanged(before: readonly AnswerRecord[], after: readonly AnswerRecord[]): number {
  const key = (a: AnswerRecord) => `${a.q}:${a.m}`;
  const old = new Map(canonicalAnswers(before).map((a) => [key(a), a.a]));
  const now = new Map(canonicalAnswers(after).map((a) => [key(a), a.a]));
  return [...new Set([...old.keys(), ...now.keys()])].filter((k) => old.get(k) !== now.get(k)).length;
}

/**
 * `GET /verify/{inspectionId}/{hash}`: 'unchanged' when the record's signature carries this hash and its
 * answers still hash to it; 'changed' when they no longer do, or when the hash is an earlier signature of the
 * record (it was signed again since). Any other hash, or an unknown record, is 404: the id alone reveals
 * nothing, as the 256-bit hash must match too.
 */
export async function verifyRecord(db: Db, inspectionId: number, hash: string): Promise<VerifyResult> {
  const [row] = await db
    .select({
      answers: inspections.answers,
      signature: inspections.signature,
      updatedAt: inspections.updatedAt,
      frequency: inspections.frequency,
      inspectionDate: inspections.inspectionDate,
      pointSource: inspections.pointSource,
      plantId: plants.plantId,
      form: formTemplates.name,
    })
    .from(inspections)
    .innerJoin(plants, eq(plants.id, inspections.plantId))
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
    .where(eq(inspections.id, inspectionId));
  if (!row) throw new Problem('notFound', evidencePackMessages.verifyUnknown);
  // The versions of one record: a handful, read through inspection_versions_unique.
  const versions = await db
    .select({ answers: inspectionVersions.answers, signature: inspectionVersions.signature })
    .from(inspectionVersions)
    .where(eq(inspectionVersions.inspectionId, inspectionId))
    .orderBy(asc(inspectionVersions.version));
  const signedVersion = versions.find(
    (v) => v.signature?.answersHash === hash && answersHash(v.answers) === hash,
  );
  const signature =
    row.signature?.answersHash === hash
      ? row.signature
      : versions.find((v) => v.signature?.answersHash === hash)?.signature;
  if (!signature) throw new Problem('notFound', evidencePackMessages.verifyUnknown);
  const unchanged = answersHash(row.answers) === hash;
  const names = await peopleNamed(db, [signature.signedBy]);
  const form = row.pointSource ? `${row.form} (${row.pointSource})` : row.form;
  return {
    verdict: unchanged ? 'unchanged' : 'changed',
    plantId: row.plantId,
    form,
    period: periodLabel(row.frequency as Frequency, row.inspectionDate),
    signer: names.get(signature.signedBy) ?? 'Unknown user',
    signedAt: reportDay(signature.signedAt),
    changedAnswers: unchanged
      ? null
      : signedVersion
        ? answersChanged(signedVersion.answers, row.answers)
        : null,
    changedAt: unchanged ? null : reportDay(row.updatedAt.toISOString()),
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The verification page: plain HTML, readable without the app's script (a phone scanning the QR code). */
export function verifyPage(result: VerifyResult | null): string {
  const m = evidencePackMessages;
  const verdict = !result
    ? m.verifyUnknown
    : result.verdict === 'unchanged'
      ? m.verifyUnchanged
      : m.verifyChanged(result.changedAnswers, result.changedAt);
  const colour = !result ? '#8a5300' : result.verdict === 'unchanged' ? '#1b6e2a' : '#a61b1b';
  const facts = result
    ? [
        ['Plant ID', result.plantId],
        ['Form', result.form],
        ['Period', result.period],
        ['Signed by', result.signer],
        ['Signed on', result.signedAt],
      ]
    : [];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(m.verifyTitle)} - EnviroTrack</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#f6f7f9}
main{max-width:36rem;margin:0 auto;background:#fff;border:1px solid #d0d4da;border-radius:8px;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 1rem}
.verdict{font-size:1.1rem;font-weight:600;color:${colour};border-left:4px solid ${colour};padding-left:.75rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem;margin:1.25rem 0 0}
dt{font-weight:600}dd{margin:0}
</style>
</head>
<body>
<main>
<h1>${escape(m.verifyTitle)}</h1>
<p class="verdict" data-verdict="${result ? result.verdict : 'unknown'}">${escape(verdict)}</p>
${facts.length ? `<dl>${facts.map(([k = '', v = '']) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>` : ''}
</main>
</body>
</html>
`;
}
