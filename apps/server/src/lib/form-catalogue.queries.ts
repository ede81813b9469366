import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { buildTree, summaryOf } from './form-catalogue';
import { formPointSources, formTemplates, questions } from '../db/schema';

export type TemplateRow = typeof formTemplates.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

export async function findTemplateByKey(db: Db, formKey: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.formKey, formKey), isNull(formTemplates.deletedAt)));
  return row;
}

export async function findOrgCopy(
  db: Db,
  orgId: number,
  basedOnId: number,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(formTemplates)
    .where(
      and(
        eq(formTemplates.ownerOrgId, orgId),
        eq(formTemplates.basedOnId, basedOnId),
        isNull(formTemplates.deletedAt),
      ),
    );
  return row;
}

export function questionsOf(db: Db, templateId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(eq(questions.templateId, templateId))
    .orderBy(asc(questions.position), asc(questions.id));
}

/**
 * The forms an organisation uses: its own, plus the built-in ones it has not replaced with a copy.
 * `orgId` null means the built-in library alone.
 */
export function listEffectiveTemplates(db: Db, orgId: number | null, facilityType: string) {
  const copies = alias(formTemplates, 'copies');
  const replaced = db
    .select({ id: copies.basedOnId })
    .from(copies)
    .where(and(eq(copies.ownerOrgId, orgId ?? -1), isNull(copies.deletedAt), isNotNull(copies.basedOnId)));
  const scope =
    orgId === null
      ? isNull(formTemplates.ownerOrgId)
      : or(
          eq(formTemplates.ownerOrgId, orgId),
          and(isNull(formTemplates.ownerOrgId), notInArray(formTemplates.id, replaced)),
        );
  return db
    .select()
    .from(formTemplates)
    .where(
      and(isNull(formTemplates.deletedAt), scope, sql`${facilityType} = any(${formTemplates.facilityTypes})`),
    )
    .orderBy(asc(sql`lower(${formTemplates.name})`), asc(formTemplates.id));
}

export function pointSourcesOf(db: Db, templateIds: number[]) {
  if (!templateIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(formPointSources)
    .where(inArray(formPointSources.templateId, templateIds))
    .orderBy(asc(formPointSources.position));
}

/** A form with its question tree; `withDeleted` keeps retired questions (the set-up builder shows them). */
export async function formWithQuestions(db: Db, template: TemplateRow, withDeleted: boolean) {
  const [sources, rows] = await Promise.all([
    pointSourcesOf(db, [template.id]),
    questionsOf(db, template.id),
  ]);
  return {
    ...summaryOf(template, sources),
    version: template.version,
    questions: buildTree(rows, withDeleted),
  };
}
