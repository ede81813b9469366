import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@envirotrack/shared';
import { plants, userPlants, userRegions, users } from '../../db/schema';
import { editBody, usersHarness } from './users.harness';

const { ctx, newUser, create, update } = usersHarness();

/** Where a user is in the database: organisation, regions and plants. */
async function placeOf(id: number) {
  const [row] = await ctx.t.db.select({ orgId: users.orgId }).from(users).where(eq(users.id, id));
  const regionIds = await ctx.t.db
    .select({ id: userRegions.regionId })
    .from(userRegions)
    .where(eq(userRegions.userId, id));
  const plantIds = await ctx.t.db
    .select({ id: userPlants.plantId })
    .from(userPlants)
    .where(eq(userPlants.userId, id));
  return { orgId: row?.orgId, regions: regionIds.map((r) => r.id), plants: plantIds.map((p) => p.id) };
}

async function plantInR1() {
  const [plant] = await ctx.t.db
    .insert(plants)
    .values({
      orgId: ctx.orgA.id,
      plantId: `RM-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Denton Ready Mix',
      street: '1 Main St',
      city: 'Denton',
      state: 'TX',
      zipCode: '76201',
      regionId: ctx.r1,
      facilityType: 'Ready Mix',
    })
    .returning({ id: plants.id });
  return plant?.id ?? 0;
}

describe('the Organisation field of PUT /api/userdetails/{id} (spec 1 §6)', () => {
  it.each([3, 4])(
    'refuses an L1 moving an L%i user to another organisation, and changes nothing',
    async (level) => {
      const plantId = await plantInR1();
      const user = (
        await create('a2', newUser({ Access_Level: level, Regions: [ctx.r1], Plants: [plantId] }))
      ).json().data;
      const before = await placeOf(user.UniqueId);
      const response = await update(
        'l1',
        user.UniqueId,
        editBody(user, { orgId: ctx.orgB.id, Regions: [ctx.orgB.regions[0]?.id], Plants: [] }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        status: 'invalid',
        code: 'forbidden',
        message: userMessages.organisationFixed,
      });
      expect(await placeOf(user.UniqueId)).toEqual(before);
      expect(before.orgId).toBe(ctx.orgA.id);
    },
  );

  it('lets an L1 edit an L3 or L4 user who stays in their organisation', async () => {
    const user = (await create('a2', newUser({ Access_Level: 3, Regions: [ctx.r1] }))).json().data;
    const same = await update('l1', user.UniqueId, editBody(user, { Regions: [ctx.r1, ctx.r2] }));
    expect(same.statusCode, same.body).toBe(200);
    const unnamed = await update(
      'l1',
      user.UniqueId,
      editBody(user, { orgId: null, Job_Title: 'Coordinator' }),
    );
    expect(unnamed.json().data).toMatchObject({ orgId: ctx.orgA.id, Job_Title: 'Coordinator' });
  });

  it('lets an L1 move an L2 user, or make an L4 an L2 of another organisation, keeping no regions or plants', async () => {
    const l2 = (await create('a2', newUser({ Access_Level: 2, Regions: [] }))).json().data;
    const moved = await update('l1', l2.UniqueId, editBody(l2, { orgId: ctx.orgB.id }));
    expect(moved.json().data).toMatchObject({ orgId: ctx.orgB.id, Access_Level: 2 });

    const plantId = await plantInR1();
    const l4 = (await create('a2', newUser({ Regions: [ctx.r1], Plants: [plantId] }))).json().data;
    const promoted = await update(
      'l1',
      l4.UniqueId,
      editBody(l4, { Access_Level: 2, orgId: ctx.orgB.id, Regions: [], Plants: [] }),
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await placeOf(l4.UniqueId)).toEqual({ orgId: ctx.orgB.id, regions: [], plants: [] });
  });
});
