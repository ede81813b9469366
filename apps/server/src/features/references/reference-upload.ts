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
import { sniffImage } from '../../lib/storage';

export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
}

/** What a valid upload holds: a link or a file (checked by its content), a title, maybe a banner. */
export type ReferenceUpload = { title: string; banner?: ReceivedFile & Recognised } & (
  { kind: 'link'; link: string } | { kind: 'file'; file: ReceivedFile & Recognised }
);

const bad = (message: string, path?: string) =>
  new Problem('badInput', message, path ? [{ path, message }] : undefined);

/**
 * Reads the multipart body of POST /api/References: the fields referenceTitle and referenceLink, the files
 * referenceFileData and bannerImage (spec 3 §3). Each file is limited to REFERENCE_FILE_MAX_BYTES while it
 * is read (413 past it); a second file of either kind is refused with the spec's message.
 */
async function readParts(request: FastifyRequest) {
  const texts: Record<string, string> = {};
  const files: { field: string; file: ReceivedFile }[] = [];
  const parts = request.parts({ limits: { fileSize: REFERENCE_FILE_MAX_BYTES, files: 4, fields: 8 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      files.push({ field: part.fieldname, file: { fileName: part.filename, bytes: await part.toBuffer() } });
    } else if (typeof part.value === 'string') {
      texts[part.fieldname] = part.value;
    }
  }
  return { texts, files };
}

function checkBanner(banner: ReceivedFile): ReceivedFile & Recognised {
  const ext = banner.fileName.split('.').pop()?.toLowerCase() ?? '';
  const image = sniffImage(banner.bytes);
  if (!(REFERENCE_BANNER_TYPES as readonly string[]).includes(ext) || !image || image.type === 'image/gif')
    throw bad(referenceMessages.bannerTypes, fields.banner);
  if (banner.bytes.length > REFERENCE_BANNER_MAX_BYTES)
    throw new Problem('tooLarge', referenceMessages.tooLarge);
  return { ...banner, contentType: image.type, extension: image.extension };
}

/** The upload, validated (spec 3 §5): nothing is stored before every check has passed. */
export async function readReferenceUpload(request: FastifyRequest): Promise<ReferenceUpload> {
  const { texts, files } = await readParts(request);
  const unknown = files.find((f) => f.field !== fields.file && f.field !== fields.banner);
  if (unknown) throw bad(`Unexpected file field ${unknown.field.slice(0, 40)}.`, unknown.field);
  const documents = files.filter((f) => f.field === fields.file).map((f) => f.file);
  const banners = files.filter((f) => f.field === fields.banner).map((f) => f.file);
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
  const kind = recogniseAttachment(document.fileName, document.bytes);
  if (!kind) throw bad(inspectionMessages.attachmentTypes(1), fields.file);
  return { kind: 'file', file: { ...document, ...kind }, title, banner };
}
