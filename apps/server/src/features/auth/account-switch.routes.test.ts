import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { bearer, makeOrg, makeUser, PASSWORD, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let orgA: Awaited<ReturnType<typeof makeOrg>>;
let orgB: Awaited<ReturnType<typeof makeOrg>>;
let orgC: Awaited<ReturnType<typeof makeOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  orgA = await makeOrg(t.db, { name: 'Switch Alpha', regions: ['North'] });
  orgB = await makeOrg(t.db, { name: 'Switch Beta', regions: ['East'] });
  orgC = await makeOrg(t.db, { name: 'Switch Gamma', regions: ['West'] });
});
afterAll(() => t.close());

/** One person with an account in A and B (same e-mail and password) and one in C with another password. */
async function person() {
  const email = `consultant.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const inA = await makeUser(t.db, { level: 2, orgId: orgA.id, email });
  const inB = await makeUser(t.db, {
    level: 3,
    orgId: orgB.id,
    email,
    regionIds: [orgB.regions[0]?.id ?? 0],
  });
  const inC = await makeUser(t.db, { level: 2, orgId: orgC.id, email, password: 'Other#Pass9' });
  return { email, inA, inB, inC };
}

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().data;
const switchTo = (token: string, orgId: number) =>
  t.app.inject({ method: 'POST', url: `/api/switchaccount/${orgId}`, headers: bearer(token) });

describe('switching to the same person’s account in another organisation', () => {
  it('offers the organisations the sign-in proved, switches there and back, and ends the old session', async () => {
    const { email, inA, inB } = await person();
    const token = await signIn(t.app, email, PASSWORD, orgA.id);
    expect((await me(token)).otherOrganisations).toEqual([{ orgId: orgB.id, orgName: 'Switch Beta' }]);

    const switched = await switchTo(token, orgB.id);
    expect(switched.statusCode, switched.body).toBe(200);
    const inBeta = switched.json().data;
    expect(inBeta.user).toMatchObject({ UniqueId: inB.id, orgId: orgB.id, Access_Level: 3 });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await me(inBeta.token)).otherOrganisations).toEqual([
      { orgId: orgA.id, orgName: 'Switch Alpha' },
    ]);

    const back = await switchTo(inBeta.token, orgA.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.user).toMatchObject({ UniqueId: inA.id, orgId: orgA.id });
  });

  it('refuses an organisation the sign-in did not prove (another password), and changes nothing', async () => {
    const { email } = await person();
    const token = await signIn(t.app, email, PASSWORD, orgA.id);
    const refused = await switchTo(token, orgC.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'invalid', code: 'forbidden' });
    expect((await me(token)).otherOrganisations).toEqual([{ orgId: orgB.id, orgName: 'Switch Beta' }]);
  });

  it('refuses once the other account changed its password or was deactivated', async () => {
    const changed = await person();
    const token = await signIn(t.app, changed.email, PASSWORD, orgA.id);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed#Pass3') })
      .where(eq(users.id, changed.inB.id));
    expect((await me(token)).otherOrganisations).toEqual([]);
    expect((await switchTo(token, orgB.id)).statusCode).toBe(403);

    const inactive = await person();
    const second = await signIn(t.app, inactive.email, PASSWORD, orgA.id);
    await t.db.update(users).set({ status: 2 }).where(eq(users.id, inactive.inB.id));
    expect((await switchTo(second, orgB.id)).statusCode).toBe(403);
    expect((await me(second)).otherOrganisations).toEqual([]);
  });

  it('is not for L1 (which switches from the header) nor anonymous callers', async () => {
    const admin = await makeUser(t.db, { level: 1 });
    const token = await signIn(t.app, admin.userId);
    expect((await switchTo(token, orgA.id)).statusCode).toBe(403);
    expect((await me(token)).otherOrganisations).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/switchaccount/${orgA.id}` })).statusCode).toBe(
      401,
    );
  });
});
