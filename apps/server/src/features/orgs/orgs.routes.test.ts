import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alpha: Awaited<ReturnType<typeof makeOrg>>;
let beta: Awaited<ReturnType<typeof makeOrg>>;
let l1Token: string;
beforeAll(async () => {
  t = await createTestApp();
  alpha = await makeOrg(t.db, { name: 'alpha Aggregates' });
  beta = await makeOrg(t.db, { name: 'Beta Asphalt' });
  l1Token = await signIn(t.app, (await makeUser(t.db, { level: 1 })).userId);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/org', () => {
  it('lists every organisation for L1, by name', async () => {
    const response = await get('/api/org', l1Token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { orgId: alpha.id, orgName: 'alpha Aggregates', orgLogoDetails: [] },
      { orgId: beta.id, orgName: 'Beta Asphalt', orgLogoDetails: [] },
    ]);
  });

  it.each([2, 3, 4] as const)('is refused to L%i, even for the own organisation', async (level) => {
    const user = await makeUser(t.db, { level, orgId: alpha.id });
    const response = await get('/api/org', await signIn(t.app, user.userId));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'invalid', code: 'forbidden' });
  });
});

describe('GET /api/orgDetailsChange/{orgId}', () => {
  it('gives an L1 user a new session acting in the organisation, and ends the old one', async () => {
    const user = await makeUser(t.db, { level: 1 });
    const token = await signIn(t.app, user.userId);
    const response = await get(`/api/orgDetailsChange/${beta.id}`, token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({
      UniqueId: user.id,
      Access_Level: 1,
      orgId: beta.id,
      orgName: 'Beta Asphalt',
    });
    expect(data.token).not.toBe(token);
    expect((await get('/api/org', token)).json().message).toBe('Session time-out');
    expect((await get('/api/org', data.token)).statusCode).toBe(200);

    const back = await get('/api/orgDetailsChange/All', data.token);
    expect(back.json().data.user).toMatchObject({ orgId: null, orgName: 'All' });
  });

  it('answers 404 for an organisation that does not exist, keeping the session', async () => {
    const token = await signIn(t.app, (await makeUser(t.db, { level: 1 })).userId);
    const response = await get('/api/orgDetailsChange/999999', token);
    expect(response.statusCode).toBe(404);
    expect((await get('/api/org', token)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is neither a number nor All', async () => {
    const response = await get('/api/orgDetailsChange/everything', l1Token);
    expect(response.statusCode).toBe(400);
  });

  it.each([2, 3, 4] as const)('is refused to L%i, for the own and another organisation', async (level) => {
    const user = await makeUser(t.db, { level, orgId: alpha.id });
    const token = await signIn(t.app, user.userId);
    for (const target of [alpha.id, beta.id, 'All']) {
      expect((await get(`/api/orgDetailsChange/${target}`, token)).statusCode).toBe(403);
    }
  });
});
