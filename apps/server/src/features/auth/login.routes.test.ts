import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@envirotrack/shared';
import { auditEvents, sessions } from '../../db/schema';
import { makeOrg, makeUser, PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload });
const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;

describe('POST /api/login', () => {
  it('signs in with the user id and answers a token whose claims are the spec’s', async () => {
    const org = await makeOrg(t.db, { name: 'Claims Co', regions: ['East', 'West'] });
    const user = await makeUser(t.db, {
      level: 3,
      orgId: org.id,
      userId: 'claims.user',
      firstName: 'Casey',
      regionIds: org.regions.map((r) => r.id),
    });
    const response = await login({ Email: 'claims.user', Password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe('valid');
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.user).toMatchObject({
      UniqueId: user.id,
      id: user.id,
      UserId: 'claims.user',
      orgId: org.id,
      orgName: 'Claims Co',
      orgLogoURL: null,
      Access_Level: 3,
      First_Name: 'Casey',
      elmsFlag: false,
      Regions: [
        { regionId: org.regions[0]?.id, regionName: 'East' },
        { regionId: org.regions[1]?.id, regionName: 'West' },
      ],
    });
    const payload = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ UniqueId: user.id, sid: data.user.sid, orgName: 'Claims Co' });
  });

  it('signs in with the e-mail address, in any letter case', async () => {
    const org = await makeOrg(t.db);
    await makeUser(t.db, { level: 4, orgId: org.id, userId: 'mail.user', email: 'Mail.User@Example.com' });
    const response = await login({ Email: 'mail.user@example.COM', Password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.UserId).toBe('mail.user');
  });

  it('signs an L1 user into All organisations', async () => {
    await makeUser(t.db, { level: 1, userId: 'top.admin' });
    const { data } = (await login({ Email: 'top.admin', Password: PASSWORD })).json();
    expect(data.user).toMatchObject({ Access_Level: 1, orgId: null, orgName: 'All', Regions: [] });
  });

  it('refuses a wrong password and an unknown user with the same message, and opens no session', async () => {
    const org = await makeOrg(t.db);
    await makeUser(t.db, { level: 4, orgId: org.id, userId: 'wrong.pass' });
    const before = await sessionCount();
    for (const payload of [
      { Email: 'wrong.pass', Password: 'Not#ThePass1' },
      { Email: 'nobody.here', Password: PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'invalid',
        code: 'invalidCredentials',
        message: 'Invalid username or password.',
      });
    }
    expect(await sessionCount()).toBe(before);
    const failures = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'login.failed'));
    expect(failures.map((f) => (f.details as { login: string }).login)).toEqual(
      expect.arrayContaining(['wrong.pass', 'nobody.here']),
    );
  });

  it.each([
    [{ Password: PASSWORD }, 'User ID is required.'],
    [{ Email: '  ', Password: PASSWORD }, 'User ID is required.'],
    [{ Email: 'someone' }, 'Password is required.'],
    [{ Email: 'someone', Password: PASSWORD, OrganizationId: 'abc' }, undefined],
  ])('answers 400 with a clear message for %j', async (payload, message) => {
    const before = await sessionCount();
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe('invalid');
    expect(body.message).toBe(message ?? body.message);
    expect(body.message.length).toBeGreaterThan(5);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an inactive account', async () => {
    const org = await makeOrg(t.db);
    await makeUser(t.db, { level: 4, orgId: org.id, userId: 'gone.quiet', status: 2 });
    const response = await login({ Email: 'gone.quiet', Password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/inactive/);
  });

  describe('a login with accounts in several organisations', () => {
    let north: Awaited<ReturnType<typeof makeOrg>>;
    let south: Awaited<ReturnType<typeof makeOrg>>;
    beforeAll(async () => {
      north = await makeOrg(t.db, { name: 'Aardvark North' });
      south = await makeOrg(t.db, { name: 'Zebra South' });
      await makeUser(t.db, { level: 3, orgId: north.id, userId: 'two.hats' });
      await makeUser(t.db, { level: 2, orgId: south.id, userId: 'two.hats' });
    });

    it("answers 'Organization Info' with the choices and no token", async () => {
      const before = await sessionCount();
      const response = await login({ Email: 'two.hats', Password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'valid',
        message: messages.organizationInfo,
        data: [
          { orgId: north.id, orgName: 'Aardvark North' },
          { orgId: south.id, orgName: 'Zebra South' },
        ],
      });
      expect(await sessionCount()).toBe(before);
    });

    it('signs into the organisation chosen', async () => {
      const response = await login({ Email: 'two.hats', Password: PASSWORD, OrganizationId: south.id });
      expect(response.json().data.user).toMatchObject({
        orgId: south.id,
        orgName: 'Zebra South',
        Access_Level: 2,
      });
    });

    it('refuses an organisation the login has no account in', async () => {
      const other = await makeOrg(t.db);
      const response = await login({ Email: 'two.hats', Password: PASSWORD, OrganizationId: other.id });
      expect(response.statusCode).toBe(401);
    });

    it('signs straight in when the password matches only one of the accounts', async () => {
      await makeUser(t.db, { level: 4, orgId: north.id, userId: 'split.pass', password: 'North#Pass1' });
      await makeUser(t.db, { level: 4, orgId: south.id, userId: 'split.pass', password: 'South#Pass1' });
      const response = await login({ Email: 'split.pass', Password: 'South#Pass1' });
      expect(response.json().data.user.orgId).toBe(south.id);
    });
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a clear message after too many attempts from one address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/login', payload: { Email: 'x', Password: 'y' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        status: 'invalid',
        code: 'rateLimited',
        message: expect.stringMatching(/Too many attempts/),
      });
    } finally {
      await limited.close();
    }
  });
});
