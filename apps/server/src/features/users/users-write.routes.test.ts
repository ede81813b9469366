import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, USER_ID_RULE, userMessages } from '@envirotrack/shared';
import { users } from '../../db/schema';
import { bearer, signIn } from '../../../test/factories';
import { editBody, usersHarness } from './users.harness';

const { ctx, as, newUser, create, update, serial } = usersHarness();
const userCount = async () => (await ctx.t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('POST /api/user', () => {
  it('lets L2 create an L4 in its organisation and regions', async () => {
    const response = await create('a2', newUser());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(userMessages.userCreated);
    expect(response.json().data).toMatchObject({
      Access_Level: 4,
      orgId: ctx.orgA.id,
      Regions: [{ regionId: ctx.r1, regionName: 'R1' }],
      Active: 1,
    });
    expect(
      (
        await ctx.t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { Email: `new.user${serial()}`, Password: 'Create#Pass1' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('accepts regions as a comma-separated string or as {regionId} objects', async () => {
    expect(
      (await create('a2', newUser({ Access_Level: 3, Regions: `${ctx.r1},${ctx.r2}` }))).json().data.Regions,
    ).toHaveLength(2);
    expect(
      (await create('a2', newUser({ Regions: [{ regionId: ctx.r2, regionName: 'R2' }] }))).json().data
        .Regions,
    ).toEqual([{ regionId: ctx.r2, regionName: 'R2' }]);
  });

  it('lets L1 create an L1 (no organisation) and an L2 in the organisation it names', async () => {
    const l1 = await create('l1', newUser({ Access_Level: 1, Regions: [] }));
    expect(l1.json().data).toMatchObject({ Access_Level: 1, orgId: null, orgName: 'All', Regions: [] });
    const l2 = await create('l1', newUser({ Access_Level: 2, orgId: ctx.orgB.id, Regions: [] }));
    expect(l2.json().data).toMatchObject({ Access_Level: 2, orgId: ctx.orgB.id });
  });

  it('lets L3 create an L4 in its own regions only', async () => {
    expect((await create('a3', newUser({ Regions: [ctx.r1] }))).statusCode).toBe(200);
    const other = await create('a3', newUser({ Regions: [ctx.r2] }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only assign your own regions.');
  });

  it.each([
    ['l1', 3, 'L1 giving L3'],
    ['l1', 4, 'L1 giving L4'],
    ['a2', 1, 'L2 giving L1'],
    ['a3', 3, 'L3 giving L3'],
    ['a3', 2, 'L3 giving L2'],
    ['a4', 4, 'L4 giving anything'],
  ])('refuses %s creating level %i (%s) and writes nothing', async (viewer, level) => {
    const before = await userCount();
    const response = await create(viewer, newUser({ Access_Level: level, orgId: ctx.orgA.id }));
    expect(response.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it.each([
    [
      'a password that breaks the rule',
      () => ({ Password: 'weakpass' }),
      400,
      messages.invalidPasswordCreate,
    ],
    ['no job title', () => ({ Job_Title: '' }), 400, 'Job Title is required.'],
    ['no last name', () => ({ Last_Name: undefined }), 400, 'Last Name is required.'],
    ['a bad e-mail', () => ({ Email: 'not-an-email' }), 400, 'Email is not a valid e-mail address.'],
    ['an unknown level', () => ({ Access_Level: 7 }), 400, 'Access Level must be L1, L2, L3 or L4.'],
    ['no regions for an L4', () => ({ Regions: [] }), 400, 'Regions are required.'],
    [
      'a region of another organisation',
      () => ({ Regions: [ctx.orgB.regions[0]?.id] }),
      400,
      'A region does not belong to the organisation.',
    ],
    [
      'another organisation',
      () => ({ orgId: ctx.orgB.id }),
      403,
      'You can only manage users of your own organisation.',
    ],
    ['a user id with spaces', () => ({ UserId: 'two words' }), 400, USER_ID_RULE],
    ['plants that do not exist', () => ({ Plants: [12345] }), 400, 'A plant is not in the user’s regions.'],
  ])('refuses %s with a clear message and writes nothing', async (_why, change, status, message) => {
    const before = await userCount();
    const response = await create('a2', newUser(change()));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses an L1 creating an L2 without an organisation', async () => {
    const response = await create('l1', newUser({ Access_Level: 2, Regions: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Organisation is required.');
  });

  it('refuses a user id already used in the organisation, but allows it in another', async () => {
    const first = newUser();
    expect((await create('a2', first)).statusCode).toBe(200);
    const again = await create('a2', newUser({ UserId: first.UserId }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`User ID ${first.UserId} already exists in this organisation.`);
    expect(
      (await create('b2', newUser({ UserId: first.UserId, Access_Level: 2, Regions: [] }))).statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/userdetails/{id}', () => {
  const created = async (change: Record<string, unknown> = {}) =>
    (await create('a2', newUser(change))).json().data;

  it('lets L2 edit a user of its organisation', async () => {
    const user = await created();
    const response = await update(
      'a2',
      user.UniqueId,
      editBody(user, { First_Name: 'Nadine', Job_Title: 'Shift Lead' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(userMessages.userUpdated);
    expect(response.json().data).toMatchObject({ First_Name: 'Nadine', Job_Title: 'Shift Lead' });
  });

  it('ends the sessions of a user whose level or regions change', async () => {
    const user = await created();
    const token = await signIn(ctx.t.app, user.UserId, 'Create#Pass1');
    await update('a2', user.UniqueId, editBody(user, { Access_Level: 3, Regions: [ctx.r1, ctx.r2] }));
    const probe = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/userdetails/${user.UniqueId}`,
      headers: bearer(token),
    });
    expect(probe.json().message).toBe('Session time-out');
  });

  it('lets a user edit their own name but never their own level or regions', async () => {
    const user = await created();
    const token = await signIn(ctx.t.app, user.UserId, 'Create#Pass1');
    const own = (change: Record<string, unknown>) =>
      ctx.t.app.inject({
        method: 'PUT',
        url: `/api/userdetails/${user.UniqueId}`,
        headers: bearer(token),
        payload: editBody(user, change),
      });
    expect((await own({ First_Name: 'Nia' })).statusCode).toBe(200);
    const level = await own({ Access_Level: 3 });
    expect(level.statusCode).toBe(400);
    expect(level.json().message).toBe(userMessages.ownLevel);
    expect((await own({ Regions: [ctx.r2] })).statusCode).toBe(403);
  });

  it('lets only L1 and L2 change an e-mail address', async () => {
    const user = await created();
    const byL3 = await update('a3', user.UniqueId, editBody(user, { Email: 'changed@example.com' }));
    expect(byL3.statusCode).toBe(403);
    expect(
      (await update('a3', user.UniqueId, editBody(user, { Email: undefined, Job_Title: 'Operator II' })))
        .statusCode,
    ).toBe(200);
    expect(
      (await update('a2', user.UniqueId, editBody(user, { Email: 'changed@example.com' }))).json().data.Email,
    ).toBe('changed@example.com');
  });

  it('hides users of another organisation (404) and refuses levels the editor cannot give (403)', async () => {
    const user = await created();
    expect((await update('b2', user.UniqueId, editBody(user))).statusCode).toBe(404);
    expect((await update('a3', user.UniqueId, editBody(user, { Access_Level: 3 }))).statusCode).toBe(403);
    const unchanged = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/userdetails/${user.UniqueId}`,
      headers: as('a2'),
    });
    expect(unchanged.json().data.Access_Level).toBe(4);
  });
});
