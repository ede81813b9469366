// Upload tests run on both kinds of storage: the local disk and an S3-compatible server (s3rver) the file starts.
import { afterAll, beforeAll } from 'vitest';
import { createStorage } from '../src/lib/create-storage';
import type { Storage } from '../src/lib/storage';
import { makeOrg, makeUser, signIn } from './factories';
import { startTestS3, type TestS3 } from './s3-server';
import { createTestApp, type TestApp } from './test-app';

export type StorageKind = 'disk' | 'S3';

/**
 * Starts the file's s3rver (before its tests, stopped after them) and answers the cases for `describe.each`:
 * each kind with the configuration that selects it (S3 keys under `prefix`).
 */
export function storageKinds(prefix: string): [StorageKind, () => Record<string, string>][] {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());
  return [
    ['disk', () => ({})],
    ['S3', () => ({ ...(s3?.env ?? {}), S3_PREFIX: prefix })],
  ];
}

/** A test app on that storage, its storage, and a signed-in user of this level in a new organisation. */
export async function appOnStorage(env: Record<string, string>, level: 1 | 2 | 3 | 4) {
  const t: TestApp = await createTestApp(env);
  const storage: Storage = createStorage(t.config);
  const user = await makeUser(t.db, { level, orgId: (await makeOrg(t.db)).id });
  return { t, storage, token: await signIn(t.app, user.userId) };
}
