// The reads and writes of the evidence pack (issue 17): its row, the plant's reports of a range and permit
// types, and the plant's forms for the compliance table.
import { and, asc, between, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evidencePacks, formPointSources, formTemplates, inspections, plantForms } from '../../db/schema';
import { prepared } from '../../lib/prepared';

export type PackRow = typeof evidencePacks.$inferSelect;

export async function insertPack(db: Db, values: typeof evidencePacks.$inferInsert): Promise<PackRow> {
  const [row] = await db.insert(evidencePacks).values(values).returning();
  if (!row) throw new Error('The evidence pack was not stored');
  return row;
}

export async function findPack(db: Db, id: number): Promise<PackRow | undefined> {
  const [row] = await db.select().from(evidencePacks).where(eq(evidencePacks.id, id));
  return row;
}

export async function updatePack(db: Db, id: number, values: Partial<PackRow>): Promise<void> {
  await db.update(evidencePacks).set(values).where(eq(evidencePacks.id, id));
}

/** Moves a pack on only from the states given (a cancel is never overwritten by the job, nor the reverse). */
export async function movePack(
  db: Db,
  id: number,
  from: readonly string[],
  values: Partial<PackRow>,
): Promise<boolean> {
  const rows = await db
    .update(evidencePacks)
    .set(values)
    .where(and(eq(evidencePacks.id, id), inArray(evidencePacks.state, [...from])))
    .returning({ id: evidencePacks.id });
  return rows.length > 0;
}

/** The packs past their keeping time (evidence_packs_expires_idx), a batch at a time. */
export function expiredPacks(db: Db, now: Date, limit: number) {
  return db
    .select({ id: evidencePacks.id, fileName: evidencePacks.fileName })
    .from(evidencePacks)
    .where(lt(evidencePacks.expiresAt, now))
    .limit(limit);
}

export async function deletePack(db: Db, id: number): Promise<void> {
  await db.delete(evidencePacks).where(eq(evidencePacks.id, id));
}

/** Through inspections_plant_date_idx: one plant's reports of a date range and permit types, oldest first. */
const packReportsStatement = prepared((db) =>
  db
    .select({
      id: inspections.id,
      formRootId: inspections.formRootId,
      pointSource: inspections.pointSource,
      periodKey: inspections.periodKey,
      inspectionDate: inspections.inspectionDate,
      signedBy: sql<number | null>`(${inspections.signature}->>'signedBy')::integer`,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.plantId, sql.placeholder('plantId')),
        between(inspections.inspectionDate, sql.placeholder('from'), sql.placeholder('to')),
        sql`${inspections.permitType} = any(${sql.placeholder('permitTypes')}::text[])`,
      ),
    )
    .orderBy(asc(inspections.inspectionDate), asc(inspections.id))
    .limit(sql.placeholder('limit'))
    .prepare('evidence_pack_reports'),
);

export type PackReportRow = Awaited<ReturnType<ReturnType<typeof packReportsStatement>['execute']>>[number];

export function packReports(
  db: Db,
  plantId: number,
  from: string,
  to: string,
  permitTypes: string[],
  limit: number,
) {
  return packReportsStatement(db).execute({ plantId, from, to, permitTypes, limit });
}

/** The plant's forms of the permit types, with their point sources for the plant and when first assigned. */
export async function plantPackForms(db: Db, plantId: number, permitTypes: string[]) {
  const forms = await db
    .select({
      templateId: formTemplates.id,
      formRootId: sql<number>`coalesce(${formTemplates.basedOnId}, ${formTemplates.id})`,
      name: formTemplates.name,
      frequency: formTemplates.frequency,
      permitType: formTemplates.permitType,
      pointSourceIds: plantForms.pointSourceIds,
      assignedAt: plantForms.assignedAt,
    })
    .from(plantForms)
    .innerJoin(formTemplates, eq(formTemplates.id, plantForms.templateId))
    .where(
      and(
        eq(plantForms.plantId, plantId),
        inArray(formTemplates.permitType, permitTypes),
        sql`${formTemplates.deletedAt} is null`,
      ),
    )
    .orderBy(asc(formTemplates.name), asc(formTemplates.id));
  const sourceIds = forms.flatMap((f) => f.pointSourceIds);
  const sources = sourceIds.length
    ? await db
        .select({ id: formPointSources.id, name: formPointSources.name })
        .from(formPointSources)
        .where(inArray(formPointSources.id, sourceIds))
    : [];
  const nameOf = new Map(sources.map((s) => [s.id, s.name]));
  return forms.map((f) => ({
    ...f,
    pointSources: f.pointSourceIds.flatMap((id) => {
      const name = nameOf.get(id);
      return name === undefined ? [] : [name];
    }),
  }));
}
