import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectionMessages,
  REFERENCE_BANNER_MAX_BYTES,
  REFERENCE_FILE_MAX_BYTES,
  referenceMessages,
} from '@envirotrack/shared';
import { referenceDocuments } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { bearer, IMAGES } from '../../../test/factories';
import { appOnStorage, storageKinds } from '../../../test/storage-kinds';
import type { TestApp } from '../../../test/test-app';

v8.setFlagsFromString('--expose-gc');
/** A full garbage collection, so that memory samples count live bytes only. */
const collectGarbage = vm.runInNewContext('gc') as () => void;
const liveBytes = () => {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

interface StreamedFile {
  name: string;
  filename: string;
  /** The file's first bytes; `size` bytes in all, the rest spaces (or `tail` at the very end). */
  head: Buffer;
  size: number;
  tail?: Buffer;
}

/**
 * A multipart body generated as it is sent (one 64 KB chunk reused): the test holds none of the file, so the
 * server's memory shows whatever it holds. `sample` runs after every megabyte sent.
 */
function streamedBody(title: string, files: StreamedFile[], sample: () => void = () => undefined) {
  const boundary = `----envirotrack${Date.now()}`;
  const spaces = Buffer.alloc(CHUNK, 0x20);
  const hash = createHash('sha256');
  const text = (s: string) => Buffer.from(s);
  const fieldPart = text(
    `--${boundary}\r\nContent-Disposition: form-data; name="referenceTitle"\r\n\r\n${title}\r\n`,
  );
  const fileHeader = (f: StreamedFile) =>
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
  const end = text(`--${boundary}--\r\n`);
  const length =
    fieldPart.length + files.reduce((sum, f) => sum + fileHeader(f).length + f.size + 2, 0) + end.length;
  async function* generate() {
    yield fieldPart;
    let sent = 0;
    for (const file of files) {
      yield fileHeader(file);
      const tail = file.tail ?? Buffer.alloc(0);
      hash.update(file.head);
      yield file.head;
      for (let left = file.size - file.head.length - tail.length; left > 0; left -= CHUNK) {
        const chunk = left >= CHUNK ? spaces : spaces.subarray(0, left);
        hash.update(chunk);
        yield chunk;
        sent += chunk.length;
        if (sent % MB === 0) sample();
      }
      hash.update(tail);
      if (tail.length) yield tail;
      yield text('\r\n');
    }
    yield end;
  }
  return {
    payload: Readable.from(generate(), { objectMode: false }),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    sha256: () => hash.digest('hex'),
  };
}

const PDF_HEAD = Buffer.from('%PDF-1.4\n');

/** Reference files go to storage as they arrive: never held whole, and a refused one is kept nowhere. */
describe.each(storageKinds('streamed-references/'))('streamed reference uploads on %s', (kind, env) => {
  let t: TestApp;
  let token: string;
  let storage: Storage;
  beforeAll(async () => {
    ({ t, storage, token } = await appOnStorage(env(), 2));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  /** Sent over a real connection: the server reads the body as it arrives (inject would buffer it first). */
  const send = async (body: ReturnType<typeof streamedBody>) => {
    const { port } = t.app.server.address() as AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/References',
      headers: { ...body.headers, ...bearer(token) },
    });
    const answer = new Promise<{ statusCode: number; json: () => { message: string; data: unknown } }>(
      (resolve, reject) => {
        request.on('error', reject);
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ statusCode: response.statusCode ?? 0, json: () => JSON.parse(text) });
          });
        });
      },
    );
    // The server may answer (413) before the body is all sent and close the connection: that is no failure.
    await pipeline(body.payload, request).catch(() => undefined);
    return answer;
  };
  const stored = async () => {
    const names: string[] = [];
    for await (const file of storage.list('references')) names.push(file.name);
    return names.sort();
  };
  const rows = async () => (await t.db.select({ n: count() }).from(referenceDocuments))[0]?.n ?? 0;
  const unchanged = async (before: [string[], number]) =>
    expect([await stored(), await rows()]).toEqual(before);

  it('stores a file just under the limit whole, serves it back, and holds far less than it in memory', async () => {
    const size = REFERENCE_FILE_MAX_BYTES - 1024;
    const samples: number[] = [];
    const body = streamedBody(
      'Big manual',
      [{ name: 'referenceFileData', filename: 'big.pdf', head: PDF_HEAD, size }],
      () => samples.push(liveBytes()),
    );
    const baseline = liveBytes();
    const sent = await send(body);
    expect(sent.statusCode).toBe(200);
    const ref = (sent.json() as { data: unknown }).data as { referenceFile: string; referenceSize: number };
    expect(ref.referenceSize).toBe(size);
    expect(samples.length).toBeGreaterThanOrEqual(20);
    // Read whole, the file would add its 25 MB; streamed, a few 64 KB buffers. On S3 the test's server
    // (s3rver) runs in this process and keeps the parts it receives, so only the disk run measures.
    if (kind === 'disk') {
      const growth = Math.max(...samples) - baseline;
      // Measured: about 2.7 MB streamed; the former whole-file read grew by 20 MB and more.
      expect(growth, `grew by ${(growth / MB).toFixed(1)} MB`).toBeLessThan(size / 3);
    }
    const served = await t.app.inject({ method: 'GET', url: ref.referenceFile, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(size));
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(body.sha256());
  });

  it('refuses a file over the limit with 413 and keeps nothing, with or without a banner before it', async () => {
    const before: [string[], number] = [await stored(), await rows()];
    const huge = {
      name: 'referenceFileData',
      filename: 'huge.pdf',
      head: PDF_HEAD,
      size: REFERENCE_FILE_MAX_BYTES + MB,
    };
    expect((await send(streamedBody('Huge', [huge]))).statusCode).toBe(413);
    await unchanged(before);
    const banner = { name: 'bannerImage', filename: 'b.png', head: IMAGES.png, size: IMAGES.png.length };
    expect((await send(streamedBody('Huge', [banner, huge]))).statusCode).toBe(413);
    await unchanged(before);
  });

  it('refuses a banner over its limit (413) and text that stops being text past its first bytes (400), keeping nothing', async () => {
    const before: [string[], number] = [await stored(), await rows()];
    const pdf = { name: 'referenceFileData', filename: 'plan.pdf', head: PDF_HEAD, size: 3 * MB };
    const banner = {
      name: 'bannerImage',
      filename: 'banner.png',
      head: IMAGES.png,
      size: REFERENCE_BANNER_MAX_BYTES + 1,
    };
    const big = await send(streamedBody('Banner', [pdf, banner]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(referenceMessages.tooLarge);
    await unchanged(before);
    const csv = {
      name: 'referenceFileData',
      filename: 'readings.csv',
      head: Buffer.from('date,ph\n'),
      size: MB,
      tail: Buffer.from([0xff, 0xfe]),
    };
    const broken = await send(streamedBody('Readings', [csv]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(inspectionMessages.attachmentTypes(1));
    // The checks keep their order: a missing title is named before the broken content.
    const untitled = await send(streamedBody('', [csv]));
    expect(untitled.json().message).toBe(referenceMessages.fileTitle);
    await unchanged(before);
    const fine = await send(streamedBody('Readings', [{ ...csv, tail: Buffer.from('7.1\n') }]));
    expect(fine.statusCode).toBe(200);
    expect(await stored()).toHaveLength(before[0].length + 1);
  });
});
