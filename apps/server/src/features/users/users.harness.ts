import { afterAll, beforeAll, beforeEach } from 'vitest';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The user-writing API tests' world: organisation A (regions R1, R2) and B, users l1, a2, a3 (R1), a4 (R1),
 * b2, and a factory of valid create-user bodies. Captured mail is cleared before each test.
 */
export function usersHarness() {
  const ctx = {
    t: undefined as unknown as TestApp,
    orgA: undefined as unknown as Awaited<ReturnType<typeof makeOrg>>,
    orgB: undefined as unknown as Awaited<ReturnType<typeof makeOrg>>,
    r1: 0,
    r2: 0,
    tokens: {} as Record<string, string>,
  };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.orgA = await makeOrg(ctx.t.db, { name: 'Write A', regions: ['R1', 'R2'] });
    ctx.orgB = await makeOrg(ctx.t.db, { name: 'Write B', regions: ['S1'] });
    ctx.r1 = ctx.orgA.regions[0]?.id ?? 0;
    ctx.r2 = ctx.orgA.regions[1]?.id ?? 0;
    for (const [name, level, orgId, regionIds] of [
      ['l1', 1, null, []],
      ['a2', 2, ctx.orgA.id, []],
      ['a3', 3, ctx.orgA.id, [ctx.r1]],
      ['a4', 4, ctx.orgA.id, [ctx.r1]],
      ['b2', 2, ctx.orgB.id, []],
    ] as const) {
      const user = await makeUser(ctx.t.db, { level, orgId, regionIds: [...regionIds], userId: `w.${name}` });
      ctx.tokens[name] = await signIn(ctx.t.app, user.userId);
    }
  });
  afterAll(() => ctx.t.close());
  beforeEach(() => {
    ctx.t.mail.length = 0;
  });

  const as = (name: string) => bearer(ctx.tokens[name] ?? '');
  let serial = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    UserId: `new.user${++serial}`,
    Password: 'Create#Pass1',
    First_Name: 'Nadia',
    Middle_Name: '',
    Last_Name: 'Novak',
    Email: `nadia${serial}@example.com`,
    Access_Level: 4,
    Regions: [ctx.r1],
    Plants: [],
    Job_Title: 'Plant Operator',
    Job_Desc: 'Runs the batch plant.',
    ...overrides,
  });
  const create = (viewer: string, body: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: '/api/user', headers: as(viewer), payload: body });
  const update = (viewer: string, id: number, body: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'PUT', url: `/api/userdetails/${id}`, headers: as(viewer), payload: body });
  return { ctx, as, newUser, create, update, serial: () => serial };
}

/** The edit-user body that saves a user's details (GET /userdetails data) unchanged, but for `change`. */
export function editBody(data: Record<string, unknown>, change: Record<string, unknown> = {}) {
  return {
    UserId: data.UserId,
    First_Name: data.First_Name,
    Last_Name: data.Last_Name,
    Email: data.Email,
    Access_Level: data.Access_Level,
    orgId: data.orgId,
    Regions: ((data.Regions ?? []) as { regionId: number }[]).map((r) => r.regionId),
    Plants: ((data.Plants ?? []) as { plantId: number }[]).map((p) => p.plantId),
    Job_Title: data.Job_Title,
    Job_Desc: data.Job_Desc,
    ...change,
  };
}
