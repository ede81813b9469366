import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, STORAGE_FOLDERS, type Storage, type StoredFile } from './storage';
import { copyStorage } from './storage-copy';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

let s3: TestS3;
let dataDir: string;
let disk: Storage;
const files: { file: StoredFile; bytes: Buffer }[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-copy-'));
  disk = createDiskStorage(dataDir);
  for (const [i, folder] of [...STORAGE_FOLDERS, 'images', 'images', 'signatures'].entries()) {
    const bytes = randomBytes(i === 1 ? 6 * 1024 * 1024 : 100 + i);
    files.push({ file: await disk.put(folder as StoredFile['folder'], bytes, 'png'), bytes });
  }
  // Not stored files: a temporary file of a write in progress, a stray file. Never copied.
  await fs.writeFile(path.join(dataDir, 'uploads', 'images', '.part-0011aabb'), 'half');
  await fs.writeFile(path.join(dataDir, 'uploads', 'images', 'notes'), 'stray');
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A fresh key prefix, as an empty bucket. */
const target = () => createS3Storage({ ...s3.settings, prefix: `copy-${randomBytes(4).toString('hex')}/` });

const expectAllCopied = async (to: Storage) => {
  for (const { file, bytes } of files) expect((await to.read(file))?.equals(bytes), file.name).toBe(true);
  const listed: string[] = [];
  for (const folder of STORAGE_FOLDERS) for await (const f of to.list(folder)) listed.push(f.name);
  expect(listed.sort()).toEqual(files.map((f) => f.file.name).sort());
};

/** The disk storage, but the `failAt`th file opened fails half-way through its bytes (a crash mid-copy). */
function crashing(failAt: number): Storage {
  let opened = 0;
  return {
    ...disk,
    async open(file) {
      opened += 1;
      const real = await disk.open(file);
      if (opened !== failAt || !real) return real;
      real.stream.destroy();
      const half = (await disk.read(file))?.subarray(0, real.size / 2) ?? Buffer.alloc(0);
      async function* cut() {
        yield half;
        throw new Error('copy interrupted');
      }
      return { size: real.size, stream: Readable.from(cut()) };
    },
  };
}

describe('copying the files from disk to S3', () => {
  it('copies every stored file, and a second run copies nothing (idempotent)', async () => {
    const to = target();
    const first = await copyStorage(disk, to);
    expect(first).toEqual({
      copied: files.length,
      skipped: 0,
      bytes: files.reduce((sum, f) => sum + f.bytes.length, 0),
    });
    await expectAllCopied(to);
    expect(await copyStorage(disk, to)).toEqual({ copied: 0, skipped: files.length, bytes: 0 });
    await expectAllCopied(to);
  });

  it('finishes an interrupted run when run again, leaving no partial file (resumable)', async () => {
    const to = target();
    await expect(copyStorage(crashing(4), to, { concurrency: 1 })).rejects.toThrow('copy interrupted');
    const done: string[] = [];
    for (const folder of STORAGE_FOLDERS) for await (const f of to.list(folder)) done.push(f.name);
    expect(done.length).toBe(3);
    const again = await copyStorage(disk, to);
    expect(again.copied).toBe(files.length - 3);
    expect(again.skipped).toBe(3);
    await expectAllCopied(to);
  });

  it('replaces a target file of another size (left by something else)', async () => {
    const to = target();
    for (const { file } of files.slice(0, 2)) await to.putAt(file, Buffer.from('stale'));
    const result = await copyStorage(disk, to);
    expect(result.copied).toBe(files.length);
    await expectAllCopied(to);
  });

  it('runs as a command: npm run storage:copy-to-s3, twice, then refuses a store it cannot reach', async () => {
    const env = { ...process.env, ...s3.env, STORAGE: 'disk', DATA_DIR: dataDir, S3_PREFIX: 'command/' };
    const command = ['--import', 'tsx', 'src/copy-files-to-s3.ts'];
    const first = await run(process.execPath, command, { cwd: serverDir, env });
    expect(first.stdout).toContain(`Done: ${files.length} copied`);
    const second = await run(process.execPath, command, { cwd: serverDir, env });
    expect(second.stdout).toContain(`Done: 0 copied (0 bytes), ${files.length} already there and skipped.`);
    await expectAllCopied(createS3Storage({ ...s3.settings, prefix: 'command/' }));

    const unreachable = { ...env, S3_ENDPOINT: 'http://127.0.0.1:9', AWS_MAX_ATTEMPTS: '1' };
    const failed = await run(process.execPath, command, { cwd: serverDir, env: unreachable }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in failed && failed.code).toBe(1);
    expect('stderr' in failed && failed.stderr).toContain('Run the command again to finish');
    const noBucket = { ...env, S3_BUCKET: '' };
    const refused = await run(process.execPath, command, { cwd: serverDir, env: noBucket }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('stderr' in refused && refused.stderr).toContain('S3_BUCKET');
  }, 180_000);
});
