import { describe, expect, it } from 'vitest';
import { plantsHarness } from './plants.harness';

const { ctx, call, add } = plantsHarness();

describe('the plants of regions for the user form (POST /regionplants/{orgId})', () => {
  const ask = (who: string, orgId: number, regionIds: unknown) =>
    call(who, 'POST', `/api/regionplants/${orgId}`, { regionIds });

  it('answers the active, live plants of exactly the chosen regions, by name, in one call', async () => {
    const zeta = await add({ plantName: 'Zeta Yard' });
    const alpha = await add({ plantName: 'alpha yard' });
    const southern = await add({ plantName: 'Beta Yard', plantRegionId: ctx.south });
    const inactive = await add({ plantName: 'Gamma Yard' });
    expect((await call('a2', 'PUT', `/api/plantDeActivate/${inactive.id}`)).statusCode).toBe(200);
    const deleted = await add({ plantName: 'Delta Yard' });
    expect((await call('l1', 'DELETE', `/api/plant/${deleted.id}`)).statusCode).toBe(200);

    const northOnly = (await ask('a2', ctx.orgA.id, [ctx.north])).json().data as {
      id: number;
      plantName: string;
    }[];
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
      regionId: ctx.north,
    });

    const both = (await ask('l1', ctx.orgA.id, [ctx.north, ctx.south, ctx.north])).json().data as {
      id: number;
    }[];
    expect(both.map((p) => p.id)).toEqual(expect.arrayContaining([zeta.id, alpha.id, southern.id]));
    expect(new Set(both.map((p) => p.id)).size).toBe(both.length);
  });

  it('refuses L4, an L3 asking for another region, another organisation, and bad bodies', async () => {
    expect((await ask('a3', ctx.orgA.id, [ctx.north])).statusCode).toBe(200);
    expect((await ask('a3', ctx.orgA.id, [ctx.north, ctx.south])).statusCode).toBe(403);
    expect((await ask('a4', ctx.orgA.id, [ctx.north])).statusCode).toBe(403);
    expect((await ask('b2', ctx.orgA.id, [ctx.north])).statusCode).toBe(404);
    const eastOfB = ctx.orgB.regions[0]?.id ?? 0;
    const foreign = await ask('a2', ctx.orgA.id, [eastOfB]);
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      400,
      'Choose regions of this organisation.',
    ]);
    expect((await ask('l1', ctx.orgB.id, [ctx.north])).statusCode).toBe(400);
    for (const body of [[], 'North', [0], [ctx.north, 'x'], Array.from({ length: 101 }, (_, i) => i + 1)])
      expect((await ask('a2', ctx.orgA.id, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
  });
});
