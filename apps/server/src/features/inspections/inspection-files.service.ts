import path from 'node:path';
import { inspectionMessages, SIGNATURE_MAX_BYTES, type AttachmentInfo } from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { sniffImage, type StorageFolder } from '../../lib/storage';
import type { AuthContext } from '../../plugins/auth';
import { recogniseAttachment } from '../../lib/file-types';
import { findFile, findInspection, insertFile, type FileRow } from './inspections.queries';
import { plantInScope } from './inspection-target';

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

/** The organisation an upload belongs to: the caller's, or for L1 the one it acts in (or the plant's). */
async function uploadOrg(deps: AppDeps, auth: AuthContext, plantId: number | undefined): Promise<number> {
  if (plantId !== undefined) return (await plantInScope(deps.db, auth, plantId)).plant.orgId;
  const orgId = auth.level === 1 ? auth.orgScope : auth.homeOrgId;
  if (orgId === null) throw new Problem('badInput', 'Choose an organisation before uploading files.');
  return orgId;
}

/** The file's own name without folders or control characters, as the user will see it. */
const cleanName = (fileName: string) =>
  [...path.basename(fileName)]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join('')
    .slice(0, 255) || 'file';

async function store(
  deps: AppDeps,
  auth: AuthContext,
  orgId: number,
  folder: StorageFolder,
  upload: Upload,
  kind: { contentType: string; extension: string },
): Promise<AttachmentInfo> {
  const stored = await deps.storage.put(folder, upload.bytes, kind.extension);
  const row = await insertFile(deps.db, {
    orgId,
    folder,
    name: stored.name,
    originalName: cleanName(upload.fileName),
    contentType: kind.contentType,
    size: upload.bytes.length,
    uploadedBy: auth.userId,
  });
  return infoOf(deps, row);
}

export const infoOf = (deps: Pick<AppDeps, 'storage'>, row: FileRow): AttachmentInfo => ({
  name: row.name,
  url: deps.storage.urlOf({ folder: row.folder as StorageFolder, name: row.name }),
  fileName: row.originalName,
  contentType: row.contentType,
  size: row.size,
});

/** An attachment (spec 2 §5 types), checked by its content; kept in the images folder. */
export async function uploadAttachment(deps: AppDeps, auth: AuthContext, upload: Upload, plantId?: number) {
  const kind = recogniseAttachment(upload.fileName, upload.bytes);
  if (!kind) throw new Problem('badInput', inspectionMessages.attachmentTypes(1));
  return store(deps, auth, await uploadOrg(deps, auth, plantId), 'images', upload, kind);
}

/** A signature: the PNG the pad or the typed name was drawn into. */
export async function uploadSignature(deps: AppDeps, auth: AuthContext, upload: Upload, plantId?: number) {
  if (upload.bytes.length > SIGNATURE_MAX_BYTES)
    throw new Problem('tooLarge', 'The signature image is too large.');
  if (sniffImage(upload.bytes)?.type !== 'image/png')
    throw new Problem('badInput', 'A signature must be a PNG image.');
  const kind = { contentType: 'image/png', extension: 'png' };
  return store(deps, auth, await uploadOrg(deps, auth, plantId), 'signatures', upload, kind);
}

/**
 * A file of an inspection is read by those who may see the inspection's plant; a file not yet attached to
 * an inspection by its uploader, or L1 and L2 of its organisation.
 */
export async function readableFile(deps: AppDeps, auth: AuthContext, folder: StorageFolder, name: string) {
  const file = await findFile(deps.db, folder, name);
  const notFound = new Problem('notFound', 'File not found.');
  if (!file) throw notFound;
  if (file.inspectionId !== null) {
    const inspection = await findInspection(deps.db, file.inspectionId);
    if (!inspection) throw notFound;
    await plantInScope(deps.db, auth, inspection.plantId).catch(() => {
      throw notFound;
    });
  } else {
    const sameOrg =
      auth.level === 1
        ? auth.orgScope === null || auth.orgScope === file.orgId
        : auth.homeOrgId === file.orgId;
    if (!sameOrg || (auth.level > 2 && file.uploadedBy !== auth.userId)) throw notFound;
  }
  const bytes = await deps.storage.read({ folder, name });
  if (!bytes) throw notFound;
  return { file, bytes };
}
