import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, makeOrg, makeUser, PASSWORD, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const onPostgres = inject('dbTemplate').kind === 'postgres';
const TIMING = /^db;dur=(\d+\.\d{2});desc="(\d+) statements"$/;

let timed: TestApp;
let plain: TestApp;
let token: string;
beforeAll(async () => {
  [timed, plain] = await Promise.all([createTestApp({ SQL_TIMING: 'true' }), createTestApp()]);
  const org = await makeOrg(timed.db);
  const user = await makeUser(timed.db, { level: 2, orgId: org.id });
  token = await signIn(timed.app, user.userId);
});
afterAll(() => Promise.all([timed.close(), plain.close()]));

const timingOf = (header: string | string[] | number | undefined) => {
  const match = TIMING.exec(String(header));
  if (!match) throw new Error(`no Server-Timing db entry in ${String(header)}`);
  return { ms: Number(match[1]), statements: Number(match[2]) };
};

/** The embedded database has no pool to time: there the promise is no header at all. */
async function expectNoTiming() {
  const response = await timed.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['server-timing']).toBeUndefined();
}

describe('SQL timing on (PostgreSQL; none on the embedded database)', () => {
  it('answers the SQL time and statement count of the request', async () => {
    if (!onPostgres) return expectNoTiming();
    const health = await timed.app.inject({ method: 'GET', url: '/api/health' });
    expect(timingOf(health.headers['server-timing'])).toMatchObject({ statements: 1 });
    const me = await timed.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const { ms, statements } = timingOf(me.headers['server-timing']);
    expect(statements).toBeGreaterThan(1);
    expect(ms).toBeGreaterThan(0);
  });

  it('counts each statement for its own request when many run at once on a busy pool', async () => {
    if (!onPostgres) return expectNoTiming();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2
          ? timed.app.inject({ method: 'GET', url: '/api/health' })
          : timed.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) }),
      ),
    );
    const counts = answers.map((a) => timingOf(a.headers['server-timing']).statements);
    const alone = timingOf(
      (await timed.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).headers[
        'server-timing'
      ],
    ).statements;
    expect(counts).toEqual(answers.map((_, i) => (i % 2 ? 1 : alone)));
  });

  it('counts the statements of a request with a body, and of one that fails', async () => {
    if (!onPostgres) return expectNoTiming();
    const login = await timed.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: 'nobody-here', Password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(timingOf(login.headers['server-timing']).statements).toBeGreaterThan(0);
  });
});

describe('SQL timing off (the default)', () => {
  it('adds no header', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toBeUndefined();
  });
});
