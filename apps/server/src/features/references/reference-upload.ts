import type { FastifyRequest } from 'fastify';
import {
  inspectionMessages,
  isHttpLink,
  REFERENCE_BANNER_MAX_BYTES,
  REFERENCE_BANNER_TYPES,
  REFERENCE_FILE_MAX_BYTES,
  REFERENCE_LINK_MAX,
  REFERENCE_TITLE_MAX,
  referenceMessages,
  referenceUploadFields as fields,
} from '@envirotrack/shared';
import { recogniseAttachment, type Recognised } from '../../lib/file-types';
import { Problem } from '../../lib/problem';
import { sniffImage, type Storage, type StoredFile } from '../../lib/storage';
import { peek } from '../../lib/upload-stream';
import { streamPart, type StreamedPart } from './reference-stream';

/** A file of the upload, already in storage (removed again if a later check fails). */
export interface StoredUpload extends Recognised {
  fileName: string;
  size: number;
  stored: StoredFile;
}

/** What a valid upload holds: a link or a file (checked by its content), a title, maybe a banner. */
export type ReferenceUpload = { title: string; banner?: StoredUpload } & (
  { kind: 'link'; link: string } | { kind: 'file'; file: StoredUpload }
);

/** A file part as it was read: its first bytes (its type is known by them), size, and the stored copy. */
interface ReceivedFile extends StreamedPart {
  field: string;
  fileName: string;
  head: Buffer;
  complete: boolean;
  kind?: Recognised;
}

/** The bytes a file's type is recognised by (every accepted type's signature is in its first few bytes). */
const HEAD_BYTES = 64 * 1024;
const FOLDER = 'references' as const;

const bad = (message: string, path?: string) =>
  new Problem('badInput', message, path ? [{ path, message }] : undefined);

/** A banner of an accepted type, by its name and its first bytes (a GIF is refused whatever it is called). */
function bannerKind(fileName: string, head: Buffer): Recognised | undefined {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  const image = sniffImage(head);
  if (!(REFERENCE_BANNER_TYPES as readonly string[]).includes(ext) || !image || image.type === 'image/gif')
    return undefined;
  return { contentType: image.type, extension: image.extension };
}

/** Removes what the upload stored; a failed removal leaves unused bytes, never a row without its file. */
export async function discardStored(storage: Storage, files: (StoredFile | undefined)[]) {
  await Promise.all(files.map((file) => file && storage.remove(file).catch(() => undefined)));
}

/**
 * Reads the multipart body of POST /api/References: the fields referenceTitle and referenceLink, the files
 * referenceFileData and bannerImage (spec 3 §3). Files are never held whole: the first file of each field
 * goes to storage as it arrives when its first bytes show an accepted type; any other file part is read
 * and dropped. A file past REFERENCE_FILE_MAX_BYTES (the multipart limit) is 413 at once, keeping nothing.
 */
async function readParts(request: FastifyRequest, storage: Storage) {
  const texts: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const parts = request.parts({ limits: { fileSize: REFERENCE_FILE_MAX_BYTES, files: 4, fields: 8 } });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') texts[part.fieldname] = part.value;
        continue;
      }
      const { head, complete, body } = await peek(part.file, HEAD_BYTES);
      const first = !files.some((f) => f.field === part.fieldname);
      const kind =
        first && part.fieldname === fields.file
          ? recogniseAttachment(part.filename, head, complete)
          : first && part.fieldname === fields.banner
            ? bannerKind(part.filename, head)
            : undefined;
      const received: ReceivedFile = {
        field: part.fieldname,
        fileName: part.filename,
        head,
        complete,
        size: 0,
      };
      files.push(received);
      const streamed = await streamPart(
        body,
        kind && {
          put: (stream) => storage.put(FOLDER, stream, kind.extension),
          maxBytes: part.fieldname === fields.banner ? REFERENCE_BANNER_MAX_BYTES : REFERENCE_FILE_MAX_BYTES,
          text: kind.contentType.startsWith('text/'),
        },
      );
      Object.assign(received, streamed, { kind });
      if (part.file.truncated) throw new Problem('tooLarge', referenceMessages.tooLarge);
    }
  } catch (error) {
    await discardStored(
      storage,
      files.map((f) => f.stored),
    );
    throw error;
  }
  return { texts, files };
}

function checkBanner(banner: ReceivedFile): StoredUpload {
  if (!banner.kind) throw bad(referenceMessages.bannerTypes, fields.banner);
  if (banner.refused === 'tooLarge' || !banner.stored)
    throw new Problem('tooLarge', referenceMessages.tooLarge);
  return { ...banner.kind, fileName: banner.fileName, size: banner.size, stored: banner.stored };
}

/** The checks of spec 3 §5 on what was read, in their order; the first that fails is the answer. */
function checkUpload(texts: Record<string, string>, files: ReceivedFile[]): ReferenceUpload {
  const unknown = files.find((f) => f.field !== fields.file && f.field !== fields.banner);
  if (unknown) throw bad(`Unexpected file field ${unknown.field.slice(0, 40)}.`, unknown.field);
  const documents = files.filter((f) => f.field === fields.file);
  const banners = files.filter((f) => f.field === fields.banner);
  if (banners.length > 1) throw bad(referenceMessages.multipleBanners, fields.banner);
  if (documents.length > 1) throw bad(referenceMessages.multipleFiles, fields.file);
  const title = (texts[fields.title] ?? '').trim().slice(0, REFERENCE_TITLE_MAX);
  const link = (texts[fields.link] ?? '').trim();
  const [document] = documents;
  const banner = banners[0] ? checkBanner(banners[0]) : undefined;
  if (link) {
    if (document) throw bad(referenceMessages.fileOrLink, fields.file);
    if (link.length > REFERENCE_LINK_MAX || !isHttpLink(link))
      throw bad(referenceMessages.badLink, fields.link);
    if (!title) throw bad(referenceMessages.linkTitle, fields.title);
    return { kind: 'link', link, title, banner };
  }
  if (!document) throw bad(referenceMessages.nothingToUpload, fields.file);
  if (!title) throw bad(referenceMessages.fileTitle, fields.title);
  if (!document.kind || !document.stored) throw bad(inspectionMessages.attachmentTypes(1), fields.file);
  const file = {
    ...document.kind,
    fileName: document.fileName,
    size: document.size,
    stored: document.stored,
  };
  return { kind: 'file', file, title, banner };
}

/**
 * The upload, read and validated (spec 3 §5). Its files are in storage when this returns, and nothing is
 * in the database yet; when a check fails, the files it stored are removed before the answer.
 */
export async function readReferenceUpload(
  request: FastifyRequest,
  storage: Storage,
): Promise<ReferenceUpload> {
  const { texts, files } = await readParts(request, storage);
  try {
    return checkUpload(texts, files);
  } catch (error) {
    await discardStored(
      storage,
      files.map((f) => f.stored),
    );
    throw error;
  }
}
