import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { FormSummary, SetupQuestion } from '@envirotrack/shared';
import type { Db } from '../db/client';
import { buildTree, summaryOf } from './form-catalogue';
import { prepared } from './prepared';
import { formPointSources, formTemplates, questions } from '../db/schema';
import { searchDocument } from '../db/schema/search';

export type TemplateRow = typeof formTemplates.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

export async function findTemplateByKey(db: Db, formKey: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.formKey, formKey), isNull(formTemplates.deletedAt)));
  return row;
}

/**
 * The form an organisation fills in for `formKey`: its own copy of a built-in form when it has one
 * (`orgId` null: the form itself). One statement for the form and its copy. A deleted copy hides the
 * built-in form from that organisation: an L1 acting in it removed the form there only.
 */
const effectiveTemplateStatement = prepared((db) => {
  const formKey = sql.placeholder('formKey');
  const keyed = and(eq(formTemplates.formKey, formKey), isNull(formTemplates.deletedAt));
  return db
    .select()
    .from(formTemplates)
    .where(
      or(
        keyed,
        // With no organisation (null) this matches nothing: the form alone.
        and(
          eq(formTemplates.ownerOrgId, sql.placeholder('orgId')),
          inArray(
            formTemplates.basedOnId,
            db.select({ id: formTemplates.id }).from(formTemplates).where(keyed),
          ),
        ),
      ),
    )
    .prepare('effective_template');
});

export async function findEffectiveTemplate(
  db: Db,
  orgId: number | null,
  formKey: string,
): Promise<TemplateRow | undefined> {
  const rows = await effectiveTemplateStatement(db).execute({ orgId, formKey });
  const template = rows.find((row) => row.formKey === formKey);
  if (!template || template.ownerOrgId !== null) return template;
  const copy = rows.find((row) => row.basedOnId === template.id);
  return copy?.deletedAt ? undefined : (copy ?? template);
}

const effectiveTemplatesStatement = prepared((db) => {
  const ids = sql`any(${sql.placeholder('ids')}::integer[])`;
  return db
    .select()
    .from(formTemplates)
    .where(
      or(
        sql`${formTemplates.id} = ${ids}`,
        and(eq(formTemplates.ownerOrgId, sql.placeholder('orgId')), sql`${formTemplates.basedOnId} = ${ids}`),
      ),
    )
    .prepare('effective_templates');
});

/**
 * For each of `ids`, the form the organisation fills in: its own copy of a built-in form, or the form. A
 * deleted copy is answered as it is (callers leave deleted forms out): the form is removed there.
 */
export async function effectiveTemplates(
  db: Db,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, TemplateRow>> {
  if (!ids.length) return new Map();
  const rows = await effectiveTemplatesStatement(db).execute({ orgId, ids: [...ids] });
  const found = new Map<number, TemplateRow>();
  for (const id of ids) {
    const template = rows.find((row) => row.id === id);
    if (!template) continue;
    const copy =
      template.ownerOrgId === null
        ? rows.find((row) => row.basedOnId === id && row.ownerOrgId === orgId)
        : undefined;
    found.set(id, copy ?? template);
  }
  return found;
}

export function questionsOf(db: Db, templateId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(eq(questions.templateId, templateId))
    .orderBy(asc(questions.position), asc(questions.id));
}

/**
 * The forms an organisation uses: its own, plus the built-in ones it has not replaced with a copy (a
 * deleted copy removes the built-in form there). `orgId` null means the built-in library alone.
 */
const effectiveListStatement = prepared((db) => {
  const orgId = sql.placeholder('orgId');
  const copies = alias(formTemplates, 'copies');
  const replaced = db
    .select({ id: copies.basedOnId })
    .from(copies)
    .where(and(eq(copies.ownerOrgId, orgId), isNotNull(copies.basedOnId)));
  return db
    .select()
    .from(formTemplates)
    .where(
      and(
        isNull(formTemplates.deletedAt),
        // With no organisation (null) the first branch and the copies match nothing: the built-in library.
        or(
          eq(formTemplates.ownerOrgId, orgId),
          and(isNull(formTemplates.ownerOrgId), notInArray(formTemplates.id, replaced)),
        ),
        sql`${sql.placeholder('facilityType')}::text = any(${formTemplates.facilityTypes})`,
      ),
    )
    .orderBy(asc(sql`lower(${formTemplates.name})`), asc(formTemplates.id))
    .prepare('effective_template_list');
});

export function listEffectiveTemplates(db: Db, orgId: number | null, facilityType: string) {
  return effectiveListStatement(db).execute({ orgId, facilityType });
}

const pointSourcesStatement = prepared((db) =>
  db
    .select()
    .from(formPointSources)
    .where(sql`${formPointSources.templateId} = any(${sql.placeholder('templateIds')}::integer[])`)
    .orderBy(asc(formPointSources.position))
    .prepare('point_sources'),
);

export function pointSourcesOf(db: Db, templateIds: number[]) {
  if (!templateIds.length) return Promise.resolve([]);
  return pointSourcesStatement(db).execute({ templateIds });
}

type FormContent = Pick<FormWithQuestions, 'PointSources' | 'questions'>;

/**
 * The live question trees and point sources of forms, by form id and version. A form's questions change only
 * in a set-up save, which bumps its version in the same transaction, and its point sources never change: an
 * entry can never be stale, on any instance. Kept per database (tests open many).
 */
const liveContent = new WeakMap<Db, LRUCache<string, FormContent>>();

async function contentOf(db: Db, template: TemplateRow, withDeleted: boolean): Promise<FormContent> {
  const read = async () => {
    const [sources, rows] = await Promise.all([
      pointSourcesOf(db, [template.id]),
      questionsOf(db, template.id),
    ]);
    return {
      PointSources: summaryOf(template, sources).PointSources,
      questions: buildTree(rows, withDeleted),
    };
  };
  if (withDeleted) return read();
  let cache = liveContent.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 2000 });
    liveContent.set(db, cache);
  }
  const key = `${template.id}:${template.version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const content = await read();
  cache.set(key, content);
  return content;
}

export interface FormWithQuestions extends FormSummary {
  version: number;
  questions: SetupQuestion[];
}

/** A form with its question tree; `withDeleted` keeps retired questions (the set-up builder shows them). */
export async function formWithQuestions(
  db: Db,
  template: TemplateRow,
  withDeleted: boolean,
): Promise<FormWithQuestions> {
  const content = await contentOf(db, template, withDeleted);
  return {
    ...summaryOf(template, []),
    PointSources: content.PointSources,
    version: template.version,
    questions: content.questions,
  };
}

const formsNamedStatement = prepared((db) =>
  db
    .select({ id: formTemplates.id })
    .from(formTemplates)
    .where(sql`${searchDocument(sql`${formTemplates.name}`)} ilike ${sql.placeholder('search')}`)
    .prepare('forms_named'),
);

/** The ids of the forms (of any organisation, and the library's) whose name holds `term` (already sanitized). */
export async function formIdsNamed(db: Db, term: string): Promise<number[]> {
  return (await formsNamedStatement(db).execute({ search: `%${term}%` })).map((row) => row.id);
}
