// The reads behind one inspection's details: its history, attached photos and the names of the people in
// them. Prepared statements: an inspection screen makes them on every open.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inspectionFiles, inspectionVersions, users } from '../../db/schema';
import { prepared } from '../../lib/prepared';

const versionsStatement = prepared((db) =>
  db
    .select({
      version: inspectionVersions.version,
      savedBy: inspectionVersions.savedBy,
      savedAt: inspectionVersions.savedAt,
      changedQuestionIds: inspectionVersions.changedQuestionIds,
      attachments: inspectionVersions.attachments,
      signature: inspectionVersions.signature,
    })
    .from(inspectionVersions)
    .where(eq(inspectionVersions.inspectionId, sql.placeholder('inspectionId')))
    .orderBy(asc(inspectionVersions.version))
    .prepare('inspection_versions'),
);

/** The history of an inspection: who saved each version and what changed (not each version's answers). */
export function versionsOf(db: Db, inspectionId: number) {
  return versionsStatement(db).execute({ inspectionId });
}

const attachedFilesStatement = prepared((db) =>
  db
    .select()
    .from(inspectionFiles)
    .where(
      and(
        eq(inspectionFiles.inspectionId, sql.placeholder('inspectionId')),
        eq(inspectionFiles.folder, 'images'),
        eq(inspectionFiles.attached, true),
      ),
    )
    .orderBy(asc(inspectionFiles.id))
    .prepare('attached_files'),
);

export function attachedFiles(db: Db, inspectionId: number) {
  return attachedFilesStatement(db).execute({ inspectionId });
}

const peopleStatement = prepared((db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('people_named'),
);

export async function peopleNamed(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await peopleStatement(db).execute({ ids: unique });
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
