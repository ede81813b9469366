// The reads of the report detail (spec 3 §2.2): the inspection with its plant and form, only when the caller
// may see the plant; the form's questions it can show; one saved version; files named by a version.
import { flagCloseDaysSql } from '../../lib/flag-overdue';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  formTemplates,
  inspectionFiles,
  inspections,
  inspectionVersions,
  organisations,
  plants,
  questions,
  regions,
} from '../../db/schema';
import { scopeFilter, scopeParams, type PlantScope } from '../../lib/plant-scope';
import { prepared } from '../../lib/prepared';

/** The inspection, its plant (with region) and form, in one statement; nothing when out of scope. */
const reportStatement = prepared((db) =>
  db
    .select({
      inspection: inspections,
      template: formTemplates,
      plantId: plants.plantId,
      plantName: plants.name,
      facilityType: plants.facilityType,
      regionName: regions.name,
      orgName: organisations.name,
      orgLogoUrl: organisations.logoUrl,
      orgCloseDays: flagCloseDaysSql(organisations.settings),
    })
    .from(inspections)
    .innerJoin(plants, eq(plants.id, inspections.plantId))
    .innerJoin(regions, eq(regions.id, plants.regionId))
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
    .innerJoin(organisations, eq(organisations.id, plants.orgId))
    .where(and(eq(inspections.id, sql.placeholder('id')), scopeFilter()))
    .prepare('report_in_scope'),
);

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function findReport(db: Db, scope: PlantScope, id: number) {
  const [row] = await reportStatement(db).execute({ id, ...scopeParams(scope) });
  return row;
}

/**
 * The questions of the form an inspection was made with that its report can show: the live ones, and the
 * retired ones any of its versions answered (an edited question keeps its old wording for old reports).
 */
const reportQuestionsStatement = prepared((db) =>
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
    .prepare('report_questions'),
);

export function reportQuestions(db: Db, templateId: number, inspectionId: number) {
  return reportQuestionsStatement(db).execute({ templateId, inspectionId });
}

const versionStatement = prepared((db) =>
  db
    .select()
    .from(inspectionVersions)
    .where(
      and(
        eq(inspectionVersions.inspectionId, sql.placeholder('inspectionId')),
        eq(inspectionVersions.version, sql.placeholder('version')),
      ),
    )
    .prepare('report_version'),
);

export async function findVersion(db: Db, inspectionId: number, version: number) {
  const [row] = await versionStatement(db).execute({ inspectionId, version });
  return row;
}

/** The attachments of an inspection with these stored names, attached now or not (a version names them). */
const namedFilesStatement = prepared((db) =>
  db
    .select()
    .from(inspectionFiles)
    .where(
      and(
        eq(inspectionFiles.inspectionId, sql.placeholder('inspectionId')),
        eq(inspectionFiles.folder, 'images'),
        sql`${inspectionFiles.name} = any(${sql.placeholder('names')}::text[])`,
      ),
    )
    .prepare('report_named_files'),
);

export function inspectionFilesNamed(db: Db, inspectionId: number, names: string[]) {
  if (!names.length) return Promise.resolve([]);
  return namedFilesStatement(db).execute({ inspectionId, names });
}
