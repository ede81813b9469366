import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { formPointSources, formTemplates } from '../db/schema';

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
