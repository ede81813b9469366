import { and, asc, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inspectionFiles, inspections, inspectionVersions } from '../../db/schema';

/**
 * Uploads no inspection took up, uploaded before `hours` ago: a batch of them (by id, after `afterId`), locked so an
 * attachment or signature being taken up meanwhile waits for the clean-up (then finds nothing to take).
 */
export function lockUnattachedFiles(db: Db, hours: number, afterId: number, batch: number) {
  return db
    .select({ id: inspectionFiles.id, name: inspectionFiles.name })
    .from(inspectionFiles)
    .where(
      and(
        isNull(inspectionFiles.inspectionId),
        lt(inspectionFiles.uploadedAt, sql`now() - make_interval(hours => ${hours})`),
        gt(inspectionFiles.id, afterId),
      ),
    )
    .orderBy(asc(inspectionFiles.id))
    .limit(batch)
    .for('update', { skipLocked: true });
}

/**
 * Which of `names` an inspection refers to all the same: its signature now, or an attachment or signature
 * of any saved version (the file row should then name the inspection; this is the safety net if it does not).
 */
export async function referencedFileNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const list = sql`${sql.param([...names])}::text[]`;
  const signatures = await db
    .select({ name: sql<string>`${inspections.signature}->>'file'` })
    .from(inspections)
    .where(and(isNotNull(inspections.signature), sql`${inspections.signature}->>'file' = any(${list})`));
  const versions = await db
    .select({
      signature: sql<string | null>`${inspectionVersions.signature}->>'file'`,
      attachments: inspectionVersions.attachments,
    })
    .from(inspectionVersions)
    .where(
      or(
        sql`${inspectionVersions.attachments} && ${list}`,
        sql`${inspectionVersions.signature}->>'file' = any(${list})`,
      ),
    );
  const wanted = new Set(names);
  const found = new Set(signatures.map((s) => s.name));
  for (const version of versions) {
    if (version.signature) found.add(version.signature);
    for (const name of version.attachments) found.add(name);
  }
  return new Set([...found].filter((name) => wanted.has(name)));
}

/** Deletes the rows of the given files that are still unattached; answers the files whose rows went. */
export function deleteUnattachedFiles(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .delete(inspectionFiles)
    .where(and(inArray(inspectionFiles.id, [...ids]), isNull(inspectionFiles.inspectionId)))
    .returning({ id: inspectionFiles.id, folder: inspectionFiles.folder, name: inspectionFiles.name });
}
