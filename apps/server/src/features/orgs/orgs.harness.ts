import { count } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { organisations, regions } from '../../db/schema';
import { bearer, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The organisation API tests' world: a fresh app with an L1 user, and helpers to call it. */
export function orgsHarness() {
  const ctx = { t: undefined as unknown as TestApp, l1Token: '' };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.l1Token = await signIn(ctx.t.app, (await makeUser(ctx.t.db, { level: 1 })).userId);
  });
  afterAll(() => ctx.t.close());
  const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
    ctx.t.app.inject({ method, url, headers: bearer(token), payload });
  const tokenOf = async (level: 2 | 3 | 4, orgId: number) =>
    signIn(ctx.t.app, (await makeUser(ctx.t.db, { level, orgId })).userId);
  const rowCounts = async () => ({
    organisations: (await ctx.t.db.select({ n: count() }).from(organisations))[0]?.n,
    regions: (await ctx.t.db.select({ n: count() }).from(regions))[0]?.n,
  });
  const details = async (orgId: number) =>
    (await call('GET', `/api/orgdetails/${orgId}`, ctx.l1Token)).json().data;
  return { ctx, call, tokenOf, rowCounts, details };
}
