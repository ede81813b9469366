import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formTemplates } from '../../db/schema';

/** The parent ids (form families) of a few form roots: which of them is 'QTR Visual' or 'Shop Inspection'. */
export async function parentIdsOf(db: Db, roots: readonly number[]): Promise<Map<number, string>> {
  if (roots.length === 0) return new Map();
  const rows = await db
    .select({ id: formTemplates.id, parentId: formTemplates.parentId })
    .from(formTemplates)
    .where(inArray(formTemplates.id, [...roots]));
  return new Map(rows.map((row) => [row.id, row.parentId]));
}
