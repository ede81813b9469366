import { afterAll, beforeAll } from 'vitest';
import { installLibrary } from '../../db/seed/library-loader';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { fixtureForms } from '../../../test/form-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Org = Awaited<ReturnType<typeof makeOrg>>;

/**
 * Two organisations (A with regions North and South, B with East) and one user per level: l1, A's a2, a3 and
 * a4 (North), B's b2. Registers its set-up and tear-down with the calling test file.
 */
export function plantsHarness() {
  const ctx = {
    t: undefined as unknown as TestApp,
    orgA: undefined as unknown as Org,
    orgB: undefined as unknown as Org,
    north: 0,
    south: 0,
    token: {} as Record<string, string>,
    ids: {} as Record<string, number>,
  };
  const as = (who: string) => bearer(ctx.token[who] ?? '');
  const call = (
    who: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => ctx.t.app.inject({ method, url, headers: as(who), payload: payload as Record<string, unknown> });
  const plant = (extra: Record<string, unknown> = {}) => ({
    plantId: `P-${Math.random().toString(36).slice(2, 8)}`,
    plantName: 'Denton Ready Mix',
    street: '1200 Industrial St',
    city: 'Denton',
    state: 'TX',
    zipCode: '76201',
    plantRegionId: ctx.north,
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
    ctx.t = await createTestApp();
    await installLibrary(ctx.t.db, fixtureForms);
    ctx.orgA = await makeOrg(ctx.t.db, { name: 'Plants A', regions: ['North', 'South'] });
    ctx.orgB = await makeOrg(ctx.t.db, { name: 'Plants B', regions: ['East'] });
    ctx.north = ctx.orgA.regions[0]?.id ?? 0;
    ctx.south = ctx.orgA.regions[1]?.id ?? 0;
    const people = {
      l1: [1, null, []],
      a2: [2, ctx.orgA.id, []],
      a3: [3, ctx.orgA.id, [ctx.north]],
      a4: [4, ctx.orgA.id, [ctx.north]],
      b2: [2, ctx.orgB.id, []],
    } as const;
    for (const [name, [level, orgId, regionIds]] of Object.entries(people)) {
      const user = await makeUser(ctx.t.db, { level, orgId, regionIds: [...regionIds] });
      ctx.ids[name] = user.id;
      ctx.token[name] = await signIn(ctx.t.app, user.userId);
    }
  });
  afterAll(() => ctx.t.close());

  return { ctx, call, plant, add, listed };
}
