import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOrgSettings, userMessages } from '@envirotrack/shared';
import { regions } from '../../db/schema';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orgsHarness } from './orgs.harness';

const { ctx, call, tokenOf, rowCounts } = orgsHarness();

describe('POST /api/org', () => {
  it('creates the organisation with its regions and answers its details', async () => {
    const response = await call('POST', '/api/org', ctx.l1Token, {
      orgName: '  Granite Works ',
      orgRegion: [{ regionName: 'South' }, { regionName: 'north' }],
    });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe(userMessages.organisationCreated);
    expect(data).toEqual({
      orgId: expect.any(Number),
      orgName: 'Granite Works',
      status: 1,
      orgRegion: [
        { regionId: expect.any(Number), regionName: 'north' },
        { regionId: expect.any(Number), regionName: 'South' },
      ],
      orgLogoDetails: [],
      settings: defaultOrgSettings,
    });
    const stored = await ctx.t.db.select().from(regions).where(eq(regions.orgId, data.orgId));
    expect(stored.map((r) => r.name).sort()).toEqual(['South', 'north']);
  });

  it('refuses a name another organisation has, whatever its case, and writes nothing', async () => {
    await makeOrg(ctx.t.db, { name: 'Limestone Ltd' });
    const before = await rowCounts();
    const response = await call('POST', '/api/org', ctx.l1Token, {
      orgName: 'LIMESTONE ltd',
      orgRegion: [{ regionName: 'East' }],
    });
    expect(response.statusCode).toBe(409);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['an empty name', { orgName: '' }],
    ['a name of spaces', { orgName: '   ' }],
    ['no name', {}],
  ])('refuses %s', async (_why, body) => {
    const response = await call('POST', '/api/org', ctx.l1Token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Organisation name is required.');
  });

  it('refuses two regions with the same name and writes nothing', async () => {
    const before = await rowCounts();
    const response = await call('POST', '/api/org', ctx.l1Token, {
      orgName: 'Twin Regions',
      orgRegion: [{ regionName: 'North' }, { regionName: 'north ' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Region names must be different from each other.');
    expect(await rowCounts()).toEqual(before);
  });

  it.each([2, 3, 4] as const)('is refused to L%i and writes nothing', async (level) => {
    const own = await makeOrg(ctx.t.db);
    const token = await tokenOf(level, own.id);
    const before = await rowCounts();
    const response = await call('POST', '/api/org', token, {
      orgName: `Made by L${level}`,
      orgRegion: [{ regionName: 'Anywhere' }],
    });
    expect(response.statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET /api/org with page', () => {
  let fresh: TestApp;
  let token: string;
  beforeAll(async () => {
    fresh = await createTestApp();
    for (let i = 1; i <= 23; i += 1)
      await makeOrg(fresh.db, { name: `Paging Org ${String(i).padStart(2, '0')}` });
    token = await signIn(fresh.app, (await makeUser(fresh.db, { level: 1 })).userId);
  });
  afterAll(() => fresh.close());

  const page = async (query: string) => {
    const response = await fresh.app.inject({
      method: 'GET',
      url: `/api/org?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { names: body.data.map((o: { orgName: string }) => o.orgName), total: body.TotalCount };
  };
  const named = (...numbers: number[]) => numbers.map((n) => `Paging Org ${String(n).padStart(2, '0')}`);

  it('answers 20 a page with TotalCount, descending when isAsc is false', async () => {
    const first = await page('page=1&search=&isAsc=false');
    expect(first.total).toBe(23);
    expect(first.names).toEqual(named(...Array.from({ length: 20 }, (_, i) => 23 - i)));
    expect(await page('page=2&search=&isAsc=false')).toEqual({ names: named(3, 2, 1), total: 23 });
    expect((await page('page=1')).names.slice(0, 2)).toEqual(named(1, 2));
    expect(await page('page=3&isAsc=false')).toEqual({ names: [], total: 23 });
  });

  it.each([
    ['<Paging> Org 1!', named(10, 11, 12, 13, 14, 15, 16, 17, 18, 19)],
    ['Org_1', []],
  ])('searches for %s with everything but letters, digits and spaces removed', async (search, names) => {
    expect(await page(`page=1&search=${encodeURIComponent(search)}&isAsc=true`)).toEqual({
      names,
      total: names.length,
    });
  });
});

describe('GET /api/orgdetails/{id}', () => {
  it('answers the organisation to L1', async () => {
    const org = await makeOrg(ctx.t.db, { name: 'Detail Co', regions: ['West'] });
    const response = await call('GET', `/api/orgdetails/${org.id}`, ctx.l1Token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      orgId: org.id,
      orgName: 'Detail Co',
      status: 1,
      orgRegion: [{ regionId: org.regions[0]?.id, regionName: 'West' }],
      orgLogoDetails: [],
      settings: defaultOrgSettings,
    });
  });

  it.each([2, 3, 4] as const)('is refused to L%i, even for the own organisation', async (level) => {
    const org = await makeOrg(ctx.t.db);
    expect((await call('GET', `/api/orgdetails/${org.id}`, await tokenOf(level, org.id))).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await call('GET', '/api/orgdetails/999999', ctx.l1Token)).statusCode).toBe(404);
  });
});
