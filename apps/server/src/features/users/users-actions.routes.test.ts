import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, userMessages } from '@envirotrack/shared';
import { users } from '../../db/schema';
import { bearer, PASSWORD, signIn } from '../../../test/factories';
import { usersHarness } from './users.harness';

const { ctx, as, newUser, create } = usersHarness();

describe('user actions', () => {
  const created = async () =>
    (await create('a2', newUser())).json().data as { UniqueId: number; UserId: string; Email: string };
  const login = (userId: string, password: string) =>
    ctx.t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: userId, Password: password } });

  it('deactivates (ending sessions at once) and reactivates, by PUT or POST', async () => {
    const user = await created();
    const token = await signIn(ctx.t.app, user.UserId, 'Create#Pass1');
    const off = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/updateuserstatus/${user.UniqueId}/2`,
      headers: as('a3'),
    });
    expect(off.statusCode).toBe(200);
    expect(
      (
        await ctx.t.app.inject({
          method: 'GET',
          url: `/api/userdetails/${user.UniqueId}`,
          headers: bearer(token),
        })
      ).json().message,
    ).toBe('Session time-out');
    expect((await login(user.UserId, 'Create#Pass1')).statusCode).toBe(403);
    const on = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/updateuserstatus/${user.UniqueId}/1`,
      headers: as('a2'),
    });
    expect(on.statusCode).toBe(200);
    expect((await login(user.UserId, 'Create#Pass1')).statusCode).toBe(200);
  });

  it('refuses status changes outside the rules and bad statuses', async () => {
    const user = await created();
    expect(
      (
        await ctx.t.app.inject({
          method: 'PUT',
          url: `/api/updateuserstatus/${user.UniqueId}/2`,
          headers: as('b2'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.t.app.inject({
          method: 'PUT',
          url: `/api/updateuserstatus/${user.UniqueId}/2`,
          headers: as('a4'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.t.app.inject({
          method: 'PUT',
          url: `/api/updateuserstatus/${user.UniqueId}/3`,
          headers: as('a2'),
        })
      ).statusCode,
    ).toBe(400);
    expect((await login(user.UserId, 'Create#Pass1')).statusCode).toBe(200);
  });

  it('sends a new password by mail (L2 only), which then signs in while the old one does not', async () => {
    const user = await created();
    for (const viewer of ['l1', 'a3']) {
      expect(
        (
          await ctx.t.app.inject({
            method: 'PUT',
            url: `/api/updateuserpassword/${user.UniqueId}`,
            headers: as(viewer),
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(ctx.t.mail).toHaveLength(0);
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/updateuserpassword/${user.UniqueId}`,
      headers: as('a2'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.temporaryPasswordSent);
    expect(ctx.t.mail[0]?.to).toBe(user.Email);
    const lines = ctx.t.mail[0]?.text.split('\n') ?? [];
    const password = lines[lines.indexOf('Your temporary password is:') + 1] ?? '';
    expect((await login(user.UserId, password)).statusCode).toBe(200);
    expect((await login(user.UserId, 'Create#Pass1')).statusCode).toBe(401);
  });

  it('deletes (L2, same organisation) keeping the row and name, and ends the user’s access', async () => {
    const user = await created();
    for (const viewer of ['l1', 'a3', 'b2']) {
      expect([403, 404]).toContain(
        (
          await ctx.t.app.inject({
            method: 'DELETE',
            url: `/api/userdetails/${user.UniqueId}`,
            headers: as(viewer),
          })
        ).statusCode,
      );
    }
    const response = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/userdetails/${user.UniqueId}`,
      headers: as('a2'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(userMessages.userDeleted);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: `/api/userdetails/${user.UniqueId}`, headers: as('a2') }))
        .statusCode,
    ).toBe(404);
    expect((await login(user.UserId, 'Create#Pass1')).statusCode).toBe(401);
    const [row] = await ctx.t.db.select().from(users).where(eq(users.id, user.UniqueId));
    expect(row).toMatchObject({ firstName: 'Nadia', lastName: 'Novak', status: 2 });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('lets the same user id be created again after a delete', async () => {
    const user = await created();
    await ctx.t.app.inject({ method: 'DELETE', url: `/api/userdetails/${user.UniqueId}`, headers: as('a2') });
    expect((await create('a2', newUser({ UserId: user.UserId }))).statusCode).toBe(200);
    const live = await ctx.t.db.select().from(users).where(eq(users.userId, user.UserId));
    expect(live.filter((u) => u.deletedAt === null)).toHaveLength(1);
    expect(live).toHaveLength(2);
  });

  it('refuses a user deleting themselves', async () => {
    const self = await ctx.t.db.select().from(users).where(eq(users.userId, 'w.a2'));
    const response = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/userdetails/${self[0]?.id}`,
      headers: as('a2'),
    });
    expect(response.statusCode).toBe(403);
    expect((await login('w.a2', PASSWORD)).statusCode).toBe(200);
  });
});
