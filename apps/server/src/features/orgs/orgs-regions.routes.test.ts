import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@envirotrack/shared';
import { plants, regions, userRegions, users } from '../../db/schema';
import { makeOrg, makeUser } from '../../../test/factories';
import { orgsHarness } from './orgs.harness';

const { ctx, call, details, tokenOf } = orgsHarness();

const update = (orgId: number, body: Record<string, unknown>) =>
  call('PUT', `/api/updateorg/${orgId}`, ctx.l1Token, body);

type Org = Awaited<ReturnType<typeof makeOrg>>;
const regionOf = (org: Org, name: string) => org.regions.find((r) => r.name === name)?.id ?? 0;
const keeping = (org: Org, ...names: string[]) => ({
  orgName: org.name,
  orgRegion: org.regions
    .filter((r) => names.includes(r.name))
    .map((r) => ({ regionId: r.id, regionName: r.name })),
});

async function userIn(org: Org, regionId: number, state: { deleted?: boolean; inactive?: boolean } = {}) {
  const user = await makeUser(ctx.t.db, {
    level: 3,
    orgId: org.id,
    regionIds: [regionId],
    status: state.inactive ? 2 : 1,
  });
  if (state.deleted)
    await ctx.t.db.update(users).set({ deletedAt: new Date(), status: 2 }).where(eq(users.id, user.id));
  return user.id;
}

async function plantIn(org: Org, regionId: number, deleted = false) {
  await ctx.t.db.insert(plants).values({
    orgId: org.id,
    plantId: `RG-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Region Test Plant',
    street: '1 Main St',
    city: 'Waco',
    state: 'TX',
    zipCode: '76701',
    regionId,
    facilityType: 'Quarry',
    deletedAt: deleted ? new Date() : null,
  });
}

describe('removing a region (PUT /api/updateorg/{id})', () => {
  it('is not blocked by deleted users, who lose the region', async () => {
    const org = await makeOrg(ctx.t.db, { regions: ['Open', 'Gone'] });
    const gone = regionOf(org, 'Gone');
    const ghost = await userIn(org, gone, { deleted: true });
    const response = await update(org.id, keeping(org, 'Open'));
    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.t.db.select().from(regions).where(eq(regions.id, gone))).toEqual([]);
    expect(await ctx.t.db.select().from(userRegions).where(eq(userRegions.userId, ghost))).toEqual([]);
  });

  it('counts the live users (active or not) and live plants that block it, and changes nothing', async () => {
    const org = await makeOrg(ctx.t.db, { regions: ['Kept', 'Busy', 'Quiet'] });
    const busy = regionOf(org, 'Busy');
    const quiet = regionOf(org, 'Quiet');
    await userIn(org, busy);
    await userIn(org, busy, { inactive: true });
    await userIn(org, busy, { deleted: true });
    await plantIn(org, busy);
    await plantIn(org, busy, true);
    await plantIn(org, quiet);
    const before = await details(org.id);
    const response = await update(org.id, keeping(org, 'Kept'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 'invalid',
      code: 'conflict',
      message: userMessages.regionsInUse([
        { name: 'Busy', users: 2, plants: 1 },
        { name: 'Quiet', users: 0, plants: 1 },
      ]),
    });
    expect(response.json().message).toBe(
      'Region Busy still has 2 users and 1 plant; Region Quiet still has 1 plant. Move them to another region first.',
    );
    expect(await details(org.id)).toEqual(before);
    const memberships = await ctx.t.db
      .select()
      .from(userRegions)
      .where(inArray(userRegions.regionId, [busy]));
    expect(memberships).toHaveLength(3);
  });

  it('removes a region only deleted plants use: out of every choice, its name free, their records keep it', async () => {
    const org = await makeOrg(ctx.t.db, { regions: ['Kept', 'Closed'] });
    const closed = regionOf(org, 'Closed');
    await plantIn(org, closed, true);
    const response = await update(org.id, keeping(org, 'Kept'));
    expect(response.statusCode, response.body).toBe(200);
    const names = (regionList: { regionName: string }[]) => regionList.map((r) => r.regionName);
    expect(names((await details(org.id)).orgRegion)).toEqual(['Kept']);
    const choices = await call('GET', `/api/org/${org.id}/regions`, ctx.l1Token);
    expect(names(choices.json().data)).toEqual(['Kept']);
    const [deletedPlant] = await ctx.t.db
      .select({ regionName: regions.name, removedAt: regions.removedAt })
      .from(plants)
      .innerJoin(regions, eq(regions.id, plants.regionId))
      .where(eq(plants.orgId, org.id));
    expect(deletedPlant?.regionName).toBe('Closed');
    expect(deletedPlant?.removedAt).toBeInstanceOf(Date);

    const admin = await tokenOf(2, org.id);
    const assign = await call('POST', '/api/user', admin, {
      UserId: `closed.${org.id}`,
      Password: 'Create#Pass1',
      First_Name: 'Nadia',
      Middle_Name: '',
      Last_Name: 'Novak',
      Email: `closed.${org.id}@example.com`,
      Access_Level: 3,
      Regions: [closed],
      Plants: [],
      Job_Title: 'Regional Manager',
      Job_Desc: '',
    });
    expect(assign.statusCode).toBe(400);

    const again = await update(org.id, {
      ...keeping(org, 'Kept'),
      orgRegion: [{ regionId: regionOf(org, 'Kept'), regionName: 'Kept' }, { regionName: 'Closed' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const reused = (await details(org.id)).orgRegion as { regionId: number; regionName: string }[];
    expect(names(reused)).toEqual(['Closed', 'Kept']);
    expect(reused.find((r) => r.regionName === 'Closed')?.regionId).not.toBe(closed);
  });

  it('cannot keep a removed region by naming its id', async () => {
    const org = await makeOrg(ctx.t.db, { regions: ['Kept', 'Closed'] });
    const closed = regionOf(org, 'Closed');
    await plantIn(org, closed, true);
    expect((await update(org.id, keeping(org, 'Kept'))).statusCode).toBe(200);
    const before = await details(org.id);
    const response = await update(org.id, keeping(org, 'Kept', 'Closed'));
    expect(response.statusCode).toBe(400);
    expect(await details(org.id)).toEqual(before);
  });
});
