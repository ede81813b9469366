// Corrective-action follow-up (docs/decisions.md 'Corrective-action follow-up'): a plant's open flags, the
// links of a follow-up form to the flags it answers (flag_associations, append-only), and both directions
// of those links for the report detail.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FOLLOW_UP_FLAGS_MAX } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import {
  flagAssociations,
  formTemplates,
  inspectionFlags,
  inspections,
  organisations,
  questions,
} from '../../db/schema';
import { flagCloseDaysSql } from '../../lib/flag-overdue';
import { prepared } from '../../lib/prepared';

/** An organisation that hides housekeeping does not follow up housekeeping flags either. */
const notHiddenHousekeeping = sql`not (${inspections.inspectionType} = 'HouseKeeping'
  and coalesce(${organisations.settings} ->> 'hideHousekeeping', 'false') = 'true')`;

/**
 * The plant's open flags (but housekeeping ones where the organisation hides housekeeping), newest report
 * first, at most FOLLOW_UP_FLAGS_MAX, with how many there are in all and the organisation's close-by days.
 * Read through the plant's inspections (inspections_plant_date_idx) and each one's flags
 * (inspection_flags_answer_unique): a plant holds a few hundred inspections at most.
 */
const openFlagsStatement = prepared((db) =>
  db
    .select({
      flagId: inspectionFlags.id,
      inspectionId: inspections.id,
      formId: formTemplates.formKey,
      inspectionName: formTemplates.name,
      frequency: inspections.frequency,
      inspectionDate: inspections.inspectionDate,
      submittedAt: inspections.createdAt,
      pointSource: inspections.pointSource,
      questionId: inspectionFlags.questionId,
      question: sql<string | null>`${questions.text}`,
      moduleIndex: inspectionFlags.moduleIndex,
      answer: inspectionFlags.answer,
      closeDays: flagCloseDaysSql(organisations.settings),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(inspections)
    .innerJoin(
      inspectionFlags,
      and(eq(inspectionFlags.inspectionId, inspections.id), eq(inspectionFlags.status, 'open')),
    )
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
    .innerJoin(organisations, eq(organisations.id, inspections.orgId))
    .leftJoin(questions, eq(questions.id, inspectionFlags.questionId))
    .where(and(eq(inspections.plantId, sql.placeholder('plantId')), notHiddenHousekeeping))
    .orderBy(desc(inspections.inspectionDate), desc(inspections.id), asc(inspectionFlags.id))
    .limit(FOLLOW_UP_FLAGS_MAX)
    .prepare('plant_open_flags'),
);

export function openFlagsOfPlant(db: Db, plantId: number) {
  return openFlagsStatement(db).execute({ plantId });
}

/**
 * Of `flagIds`, the ones open on another inspection of the plant, locked until the transaction ends (a close
 * sent meanwhile waits, then finds the link made; a close that came first leaves the flag out).
 */
export async function lockOpenFlagsOfPlant(
  db: Db,
  plantId: number,
  flagIds: number[],
  exceptInspectionId: number,
) {
  const rows = await db
    .select({ id: inspectionFlags.id, orgId: inspectionFlags.orgId })
    .from(inspectionFlags)
    .innerJoin(inspections, eq(inspections.id, inspectionFlags.inspectionId))
    .innerJoin(organisations, eq(organisations.id, inspections.orgId))
    .where(
      and(
        inArray(inspectionFlags.id, flagIds),
        eq(inspectionFlags.status, 'open'),
        eq(inspections.plantId, plantId),
        sql`${inspections.id} <> ${exceptInspectionId}`,
        notHiddenHousekeeping,
      ),
    )
    .for('share', { of: inspectionFlags });
  return rows;
}

export async function insertFlagAssociations(db: Db, rows: (typeof flagAssociations.$inferInsert)[]) {
  if (rows.length) await db.insert(flagAssociations).values(rows);
}

/** The flags an inspection follows up, with the reports that raised them (flag_associations_follow_up_idx). */
const followsUpStatement = prepared((db) =>
  db
    .select({
      flagId: inspectionFlags.id,
      inspectionId: inspections.id,
      formId: formTemplates.formKey,
      inspectionName: formTemplates.name,
      frequency: inspections.frequency,
      inspectionDate: inspections.inspectionDate,
      questionId: inspectionFlags.questionId,
      question: sql<string | null>`${questions.text}`,
      moduleIndex: inspectionFlags.moduleIndex,
      answer: inspectionFlags.answer,
      status: inspectionFlags.status,
    })
    .from(flagAssociations)
    .innerJoin(inspectionFlags, eq(inspectionFlags.id, flagAssociations.flagId))
    .innerJoin(inspections, eq(inspections.id, inspectionFlags.inspectionId))
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
    .leftJoin(questions, eq(questions.id, inspectionFlags.questionId))
    .where(eq(flagAssociations.followUpInspectionId, sql.placeholder('inspectionId')))
    .orderBy(desc(inspections.inspectionDate), asc(inspectionFlags.id))
    .prepare('report_follows_up'),
);

export function followsUpOf(db: Db, inspectionId: number) {
  return followsUpStatement(db).execute({ inspectionId });
}

/**
 * The follow-up forms linked to an inspection's flags, first linked first (spec 3 §2.7 opens the first):
 * its flags by inspection_flags_answer_unique, their links by the associations' primary key.
 */
const associationsStatement = prepared((db) =>
  db
    .select({
      flagId: inspectionFlags.id,
      inspectionId: inspections.id,
      formId: formTemplates.formKey,
      inspectionName: formTemplates.name,
      frequency: inspections.frequency,
      inspectionDate: inspections.inspectionDate,
      questionId: inspectionFlags.questionId,
      question: sql<string | null>`${questions.text}`,
      moduleIndex: inspectionFlags.moduleIndex,
      linkedAt: flagAssociations.createdAt,
    })
    .from(inspectionFlags)
    .innerJoin(flagAssociations, eq(flagAssociations.flagId, inspectionFlags.id))
    .innerJoin(inspections, eq(inspections.id, flagAssociations.followUpInspectionId))
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
    .leftJoin(questions, eq(questions.id, inspectionFlags.questionId))
    .where(eq(inspectionFlags.inspectionId, sql.placeholder('inspectionId')))
    .orderBy(asc(flagAssociations.createdAt), asc(inspections.id), asc(inspectionFlags.id))
    .prepare('report_associations'),
);

export function associationsOf(db: Db, inspectionId: number) {
  return associationsStatement(db).execute({ inspectionId });
}
