import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultOrgSettings, ELMS_TOKEN_SECONDS, messages } from '@envirotrack/shared';
import { feedback, supportRequests, users } from '../../db/schema';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PORTAL = 'https://training.example.com/sso?site=envirotrack';
const ELMS_SECRET = 'elms-shared-secret-0123456789abcdef';
const SUPPORT = 'support@envirotrack.example';

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  [t, bare] = await Promise.all([
    createTestApp({ TRAINING_PORTAL_URL: PORTAL, ELMS_SECRET, SUPPORT_EMAIL: SUPPORT }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([t.close(), bare.close()]));
beforeEach(() => {
  t.mail.length = 0;
  bare.mail.length = 0;
});

const get = (app: TestApp, url: string, token: string) =>
  app.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (app: TestApp, url: string, token: string | undefined, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const signedInUser = async (app: TestApp, options: Parameters<typeof makeUser>[1]) => {
  const user = await makeUser(app.db, options);
  return { user, token: await signIn(app.app, user.userId) };
};
const withElms = async (app: TestApp, orgId: number) => {
  const { user, token } = await signedInUser(app, { level: 3, orgId });
  await app.db.update(users).set({ elmsFlag: true }).where(eq(users.id, user.id));
  return { user, token };
};

describe('GET /api/me', () => {
  let orgId: number;
  let otherOrgId: number;
  let allowed: number;
  let elsewhere: number;
  let l1Token: string;
  const ARCHIVED = {
    url: 'https://old.example.com/',
    label: 'ARCHIVED 07/01/2024',
    tooltip: 'Old application',
  };
  const settings = () => ({
    singleInspectionsLink: true,
    hideHousekeeping: true,
    headerText: 'Dallas & Houston',
    flagCloseDays: 21,
    dailyDueDays: [1, 3, 5, 7],
    archivedApp: { ...ARCHIVED, regionIds: [allowed] },
  });
  /** What /me shows of them: the archived link only ever in the top-level archivedApp, for allowed users. */
  const shown = () => ({ ...settings(), archivedApp: null });

  beforeAll(async () => {
    const org = await makeOrg(t.db, { name: 'Archive Co', regions: ['Dallas', 'Houston'] });
    otherOrgId = (await makeOrg(t.db, { name: 'Plain Co' })).id;
    orgId = org.id;
    allowed = org.regions[0]?.id ?? 0;
    elsewhere = org.regions[1]?.id ?? 0;
    l1Token = (await signedInUser(t, { level: 1 })).token;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/updateorg/${orgId}`,
      headers: bearer(l1Token),
      payload: {
        orgName: 'Archive Co',
        orgRegion: org.regions.map((r) => ({ regionId: r.id, regionName: r.name })),
        settings: settings(),
      },
    });
    expect(saved.statusCode).toBe(200);
  });

  const me = async (token: string, query = '') => {
    const response = await get(t, `/api/me${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('gives an L2 user the settings of the own organisation and the archived tab', async () => {
    const { token } = await signedInUser(t, { level: 2, orgId });
    expect(await me(token)).toEqual({
      fullName: 'Test User',
      orgSettings: shown(),
      archivedApp: ARCHIVED,
      trainingPortalUrl: PORTAL,
      supportEmail: SUPPORT,
      mapTileUrl: expect.stringContaining('{z}'),
      otherOrganisations: [],
    });
  });

  it('shows the archived tab to L1 acting in the organisation, by switch or by ?orgId=', async () => {
    const switched = await get(t, `/api/orgDetailsChange/${orgId}`, l1Token);
    const token = switched.json().data.token;
    expect(await me(token)).toEqual(expect.objectContaining({ orgSettings: shown(), archivedApp: ARCHIVED }));
    const l1 = (await signedInUser(t, { level: 1 })).token;
    expect(await me(l1, `?orgId=${orgId}`)).toEqual(
      expect.objectContaining({ orgSettings: shown(), archivedApp: ARCHIVED }),
    );
  });

  it.each([
    ['an L3 in an allowed region', 3, true],
    ['an L4 in an allowed region', 4, true],
    ['an L3 in another region', 3, false],
    ['an L4 in another region', 4, false],
  ] as const)('archived tab for %s (L%i) shown: %s', async (_who, level, inAllowed) => {
    const { token } = await signedInUser(t, { level, orgId, regionIds: [inAllowed ? allowed : elsewhere] });
    expect(await me(token)).toEqual(
      expect.objectContaining({ orgSettings: shown(), archivedApp: inAllowed ? ARCHIVED : null }),
    );
  });

  it('gives L1 acting in All, and users of other organisations, the default settings', async () => {
    const l1 = (await signedInUser(t, { level: 1 })).token;
    expect(await me(l1)).toMatchObject({ orgSettings: defaultOrgSettings, archivedApp: null });
    const { token } = await signedInUser(t, { level: 2, orgId: otherOrgId });
    expect(await me(token)).toMatchObject({ orgSettings: defaultOrgSettings, archivedApp: null });
  });

  it('answers no training portal and no support address when none is configured', async () => {
    const org = await makeOrg(bare.db);
    const { token } = await signedInUser(bare, { level: 2, orgId: org.id });
    const response = await get(bare, '/api/me', token);
    expect(response.json().data).toMatchObject({ trainingPortalUrl: null, supportEmail: null });
  });
});

describe('GET /api/elms-token', () => {
  it('answers 404 when no training portal is configured', async () => {
    const { token } = await withElms(bare, (await makeOrg(bare.db)).id);
    expect((await get(bare, '/api/elms-token', token)).statusCode).toBe(404);
  });

  it('answers 404 when the portal has no shared secret', async () => {
    const portalOnly = await createTestApp({ TRAINING_PORTAL_URL: PORTAL });
    try {
      const { token } = await withElms(portalOnly, (await makeOrg(portalOnly.db)).id);
      expect((await get(portalOnly, '/api/elms-token', token)).statusCode).toBe(404);
    } finally {
      await portalOnly.close();
    }
  });

  it('refuses a user without the eLMS flag', async () => {
    const { token } = await signedInUser(t, { level: 2, orgId: (await makeOrg(t.db)).id });
    const response = await get(t, '/api/elms-token', token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account has no training portal access.');
  });

  it('gives a user with the flag a portal link whose token the portal verifies for two minutes', async () => {
    const { user, token } = await withElms(t, (await makeOrg(t.db)).id);
    const response = await get(t, '/api/elms-token', token);
    expect(response.statusCode).toBe(200);
    const { url, expiresInSeconds } = response.json().data;
    expect(expiresInSeconds).toBe(ELMS_TOKEN_SECONDS);
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('https://training.example.com/sso');
    expect(link.searchParams.get('site')).toBe('envirotrack');
    const { payload } = await jwtVerify(
      link.searchParams.get('token') ?? '',
      new TextEncoder().encode(ELMS_SECRET),
      {
        audience: 'elms',
      },
    );
    expect(payload).toMatchObject({ sub: user.userId, email: user.email });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(120);
    expect(Math.abs((payload.exp ?? 0) - (Date.now() / 1000 + 120))).toBeLessThan(10);
  });
});

describe('POST /api/feedback', () => {
  const stored = (userId: number) => t.db.select().from(feedback).where(eq(feedback.userId, userId));

  it('stores the feedback with the caller and the organisation', async () => {
    const org = await makeOrg(t.db);
    const { user, token } = await signedInUser(t, { level: 4, orgId: org.id });
    const response = await post(t, '/api/feedback', token, { feedback: 'Great tool', userId: user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Thank you for your feedback.');
    expect(await stored(user.id)).toMatchObject([{ userId: user.id, orgId: org.id, text: 'Great tool' }]);
  });

  it.each([
    ['empty feedback', { feedback: '' }],
    ['feedback of spaces', { feedback: '   ' }],
    ['no feedback', {}],
  ])('refuses %s and stores nothing', async (_why, body) => {
    const { user, token } = await signedInUser(t, { level: 2, orgId: (await makeOrg(t.db)).id });
    const response = await post(t, '/api/feedback', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please write your feedback.');
    expect(await stored(user.id)).toEqual([]);
  });

  it('refuses feedback in the name of someone else and stores nothing', async () => {
    const orgId = (await makeOrg(t.db)).id;
    const other = await makeUser(t.db, { level: 4, orgId });
    const { user, token } = await signedInUser(t, { level: 2, orgId });
    const response = await post(t, '/api/feedback', token, { feedback: 'Spoofed', userId: other.id });
    expect(response.statusCode).toBe(403);
    expect([...(await stored(user.id)), ...(await stored(other.id))]).toEqual([]);
  });
});

describe('POST /api/technical-support', () => {
  const stored = (app: TestApp, userId: number) =>
    app.db.select().from(supportRequests).where(eq(supportRequests.userId, userId));

  it('records the request and, without a support address, sends no mail', async () => {
    const org = await makeOrg(bare.db);
    const { user, token } = await signedInUser(bare, { level: 3, orgId: org.id });
    const response = await post(bare, '/api/technical-support', token, { comments: 'The map is blank' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your request has been recorded.');
    expect(await stored(bare, user.id)).toMatchObject([{ orgId: org.id, comments: 'The map is blank' }]);
    expect(bare.mail).toHaveLength(0);
  });

  it('records the request and e-mails it to the support address', async () => {
    const { user, token } = await signedInUser(t, { level: 2, orgId: (await makeOrg(t.db)).id });
    const response = await post(t, '/api/technical-support', token, { comments: 'Cannot print reports' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.emailSent);
    expect(await stored(t, user.id)).toMatchObject([{ comments: 'Cannot print reports' }]);
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]?.to).toBe(SUPPORT);
    expect(t.mail[0]?.text).toContain('Cannot print reports');
  });

  it('refuses empty comments, storing and sending nothing', async () => {
    const { user, token } = await signedInUser(t, { level: 2, orgId: (await makeOrg(t.db)).id });
    const response = await post(t, '/api/technical-support', token, { comments: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please describe the problem.');
    expect(await stored(t, user.id)).toEqual([]);
    expect(t.mail).toHaveLength(0);
  });

  it('requires a session', async () => {
    const response = await post(t, '/api/technical-support', undefined, { comments: 'Anonymous' });
    expect(response.statusCode).toBe(401);
    expect(
      await t.db.select().from(supportRequests).where(eq(supportRequests.comments, 'Anonymous')),
    ).toEqual([]);
    expect(t.mail).toHaveLength(0);
  });
});
