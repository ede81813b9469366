import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantMessages } from '@envirotrack/shared';
import { installLibrary } from '../../db/seed/library-loader';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { fixtureForms } from '../../../test/form-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let orgA: Awaited<ReturnType<typeof makeOrg>>;
let orgB: Awaited<ReturnType<typeof makeOrg>>;
let north: number;
let south: number;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

const as = (who: string) => bearer(token[who] ?? '');
const call = (
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url, headers: as(who), payload: payload as Record<string, unknown> });
const plant = (extra: Record<string, unknown> = {}) => ({
  plantId: `P-${Math.random().toString(36).slice(2, 8)}`,
  plantName: 'Denton Ready Mix',
  street: '1200 Industrial St',
  city: 'Denton',
  state: 'TX',
  zipCode: '76201',
  plantRegionId: north,
  facilityType: 'Ready Mix',
  coords: { lat: 33.2148, lng: -97.1331 },
  inspections: [{ FormId: 'fx-daily', PointSources: [] }],
  ...extra,
});
const add = async (extra: Record<string, unknown> = {}) => {
  const response = await call('a2', 'POST', '/api/addplant', plant(extra));
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as { id: number; plantId: string };
};
const listed = async (who: string, path = 'All/x/true/plantId/1/None/1') =>
  (await call(who, 'GET', `/api/plantsbyregion/${path}`))
    .json()
    .data.map((p: { id: number }) => p.id)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  await installLibrary(t.db, fixtureForms);
  orgA = await makeOrg(t.db, { name: 'Plants A', regions: ['North', 'South'] });
  orgB = await makeOrg(t.db, { name: 'Plants B', regions: ['East'] });
  north = orgA.regions[0]?.id ?? 0;
  south = orgA.regions[1]?.id ?? 0;
  const people = {
    l1: [1, null, []],
    a2: [2, orgA.id, []],
    a3: [3, orgA.id, [north]],
    a4: [4, orgA.id, [north]],
    b2: [2, orgB.id, []],
  } as const;
  for (const [name, [level, orgId, regionIds]] of Object.entries(people)) {
    const user = await makeUser(t.db, { level, orgId, regionIds: [...regionIds] });
    ids[name] = user.id;
    token[name] = await signIn(t.app, user.userId);
  }
});
afterAll(() => t.close());

describe('adding and reading plants', () => {
  it('lets L2 add a plant with forms and point sources, and reads it back', async () => {
    const forms = (await call('a2', 'GET', `/api/inspectionforms/${orgA.id}/0/Ready%20Mix/11-21-2026`)).json()
      .data;
    const created = await add({
      inspections: [
        { FormId: 'fx-daily', PointSources: [] },
        { FormId: 'fx-monthly-sw', PointSources: [forms.Water.Monthly[0].PointSources[0].PsId] },
      ],
      outfallsList: [
        { id: 'o1', latitude: 33.2149, longitude: -97.133, name: 'Outfall 1', pointerType: 'outfall' },
      ],
      shapesList: [
        {
          type: 'polygon',
          points: [
            { lat: 33.2, lng: -97.1 },
            { lat: 33.21, lng: -97.1 },
            { lat: 33.21, lng: -97.11 },
          ],
          color: '#0040ff',
        },
      ],
    });
    const details = (await call('a2', 'GET', `/api/plant/${created.id}`)).json().data;
    expect(details).toMatchObject({
      plantName: 'Denton Ready Mix',
      plantRegionName: 'North',
      orgId: orgA.id,
      Active: 1,
      country: 'USA',
    });
    expect(details.inspections.Water.Daily[0]).toMatchObject({ FormId: 'fx-daily', IsSelected: true });
    expect(details.inspections.Water.Monthly[0]).toMatchObject({ FormId: 'fx-monthly-sw', IsSelected: true });
    expect(details.outfallsList[0]).toMatchObject({ name: 'Outfall 1' });
    expect(details.shapesList[0].points).toHaveLength(3);
  });

  it('refuses a point-source form without an outfall, and writes nothing', async () => {
    const before = await listed('a2');
    const response = await call('a2', 'POST', '/api/addplant', {
      ...plant(),
      inspections: [
        { FormId: 'fx-daily', PointSources: [] },
        { FormId: 'fx-monthly-sw', PointSources: [] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(plantMessages.chooseOutfall('Fixture Monthly SW'));
    expect(await listed('a2')).toEqual(before);
  });

  it('keeps only the point sources of the form', async () => {
    const forms = (await call('a2', 'GET', `/api/inspectionforms/${orgA.id}/0/Ready%20Mix/11-21-2026`)).json()
      .data;
    const sw = forms.Water.Monthly[0];
    const outfall1 = sw.PointSources[0].PsId;
    const created = await add({ inspections: [{ FormId: 'fx-monthly-sw', PointSources: [outfall1] }] });
    const again = (
      await call('a2', 'GET', `/api/inspectionforms/${orgA.id}/${created.id}/Ready%20Mix/11-21-2026`)
    ).json().data;
    expect(again.Water.Monthly[0].PointSources.map((p: { IsSelected: boolean }) => p.IsSelected)).toEqual([
      true,
      false,
    ]);
    const wrong = await call(
      'a2',
      'POST',
      '/api/addplant',
      plant({ inspections: [{ FormId: 'fx-daily', PointSources: [outfall1] }] }),
    );
    expect(wrong.statusCode).toBe(400);
  });

  it.each([
    ['a plant id already used in the organisation', async () => ({ plantId: (await add()).plantId }), 409],
    ['a missing name', async () => ({ plantName: '' }), 400],
    ['a bad ZIP code', async () => ({ zipCode: 'ABCDE' }), 400],
    ['a region of another organisation', async () => ({ plantRegionId: orgB.regions[0]?.id }), 400],
    [
      'a form not for the facility type',
      async () => ({ inspections: [{ FormId: 'fx-edit-only', PointSources: [] }] }),
      400,
    ],
  ])('refuses %s and adds nothing', async (_why, change, status) => {
    const body = plant(await change());
    const total = async () =>
      (await call('a2', 'GET', '/api/plantsbyregion/All/x/true/plantId/1/None/1')).json().TotalCount;
    const before = await total();
    const response = await call('a2', 'POST', '/api/addplant', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message.length).toBeGreaterThan(5);
    expect(await total()).toBe(before);
  });

  it('lists each plant with its position, or null where it has none', async () => {
    const placed = await add();
    const unplaced = await add({ coords: null });
    const response = await call('a2', 'GET', '/api/plantsbyregion/All/x/true/plantId/1/None/1');
    const rows = response.json().data as { id: number; coords: unknown }[];
    expect(rows.find((row) => row.id === placed.id)?.coords).toEqual({ lat: 33.2148, lng: -97.1331 });
    expect(rows.find((row) => row.id === unplaced.id)?.coords).toBeNull();
  });

  it('allows the same plant id in another organisation', async () => {
    const { plantId } = await add();
    const response = await call(
      'b2',
      'POST',
      '/api/addplant',
      plant({ plantId, plantRegionId: orgB.regions[0]?.id }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each(['l1', 'a3', 'a4'])('refuses adding to %s (only L2 adds plants)', async (who) => {
    expect((await call(who, 'POST', '/api/addplant', plant())).statusCode).toBe(403);
  });
});

describe('who sees which plants', () => {
  let northPlant: number;
  let southPlant: number;
  let otherPlant: number;
  beforeAll(async () => {
    northPlant = (await add({ plantRegionId: north })).id;
    southPlant = (await add({ plantRegionId: south })).id;
    otherPlant = (
      await call('b2', 'POST', '/api/addplant', plant({ plantRegionId: orgB.regions[0]?.id }))
    ).json().data.id;
    await call('a2', 'POST', '/api/user', {
      UserId: `assigned.${northPlant}`,
      Password: 'Assign#Pass1',
      First_Name: 'Ann',
      Last_Name: 'Signed',
      Email: 'ann@example.com',
      Access_Level: 4,
      Regions: [north],
      Plants: [northPlant],
      Job_Title: 'Operator',
      Job_Desc: 'Runs the plant.',
    });
    token.assigned = await signIn(t.app, `assigned.${northPlant}`, 'Assign#Pass1');
  });

  it('shows L2 its organisation, L3 its regions, L4 its plants and L1 everything', async () => {
    const a2 = await listed('a2');
    expect(a2).toEqual(expect.arrayContaining([northPlant, southPlant]));
    expect(a2).not.toContain(otherPlant);
    const a3 = await listed('a3');
    expect(a3).toContain(northPlant);
    expect(a3).not.toContain(southPlant);
    expect(await listed('assigned')).toEqual([northPlant]);
    expect(await listed('l1')).toEqual(expect.arrayContaining([northPlant, southPlant, otherPlant]));
  });

  it('answers 404 for a plant outside the caller’s scope', async () => {
    expect((await call('b2', 'GET', `/api/plant/${northPlant}`)).statusCode).toBe(404);
    expect((await call('a3', 'GET', `/api/plant/${southPlant}`)).statusCode).toBe(404);
    expect((await call('assigned', 'GET', `/api/plant/${southPlant}`)).statusCode).toBe(404);
    expect((await call('assigned', 'GET', `/api/plant/${northPlant}`)).statusCode).toBe(200);
  });

  it('refuses an L3 filtering by a region not its own', async () => {
    expect((await call('a3', 'GET', `/api/plantsbyregion/${south}/x/true/plantId/1/None/1`)).statusCode).toBe(
      403,
    );
    expect((await call('a3', 'GET', `/api/plantsbyregion/${north}/x/true/plantId/1/None/1`)).statusCode).toBe(
      200,
    );
  });

  it('lists plant users and an L4 user’s plants', async () => {
    const details = (await call('a2', 'GET', `/api/plant/${northPlant}`)).json().data;
    expect(details.userdetailsList.map((u: { UserId: string }) => u.UserId)).toEqual([
      `assigned.${northPlant}`,
    ]);
    const assignedId = details.userdetailsList[0].UniqueId;
    const list = (await call('a2', 'GET', `/api/userplantlist/${assignedId}`)).json().data;
    expect(list).toEqual([{ plantId: northPlant, plantName: 'Denton Ready Mix' }]);
    expect((await call('b2', 'GET', `/api/userplantlist/${assignedId}`)).statusCode).toBe(404);
  });

  it('unassigns the plant’s users when its region changes', async () => {
    const body = plant({
      plantRegionId: south,
      plantId: (await call('a2', 'GET', `/api/plant/${northPlant}`)).json().data.plantId,
    });
    expect((await call('a2', 'POST', `/api/updateplant/${northPlant}`, body)).statusCode).toBe(200);
    const details = (await call('a2', 'GET', `/api/plant/${northPlant}`)).json().data;
    expect(details).toMatchObject({ plantRegionName: 'South', userdetailsList: [] });
  });

  it('lets only L2 deactivate, and only L1 delete (keeping the record out of lists)', async () => {
    const target = (await add()).id;
    expect((await call('l1', 'PUT', `/api/plantDeActivate/${target}`)).statusCode).toBe(403);
    expect((await call('a3', 'PUT', `/api/plantDeActivate/${target}`)).statusCode).toBe(403);
    const off = await call('a2', 'PUT', `/api/plantDeActivate/${target}`);
    expect(off.json().message).toBe('Plant deactivated successfully.');
    const inactive = (await call('a2', 'GET', `/api/plant/${target}`)).json().data;
    expect(inactive.Active).toBe(2);
    expect(inactive.lastActiveDate).not.toBeNull();
    expect(await listed('a2', 'All/x/true/plantId/1/None/2')).toContain(target);
    expect((await call('a2', 'PATCH', `/api/plantDeActivate/${target}?status=1`)).statusCode).toBe(200);
    expect((await call('a2', 'DELETE', `/api/plant/${target}`)).statusCode).toBe(403);
    const removed = await call('l1', 'DELETE', `/api/plant/${target}`);
    expect(removed.json().message).toBe('Plant deleted successfully...!!!');
    expect(await listed('a2')).not.toContain(target);
    expect((await call('a2', 'GET', `/api/plant/${target}`)).statusCode).toBe(404);
  });

  it('refuses removing a region that still has plants', async () => {
    const details = (await call('l1', 'GET', `/api/orgdetails/${orgA.id}`)).json().data;
    const keep = details.orgRegion.filter((r: { regionName: string }) => r.regionName !== 'South');
    const response = await call('l1', 'PUT', `/api/updateorg/${orgA.id}`, {
      orgName: details.orgName,
      orgRegion: keep,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Region South still has .*\d+ plants?\b/);
  });
});

describe('the plants of regions for the user form (POST /regionplants/{orgId})', () => {
  const ask = (who: string, orgId: number, regionIds: unknown) =>
    call(who, 'POST', `/api/regionplants/${orgId}`, { regionIds });

  it('answers the active, live plants of exactly the chosen regions, by name, in one call', async () => {
    const zeta = await add({ plantName: 'Zeta Yard' });
    const alpha = await add({ plantName: 'alpha yard' });
    const southern = await add({ plantName: 'Beta Yard', plantRegionId: south });
    const inactive = await add({ plantName: 'Gamma Yard' });
    expect((await call('a2', 'PUT', `/api/plantDeActivate/${inactive.id}`)).statusCode).toBe(200);
    const deleted = await add({ plantName: 'Delta Yard' });
    expect((await call('l1', 'DELETE', `/api/plant/${deleted.id}`)).statusCode).toBe(200);

    const northOnly = (await ask('a2', orgA.id, [north])).json().data as { id: number; plantName: string }[];
    const ids = northOnly.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([zeta.id, alpha.id]));
    expect(ids).not.toContain(southern.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(deleted.id);
    const names = northOnly.map((p) => p.plantName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(northOnly.find((p) => p.id === alpha.id)).toEqual({
      id: alpha.id,
      plantId: alpha.plantId,
      plantName: 'alpha yard',
      regionId: north,
    });

    const both = (await ask('l1', orgA.id, [north, south, north])).json().data as { id: number }[];
    expect(both.map((p) => p.id)).toEqual(expect.arrayContaining([zeta.id, alpha.id, southern.id]));
    expect(new Set(both.map((p) => p.id)).size).toBe(both.length);
  });

  it('refuses L4, an L3 asking for another region, another organisation, and bad bodies', async () => {
    expect((await ask('a3', orgA.id, [north])).statusCode).toBe(200);
    expect((await ask('a3', orgA.id, [north, south])).statusCode).toBe(403);
    expect((await ask('a4', orgA.id, [north])).statusCode).toBe(403);
    expect((await ask('b2', orgA.id, [north])).statusCode).toBe(404);
    const eastOfB = orgB.regions[0]?.id ?? 0;
    const foreign = await ask('a2', orgA.id, [eastOfB]);
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      400,
      'Choose regions of this organisation.',
    ]);
    expect((await ask('l1', orgB.id, [north])).statusCode).toBe(400);
    for (const body of [[], 'North', [0], [north, 'x'], Array.from({ length: 101 }, (_, i) => i + 1)])
      expect((await ask('a2', orgA.id, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
  });
});
