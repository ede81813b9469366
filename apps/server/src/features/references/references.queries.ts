import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referenceDocuments, users } from '../../db/schema';

export type ReferenceRow = typeof referenceDocuments.$inferSelect;

/** More than an organisation keeps in practice; the list is one screen of cards (spec 3 §2.11). */
const LIST_LIMIT = 1000;

/**
 * The references an organisation sees: its own, newest first, then the built-in ones (org_id null), each
 * read through reference_documents_org_idx.
 */
export function referencesOf(db: Db, orgId: number): Promise<ReferenceRow[]> {
  return db
    .select()
    .from(referenceDocuments)
    .where(or(eq(referenceDocuments.orgId, orgId), isNull(referenceDocuments.orgId)))
    .orderBy(sql`${referenceDocuments.orgId} is null`, desc(referenceDocuments.id))
    .limit(LIST_LIMIT);
}

/** Whether an L3 or L4 user was granted reference_delete (read at the call: a grant taken back counts at once). */
export async function hasReferenceDeleteGrant(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ granted: users.referenceDelete }).from(users).where(eq(users.id, userId));
  return row?.granted ?? false;
}

export async function findReference(db: Db, id: number): Promise<ReferenceRow | undefined> {
  const [row] = await db.select().from(referenceDocuments).where(eq(referenceDocuments.id, id));
  return row;
}

/** The rows of `ids`, locked for the delete that follows (call inside a transaction). */
export function lockReferences(db: Db, ids: number[]): Promise<ReferenceRow[]> {
  return db.select().from(referenceDocuments).where(inArray(referenceDocuments.id, ids)).for('update');
}

export async function insertReference(
  db: Db,
  values: typeof referenceDocuments.$inferInsert,
): Promise<ReferenceRow> {
  const [row] = await db.insert(referenceDocuments).values(values).returning();
  if (!row) throw new Error('reference_documents insert returned no row');
  return row;
}

export async function deleteReferences(db: Db, orgId: number, ids: number[]): Promise<void> {
  await db
    .delete(referenceDocuments)
    .where(and(eq(referenceDocuments.orgId, orgId), inArray(referenceDocuments.id, ids)));
}
