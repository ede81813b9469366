import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, userMessages } from '@envirotrack/shared';
import { auditEvents, users } from '../../db/schema';
import { bearer, signIn } from '../../../test/factories';
import { usersHarness } from './users.harness';

const { ctx, as, newUser, create } = usersHarness();

afterEach(() => {
  vi.restoreAllMocks();
});

const sendPassword = (id: number) =>
  ctx.t.app.inject({ method: 'PUT', url: `/api/updateuserpassword/${id}`, headers: as('a2') });
const login = (userId: string, password: string) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: userId, Password: password } });
const stored = async (id: number) => {
  const [row] = await ctx.t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.hash;
};
const sentEvents = async (id: number) =>
  (
    await ctx.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(id)))
  ).filter((event) => event.action === 'user.password_sent');

describe('PUT /api/updateuserpassword/{id} when the mail cannot be sent', () => {
  it('changes nothing: the old password and the user’s sessions keep working', async () => {
    const user = (await create('a2', newUser())).json().data as { UniqueId: number; UserId: string };
    const token = await signIn(ctx.t.app, user.UserId, 'Create#Pass1');
    const hash = await stored(user.UniqueId);
    vi.spyOn(ctx.t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP server unreachable'));

    const response = await sendPassword(user.UniqueId);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'invalid',
      code: 'unavailable',
      message: userMessages.passwordMailFailed,
    });
    expect(await stored(user.UniqueId)).toBe(hash);
    expect(await sentEvents(user.UniqueId)).toEqual([]);
    const session = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/userdetails/${user.UniqueId}`,
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(200);
    expect((await login(user.UserId, 'Create#Pass1')).statusCode).toBe(200);

    const again = await sendPassword(user.UniqueId);
    expect(again.json().message).toBe(messages.temporaryPasswordSent);
    const lines = ctx.t.mail.at(-1)?.text.split('\n') ?? [];
    const password = lines[lines.indexOf('Your temporary password is:') + 1] ?? '';
    expect((await login(user.UserId, password)).statusCode).toBe(200);
    expect((await login(user.UserId, 'Create#Pass1')).statusCode).toBe(401);
    expect(await sentEvents(user.UniqueId)).toHaveLength(1);
  });
});
