import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccessLevel } from '@envirotrack/shared';
import type { Db } from '../src/db/client';
import { organisations, regions, userRegions, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const PASSWORD = 'Factory#Pass1';
const unique = () => randomBytes(4).toString('hex');

let passwordHash: Promise<string> | undefined;
const defaultHash = () => (passwordHash ??= hashPassword(PASSWORD));

export async function makeOrg(db: Db, options: { name?: string; regions?: string[] } = {}) {
  const [org] = await db
    .insert(organisations)
    .values({ name: options.name ?? `Org ${unique()}` })
    .returning();
  if (!org) throw new Error('no organisation');
  const regionRows = options.regions?.length
    ? await db
        .insert(regions)
        .values(options.regions.map((name) => ({ orgId: org.id, name })))
        .returning()
    : [];
  return { ...org, regions: regionRows };
}

export interface MakeUser {
  level: AccessLevel;
  orgId?: number | null;
  userId?: string;
  email?: string;
  password?: string;
  status?: 1 | 2;
  regionIds?: number[];
  firstName?: string;
}

export async function makeUser(db: Db, options: MakeUser) {
  const userId = options.userId ?? `user.${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      orgId: options.level === 1 ? null : (options.orgId ?? null),
      userId,
      email: options.email ?? `${userId}@example.com`,
      firstName: options.firstName ?? 'Test',
      lastName: 'User',
      accessLevel: options.level,
      status: options.status ?? 1,
      passwordHash: options.password ? await hashPassword(options.password) : await defaultHash(),
    })
    .returning();
  if (!user) throw new Error('no user');
  if (options.regionIds?.length) {
    await db.insert(userRegions).values(options.regionIds.map((regionId) => ({ userId: user.id, regionId })));
  }
  return user;
}

/** Signs in through the API and answers the token. */
export async function signIn(
  app: FastifyInstance,
  login: string,
  password = PASSWORD,
  organizationId?: number,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { Email: login, Password: password, OrganizationId: organizationId },
  });
  const body = response.json();
  if (response.statusCode !== 200 || !body.data?.token) {
    throw new Error(`sign-in of ${login} failed: ${response.statusCode} ${response.body}`);
  }
  return body.data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The first bytes a real image of each kind starts with; enough for the upload checks, and viewable. */
export const IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
} as const;

/** A multipart/form-data body holding one file, built by hand as a browser would send it. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----envirotrack${unique()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body of several fields and files, as a browser's FormData sends it. */
export function multipartParts(parts: FormPart[]) {
  const boundary = `----envirotrack${unique()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
    ),
    ...('value' in part ? [] : [part.bytes, Buffer.from('\r\n')]),
  ]);
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
