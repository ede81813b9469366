import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { inspectionMessages, SIGNATURE_MAX_BYTES, type AttachmentInfo } from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { sniffImage, type StorageBody, type StorageFolder } from '../../lib/storage';
import { guardUpload, peek } from '../../lib/upload-stream';
import type { AuthContext } from '../../plugins/auth';
import { recogniseAttachment } from '../../lib/file-types';
import { findFile, findInspection, insertFile, type FileRow } from './inspections.queries';
import { plantInScope } from './inspection-target';

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

/** An upload as it arrives: stored as it is read, never held whole in memory. */
export interface StreamedUpload {
  fileName: string;
  stream: Readable;
  maxBytes: number;
  /** Whether the multipart limit cut the file short (it is then too large). */
  truncated: () => boolean;
}

/** The bytes an attachment's type is recognised by (every type's signature is in its first few bytes). */
const HEAD_BYTES = 64 * 1024;

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
  upload: { fileName: string; body: StorageBody; size: () => number },
  kind: { contentType: string; extension: string },
): Promise<AttachmentInfo> {
  const stored = await deps.storage.put(folder, upload.body, kind.extension);
  try {
    const row = await insertFile(deps.db, {
      orgId,
      folder,
      name: stored.name,
      originalName: cleanName(upload.fileName),
      contentType: kind.contentType,
      size: upload.size(),
      uploadedBy: auth.userId,
    });
    return infoOf(deps, row);
  } catch (error) {
    await deps.storage.remove(stored).catch(() => undefined);
    throw error;
  }
}

export const infoOf = (deps: Pick<AppDeps, 'storage'>, row: FileRow): AttachmentInfo => ({
  name: row.name,
  url: deps.storage.urlOf({ folder: row.folder as StorageFolder, name: row.name }),
  fileName: row.originalName,
  contentType: row.contentType,
  size: row.size,
});

/**
 * An attachment (spec 2 §5 types), checked by its content; kept in the images folder. Its type is recognised
 * by its first bytes, then it streams to storage, checked on the way (size; text for csv and txt).
 */
export async function uploadAttachment(
  deps: AppDeps,
  auth: AuthContext,
  upload: StreamedUpload,
  plantId?: number,
) {
  const wrongType = () => new Problem('badInput', inspectionMessages.attachmentTypes(1));
  const { head, complete, body } = await peek(upload.stream, HEAD_BYTES);
  const kind = recogniseAttachment(upload.fileName, head, complete);
  if (!kind) {
    body.destroy();
    throw wrongType();
  }
  const orgId = await uploadOrg(deps, auth, plantId);
  const guard = guardUpload({
    maxBytes: upload.maxBytes,
    truncated: upload.truncated,
    text: kind.contentType.startsWith('text/'),
    tooLarge: () => new Problem('tooLarge'),
    notText: wrongType,
  });
  // A failure on either side destroys both: storage sees the error, the request's stream is released.
  pipeline(body, guard.stream, () => undefined);
  return store(deps, auth, orgId, 'images', { ...upload, body: guard.stream, size: guard.size }, kind);
}

/** A signature: the PNG the pad or the typed name was drawn into. */
export async function uploadSignature(deps: AppDeps, auth: AuthContext, upload: Upload, plantId?: number) {
  if (upload.bytes.length > SIGNATURE_MAX_BYTES)
    throw new Problem('tooLarge', 'The signature image is too large.');
  if (sniffImage(upload.bytes)?.type !== 'image/png')
    throw new Problem('badInput', 'A signature must be a PNG image.');
  const kind = { contentType: 'image/png', extension: 'png' };
  const body = { fileName: upload.fileName, body: upload.bytes, size: () => upload.bytes.length };
  return store(deps, auth, await uploadOrg(deps, auth, plantId), 'signatures', body, kind);
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
  const opened = await deps.storage.open({ folder, name });
  if (!opened) throw notFound;
  return { file, opened };
}
