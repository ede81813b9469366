import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLimits, attemptMessages } from '@envirotrack/shared';
import { buildApp } from '../../app';
import type { Database, Db } from '../../db/client';
import { attemptCounters, users } from '../../db/schema';
import { bearer, makeOrg, makeUser, PASSWORD, signIn } from '../../../test/factories';
import { capturingMailer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  orgId = (await makeOrg(t.db)).id;
});
afterAll(() => t.close());

const login = (app: FastifyInstance, Email: string, Password: string, from = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { Email, Password }, remoteAddress: from });
/** The end of every window counted for keys starting with `prefix`, as if the time had passed. */
const endWindows = (prefix: string) =>
  t.db
    .update(attemptCounters)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(like(attemptCounters.key, `${prefix}%`));
const counter = async (key: string) =>
  (await t.db.select().from(attemptCounters).where(eq(attemptCounters.key, key)))[0];

/** A second app instance on the same database, as behind a load balancer. */
async function secondInstance(app: TestApp): Promise<FastifyInstance> {
  const shared: Database = {
    db: app.db,
    kind: 'postgres',
    migrate: async () => undefined,
    close: async () => undefined,
    logged: (): Db => app.db,
  };
  const other = await buildApp({
    config: app.config,
    database: shared,
    logger: false,
    mailer: capturingMailer(),
  });
  await other.ready();
  return other;
}

describe('sign-in and reset limits are counted in PostgreSQL', () => {
  it('shares the per-address limit between instances: the 4th attempt of 3 answers 429 on either', async () => {
    const a = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    const b = await secondInstance(a);
    try {
      const on = [a.app, b, a.app];
      for (const app of on) expect((await login(app, 'x', 'y', '10.0.0.1')).statusCode).toBe(401);
      const refused = await login(b, 'x', 'y', '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        status: 'invalid',
        code: 'rateLimited',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const forgot = await b.inject({
        method: 'POST',
        url: '/api/forgetpassword',
        payload: { email: 'x@example.com' },
        remoteAddress: '10.0.0.1',
      });
      expect(forgot.statusCode).toBe(200);
      const rows = await a.db.select().from(attemptCounters).where(like(attemptCounters.key, '%10.0.0.1'));
      expect(rows.find((r) => r.key === 'login:address:10.0.0.1')?.count).toBe(4);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('sign-in limit per login', () => {
  const { max } = attemptLimits.signInPerLogin;

  it('refuses a login after too many wrong passwords from strangers, only until the window ends', async () => {
    await makeUser(t.db, { level: 4, orgId, userId: 'lock.target' });
    await signIn(t.app, 'lock.target'); // from 127.0.0.1, which becomes a known address of the login
    for (let i = 0; i < max; i++) {
      expect((await login(t.app, 'lock.target', 'Wrong#Guess1', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await login(t.app, 'lock.target', PASSWORD, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rateLimited', message: attemptMessages.tryAgainIn(900) });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // More attempts do not lengthen the lock: an attacker cannot keep the login locked for free.
    const { expiresAt } = (await counter('login:name:lock.target')) ?? {};
    await login(t.app, 'lock.target', 'Wrong#Guess1', '10.2.0.2');
    expect((await counter('login:name:lock.target'))?.expiresAt).toEqual(expiresAt);

    // The owner, at an address the login signed in from, is not locked out by the strangers.
    expect((await login(t.app, 'lock.target', PASSWORD)).statusCode).toBe(200);

    await endWindows('login:name:lock.target');
    expect((await login(t.app, 'lock.target', PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('locks an unknown login exactly like a known one, so the lock does not tell which logins exist', async () => {
    for (let i = 0; i < max; i++) {
      expect((await login(t.app, 'no.such.login', 'Wrong#Guess1', `10.3.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await login(t.app, 'no.such.login', 'Wrong#Guess1', '10.3.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(attemptMessages.tryAgainIn(900));
  });

  it('clears the count on a correct password', async () => {
    await makeUser(t.db, { level: 4, orgId, userId: 'typo.user' });
    for (let i = 0; i < max - 1; i++) await login(t.app, 'typo.user', 'Wrong#Guess1', '10.4.0.1');
    expect((await login(t.app, 'typo.user', PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    expect(await counter('login:name:typo.user')).toBeUndefined();
  });
});

describe('PUT /api/updatepassword/{id}: old-password attempts', () => {
  const { max } = attemptLimits.passwordChangePerAccount;
  const change = (id: number, token: string, Old_Password: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/updatepassword/${id}`,
      headers: bearer(token),
      payload: { Old_Password, New_Password: 'Changed#Pass9' },
    });
  const hashOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;

  it('refuses the check after too many wrong old passwords, changes nothing, and allows it again later', async () => {
    const user = await makeUser(t.db, { level: 3, orgId });
    const token = await signIn(t.app, user.userId);
    for (let i = 0; i < max; i++) {
      const wrong = await change(user.id, token, `Wrong#Old${i}x`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('The old password is not correct.');
    }
    const refused = await change(user.id, token, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'invalid', code: 'rateLimited' });
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await hashOf(user.id)).toBe(user.passwordHash);

    // Counted per account: another user is not affected.
    const other = await makeUser(t.db, { level: 3, orgId });
    expect((await change(other.id, await signIn(t.app, other.userId), 'Wrong#Old1x')).statusCode).toBe(400);

    await endWindows(`password-check:account:${user.id}`);
    expect((await change(user.id, token, PASSWORD)).statusCode).toBe(200);
    expect(await hashOf(user.id)).not.toBe(user.passwordHash);
  });
});

describe('POST /api/forgetpassword: mails per address', () => {
  it('answers 429 after too many requests for one address, known or not, and mails nothing more', async () => {
    await makeUser(t.db, { level: 4, orgId, userId: 'mail.bomb', email: 'mail.bomb@example.com' });
    for (const email of ['mail.bomb@example.com', 'not.registered@example.com']) {
      for (let i = 0; i < attemptLimits.forgotPerAddress.max; i++) {
        const asked = await t.app.inject({ method: 'POST', url: '/api/forgetpassword', payload: { email } });
        expect(asked.statusCode).toBe(200);
      }
      const sent = t.mail.length;
      const refused = await t.app.inject({ method: 'POST', url: '/api/forgetpassword', payload: { email } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rateLimited');
      expect(t.mail.length).toBe(sent);
    }
  });
});
