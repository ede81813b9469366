import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits, attemptMessages } from '@envirotrack/shared';
import { attemptCounters, inspectionFiles, organisations } from '../../db/schema';
import { bearer, IMAGES, makeOrg, makeUser, multipartFile, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  orgId = (await makeOrg(t.db)).id;
});
afterAll(() => t.close());

const post = (url: string, token: string, name: string, type: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile('file', name, type, bytes);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(token) }, payload });
};
const fileRows = async () => (await t.db.select({ n: count() }).from(inspectionFiles))[0]?.n ?? 0;
const storedFiles = async (folder: string) =>
  (await fs.readdir(path.join(t.config.dataDir, 'uploads', folder)).catch(() => [])).length;
/** Puts a user's upload counter at `value`, as if the uploads had been made in this window. */
const counted = (key: string, value: number) =>
  t.db
    .insert(attemptCounters)
    .values({ key, count: value, expiresAt: sql`now() + interval '10 minutes'` })
    .onConflictDoUpdate({ target: attemptCounters.key, set: { count: value } });

async function signedInUser(level: 1 | 4) {
  const user = await makeUser(t.db, { level, orgId });
  return { user, token: await signIn(t.app, user.userId) };
}

describe('upload limit per user, counted in PostgreSQL', () => {
  it('counts each upload and answers 429 past the limit, storing nothing', async () => {
    const { user, token } = await signedInUser(4);
    const first = await post('/api/inspection-files/images', token, 'a.png', 'image/png', IMAGES.png);
    expect(first.statusCode).toBe(200);
    const row = (await t.db.select().from(attemptCounters)).find((r) => r.key === `upload:user:${user.id}`);
    expect(row?.count).toBe(1);

    await counted(`upload:user:${user.id}`, attemptLimits.uploadsPerUser.max);
    const [rows, images, signatures] = [
      await fileRows(),
      await storedFiles('images'),
      await storedFiles('signatures'),
    ];
    for (const [url, type] of [
      ['/api/inspection-files/images', 'image/png'],
      ['/api/inspection-files/signatures', 'image/png'],
    ] as const) {
      const refused = await post(url, token, 'b.png', type, IMAGES.png);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        status: 'invalid',
        code: 'rateLimited',
        message: attemptMessages.tooManyUploads(Number(refused.headers['retry-after'])),
      });
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles('images')).toBe(images);
    expect(await storedFiles('signatures')).toBe(signatures);

    // Per user: someone else still uploads.
    const other = await signedInUser(4);
    expect(
      (await post('/api/inspection-files/images', other.token, 'c.png', 'image/png', IMAGES.png)).statusCode,
    ).toBe(200);
  });

  it('limits the bytes uploaded too', async () => {
    const { user, token } = await signedInUser(4);
    await counted(`upload-bytes:user:${user.id}`, attemptLimits.uploadBytesPerUser.max - 10);
    const refused = await post('/api/inspection-files/images', token, 'a.png', 'image/png', IMAGES.png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rateLimited');
  });

  it('counts organisation logos with the rest of the user’s uploads', async () => {
    const { user, token } = await signedInUser(1);
    await counted(`upload:user:${user.id}`, attemptLimits.uploadsPerUser.max);
    const refused = await post(`/api/org/${orgId}/logo`, token, 'logo.png', 'image/png', IMAGES.png);
    expect(refused.statusCode).toBe(429);
    const [org] = await t.db.select().from(organisations).where(eq(organisations.id, orgId));
    expect(org?.logoUrl).toBeNull();
    expect(await storedFiles('companyLogos')).toBe(0);
  });
});
