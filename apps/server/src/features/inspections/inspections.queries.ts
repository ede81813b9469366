import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  formTemplates,
  inspectionFiles,
  inspectionFlags,
  inspections,
  inspectionVersions,
  organisations,
  plantForms,
  plants,
  regions,
  type AnswerRecord,
} from '../../db/schema';
import { scopeFilter, scopeParams, type PlantScope } from '../../lib/plant-scope';
import { prepared } from '../../lib/prepared';

export type InspectionRow = typeof inspections.$inferSelect;
export type FileRow = typeof inspectionFiles.$inferSelect;

/** A plant the caller may see, with its region's name and its chosen forms (plant_forms rows). */
const plantInScopeStatement = prepared((db) =>
  db
    .select({
      plant: plants,
      regionName: regions.name,
      forms: sql<{ templateId: number; pointSourceIds: number[] }[]>`coalesce((
        select json_agg(json_build_object('templateId', ${plantForms.templateId},
          'pointSourceIds', ${plantForms.pointSourceIds}))
        from ${plantForms} where ${plantForms.plantId} = ${plants.id}), '[]')`,
    })
    .from(plants)
    .innerJoin(regions, eq(regions.id, plants.regionId))
    .where(and(eq(plants.id, sql.placeholder('id')), scopeFilter()))
    .prepare('plant_in_scope'),
);

export async function findPlantInScope(db: Db, scope: PlantScope, id: number) {
  const [row] = await plantInScopeStatement(db).execute({ id, ...scopeParams(scope) });
  return row;
}

export function templatesByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(formTemplates).where(inArray(formTemplates.id, ids));
}

/** The inspections of a plant in the given periods (every form), for the plant's form list. */
const inspectionsInPeriodsStatement = prepared((db) =>
  db
    .select({
      id: inspections.id,
      formRootId: inspections.formRootId,
      pointSource: inspections.pointSource,
      periodKey: inspections.periodKey,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.plantId, sql.placeholder('plantId')),
        sql`${inspections.periodKey} = any(${sql.placeholder('periodKeys')}::text[])`,
      ),
    )
    .prepare('inspections_in_periods'),
);

export function inspectionsInPeriods(db: Db, plantId: number, periodKeys: string[]) {
  return inspectionsInPeriodsStatement(db).execute({ plantId, periodKeys });
}

/** The inspection of one plant x form x point source x period (inspections_one_per_period). */
const periodInspectionStatement = prepared((db) =>
  db
    .select()
    .from(inspections)
    .where(
      and(
        eq(inspections.plantId, sql.placeholder('plantId')),
        eq(inspections.formRootId, sql.placeholder('formRootId')),
        sql`coalesce(${inspections.pointSource}, '') = ${sql.placeholder('pointSource')}`,
        eq(inspections.periodKey, sql.placeholder('periodKey')),
      ),
    )
    .prepare('period_inspection'),
);

export async function findPeriodInspection(
  db: Db,
  key: { plantId: number; formRootId: number; pointSource: string | null; periodKey: string },
): Promise<InspectionRow | undefined> {
  const [row] = await periodInspectionStatement(db).execute({ ...key, pointSource: key.pointSource ?? '' });
  return row;
}

export async function findInspection(db: Db, id: number): Promise<InspectionRow | undefined> {
  const [row] = await db.select().from(inspections).where(eq(inspections.id, id));
  return row;
}

export async function insertInspection(
  db: Db,
  values: typeof inspections.$inferInsert,
): Promise<InspectionRow> {
  const [row] = await db.insert(inspections).values(values).returning();
  if (!row) throw new Error('inspections insert returned no row');
  return row;
}

/** Writes a new state when the row is still at `expected`; undefined when someone saved first. */
export async function updateInspectionAt(
  db: Db,
  id: number,
  expected: number,
  values: Partial<typeof inspections.$inferInsert>,
): Promise<InspectionRow | undefined> {
  const [row] = await db
    .update(inspections)
    .set({ ...values, version: expected + 1, updatedAt: new Date() })
    .where(and(eq(inspections.id, id), eq(inspections.version, expected)))
    .returning();
  return row;
}

export async function insertVersion(db: Db, values: typeof inspectionVersions.$inferInsert) {
  await db.insert(inspectionVersions).values(values);
}

const flagsStatement = prepared((db) =>
  db
    .select()
    .from(inspectionFlags)
    .where(eq(inspectionFlags.inspectionId, sql.placeholder('inspectionId')))
    .orderBy(asc(inspectionFlags.questionId), asc(inspectionFlags.moduleIndex))
    .prepare('inspection_flags'),
);

export function flagsOf(db: Db, inspectionId: number) {
  return flagsStatement(db).execute({ inspectionId });
}

/**
 * Brings the flags in line with the answers: new flagged answers open a flag, a flag whose answer no longer
 * calls for a follow-up is withdrawn (kept), and a withdrawn one flagged again reopens. A closed flag is a
 * record of its follow-up: later edits of the answer never change or reopen it.
 */
export async function syncFlags(db: Db, inspection: InspectionRow, flagged: AnswerRecord[]) {
  const { orgId, id: inspectionId } = inspection;
  const existing = await flagsOf(db, inspectionId);
  // The report's date may move within its period: every flag of the report (closed ones too) carries it.
  if (existing.some((flag) => flag.reportDate !== inspection.inspectionDate))
    await db
      .update(inspectionFlags)
      .set({ reportDate: inspection.inspectionDate })
      .where(eq(inspectionFlags.inspectionId, inspectionId));
  const key = (q: number, m: number) => `${q}:${m}`;
  const wanted = new Map(flagged.map((f) => [key(f.q, f.m), f]));
  for (const flag of existing) {
    const now = wanted.get(key(flag.questionId, flag.moduleIndex));
    wanted.delete(key(flag.questionId, flag.moduleIndex));
    if (flag.status === 'closed') continue;
    if (!now && flag.status === 'open')
      await db
        .update(inspectionFlags)
        .set({ status: 'withdrawn', closedAt: new Date() })
        .where(eq(inspectionFlags.id, flag.id));
    if (now && (flag.status === 'withdrawn' || flag.answer !== now.a))
      await db
        .update(inspectionFlags)
        .set({ status: 'open', answer: now.a, closedAt: null })
        .where(eq(inspectionFlags.id, flag.id));
  }
  if (wanted.size)
    await db.insert(inspectionFlags).values(
      [...wanted.values()].map((f) => ({
        orgId,
        inspectionId,
        questionId: f.q,
        moduleIndex: f.m,
        answer: f.a,
        plantId: inspection.plantId,
        templateId: inspection.templateId,
        frequency: inspection.frequency,
        inspectionType: inspection.inspectionType,
        reportDate: inspection.inspectionDate,
        submittedAt: inspection.createdAt,
      })),
    );
}

export async function insertFile(db: Db, values: typeof inspectionFiles.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(inspectionFiles).values(values).returning();
  if (!row) throw new Error('inspection_files insert returned no row');
  return row;
}

export async function findFile(db: Db, folder: string, name: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionFiles)
    .where(and(eq(inspectionFiles.folder, folder), eq(inspectionFiles.name, name)));
  return row;
}

export function filesNamed(db: Db, folder: string, names: string[]) {
  if (!names.length) return Promise.resolve([]);
  return db
    .select()
    .from(inspectionFiles)
    .where(and(eq(inspectionFiles.folder, folder), inArray(inspectionFiles.name, names)));
}

/**
 * Attaches exactly `ids` of the images folder to the inspection; files no longer listed are detached, kept.
 * A file is taken only while no other inspection holds it; the ids taken are answered, so the caller can
 * refuse a save whose file was claimed or cleaned up since it was checked.
 */
export async function attachFiles(db: Db, inspectionId: number, ids: number[]): Promise<number[]> {
  await db
    .update(inspectionFiles)
    .set({ attached: false })
    .where(and(eq(inspectionFiles.inspectionId, inspectionId), eq(inspectionFiles.folder, 'images')));
  if (!ids.length) return [];
  const taken = await db
    .update(inspectionFiles)
    .set({ inspectionId, attached: true })
    .where(
      and(
        inArray(inspectionFiles.id, ids),
        or(isNull(inspectionFiles.inspectionId), eq(inspectionFiles.inspectionId, inspectionId)),
      ),
    )
    .returning({ id: inspectionFiles.id });
  return taken.map((t) => t.id);
}

/** Gives the signature file to the inspection; false when it is gone or another inspection holds it. */
export async function markSignatureUsed(db: Db, inspectionId: number, name: string): Promise<boolean> {
  const taken = await db
    .update(inspectionFiles)
    .set({ inspectionId, attached: true })
    .where(
      and(
        eq(inspectionFiles.folder, 'signatures'),
        eq(inspectionFiles.name, name),
        or(isNull(inspectionFiles.inspectionId), eq(inspectionFiles.inspectionId, inspectionId)),
      ),
    )
    .returning({ id: inspectionFiles.id });
  return taken.length === 1;
}

/** The latest earlier inspection of a form at a plant (the prior housekeeping scorecard). */
export async function priorInspection(db: Db, plantId: number, formRootId: number, before: string) {
  const [row] = await db
    .select({ date: inspections.inspectionDate, totalScore: inspections.totalScore })
    .from(inspections)
    .where(
      and(
        eq(inspections.plantId, plantId),
        eq(inspections.formRootId, formRootId),
        lt(inspections.inspectionDate, before),
      ),
    )
    .orderBy(desc(inspections.inspectionDate))
    .limit(1);
  return row;
}

export async function orgExists(db: Db, orgId: number) {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row !== undefined;
}
