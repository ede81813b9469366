import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@envirotrack/shared';
import { passwordResets, users } from '../../db/schema';
import { makeOrg, makeUser } from '../../../test/factories';
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
/** The temporary passwords of a mail, in the order of its accounts. */
const temporariesIn = (text: string) => {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => (line === 'Your temporary password is:' ? [lines[i + 1] ?? ''] : []));
};
const resetsOf = async (ids: number[]) =>
  (await t.db.select({ n: count() }).from(passwordResets).where(inArray(passwordResets.userId, ids)))[0]?.n;
const hashOf = async (id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;
const sameAnswer = (email: string) => ({
  status: 'valid',
  message: messages.emailSent,
  data: { userUID: email, orgId: 'None' },
});
const NEW = 'Brand#New2026';

describe('POST /api/forgetpassword', () => {
  it('e-mails a temporary password and answers where to reset it', async () => {
    const user = await makeUser(t.db, {
      level: 4,
      orgId,
      userId: 'forgetful',
      email: 'forgetful@example.com',
    });
    const response = await forgot({ email: 'forgetful@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer('forgetful@example.com'));
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]).toMatchObject({ to: 'forgetful@example.com', kind: 'temporary-password' });
    expect(t.mail[0]?.text).toContain(`/#/forgot-password/forgetful%40example.com/${orgId}`);
    expect(temporariesIn(t.mail[0]?.text ?? '')).toEqual([expect.stringMatching(/^\S{14}$/)]);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it('answers an unknown e-mail exactly as a known one, and sends and stores nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(passwordResets))[0]?.n;
    const response = await forgot({ email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer('nobody@example.com'));
    expect(t.mail).toHaveLength(0);
    expect((await t.db.select({ n: count() }).from(passwordResets))[0]?.n).toBe(before);
  });

  it('answers an inactive account as any other address and mails nothing', async () => {
    await makeUser(t.db, { level: 4, orgId, userId: 'resting', email: 'resting@example.com', status: 2 });
    const response = await forgot({ email: 'resting@example.com' });
    expect(response.json()).toEqual(sameAnswer('resting@example.com'));
    expect(t.mail).toHaveLength(0);
  });

  it('never names organisations: one mail carries a temporary password for each, each resetting its own', async () => {
    const other = await makeOrg(t.db, { name: 'Second Co' });
    const first = await makeUser(t.db, { level: 4, orgId, userId: 'shared.a', email: 'shared@example.com' });
    const second = await makeUser(t.db, {
      level: 2,
      orgId: other.id,
      userId: 'shared.b',
      email: 'Shared@Example.com',
    });
    const response = await forgot({ email: 'shared@example.com' });
    expect(response.json()).toEqual(sameAnswer('shared@example.com'));
    expect(response.body).not.toContain('Second Co');
    expect(t.mail).toHaveLength(1);
    const text = t.mail[0]?.text ?? '';
    expect(text).toContain('Account shared.a (Reset Co)');
    expect(text).toContain('Account shared.b (Second Co)');
    expect(text).toContain(`/#/forgot-password/shared%40example.com/${orgId}`);
    expect(text).toContain(`/${other.id}`);
    const [, secondTemp] = temporariesIn(text);
    const done = await reset({
      email: 'shared@example.com',
      tempPassword: secondTemp,
      newPassword: NEW,
      confirmPassword: NEW,
      orgId: 'None',
    });
    expect(done.statusCode).toBe(200);
    expect(await hashOf(second.id)).not.toBe(second.passwordHash);
    expect(await hashOf(first.id)).toBe(first.passwordHash);
  });

  it("looks up e-mail addresses only: a user id equal to someone's e-mail gets no mail", async () => {
    const legacy = await makeUser(t.db, {
      level: 4,
      orgId,
      userId: 'collide@example.com',
      email: 'legacy.owner@example.com',
    });
    const owner = await makeUser(t.db, {
      level: 4,
      orgId: (await makeOrg(t.db, { name: 'Hidden Co' })).id,
      userId: 'collide.owner',
      email: 'collide@example.com',
    });
    const response = await forgot({ email: 'collide@example.com' });
    expect(response.json()).toEqual(sameAnswer('collide@example.com'));
    expect(t.mail.map((m) => m.to)).toEqual(['collide@example.com']);
    expect(t.mail[0]?.text).not.toContain(legacy.userId);
    expect(await resetsOf([legacy.id])).toBe(0);
    expect(await resetsOf([owner.id])).toBe(1);
    expect(response.body).not.toContain('Hidden Co');
  });

  it('refuses an empty e-mail with a clear message', async () => {
    const response = await forgot({ email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email is required.');
  });
});
