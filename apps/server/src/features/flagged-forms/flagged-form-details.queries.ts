// The reads of a flagged form's detail (spec 3 §2.7): the inspection with its plant, form and flag summary,
// only when the caller may see the plant and the inspection has a live flag; then its questions, flags,
// files, corrective-action follow-ups and the names of the people in it.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  flagAssociations,
  flaggedForms,
  formTemplates,
  inspectionFiles,
  inspectionFlags,
  inspections,
  inspectionVersions,
  plants,
  questions,
  regions,
  users,
} from '../../db/schema';
import { scopeFilter, scopeParams, type PlantScope } from '../../lib/plant-scope';
import { prepared } from '../../lib/prepared';

const formStatement = prepared((db) =>
  db
    .select({
      inspection: inspections,
      template: formTemplates,
      summary: flaggedForms,
      plantCode: plants.plantId,
      plantName: plants.name,
      regionName: regions.name,
    })
    .from(inspections)
    .innerJoin(flaggedForms, eq(flaggedForms.inspectionId, inspections.id))
    .innerJoin(plants, eq(plants.id, inspections.plantId))
    .innerJoin(regions, eq(regions.id, plants.regionId))
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
    .where(and(eq(inspections.id, sql.placeholder('id')), scopeFilter()))
    .prepare('flagged_form_in_scope'),
);

export type FlaggedFormRow = NonNullable<Awaited<ReturnType<typeof findFlaggedForm>>>;

export async function findFlaggedForm(db: Db, scope: PlantScope, id: number) {
  const [row] = await formStatement(db).execute({ id, ...scopeParams(scope) });
  return row;
}

/** The live questions of the form, and the retired ones a version of this inspection answered. */
const questionsStatement = prepared((db) =>
  db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.templateId, sql.placeholder('templateId')),
        sql`(${questions.status} = 1 or ${questions.id} in (
          select (e.value->>'q')::integer from ${inspectionVersions}
            cross join lateral jsonb_array_elements(${inspectionVersions.answers}) e
          where ${inspectionVersions.inspectionId} = ${sql.placeholder('inspectionId')}))`,
      ),
    )
    .orderBy(asc(questions.position), asc(questions.id))
    .prepare('flagged_form_questions'),
);

export const flaggedFormQuestions = (db: Db, templateId: number, inspectionId: number) =>
  questionsStatement(db).execute({ templateId, inspectionId });

const flagsStatement = prepared((db) =>
  db
    .select()
    .from(inspectionFlags)
    .where(
      and(
        eq(inspectionFlags.inspectionId, sql.placeholder('inspectionId')),
        ne(inspectionFlags.status, 'withdrawn'),
      ),
    )
    .prepare('flagged_form_flags'),
);

export const liveFlags = (db: Db, inspectionId: number) => flagsStatement(db).execute({ inspectionId });

/** Attached images and the follow-up photos kept with its closed flags. */
const filesStatement = prepared((db) =>
  db
    .select()
    .from(inspectionFiles)
    .where(
      and(
        eq(inspectionFiles.folder, 'images'),
        sql`((${inspectionFiles.inspectionId} = ${sql.placeholder('inspectionId')} and ${inspectionFiles.attached})
          or ${inspectionFiles.id} = any(${sql.placeholder('evidenceIds')}::integer[]))`,
      ),
    )
    .orderBy(asc(inspectionFiles.id))
    .prepare('flagged_form_files'),
);

export const flaggedFormFiles = (db: Db, inspectionId: number, evidenceIds: number[]) =>
  filesStatement(db).execute({ inspectionId, evidenceIds });

/** The corrective-action follow-up inspections linked to its flags, oldest first. */
const associationsStatement = prepared((db) =>
  db
    .select({
      followUpInspectionId: flagAssociations.followUpInspectionId,
      frequency: inspections.frequency,
      createdAt: sql<Date>`min(${flagAssociations.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(flagAssociations)
    .innerJoin(inspectionFlags, eq(inspectionFlags.id, flagAssociations.flagId))
    .innerJoin(inspections, eq(inspections.id, flagAssociations.followUpInspectionId))
    .where(eq(inspectionFlags.inspectionId, sql.placeholder('inspectionId')))
    .groupBy(flagAssociations.followUpInspectionId, inspections.frequency)
    .orderBy(sql`min(${flagAssociations.createdAt})`, flagAssociations.followUpInspectionId)
    .prepare('flagged_form_associations'),
);

export const associationsOf = (db: Db, inspectionId: number) =>
  associationsStatement(db).execute({ inspectionId });

const namesStatement = prepared((db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('flagged_form_people'),
);

export async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await namesStatement(db).execute({ ids: unique });
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
