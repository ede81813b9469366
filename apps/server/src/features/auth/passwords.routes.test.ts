import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@envirotrack/shared';
import { passwordResets, users } from '../../db/schema';
import { bearer, makeOrg, makeUser, PASSWORD, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  orgId = (await makeOrg(t.db, { name: 'Reset Co' })).id;
});
afterAll(() => t.close());
beforeEach(() => {
  t.mail.length = 0;
});

const forgot = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/forgetpassword', payload });
const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/resetpassword', payload });
const loginStatus = async (login: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: login, Password: password } }))
    .statusCode;
const temporaryFrom = (text: string) =>
  text.split('\n')[text.split('\n').indexOf('Your temporary password is:') + 1] ?? '';
const hashOf = async (id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;
const NEW = 'Brand#New2026';

describe('PUT /api/resetpassword', () => {
  async function requestTemporary(userId: string) {
    const email = `${userId}@example.com`;
    const user = await makeUser(t.db, { level: 4, orgId, userId, email });
    await forgot({ email });
    return { user, email, temp: temporaryFrom(t.mail.at(-1)?.text ?? '') };
  }
  const body = (email: string, temp: string, extra: Record<string, unknown> = {}) => ({
    email,
    tempPassword: temp,
    newPassword: NEW,
    confirmPassword: NEW,
    orgId,
    ...extra,
  });

  it('sets the new password once, ending every session; the temporary password cannot be used again', async () => {
    const { user, email, temp } = await requestTemporary('resetter');
    const token = await signIn(t.app, user.userId);
    const response = await reset(body(email, temp));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.passwordUpdatedReset);
    expect(await loginStatus(user.userId, NEW)).toBe(200);
    expect(await loginStatus(user.userId, PASSWORD)).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(old.json().message).toBe('Session time-out');
    const replay = await reset(
      body(email, temp, { newPassword: 'Other#Pass3', confirmPassword: 'Other#Pass3' }),
    );
    expect(replay.statusCode).toBe(400);
    expect(await loginStatus(user.userId, NEW)).toBe(200);
  });

  it("accepts orgId 'None' for a login with one account", async () => {
    const { email, temp } = await requestTemporary('noneorg');
    expect((await reset(body(email, temp, { orgId: 'None' }))).statusCode).toBe(200);
  });

  it.each([
    ['a wrong temporary password', { tempPassword: 'Wrong#Temp99' }, messages.resetFailed],
    ['different new and confirm passwords', { confirmPassword: 'Brand#New2027' }, messages.passwordsDiffer],
    [
      'a new password without a symbol',
      { newPassword: 'BrandNew2026', confirmPassword: 'BrandNew2026' },
      messages.invalidPasswordCreate,
    ],
    [
      'the * symbol the reset page does not read',
      { newPassword: 'Brand*New2026', confirmPassword: 'Brand*New2026' },
      messages.invalidPasswordCreate,
    ],
    ['a missing confirmation', { confirmPassword: undefined }, 'Confirm Password is required.'],
  ])('refuses %s with a clear message and changes nothing', async (_why, change, message) => {
    const { user, email, temp } = await requestTemporary(`bad.${Math.random().toString(36).slice(2, 8)}`);
    const response = await reset(body(email, temp, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it('refuses an expired temporary password', async () => {
    const { user, email, temp } = await requestTemporary('too.late');
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(body(email, temp))).statusCode).toBe(400);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it('keeps only the newest temporary password valid', async () => {
    const { user, email, temp: first } = await requestTemporary('asked.twice');
    await forgot({ email });
    const second = temporaryFrom(t.mail.at(-1)?.text ?? '');
    expect((await reset(body(email, first))).statusCode).toBe(400);
    expect((await reset(body(email, second))).statusCode).toBe(200);
    const open = await t.db
      .select({ n: count() })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(open[0]?.n).toBe(2);
  });
});

describe('PUT /api/updatepassword/{id}', () => {
  const update = (id: number, token: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/updatepassword/${id}`,
      headers: token ? bearer(token) : {},
      payload,
    });

  it('changes the own password, keeps this session and ends the others', async () => {
    const user = await makeUser(t.db, { level: 3, orgId });
    const here = await signIn(t.app, user.userId);
    const elsewhere = await signIn(t.app, user.userId);
    const response = await update(user.id, here, { Old_Password: PASSWORD, New_Password: NEW });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.passwordUpdated);
    expect(await loginStatus(user.userId, PASSWORD)).toBe(401);
    expect(await loginStatus(user.userId, NEW)).toBe(200);
    const logoutHere = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(here) });
    expect(logoutHere.statusCode).toBe(200);
    const logoutElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(elsewhere),
    });
    expect(logoutElsewhere.json().message).toBe('Session time-out');
  });

  it('refuses to change another user’s password, whatever the level', async () => {
    const target = await makeUser(t.db, { level: 4, orgId });
    for (const level of [1, 2, 3] as const) {
      const actor = await makeUser(t.db, { level, orgId });
      const response = await update(target.id, await signIn(t.app, actor.userId), {
        Old_Password: PASSWORD,
        New_Password: NEW,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await hashOf(target.id)).toBe(target.passwordHash);
  });

  it.each([
    [
      'a wrong old password',
      { Old_Password: 'Wrong#Old123', New_Password: NEW },
      'The old password is not correct.',
    ],
    [
      'a new password that breaks the rule',
      { Old_Password: PASSWORD, New_Password: 'short' },
      messages.invalidPasswordChange,
    ],
    [
      'the same password again',
      { Old_Password: PASSWORD, New_Password: PASSWORD },
      'The new password must be different from the old one.',
    ],
    ['a missing new password', { Old_Password: PASSWORD }, 'New Password is required.'],
  ])('refuses %s and changes nothing', async (_why, payload, message) => {
    const user = await makeUser(t.db, { level: 4, orgId });
    const response = await update(user.id, await signIn(t.app, user.userId), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it('requires a session', async () => {
    const user = await makeUser(t.db, { level: 4, orgId });
    expect((await update(user.id, undefined, { Old_Password: PASSWORD, New_Password: NEW })).statusCode).toBe(
      401,
    );
  });
});
