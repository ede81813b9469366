import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formPointSources, formTemplates, questions } from '../../db/schema';

import type { TemplateRow } from '../../lib/form-catalogue.queries';

export type { QuestionRow, TemplateRow } from '../../lib/form-catalogue.queries';
export type NewQuestion = Omit<typeof questions.$inferInsert, 'id' | 'createdAt'>;

export async function insertTemplate(
  db: Db,
  values: Omit<typeof formTemplates.$inferInsert, 'id'>,
): Promise<TemplateRow> {
  const [row] = await db.insert(formTemplates).values(values).returning();
  if (!row) throw new Error('form_templates insert returned no row');
  return row;
}

export async function insertPointSources(db: Db, templateId: number, names: readonly string[]) {
  if (names.length) {
    await db.insert(formPointSources).values(names.map((name, position) => ({ templateId, name, position })));
  }
}

export async function insertQuestion(db: Db, values: NewQuestion): Promise<number> {
  const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
  if (!row) throw new Error('questions insert returned no row');
  return row.id;
}

export async function placeQuestion(
  db: Db,
  id: number,
  place: {
    parentQuestionId: number | null;
    position: number;
    priority?: string | null;
    answerSelected?: string | null;
  },
) {
  await db.update(questions).set(place).where(eq(questions.id, id));
}

export async function retireQuestions(db: Db, templateId: number, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(questions)
    .set({ status: 3, retiredAt: sql`coalesce(${questions.retiredAt}, now())` })
    .where(and(eq(questions.templateId, templateId), inArray(questions.id, ids)));
}

/** Bumps the version only if it is still `expected`: false means someone else saved first. */
export async function bumpVersion(db: Db, templateId: number, expected: number): Promise<boolean> {
  const rows = await db
    .update(formTemplates)
    .set({ version: sql`${formTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(formTemplates.id, templateId), eq(formTemplates.version, expected)))
    .returning({ id: formTemplates.id });
  return rows.length === 1;
}

export async function renameTemplate(db: Db, templateId: number, name: string) {
  await db
    .update(formTemplates)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(formTemplates.id, templateId));
}

export async function softDeleteTemplate(db: Db, templateId: number) {
  await db
    .update(formTemplates)
    .set({ deletedAt: sql`now()` })
    .where(eq(formTemplates.id, templateId));
}

export async function templateNameTaken(
  db: Db,
  values: {
    ownerOrgId: number | null;
    name: string;
    permitType: string;
    frequency: string;
    facilityType: string;
  },
) {
  const rows = await db
    .select({ id: formTemplates.id })
    .from(formTemplates)
    .where(
      and(
        isNull(formTemplates.deletedAt),
        values.ownerOrgId === null
          ? isNull(formTemplates.ownerOrgId)
          : eq(formTemplates.ownerOrgId, values.ownerOrgId),
        sql`lower(${formTemplates.name}) = ${values.name.toLowerCase()}`,
        eq(formTemplates.permitType, values.permitType),
        eq(formTemplates.frequency, values.frequency),
        sql`${values.facilityType} = any(${formTemplates.facilityTypes})`,
      ),
    );
  return rows.length > 0;
}

/**
 * An organisation's plants that use a built-in form move to the organisation's copy of it, with the copy's
 * point sources of the same names: the plants keep their forms when an L2 user edits one.
 */
export async function movePlantFormsToCopy(db: Db, orgId: number, fromTemplateId: number, copyId: number) {
  await db.execute(sql`
    update plant_forms pf
       set template_id = ${copyId},
           point_source_ids = coalesce((
             select array_agg(n.id order by n.position)
               from form_point_sources o
               join form_point_sources n on n.template_id = ${copyId} and n.name = o.name
              where o.id = any(pf.point_source_ids)), '{}')
      from plants p
     where p.id = pf.plant_id and p.org_id = ${orgId} and pf.template_id = ${fromTemplateId}`);
}
