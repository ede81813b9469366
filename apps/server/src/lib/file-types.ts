import { extensionOf, type AttachmentType } from '@envirotrack/shared';
import { sniffImage } from './storage';

export interface Recognised {
  contentType: string;
  /** The extension the stored file gets: the one its content proves. */
  extension: string;
}

const startsWith = (bytes: Buffer, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const OFFICE: Partial<Record<AttachmentType, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Every content type an attachment or a signature is served with (the OpenAPI document lists them). */
export const ATTACHMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'video/mp4',
  'video/x-m4v',
  ...Object.values(OFFICE),
  'text/csv',
  'text/plain',
];

/** UTF-8 text without NUL bytes; `whole` false: the start of such a text (it may end mid-character). */
function isText(bytes: Buffer, whole: boolean): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !whole });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a file is what its name says, by its first bytes (spec 2 §5 types): an image must be a JPEG or
 * PNG, a PDF must start %PDF-, a video must be an ISO media file, Office files their container, and csv or
 * txt readable UTF-8 text. Undefined when the type is not accepted or the content does not match. With
 * `whole` false the bytes are the file's start only: text is then checked to the end as it is stored.
 */
export function recogniseAttachment(fileName: string, bytes: Buffer, whole = true): Recognised | undefined {
  const claimed = extensionOf(fileName) as AttachmentType;
  switch (claimed) {
    case 'jpeg':
    case 'jpg':
    case 'png': {
      const image = sniffImage(bytes);
      return image && image.type !== 'image/gif'
        ? { contentType: image.type, extension: image.extension }
        : undefined;
    }
    case 'pdf':
      return startsWith(bytes, ascii('%PDF-'))
        ? { contentType: 'application/pdf', extension: 'pdf' }
        : undefined;
    case 'mp4':
    case 'm4v':
      return startsWith(bytes, ascii('ftyp'), 4)
        ? { contentType: claimed === 'mp4' ? 'video/mp4' : 'video/x-m4v', extension: claimed }
        : undefined;
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(bytes, OLE) ? { contentType: OFFICE[claimed] ?? '', extension: claimed } : undefined;
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(bytes, ZIP) ? { contentType: OFFICE[claimed] ?? '', extension: claimed } : undefined;
    case 'csv':
    case 'txt':
      return bytes.length > 0 && isText(bytes, whole)
        ? { contentType: claimed === 'csv' ? 'text/csv' : 'text/plain', extension: claimed }
        : undefined;
    default:
      return undefined;
  }
}
