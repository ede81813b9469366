import { randomBytes } from 'node:crypto';
import { createWriteStream, type Dir } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The folders files are kept in (spec 1 §7: images, signatures, companyLogos). */
export const STORAGE_FOLDERS = ['images', 'signatures', 'companyLogos', 'references', 'packs'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

export interface StoredFile {
  folder: StorageFolder;
  name: string;
}

/** What is written: the bytes, or a stream of them (an upload as it arrives; it is never held whole). */
export type StorageBody = Buffer | Readable;

/** A stored file opened for reading: its bytes as a stream, and how many there are. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live: on the local disk under DATA_DIR/uploads (createDiskStorage), or in an
 * S3-compatible bucket (createS3Storage, s3-storage.ts). Every call checks the file's name first: a name
 * that is not one `put` makes is refused, never looked up.
 */
export interface Storage {
  /** Where the files are (`disk` or `s3`); the health check and the copy command name it. */
  readonly kind: 'disk' | 's3';
  /** Writes a new file under a fresh name, durably, before answering. A failed stream leaves nothing. */
  put(folder: StorageFolder, body: StorageBody, extension: string): Promise<StoredFile>;
  /** Writes a file under its own name, replacing one there (the copy command; the name is checked). */
  putAt(file: StoredFile, body: StorageBody): Promise<void>;
  /** The whole file in memory: for small files only (logos, signatures); undefined when there is none. */
  read(file: StoredFile): Promise<Buffer | undefined>;
  /** The file as a stream with its size, for serving it; undefined when there is none. */
  open(file: StoredFile): Promise<OpenedFile | undefined>;
  /** The file's size, undefined when there is none. */
  stat(file: StoredFile): Promise<{ size: number } | undefined>;
  /** Removes the file; a missing file is no error. */
  remove(file: StoredFile): Promise<void>;
  /** Every file of a folder with its size, in no set order (the copy command walks them). */
  list(folder: StorageFolder): AsyncIterable<{ name: string; size: number }>;
  /** The path a browser fetches the file from (through the API, which checks the caller's rights). */
  urlOf(file: StoredFile): string;
}

const SAFE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export const isStoredName = (name: string) => SAFE_NAME.test(name);

export function checkedFolder(folder: StorageFolder): StorageFolder {
  if (!(STORAGE_FOLDERS as readonly string[]).includes(folder)) throw new Error(`unknown folder ${folder}`);
  return folder;
}

/** The checked name of a file: an unsafe one (a path, `..`, another folder) throws before any look-up. */
export function checkedFile(file: StoredFile): StoredFile {
  checkedFolder(file.folder);
  if (!isStoredName(file.name)) throw new Error(`unsafe file name ${file.name}`);
  return file;
}

/** File names are timestamp-based, with a random suffix so two uploads in one millisecond never clash. */
export const newFileName = (extension: string) => {
  const name = `${Date.now()}_${randomBytes(6).toString('hex')}.${extension}`;
  if (!isStoredName(name)) throw new Error(`unsafe extension ${extension}`);
  return name;
};

export const fileUrl = (file: StoredFile) => `/api/files/${file.folder}/${file.name}`;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function syncDirectory(dir: string) {
  const directory = await fs.open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/**
 * Writes a file and makes it durable before answering: the bytes go to a temporary file (its name is never
 * a stored name), which is fsync'd and renamed into place, and the directory entry is fsync'd. A row that
 * refers to the file (committed after this returns) never outlives it in a crash, and a stream that fails
 * half-way leaves only a removed temporary file.
 */
async function writeDurably(dir: string, target: string, body: StorageBody, exclusive: boolean) {
  await fs.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.part-${randomBytes(8).toString('hex')}`);
  try {
    const out = createWriteStream(temporary, { flags: 'wx' });
    await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
    const handle = await fs.open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (exclusive) {
      // link() fails when the name is taken: a fresh name is never written over. A file system without
      // hard links (some network mounts) gets a rename: a fresh name has 48 random bits per millisecond.
      const linked = await fs.link(temporary, target).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') throw error;
          return false;
        },
      );
      if (linked) await fs.rm(temporary);
      else await fs.rename(temporary, target);
    } else {
      await fs.rename(temporary, target);
    }
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

export function createDiskStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const where = (file: StoredFile) => {
    checkedFile(file);
    return path.join(root, file.folder, file.name);
  };
  const stat = async (file: StoredFile) => {
    try {
      const info = await fs.stat(where(file));
      return info.isFile() ? info : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 'disk',
    async put(folder, body, extension) {
      const file = checkedFile({ folder, name: newFileName(extension) });
      await writeDurably(path.join(root, folder), where(file), body, true);
      return file;
    },
    async putAt(file, body) {
      await writeDurably(path.join(root, checkedFile(file).folder), where(file), body, false);
    },
    async read(file) {
      try {
        return await fs.readFile(where(file));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async open(file) {
      const target = where(file);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, 'r');
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      // The size and the stream come from one open file: a file replaced meanwhile cannot mix the two.
      try {
        const { size } = await handle.stat();
        return { size, stream: handle.createReadStream({ autoClose: true }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async stat(file) {
      const info = await stat(file);
      return info && { size: info.size };
    },
    async remove(file) {
      await fs.rm(where(file), { force: true });
    },
    async *list(folder) {
      let dir: Dir;
      try {
        dir = await fs.opendir(path.join(root, checkedFolder(folder)));
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      // Read entry by entry: a folder of a million files is never listed whole in memory.
      for await (const entry of dir) {
        if (!entry.isFile() || !isStoredName(entry.name)) continue;
        const info = await stat({ folder, name: entry.name });
        if (info) yield { name: entry.name, size: info.size };
      }
    },
    urlOf: (file) => fileUrl(file),
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
