import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plantMessages } from '@envirotrack/shared';
import { signIn } from '../../../test/factories';
import { plantsHarness } from './plants.harness';

const { ctx, call, plant, add, listed } = plantsHarness();

describe('adding and reading plants', () => {
  it('lets L2 add a plant with forms and point sources, and reads it back', async () => {
    const forms = (
      await call('a2', 'GET', `/api/inspectionforms/${ctx.orgA.id}/0/Ready%20Mix/11-21-2026`)
    ).json().data;
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
      orgId: ctx.orgA.id,
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
    const forms = (
      await call('a2', 'GET', `/api/inspectionforms/${ctx.orgA.id}/0/Ready%20Mix/11-21-2026`)
    ).json().data;
    const sw = forms.Water.Monthly[0];
    const outfall1 = sw.PointSources[0].PsId;
    const created = await add({ inspections: [{ FormId: 'fx-monthly-sw', PointSources: [outfall1] }] });
    const again = (
      await call('a2', 'GET', `/api/inspectionforms/${ctx.orgA.id}/${created.id}/Ready%20Mix/11-21-2026`)
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

  it('keeps the day a form was first assigned when the plant is saved again, and drops removed forms', async () => {
    const forms = (
      await call('a2', 'GET', `/api/inspectionforms/${ctx.orgA.id}/0/Ready%20Mix/11-21-2026`)
    ).json().data;
    const [outfall1, outfall2] = forms.Water.Monthly[0].PointSources.map((p: { PsId: number }) => p.PsId);
    const created = await add({
      inspections: [
        { FormId: 'fx-daily', PointSources: [] },
        { FormId: 'fx-monthly-sw', PointSources: [outfall1] },
      ],
    });
    const assigned = async () =>
      (
        (await ctx.t.db.execute(
          sql`select t.form_key as key, pf.assigned_at::text as at, pf.point_source_ids as ps
            from plant_forms pf join form_templates t on t.id = pf.template_id
            where pf.plant_id = ${created.id} order by t.form_key`,
        )) as unknown as { rows: { key: string; at: string; ps: number[] }[] }
      ).rows;
    await ctx.t.db.execute(
      sql`update plant_forms set assigned_at = timestamptz '2026-01-05 12:00+00' where plant_id = ${created.id}`,
    );
    const body = plant({
      plantId: created.plantId,
      inspections: [{ FormId: 'fx-monthly-sw', PointSources: [outfall1, outfall2] }],
    });
    const saved = await call('a2', 'POST', `/api/updateplant/${created.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await assigned();
    expect(rows.map((r) => [r.key, r.ps])).toEqual([['fx-monthly-sw', [outfall1, outfall2]]]);
    expect(new Date(rows[0]?.at ?? '').toISOString()).toBe('2026-01-05T12:00:00.000Z');
  });

  it.each([
    ['a plant id already used in the organisation', async () => ({ plantId: (await add()).plantId }), 409],
    ['a missing name', async () => ({ plantName: '' }), 400],
    ['a bad ZIP code', async () => ({ zipCode: 'ABCDE' }), 400],
    ['a region of another organisation', async () => ({ plantRegionId: ctx.orgB.regions[0]?.id }), 400],
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
      plant({ plantId, plantRegionId: ctx.orgB.regions[0]?.id }),
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
    northPlant = (await add({ plantRegionId: ctx.north })).id;
    southPlant = (await add({ plantRegionId: ctx.south })).id;
    otherPlant = (
      await call('b2', 'POST', '/api/addplant', plant({ plantRegionId: ctx.orgB.regions[0]?.id }))
    ).json().data.id;
    await call('a2', 'POST', '/api/user', {
      UserId: `assigned.${northPlant}`,
      Password: 'Assign#Pass1',
      First_Name: 'Ann',
      Last_Name: 'Signed',
      Email: 'ann@example.com',
      Access_Level: 4,
      Regions: [ctx.north],
      Plants: [northPlant],
      Job_Title: 'Operator',
      Job_Desc: 'Runs the plant.',
    });
    ctx.token.assigned = await signIn(ctx.t.app, `assigned.${northPlant}`, 'Assign#Pass1');
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
    expect(
      (await call('a3', 'GET', `/api/plantsbyregion/${ctx.south}/x/true/plantId/1/None/1`)).statusCode,
    ).toBe(403);
    expect(
      (await call('a3', 'GET', `/api/plantsbyregion/${ctx.north}/x/true/plantId/1/None/1`)).statusCode,
    ).toBe(200);
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
      plantRegionId: ctx.south,
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
    const details = (await call('l1', 'GET', `/api/orgdetails/${ctx.orgA.id}`)).json().data;
    const keep = details.orgRegion.filter((r: { regionName: string }) => r.regionName !== 'South');
    const response = await call('l1', 'PUT', `/api/updateorg/${ctx.orgA.id}`, {
      orgName: details.orgName,
      orgRegion: keep,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Region South still has .*\d+ plants?\b/);
  });
});
