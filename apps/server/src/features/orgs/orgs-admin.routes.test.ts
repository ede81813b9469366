import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOrgSettings, userMessages } from '@envirotrack/shared';
import { organisations, regions } from '../../db/schema';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let l1Token: string;
beforeAll(async () => {
  t = await createTestApp();
  l1Token = await signIn(t.app, (await makeUser(t.db, { level: 1 })).userId);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const tokenOf = async (level: 2 | 3 | 4, orgId: number) =>
  signIn(t.app, (await makeUser(t.db, { level, orgId })).userId);
const rowCounts = async () => ({
  organisations: (await t.db.select({ n: count() }).from(organisations))[0]?.n,
  regions: (await t.db.select({ n: count() }).from(regions))[0]?.n,
});
const details = async (orgId: number) => (await call('GET', `/api/orgdetails/${orgId}`, l1Token)).json().data;

describe('POST /api/org', () => {
  it('creates the organisation with its regions and answers its details', async () => {
    const response = await call('POST', '/api/org', l1Token, {
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
    const stored = await t.db.select().from(regions).where(eq(regions.orgId, data.orgId));
    expect(stored.map((r) => r.name).sort()).toEqual(['South', 'north']);
  });

  it('refuses a name another organisation has, whatever its case, and writes nothing', async () => {
    await makeOrg(t.db, { name: 'Limestone Ltd' });
    const before = await rowCounts();
    const response = await call('POST', '/api/org', l1Token, {
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
    const response = await call('POST', '/api/org', l1Token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Organisation name is required.');
  });

  it('refuses two regions with the same name and writes nothing', async () => {
    const before = await rowCounts();
    const response = await call('POST', '/api/org', l1Token, {
      orgName: 'Twin Regions',
      orgRegion: [{ regionName: 'North' }, { regionName: 'north ' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Region names must be different from each other.');
    expect(await rowCounts()).toEqual(before);
  });

  it.each([2, 3, 4] as const)('is refused to L%i and writes nothing', async (level) => {
    const own = await makeOrg(t.db);
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
    const org = await makeOrg(t.db, { name: 'Detail Co', regions: ['West'] });
    const response = await call('GET', `/api/orgdetails/${org.id}`, l1Token);
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
    const org = await makeOrg(t.db);
    expect((await call('GET', `/api/orgdetails/${org.id}`, await tokenOf(level, org.id))).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await call('GET', '/api/orgdetails/999999', l1Token)).statusCode).toBe(404);
  });
});

describe('PUT /api/updateorg/{id}', () => {
  const update = (orgId: number, body: Record<string, unknown>, token = l1Token) =>
    call('PUT', `/api/updateorg/${orgId}`, token, body);
  const SETTINGS = {
    singleInspectionsLink: true,
    hideHousekeeping: true,
    headerText: 'North & South Texas',
    archivedApp: {
      url: 'https://old.example.com/',
      label: 'ARCHIVED 07/01/2024',
      tooltip: 'Old data',
      regionIds: [],
    },
  };

  it('renames, adds and removes unused regions, keeping the ids of renamed ones', async () => {
    const org = await makeOrg(t.db, { name: 'Region Co', regions: ['North', 'South', 'East'] });
    const [north, south, east] = org.regions;
    const response = await update(org.id, {
      orgName: 'Region Co Renamed',
      orgRegion: [
        { regionId: north?.id, regionName: 'North West' },
        { regionId: east?.id, regionName: 'East' },
        { regionName: 'Central' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(userMessages.organisationUpdated);
    expect(response.json().data).toMatchObject({
      orgName: 'Region Co Renamed',
      orgRegion: [
        { regionId: expect.any(Number), regionName: 'Central' },
        { regionId: east?.id, regionName: 'East' },
        { regionId: north?.id, regionName: 'North West' },
      ],
    });
    expect(
      await t.db
        .select()
        .from(regions)
        .where(eq(regions.id, south?.id ?? 0)),
    ).toEqual([]);
  });

  it('swaps the names of two regions', async () => {
    const org = await makeOrg(t.db, { name: 'Swap Co', regions: ['Upper', 'Lower'] });
    const [upper, lower] = org.regions;
    const response = await update(org.id, {
      orgName: 'Swap Co',
      orgRegion: [
        { regionId: upper?.id, regionName: 'Lower' },
        { regionId: lower?.id, regionName: 'Upper' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.orgRegion).toEqual([
      { regionId: upper?.id, regionName: 'Lower' },
      { regionId: lower?.id, regionName: 'Upper' },
    ]);
  });

  it('refuses to remove a region a user still has, naming it, and changes nothing', async () => {
    const org = await makeOrg(t.db, { name: 'Busy Co', regions: ['Kept', 'Busy', 'Idle'] });
    const [kept, busy] = org.regions;
    await makeUser(t.db, { level: 3, orgId: org.id, regionIds: [busy?.id ?? 0] });
    const before = await details(org.id);
    const response = await update(org.id, {
      orgName: 'Busy Co Renamed',
      orgRegion: [{ regionId: kept?.id, regionName: 'Kept Renamed' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Busy');
    expect(response.json().message).not.toContain('Idle');
    expect(await details(org.id)).toEqual(before);
  });

  it('saves the settings, answers them, and keeps them when the form sends none', async () => {
    const org = await makeOrg(t.db, { name: 'Special Co', regions: ['Dallas', 'Austin'] });
    const dallas = org.regions[0];
    const orgRegion = org.regions.map((r) => ({ regionId: r.id, regionName: r.name }));
    const settings = { ...SETTINGS, archivedApp: { ...SETTINGS.archivedApp, regionIds: [dallas?.id] } };
    const response = await update(org.id, { orgName: 'Special Co', orgRegion, settings });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.settings).toEqual(settings);
    expect((await details(org.id)).settings).toEqual(settings);
    const later = await update(org.id, {
      orgName: 'Special Co',
      orgRegion: [...orgRegion, { regionName: 'Waco' }],
    });
    expect(later.statusCode).toBe(200);
    expect((await details(org.id)).settings).toEqual(settings);
  });

  it('refuses archived-app regions of another organisation', async () => {
    const org = await makeOrg(t.db, { regions: ['Mine'] });
    const other = await makeOrg(t.db, { regions: ['Theirs'] });
    const settings = {
      ...SETTINGS,
      archivedApp: { ...SETTINGS.archivedApp, regionIds: [other.regions[0]?.id] },
    };
    const response = await update(org.id, {
      orgName: org.name,
      orgRegion: [{ regionId: org.regions[0]?.id, regionName: 'Mine' }],
      settings,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The archived application can only be shown to regions of this organisation.',
    );
    expect((await details(org.id)).settings).toEqual(defaultOrgSettings);
  });

  it('refuses a region id of another organisation and changes neither', async () => {
    const org = await makeOrg(t.db, { regions: ['Mine'] });
    const other = await makeOrg(t.db, { regions: ['Theirs'] });
    const response = await update(org.id, {
      orgName: org.name,
      orgRegion: [
        { regionId: org.regions[0]?.id, regionName: 'Mine' },
        { regionId: other.regions[0]?.id, regionName: 'Stolen' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A region in the list does not belong to this organisation.');
    expect((await details(other.id)).orgRegion).toEqual([
      { regionId: other.regions[0]?.id, regionName: 'Theirs' },
    ]);
    expect((await details(org.id)).orgRegion).toHaveLength(1);
  });

  it('refuses the same region twice in the list and changes nothing', async () => {
    const org = await makeOrg(t.db, { regions: ['Alpha', 'Beta'] });
    const alpha = org.regions[0]?.id;
    const before = await details(org.id);
    const response = await update(org.id, {
      orgName: org.name,
      orgRegion: [
        { regionId: alpha, regionName: 'Alpha One' },
        { regionId: alpha, regionName: 'Alpha Two' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(await details(org.id)).toEqual(before);
  });

  it('refuses the name of another organisation', async () => {
    const org = await makeOrg(t.db, { name: 'First Name Co' });
    await makeOrg(t.db, { name: 'Taken Name Co' });
    expect((await update(org.id, { orgName: 'taken name co' })).statusCode).toBe(409);
    expect((await details(org.id)).orgName).toBe('First Name Co');
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await update(999999, { orgName: 'Ghost' })).statusCode).toBe(404);
  });

  it('is refused to L2, even for the own organisation', async () => {
    const org = await makeOrg(t.db, { name: 'Own Co', regions: ['Home'] });
    const response = await update(
      org.id,
      { orgName: 'Taken Over', settings: SETTINGS },
      await tokenOf(2, org.id),
    );
    expect(response.statusCode).toBe(403);
    expect(await details(org.id)).toMatchObject({ orgName: 'Own Co', settings: defaultOrgSettings });
    expect((await details(org.id)).orgRegion).toHaveLength(1);
  });
});

describe('GET /api/org/{orgId}/regions', () => {
  it('answers the regions of any organisation to L1', async () => {
    const org = await makeOrg(t.db, { regions: ['Beta', 'alpha'] });
    const response = await call('GET', `/api/org/${org.id}/regions`, l1Token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { regionName: string }) => r.regionName)).toEqual(['alpha', 'Beta']);
  });

  it.each([2, 3, 4] as const)(
    'answers L%i the own regions and refuses another organisation',
    async (level) => {
      const own = await makeOrg(t.db, { regions: ['Home'] });
      const other = await makeOrg(t.db, { regions: ['Away'] });
      const token = await tokenOf(level, own.id);
      const mine = await call('GET', `/api/org/${own.id}/regions`, token);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toEqual([{ regionId: own.regions[0]?.id, regionName: 'Home' }]);
      expect((await call('GET', `/api/org/${other.id}/regions`, token)).statusCode).toBe(403);
    },
  );
});
