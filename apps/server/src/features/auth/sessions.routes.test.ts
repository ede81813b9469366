import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTokenSigner } from '../../lib/tokens';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  orgId = (await makeOrg(t.db)).id;
});
afterAll(() => t.close());

// GET /api/org needs a session and L1; an L1 caller with a live session gets 200.
const probe = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/org', headers });
const timedOut = { status: 'invalid', code: 'sessionTimeout', message: 'Session time-out' };

describe('sessions', () => {
  it('answers 401 asking to sign in when no token is sent', async () => {
    const response = await probe();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('notSignedIn');
  });

  it("answers 401 'Session time-out' for a malformed token or one signed with another key", async () => {
    const user = await makeUser(t.db, { level: 1 });
    const token = await signIn(t.app, user.userId);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const forged = await createTokenSigner('another-secret-that-is-long-enough-000').sign(
      claims,
      new Date(Date.now() + 60_000),
    );
    for (const bad of ['not-a-token', forged, `${token}x`]) {
      const response = await probe(bearer(bad));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(timedOut);
    }
    expect((await probe(bearer(token))).statusCode).toBe(200);
  });

  it("answers 'Session time-out' once the session has expired", async () => {
    const user = await makeUser(t.db, { level: 1 });
    const token = await signIn(t.app, user.userId);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    const response = await probe(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(timedOut);
  });

  it('ends the session on logout, and only that session', async () => {
    const user = await makeUser(t.db, { level: 1 });
    const first = await signIn(t.app, user.userId);
    const second = await signIn(t.app, user.userId);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(response.statusCode).toBe(200);
    expect((await probe(bearer(first))).json()).toEqual(timedOut);
    expect((await probe(bearer(second))).statusCode).toBe(200);
  });

  it('ends every session of a user who is deactivated or deleted', async () => {
    const paused = await makeUser(t.db, { level: 1 });
    const removed = await makeUser(t.db, { level: 1 });
    const pausedToken = await signIn(t.app, paused.userId);
    const removedToken = await signIn(t.app, removed.userId);
    await t.db.update(users).set({ status: 2 }).where(eq(users.id, paused.id));
    await t.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, removed.id));
    expect((await probe(bearer(pausedToken))).json()).toEqual(timedOut);
    expect((await probe(bearer(removedToken))).json()).toEqual(timedOut);
  });

  it('refuses a well-signed token naming a session that does not exist', async () => {
    const user = await makeUser(t.db, { level: 1 });
    const token = await signIn(t.app, user.userId);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const signer = createTokenSigner(t.config.jwtSecret ?? '');
    const stray = await signer.sign({ ...claims, sid: randomUUID() }, new Date(Date.now() + 60_000));
    expect((await probe(bearer(stray))).json()).toEqual(timedOut);
  });

  it('refuses logout without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an L1 orgId query that is not an organisation id', async () => {
    const user = await makeUser(t.db, { level: 1 });
    const token = await signIn(t.app, user.userId);
    const response = await t.app.inject({ method: 'GET', url: '/api/org?orgId=abc', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('orgId must be an organisation id.');
    const ok = await t.app.inject({ method: 'GET', url: `/api/org?orgId=${orgId}`, headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
  });
});
