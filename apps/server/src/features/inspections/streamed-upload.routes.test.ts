import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, inspectionMessages } from '@envirotrack/shared';
import { inspectionFiles } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { bearer, multipartFile } from '../../../test/factories';
import { appOnStorage, storageKinds } from '../../../test/storage-kinds';
import type { TestApp } from '../../../test/test-app';

/** Attachments are stored as they arrive and checked on the way: a failed check keeps nothing. */
describe.each(storageKinds('streamed/'))('streamed attachment uploads on %s', (_kind, env) => {
  let t: TestApp;
  let token: string;
  let storage: Storage;
  beforeAll(async () => {
    ({ t, storage, token } = await appOnStorage(env(), 4));
  });
  afterAll(() => t.close());

  const upload = (name: string, bytes: Buffer) => {
    const { payload, headers } = multipartFile('file', name, 'application/octet-stream', bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/inspection-files/images',
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  };
  const stored = async () => {
    const names: string[] = [];
    for await (const file of storage.list('images')) names.push(file.name);
    return names;
  };
  const rows = async () => (await t.db.select({ n: count() }).from(inspectionFiles))[0]?.n ?? 0;

  it('stores a large file whole, with its size, and serves it back', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    const sent = await upload('manual.pdf', bytes);
    expect(sent.statusCode).toBe(200);
    const info = sent.json().data as { name: string; url: string; size: number };
    expect(info.size).toBe(bytes.length);
    expect(await stored()).toContain(info.name);
    const served = await t.app.inject({ method: 'GET', url: info.url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(bytes.length));
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses text that stops being UTF-8 past the bytes its type is recognised by, keeping nothing', async () => {
    const [before, rowsBefore] = [await stored(), await rows()];
    const valid = Buffer.from('date,ph\n'.repeat(20_000));
    const refused = await upload('readings.csv', Buffer.concat([valid, Buffer.from([0xff, 0xfe]), valid]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inspectionMessages.attachmentTypes(1));
    const nul = await upload('notes.txt', Buffer.concat([valid, Buffer.from([0]), valid]));
    expect(nul.statusCode).toBe(400);
    const cut = await upload('notes.txt', Buffer.concat([valid, Buffer.from([0xe2, 0x82])]));
    expect(cut.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
    const accepted = await upload('readings.csv', Buffer.concat([valid, Buffer.from('€\n'), valid]));
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a file past the limit with 413, keeping nothing', async () => {
    const [before, rowsBefore] = [await stored(), await rows()];
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x20)]);
    const refused = await upload('huge.pdf', bytes);
    expect(refused.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
  });
});
