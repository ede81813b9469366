import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type Storage, type StoredFile, STORAGE_FOLDERS } from './storage';

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-storage-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A stream of `bytes` in chunks of `chunk` bytes, as an upload arrives. */
const chunked = (bytes: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );

/** A stream that sends some bytes, then fails (a connection dropped half-way). */
const failing = (bytes: Buffer) =>
  Readable.from(
    (async function* () {
      yield bytes;
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('connection lost');
    })(),
  );

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const names = async (storage: Storage, folder: StoredFile['folder']) => {
  const found: string[] = [];
  for await (const file of storage.list(folder)) found.push(file.name);
  return found.sort();
};

const UNSAFE = ['../jwt-secret', '..', 'a/b.png', 'x.png/..', '.part-0123abcd', 'name', 'a b.png', 'A.PNG'];

describe.each([
  ['disk', () => createDiskStorage(dataDir)],
  ['S3 (s3rver)', () => createS3Storage(s3.settings)],
])('storage on %s', (kind, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('puts bytes under a fresh name and reads, opens, stats and lists them', async () => {
    const bytes = randomBytes(1000);
    const file = await storage.put('images', bytes, 'png');
    expect(file.folder).toBe('images');
    expect(file.name).toMatch(/^\d+_[0-9a-f]{12}\.png$/);
    expect(storage.urlOf(file)).toBe(`/api/files/images/${file.name}`);
    expect(await storage.read(file)).toEqual(bytes);
    expect(await storage.stat(file)).toEqual({ size: 1000 });
    const opened = await storage.open(file);
    expect(opened?.size).toBe(1000);
    expect(opened && (await collect(opened.stream))).toEqual(bytes);
    expect(await names(storage, 'images')).toContain(file.name);
    expect(await names(storage, 'signatures')).not.toContain(file.name);
    const again = await storage.put('images', bytes, 'png');
    expect(again.name).not.toBe(file.name);
  });

  it('stores a stream as it arrives, larger than one S3 part', async () => {
    const bytes = randomBytes(11 * 1024 * 1024 + 17);
    const file = await storage.put('images', chunked(bytes), 'mp4');
    expect(await storage.stat(file)).toEqual({ size: bytes.length });
    const opened = await storage.open(file);
    expect(opened?.size).toBe(bytes.length);
    expect(opened && (await collect(opened.stream)).equals(bytes)).toBe(true);
    const small = await storage.put('signatures', chunked(Buffer.from('a small stream'), 3), 'txt');
    expect((await storage.read(small))?.toString()).toBe('a small stream');
  });

  it('keeps nothing of a stream that fails half-way', async () => {
    const before = await names(storage, 'companyLogos');
    await expect(storage.put('companyLogos', failing(randomBytes(6 * 1024 * 1024)), 'png')).rejects.toThrow(
      'connection lost',
    );
    await expect(storage.put('companyLogos', failing(randomBytes(100)), 'png')).rejects.toThrow(
      'connection lost',
    );
    expect(await names(storage, 'companyLogos')).toEqual(before);
    if (kind === 'disk') {
      // No temporary file is left behind either.
      expect(await fs.readdir(path.join(dataDir, 'uploads', 'companyLogos'))).toEqual(before);
    }
  });

  it('answers undefined for a missing file and removes without error', async () => {
    const file = await storage.put('signatures', Buffer.from('x'), 'png');
    await storage.remove(file);
    expect(await storage.read(file)).toBeUndefined();
    expect(await storage.open(file)).toBeUndefined();
    expect(await storage.stat(file)).toBeUndefined();
    expect(await names(storage, 'signatures')).not.toContain(file.name);
    await expect(storage.remove(file)).resolves.toBeUndefined();
    const never = { folder: 'images' as const, name: '1_000000000000.png' };
    expect(await storage.read(never)).toBeUndefined();
    expect(await storage.open(never)).toBeUndefined();
  });

  it('writes a file under its own name, replacing one there (the copy command)', async () => {
    const file = { folder: 'images' as const, name: `${Date.now()}_abcdefabcdef.pdf` };
    await storage.putAt(file, chunked(Buffer.from('first version')));
    await storage.putAt(file, Buffer.from('second'));
    expect((await storage.read(file))?.toString()).toBe('second');
  });

  it('refuses unsafe names and folders before any look-up', async () => {
    for (const name of UNSAFE) {
      const file = { folder: 'images' as const, name };
      await expect(storage.read(file), name).rejects.toThrow(/unsafe/);
      await expect(storage.open(file), name).rejects.toThrow(/unsafe/);
      await expect(storage.stat(file), name).rejects.toThrow(/unsafe/);
      await expect(storage.remove(file), name).rejects.toThrow(/unsafe/);
      await expect(storage.putAt(file, Buffer.from('x')), name).rejects.toThrow(/unsafe/);
    }
    const elsewhere = { folder: '../..' as StoredFile['folder'], name: '1_000000000000.png' };
    await expect(storage.read(elsewhere)).rejects.toThrow(/folder/);
    await expect(storage.put('images', Buffer.from('x'), '../png')).rejects.toThrow(/unsafe/);
    await expect(storage.put('images', Buffer.from('x'), 'p/ng')).rejects.toThrow(/unsafe/);
    expect(STORAGE_FOLDERS).toEqual(['images', 'signatures', 'companyLogos', 'references', 'packs']);
  });
});
