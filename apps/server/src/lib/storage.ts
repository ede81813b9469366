import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The folders files are kept in (spec 1 §7: images, signatures, companyLogos). */
export const STORAGE_FOLDERS = ['images', 'signatures', 'companyLogos', 'packs'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

export interface StoredFile {
  folder: StorageFolder;
  name: string;
}

/**
 * Where uploaded files live. The local-disk store keeps them under DATA_DIR/uploads; an S3-compatible store
 * implements the same four calls.
 */
export interface Storage {
  put(folder: StorageFolder, bytes: Buffer, extension: string): Promise<StoredFile>;
  read(file: StoredFile): Promise<Buffer | undefined>;
  remove(file: StoredFile): Promise<void>;
  /** The path a browser fetches the file from. */
  urlOf(file: StoredFile): string;
}

const SAFE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export const isStoredName = (name: string) => SAFE_NAME.test(name);

/** Image names are timestamp-based, with a random suffix so two uploads in one millisecond never clash. */
const newName = (extension: string) => `${Date.now()}_${randomBytes(6).toString('hex')}.${extension}`;

/**
 * Writes a new file and makes it durable before answering: the file's data and its directory entry are
 * fsync'd, so a row that refers to the file (committed after `put` returns) never outlives it in a crash.
 */
async function writeDurably(dir: string, file: string, bytes: Buffer) {
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const directory = await fs.open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

export function createDiskStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const where = (file: StoredFile) => {
    if (!isStoredName(file.name)) throw new Error(`unsafe file name ${file.name}`);
    return path.join(root, file.folder, file.name);
  };
  return {
    async put(folder, bytes, extension) {
      const file = { folder, name: newName(extension) };
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true });
      await writeDurably(dir, where(file), bytes);
      return file;
    },
    async read(file) {
      try {
        return await fs.readFile(where(file));
      } catch {
        return undefined;
      }
    },
    async remove(file) {
      await fs.rm(where(file), { force: true });
    },
    urlOf: (file) => `/api/files/${file.folder}/${file.name}`,
  };
}

/** Recognises gif, jpeg and png by their first bytes, whatever the file is called. */
export function sniffImage(
  bytes: Buffer,
): { type: 'image/gif' | 'image/jpeg' | 'image/png'; extension: string } | undefined {
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) {
    return { type: 'image/gif', extension: 'gif' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { type: 'image/jpeg', extension: 'jpg' };
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte))
    return { type: 'image/png', extension: 'png' };
  return undefined;
}
