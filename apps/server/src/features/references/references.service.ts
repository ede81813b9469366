import path from 'node:path';
import { can, referenceMessages, type DeleteReferencesBody, type Reference } from '@envirotrack/shared';
import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { discardStored, type ReferenceUpload } from './reference-upload';
import {
  deleteReferences,
  findReference,
  hasReferenceDeleteGrant,
  insertReference,
  lockReferences,
  referencesOf,
  type ReferenceRow,
} from './references.queries';

const FOLDER = 'references' as const;

/** The organisation the call acts in: L1 must act in one (references belong to an organisation). */
export function orgOf(auth: AuthContext): number {
  const orgId = auth.level === 1 ? auth.orgScope : auth.homeOrgId;
  if (orgId === null) throw new Problem('forbidden', referenceMessages.chooseOrganisation);
  return orgId;
}

export const referenceFileUrl = (id: number, part: 'file' | 'banner') => `/api/References/${id}/${part}`;

export const toReference = (row: ReferenceRow): Reference => ({
  referenceId: row.id,
  referenceTitle: row.title,
  referenceLink: row.link,
  referenceExt: row.ext,
  referenceBanner: row.bannerName ? referenceFileUrl(row.id, 'banner') : null,
  referenceFile: row.fileName ? referenceFileUrl(row.id, 'file') : null,
  referenceFileName: row.originalName,
  referenceSize: row.size,
  isDeletable: row.isDeletable,
});

export async function listReferences(deps: AppDeps, auth: AuthContext): Promise<Reference[]> {
  return (await referencesOf(deps.db, orgOf(auth))).map(toReference);
}

/** The file's own name without folders or control characters, as the user will see it. */
const cleanName = (fileName: string) =>
  [...path.basename(fileName)]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join('')
    .slice(0, 255) || 'file';

/**
 * Writes the row of a checked upload whose files are already stored (reference-upload.ts streams them); the
 * files of a row that could not be written are removed.
 */
export async function addReference(deps: AppDeps, auth: AuthContext, upload: ReferenceUpload) {
  const file = upload.kind === 'file' ? upload.file : undefined;
  try {
    const orgId = orgOf(auth);
    if (!can.addReference(auth.level)) throw new Problem('forbidden');
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertReference(tx, {
        orgId,
        title: upload.title,
        link: upload.kind === 'link' ? upload.link : null,
        ext: file?.extension ?? 'url',
        fileName: file?.stored.name ?? null,
        originalName: file ? cleanName(file.fileName) : null,
        contentType: file?.contentType ?? null,
        size: file?.size ?? null,
        bannerName: upload.banner?.stored.name ?? null,
        bannerType: upload.banner?.contentType ?? null,
        createdBy: auth.userId,
      });
      await recordAudit(tx, {
        actorId: auth.userId,
        orgId,
        action: 'reference.add',
        entity: 'reference_documents',
        entityId: inserted.id,
        details: { title: inserted.title, ext: inserted.ext },
      });
      return inserted;
    });
    return toReference(row);
  } catch (error) {
    await discardStored(deps.storage, [file?.stored, upload.banner?.stored]);
    throw error;
  }
}

/**
 * Deletes references of the caller's organisation (the reference_delete permission: L1 acting in it, L2, and
 * the L3 and L4 users granted it, read from their row now, not from their token).
 * One reference out of reach makes the whole call 404, a built-in one 403: nothing is deleted then. The
 * stored files go after the rows are gone (a file left by a failed removal is unused bytes, not a broken card).
 */
export async function removeReferences(deps: AppDeps, auth: AuthContext, body: DeleteReferencesBody) {
  const orgId = orgOf(auth);
  const granted = auth.level >= 3 && (await hasReferenceDeleteGrant(deps.db, auth.userId));
  if (!can.deleteReferences(auth.level, granted)) throw new Problem('forbidden');
  const ids = [...new Set(body.referenceIds)];
  const rows = await deps.db.transaction(async (tx) => {
    const found = await lockReferences(tx, ids);
    const visible = found.filter((r) => r.orgId === orgId || r.orgId === null);
    if (visible.length !== ids.length) throw new Problem('notFound', referenceMessages.notFound);
    if (visible.some((r) => !r.isDeletable || r.orgId === null))
      throw new Problem('forbidden', referenceMessages.builtIn);
    await deleteReferences(tx, orgId, ids);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId,
      action: 'reference.delete',
      entity: 'reference_documents',
      details: { ids, titles: visible.map((r) => r.title) },
    });
    return visible;
  });
  for (const row of rows) {
    for (const name of [row.fileName, row.bannerName]) {
      if (name) await deps.storage.remove({ folder: FOLDER, name }).catch(() => undefined);
    }
  }
}

/** A reference's file or banner, for those who see the reference (its organisation; L1 in All; anyone for built-ins). */
export async function readReferenceFile(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  part: 'file' | 'banner',
) {
  const notFound = new Problem('notFound', referenceMessages.notFound);
  const row = await findReference(deps.db, id);
  if (!row) throw notFound;
  const scope = auth.level === 1 ? auth.orgScope : auth.homeOrgId;
  if (row.orgId !== null && scope !== null && row.orgId !== scope) throw notFound;
  if (row.orgId !== null && scope === null && auth.level !== 1) throw notFound;
  const name = part === 'file' ? row.fileName : row.bannerName;
  const contentType = part === 'file' ? row.contentType : row.bannerType;
  if (!name || !contentType) throw notFound;
  // Served as a stream: a 25 MB document is never read whole into memory.
  const opened = await deps.storage.open({ folder: FOLDER, name });
  if (!opened) throw notFound;
  const fileName = part === 'file' ? (row.originalName ?? name) : name;
  return { opened, contentType, fileName };
}
