import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { attemptLimits } from '@envirotrack/shared';
import { organisations } from './db/schema';
import { IMAGES, makeOrg, makeUser, PASSWORD } from '../test/factories';
import { startInstances, type Instances } from '../test/instances';
import { startTestS3, type TestS3 } from '../test/s3-server';

/**
 * The app tier scales out: two instances, each with its own memory and DATA_DIR, on one PostgreSQL and one
 * S3-compatible store, reached over real HTTP as a load balancer would send requests to either.
 */
let s3: TestS3;
let both: Instances;
let a: string;
let b: string;
let orgId: number;
beforeAll(async () => {
  s3 = await startTestS3();
  both = await startInstances(2, {
    ...s3.env,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '1000',
  });
  [a, b] = both.urls as [string, string];
  orgId = (await makeOrg(both.db)).id;
}, 60_000);
afterAll(async () => {
  await both?.close();
  await s3?.close();
});

const signIn = (base: string, login: string, password = PASSWORD) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: login, Password: password }),
  });
const tokenOf = async (response: Response) =>
  ((await response.json()) as { data: { token: string } }).data.token;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (base: string, token: string) => fetch(`${base}/api/me`, { headers: auth(token) });
const upload = (base: string, url: string, token: string, name: string, type: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return fetch(`${base}${url}`, { method: 'POST', headers: auth(token), body: form });
};

describe('two app instances on one database and one S3-compatible store', () => {
  it('a session opened on one works on the other, and signing out on one ends it on both', async () => {
    const user = await makeUser(both.db, { level: 4, orgId });
    const signedIn = await signIn(a, user.userId);
    expect(signedIn.status).toBe(200);
    const token = await tokenOf(signedIn);
    expect((await me(b, token)).status).toBe(200);
    expect((await me(a, token)).status).toBe(200);

    const out = await fetch(`${b}/api/logout`, { method: 'POST', headers: auth(token) });
    expect(out.status).toBe(200);
    expect((await me(a, token)).status).toBe(401);
    expect((await me(b, token)).status).toBe(401);
  });

  it('a file uploaded through one is served by the other, to those who may read it only', async () => {
    const user = await makeUser(both.db, { level: 2, orgId });
    const token = await tokenOf(await signIn(a, user.userId));
    // An attachment larger than one S3 part, streamed through instance A into the bucket.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]);
    const sent = await upload(a, '/api/inspection-files/images', token, 'permit.pdf', 'application/pdf', pdf);
    expect(sent.status).toBe(200);
    const { url } = ((await sent.json()) as { data: { url: string } }).data;

    const served = await fetch(`${b}${url}`, { headers: auth(token) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-length')).toBe(String(pdf.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    // Never public: no token, or a user of another organisation, is refused on either instance.
    expect((await fetch(`${b}${url}`)).status).toBe(401);
    const stranger = await makeUser(both.db, { level: 2, orgId: (await makeOrg(both.db)).id });
    const strangerToken = await tokenOf(await signIn(b, stranger.userId));
    expect((await fetch(`${b}${url}`, { headers: auth(strangerToken) })).status).toBe(404);
    expect((await fetch(`${a}${url}`, { headers: auth(strangerToken) })).status).toBe(404);
  });

  it("an organisation's logo uploaded through one is served publicly by the other", async () => {
    const admin = await makeUser(both.db, { level: 1 });
    const token = await tokenOf(await signIn(b, admin.userId));
    const sent = await upload(b, `/api/org/${orgId}/logo`, token, 'logo.png', 'image/png', IMAGES.png);
    expect(sent.status).toBe(200);
    const [org] = await both.db.select().from(organisations).where(eq(organisations.id, orgId));
    expect(org?.logoUrl).toMatch(/^\/api\/files\/companyLogos\/.+\.png$/);
    const served = await fetch(`${a}${org?.logoUrl ?? ''}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(IMAGES.png)).toBe(true);
  });

  it('sign-in limits hold across both: wrong passwords counted on either refuse the login on both', async () => {
    const user = await makeUser(both.db, { level: 4, orgId });
    const { max } = attemptLimits.signInPerLogin;
    for (let i = 0; i < max; i += 1) {
      expect((await signIn(i % 2 ? b : a, user.userId, 'Wrong#Pass1')).status).toBe(401);
    }
    for (const base of [a, b]) {
      const refused = await signIn(base, user.userId);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it("answers the organisation's bar chart on either as the database stands after the other's writes", async () => {
    const region = (await makeOrg(both.db, { regions: ['North'] })).regions[0];
    const [org] = (
      (await both.db.execute(sql`select org_id as id from regions where id = ${region?.id}`)) as {
        rows: { id: number }[];
      }
    ).rows;
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await both.db.execute(query)) as { rows: T[] }).rows[0] as T;
    const form = await one<{ id: number }>(sql`insert into form_templates (form_key, name, parent_id,
        permit_type, frequency, facility_types, inspection_type, owner_org_id)
      values ('so-m1', 'Form so-m1', 'so-m1', 'Water', 'Monthly', '{Ready Mix}', 'Inspections', ${org?.id})
      returning id`);
    const plant = await one<{ id: number }>(sql`insert into plants (org_id, plant_id, name, street, city,
        state, zip_code, region_id, facility_type, created_at)
      values (${org?.id}, 'SO-1', 'Scale Out', '1 Main', 'Dallas', 'TX', '75001', ${region?.id}, 'Ready Mix',
        '2026-01-01') returning id`);
    await both.db.execute(sql`insert into plant_forms (plant_id, template_id, assigned_at)
      values (${plant.id}, ${form.id}, '2026-01-01')`);
    const admin = await makeUser(both.db, { level: 2, orgId: org?.id ?? 0 });
    const token = await tokenOf(await signIn(a, admin.userId));
    const bars = async (base: string) => {
      const response = await fetch(`${base}/api/dashboard/monthly/summary?date=2026-10-15`, {
        headers: auth(token),
      });
      const body = (await response.json()) as { data: { plantName: string; InComplete: number }[] };
      return body.data.map((bar) => [bar.plantName, bar.InComplete]);
    };
    expect(await bars(a)).toEqual([['Scale Out', 1]]);
    expect(await bars(b)).toEqual([['Scale Out', 1]]);
    // Written behind both instances' backs: a plant renamed, a second form assigned.
    const second = await one<{ id: number }>(sql`insert into form_templates (form_key, name, parent_id,
        permit_type, frequency, facility_types, inspection_type, owner_org_id)
      values ('so-m2', 'Form so-m2', 'so-m2', 'Water', 'Monthly', '{Ready Mix}', 'Inspections', ${org?.id})
      returning id`);
    await both.db.execute(sql`update plants set name = 'Renamed' where id = ${plant.id}`);
    await both.db.execute(sql`insert into plant_forms (plant_id, template_id, assigned_at)
      values (${plant.id}, ${second.id}, '2026-01-01')`);
    expect(await bars(a)).toEqual([['Renamed', 2]]);
    expect(await bars(b)).toEqual([['Renamed', 2]]);
  });

  it("runs its statements without PostgreSQL's JIT compiler (it cost a dashboard call 136 ms)", async () => {
    // PGlite has no JIT to turn off; on PostgreSQL the pool's connections say so.
    const expected = inject('dbTemplate').kind === 'postgres' ? 'off' : undefined;
    const shown = (await both.db.execute(sql`select current_setting('jit', true) as jit`)) as {
      rows: { jit: string | null }[];
    };
    expect(shown.rows[0]?.jit ?? undefined).toBe(expected);
  });
});
