// Closing a flag with its follow-up (spec 3 §4, §5): the rules in one place, enforced before the write.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  APP_TIME_ZONE,
  flagMessages,
  formatMdyDate,
  parseDate,
  today,
  type closeFlagBody,
  type FlagFollowUp,
} from '@envirotrack/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inspectionFiles, inspectionFlags, inspections } from '../../db/schema';
import { recordAudit } from '../../lib/audit.queries';
import { scopeOf } from '../../lib/plant-scope';
import { prepared } from '../../lib/prepared';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { requireHousekeepingShown } from './fill-in-rules';
import { peopleNamed } from './inspection-details.queries';
import { evidenceOf, type UrlOf } from './inspection-record';
import { findPlantInScope, type FileRow } from './inspections.queries';

type FlagRow = typeof inspectionFlags.$inferSelect;

const flagStatement = prepared((db) =>
  db
    .select({
      flag: inspectionFlags,
      plantId: inspections.plantId,
      orgId: inspections.orgId,
      inspectionType: inspections.inspectionType,
      submittedAt: inspections.createdAt,
    })
    .from(inspectionFlags)
    .innerJoin(inspections, eq(inspections.id, inspectionFlags.inspectionId))
    .where(
      and(
        eq(inspectionFlags.inspectionId, sql.placeholder('inspectionId')),
        eq(inspectionFlags.questionId, sql.placeholder('questionId')),
        eq(inspectionFlags.moduleIndex, sql.placeholder('moduleIndex')),
      ),
    )
    .prepare('flag_of_answer'),
);

/** The day a moment falls on in the app's time zone (ISO). */
const dayOf = (moment: Date) => today(APP_TIME_ZONE, moment);

export function followUpOf(
  flag: FlagRow,
  names: Map<number, string>,
  evidence: FlagFollowUp['evidence'] = null,
): FlagFollowUp {
  return {
    inspectionId: flag.inspectionId,
    questionId: flag.questionId,
    moduleIndex: flag.moduleIndex,
    answer: flag.answer,
    status: flag.status as FlagFollowUp['status'],
    followUpRemark: flag.followUpRemark,
    followUpDate: flag.followUpDate,
    followUpBy: flag.followUpBy
      ? { id: flag.followUpBy, name: names.get(flag.followUpBy) ?? 'Unknown user' }
      : null,
    raisedAt: flag.raisedAt.toISOString(),
    closedAt: flag.closedAt?.toISOString() ?? null,
    evidence,
  };
}

/**
 * `POST /markflagged`. Who may: anyone who may see the plant (L1 only while acting in an organisation, so the
 * record names the company it was done for). The comment must not be blank, the date lies between the day
 * the report was submitted and today; only an open flag closes, once — two closes at once: one wins, the
 * other is told it is already closed. Nothing reopens a flag.
 */
export async function closeFlag(
  db: Db,
  urlOf: UrlOf,
  auth: AuthContext,
  body: z.output<typeof closeFlagBody>,
): Promise<FlagFollowUp> {
  if (auth.level === 1 && auth.orgScope === null)
    throw new Problem('forbidden', flagMessages.actInOrganisation);
  const [found] = await flagStatement(db).execute({
    inspectionId: body.inspectionId,
    questionId: body.questionId,
    moduleIndex: body.moduleIndex,
  });
  if (!found) throw new Problem('notFound', flagMessages.notFound);
  // Out of scope is answered like a flag that does not exist.
  if (!(await findPlantInScope(db, scopeOf(auth), found.plantId)))
    throw new Problem('notFound', flagMessages.notFound);
  await requireHousekeepingShown(db, found.orgId, found.inspectionType);
  if (found.flag.status === 'closed') throw new Problem('conflict', flagMessages.alreadyClosed);
  if (found.flag.status === 'withdrawn') throw new Problem('conflict', flagMessages.withdrawn);
  const remark = body.comments.trim();
  if (!remark) throw new Problem('badInput', flagMessages.commentsRequired);
  const date = parseDate(body.date.trim());
  if (!date) throw new Problem('badInput', flagMessages.dateFormat);
  const first = dayOf(found.submittedAt);
  const last = today();
  if (date < first || date > last)
    throw new Problem('badInput', flagMessages.dateRange(formatMdyDate(first), formatMdyDate(last)));

  return db.transaction(async (tx) => {
    const evidence = body.evidence ? await claimEvidence(tx, auth, found.flag, body.evidence) : null;
    const [closed] = await tx
      .update(inspectionFlags)
      .set({
        status: 'closed',
        followUpRemark: remark,
        followUpDate: date,
        followUpBy: auth.userId,
        closedAt: new Date(),
        evidenceFileId: evidence?.id ?? null,
      })
      .where(and(eq(inspectionFlags.id, found.flag.id), eq(inspectionFlags.status, 'open')))
      .returning();
    if (!closed) throw new Problem('conflict', flagMessages.alreadyClosed);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: found.orgId,
      action: 'flag.close',
      entity: 'inspection',
      entityId: closed.inspectionId,
      details: {
        questionId: closed.questionId,
        moduleIndex: closed.moduleIndex,
        followUpDate: date,
        ...(evidence ? { evidence: evidence.name } : {}),
      },
    });
    return followUpOf(closed, await peopleNamed(tx, [auth.userId]), evidenceOf(urlOf, evidence));
  });
}

/**
 * Photo evidence of a follow-up: an image the caller uploaded in the flag's organisation and nothing uses
 * yet, taken up by the flag's inspection (so those who may see the report may see it, and the clean-up of
 * unused uploads leaves it) but not listed among the report's attachments.
 */
async function claimEvidence(db: Db, auth: AuthContext, flag: FlagRow, name: string): Promise<FileRow> {
  const [file] = await db
    .update(inspectionFiles)
    .set({ inspectionId: flag.inspectionId, attached: false })
    .where(
      and(
        eq(inspectionFiles.folder, 'images'),
        eq(inspectionFiles.name, name),
        eq(inspectionFiles.orgId, flag.orgId),
        eq(inspectionFiles.uploadedBy, auth.userId),
        isNull(inspectionFiles.inspectionId),
      ),
    )
    .returning();
  if (!file) throw new Problem('badInput', flagMessages.evidenceMissing);
  if (!['image/jpeg', 'image/png'].includes(file.contentType))
    throw new Problem('badInput', flagMessages.evidenceNotImage);
  return file;
}
