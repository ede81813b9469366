import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { USER_ID_RULE } from '@envirotrack/shared';
import { users } from '../../db/schema';
import { makeUser, signIn } from '../../../test/factories';
import { editBody, usersHarness } from './users.harness';

const { ctx, as, newUser, create, update } = usersHarness();
const userCount = async () => (await ctx.t.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const details = async (id: number) =>
  (await ctx.t.app.inject({ method: 'GET', url: `/api/userdetails/${id}`, headers: as('a2') })).json().data;

describe("user ids and e-mail addresses: no '@' in a user id", () => {
  it("refuses a new user id with '@' (someone's e-mail) with the rule's message, and creates nothing", async () => {
    await makeUser(ctx.t.db, { level: 4, orgId: ctx.orgA.id, email: 'taken@example.com' });
    const before = await userCount();
    const response = await create('a2', newUser({ UserId: 'taken@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'invalid', code: 'badInput', message: USER_ID_RULE });
    expect(await userCount()).toBe(before);
  });

  it("refuses to rename a user to an id with '@' and changes nothing", async () => {
    const user = (await create('a2', newUser())).json().data;
    const response = await update('a2', user.UniqueId, editBody(user, { UserId: 'renamed@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(USER_ID_RULE);
    expect((await details(user.UniqueId)).UserId).toBe(user.UserId);
  });

  it("keeps an older id with '@' signing in; editing that user asks for a new id", async () => {
    const legacy = await makeUser(ctx.t.db, {
      level: 4,
      orgId: ctx.orgA.id,
      userId: 'old.style@example.org',
      email: 'olga@example.com',
      regionIds: [ctx.r1],
    });
    await signIn(ctx.t.app, 'old.style@example.org');
    const data = { ...(await details(legacy.id)), Job_Title: 'Operator', Job_Desc: 'Runs the plant.' };
    const kept = await update('a2', legacy.id, editBody(data, { First_Name: 'Olga' }));
    expect(kept.statusCode).toBe(400);
    expect(kept.json().message).toBe(USER_ID_RULE);
    const [row] = await ctx.t.db.select().from(users).where(eq(users.id, legacy.id));
    expect(row).toMatchObject({ userId: 'old.style@example.org', firstName: legacy.firstName });
    const renamed = await update(
      'a2',
      legacy.id,
      editBody(data, { UserId: 'old.style', First_Name: 'Olga' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await signIn(ctx.t.app, 'old.style');
  });
});
