import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOrg, makeUser, type MakeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The role table of spec 1 §6 over two organisations: who sees whom, and which action icons each viewer
 * gets on each user. L3 sees the L3/L4 users sharing one of its regions; L4 sees only itself.
 */
let t: TestApp;
const people: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const a = await makeOrg(t.db, { name: 'Org A', regions: ['R1', 'R2'] });
  const b = await makeOrg(t.db, { name: 'Org B', regions: ['S1'] });
  const [r1 = 0, r2 = 0] = a.regions.map((r) => r.id);
  const s1 = b.regions[0]?.id ?? 0;
  const spec: Record<string, MakeUser> = {
    l1: { level: 1 },
    l1b: { level: 1 },
    a2: { level: 2, orgId: a.id },
    a2b: { level: 2, orgId: a.id },
    a3: { level: 3, orgId: a.id, regionIds: [r1] },
    a3c: { level: 3, orgId: a.id, regionIds: [r1] },
    a3r2: { level: 3, orgId: a.id, regionIds: [r2] },
    a4: { level: 4, orgId: a.id, regionIds: [r1] },
    a4r2: { level: 4, orgId: a.id, regionIds: [r2] },
    b2: { level: 2, orgId: b.id },
    b4: { level: 4, orgId: b.id, regionIds: [s1] },
  };
  for (const [name, options] of Object.entries(spec)) {
    const user = await makeUser(t.db, options);
    people[name] = { id: user.id, token: await signIn(t.app, user.userId) };
  }
});
afterAll(() => t.close());

const who = (name: string) => people[name] ?? { id: 0, token: '' };
const details = (viewer: string, target: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/userdetails/${who(target).id}`,
    headers: bearer(who(viewer).token),
  });

const NONE = { sendPassword: false, changeStatus: false, edit: false, delete: false };
const ALL = { sendPassword: true, changeStatus: true, edit: true, delete: true };

describe('GET /api/userdetails/{id}: visibility and action icons', () => {
  it.each([
    ['l1', 'a2', { ...NONE, changeStatus: true, edit: true }],
    ['l1', 'b4', { ...NONE, changeStatus: true, edit: true }],
    ['l1', 'l1b', { ...NONE, changeStatus: true, edit: true }],
    ['l1', 'l1', NONE],
    ['a2', 'a2b', ALL],
    ['a2', 'a3', ALL],
    ['a2', 'a4r2', ALL],
    ['a2', 'a2', NONE],
    ['a3', 'a4', { ...NONE, changeStatus: true, edit: true }],
    ['a3', 'a3c', { ...NONE, changeStatus: true, edit: true }],
    ['a3', 'a3', NONE],
    ['a4', 'a4', NONE],
  ])('%s viewing %s gets %j', async (viewer, target, actions) => {
    const response = await details(viewer, target);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.actions).toEqual(actions);
    expect(response.json().data.UniqueId).toBe(who(target).id);
  });

  it.each([
    ['a2', 'b4', 'another organisation'],
    ['a2', 'l1', 'an L1 user'],
    ['b2', 'a4', 'another organisation'],
    ['a3', 'a2', 'a higher level'],
    ['a3', 'a4r2', 'a region not theirs'],
    ['a3', 'a3r2', 'an L3 of another region'],
    ['a4', 'a3', 'anyone but themselves'],
    ['a4', 'a4r2', 'anyone but themselves'],
  ])('%s cannot see %s (%s): 404', async (viewer, target) => {
    const response = await details(viewer, target);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found.');
  });

  it('answers 400 for an id that is not a number, and 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userdetails/abc', headers: bearer(who('a2').token) }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/userdetails/${who('a2').id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/user/{isAsc}/{sortIndex}/{page}/{search}/{status}', () => {
  const list = (viewer: string, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/${path}`, headers: bearer(who(viewer).token) });
  const ids = (names: string[]) => names.map((n) => who(n).id).sort((x, y) => x - y);
  const listed = async (viewer: string, path = 'true/UserId/1/1') => {
    const response = await list(viewer, path);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { UniqueId: number }[]).map((u) => u.UniqueId).sort((x, y) => x - y);
  };

  it('shows L1 every user but itself', async () => {
    expect(await listed('l1')).toEqual(
      ids(['l1b', 'a2', 'a2b', 'a3', 'a3c', 'a3r2', 'a4', 'a4r2', 'b2', 'b4']),
    );
  });

  it('shows L1 acting in one organisation only that organisation', async () => {
    const orgB = (await details('l1', 'b2')).json().data.orgId;
    expect(await listed('l1', `true/UserId/1/1?orgId=${orgB}`)).toEqual(ids(['b4', 'b2']));
  });

  it('shows L2 its organisation', async () => {
    expect(await listed('a2')).toEqual(ids(['a2b', 'a3', 'a3c', 'a3r2', 'a4', 'a4r2']));
    expect(await listed('b2')).toEqual(ids(['b4']));
  });

  it('shows L3 the L3 and L4 users of its regions', async () => {
    expect(await listed('a3')).toEqual(ids(['a3c', 'a4']));
  });

  it('refuses the list to L4', async () => {
    expect((await list('a4', 'true/UserId/1/1')).statusCode).toBe(403);
  });

  it.each([
    ['false/password/1/1', 'an unknown sort field'],
    ['true/UserId/0/1', 'page 0'],
    ['true/UserId/1/3', 'status 3'],
    ['maybe/UserId/1/1', 'a direction that is not true or false'],
  ])('answers 400 for %s (%s)', async (path) => {
    const response = await list('a2', path);
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('invalid');
  });
});
