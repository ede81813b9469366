import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultOrgSettings, orgSettingsMessages, userMessages } from '@envirotrack/shared';
import { regions } from '../../db/schema';
import { makeOrg, makeUser } from '../../../test/factories';
import { orgsHarness } from './orgs.harness';

const { ctx, call, tokenOf, details } = orgsHarness();

describe('PUT /api/updateorg/{id}', () => {
  const update = (orgId: number, body: Record<string, unknown>, token = ctx.l1Token) =>
    call('PUT', `/api/updateorg/${orgId}`, token, body);
  const SETTINGS = {
    singleInspectionsLink: true,
    hideHousekeeping: true,
    headerText: 'North & South Texas',
    flagCloseDays: 14,
    dailyDueDays: [1, 2, 3, 4, 5],
    archivedApp: {
      url: 'https://old.example.com/',
      label: 'ARCHIVED 07/01/2024',
      tooltip: 'Old data',
      regionIds: [],
    },
  };

  it('renames, adds and removes unused regions, keeping the ids of renamed ones', async () => {
    const org = await makeOrg(ctx.t.db, { name: 'Region Co', regions: ['North', 'South', 'East'] });
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
      await ctx.t.db
        .select()
        .from(regions)
        .where(eq(regions.id, south?.id ?? 0)),
    ).toEqual([]);
  });

  it('swaps the names of two regions', async () => {
    const org = await makeOrg(ctx.t.db, { name: 'Swap Co', regions: ['Upper', 'Lower'] });
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
    const org = await makeOrg(ctx.t.db, { name: 'Busy Co', regions: ['Kept', 'Busy', 'Idle'] });
    const [kept, busy] = org.regions;
    await makeUser(ctx.t.db, { level: 3, orgId: org.id, regionIds: [busy?.id ?? 0] });
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
    const org = await makeOrg(ctx.t.db, { name: 'Special Co', regions: ['Dallas', 'Austin'] });
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
    const org = await makeOrg(ctx.t.db, { regions: ['Mine'] });
    const other = await makeOrg(ctx.t.db, { regions: ['Theirs'] });
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

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript://example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://old.example.com/',
  ])('refuses the archived-app link %s (http and https only) and changes nothing', async (url) => {
    const org = await makeOrg(ctx.t.db, { regions: ['Mine'] });
    const response = await update(org.id, {
      orgName: org.name,
      orgRegion: [{ regionId: org.regions[0]?.id, regionName: 'Mine' }],
      settings: { ...SETTINGS, archivedApp: { ...SETTINGS.archivedApp, url } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'badInput', message: orgSettingsMessages.archivedUrl });
    expect((await details(org.id)).settings).toEqual(defaultOrgSettings);
  });

  it.each([0, 366, 7.5, '14'])(
    'refuses %s as the close-by days of flags and changes nothing',
    async (days) => {
      const org = await makeOrg(ctx.t.db, { regions: ['Mine'] });
      const response = await update(org.id, {
        orgName: org.name,
        orgRegion: [{ regionId: org.regions[0]?.id, regionName: 'Mine' }],
        settings: { ...SETTINGS, archivedApp: null, flagCloseDays: days },
      });
      expect(response.statusCode).toBe(400);
      expect((await details(org.id)).settings).toEqual(defaultOrgSettings);
    },
  );

  it.each([[[]], [[0]], [[8]], [[1, 1]], [[1.5]]])(
    'refuses %j as the daily due days and changes nothing',
    async (days) => {
      const org = await makeOrg(ctx.t.db, { regions: ['Mine'] });
      const response = await update(org.id, {
        orgName: org.name,
        orgRegion: [{ regionId: org.regions[0]?.id, regionName: 'Mine' }],
        settings: { ...SETTINGS, archivedApp: null, dailyDueDays: days },
      });
      expect(response.statusCode).toBe(400);
      expect((await details(org.id)).settings).toEqual(defaultOrgSettings);
    },
  );

  it('refuses a region id of another organisation and changes neither', async () => {
    const org = await makeOrg(ctx.t.db, { regions: ['Mine'] });
    const other = await makeOrg(ctx.t.db, { regions: ['Theirs'] });
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
    const org = await makeOrg(ctx.t.db, { regions: ['Alpha', 'Beta'] });
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
    const org = await makeOrg(ctx.t.db, { name: 'First Name Co' });
    await makeOrg(ctx.t.db, { name: 'Taken Name Co' });
    expect((await update(org.id, { orgName: 'taken name co' })).statusCode).toBe(409);
    expect((await details(org.id)).orgName).toBe('First Name Co');
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await update(999999, { orgName: 'Ghost' })).statusCode).toBe(404);
  });

  it('is refused to L2, even for the own organisation', async () => {
    const org = await makeOrg(ctx.t.db, { name: 'Own Co', regions: ['Home'] });
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
    const org = await makeOrg(ctx.t.db, { regions: ['Beta', 'alpha'] });
    const response = await call('GET', `/api/org/${org.id}/regions`, ctx.l1Token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { regionName: string }) => r.regionName)).toEqual(['alpha', 'Beta']);
  });

  it.each([2, 3, 4] as const)(
    'answers L%i the own regions and refuses another organisation',
    async (level) => {
      const own = await makeOrg(ctx.t.db, { regions: ['Home'] });
      const other = await makeOrg(ctx.t.db, { regions: ['Away'] });
      const token = await tokenOf(level, own.id);
      const mine = await call('GET', `/api/org/${own.id}/regions`, token);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toEqual([{ regionId: own.regions[0]?.id, regionName: 'Home' }]);
      expect((await call('GET', `/api/org/${other.id}/regions`, token)).statusCode).toBe(403);
    },
  );
});
