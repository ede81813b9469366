import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenRules } from '../../db/schema';
import { bearer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { twoOrgs, type TwoOrgs } from '../../../test/two-orgs';

let t: TestApp;
let orgA: number;
let token: TwoOrgs['token'];

beforeAll(async () => {
  t = await createTestApp();
  ({ orgA, token } = await twoOrgs(t));
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token[who] ?? ''), ...(payload ? { payload } : {}) });
const read = async (who: string, url = '/api/GoldenRules') => {
  const response = await call(who, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json().data as { ruleNum: number; rule: string; priority: number }[];
};
const rowsOf = async (orgId: number) =>
  (await t.db.select().from(goldenRules).where(eq(goldenRules.orgId, orgId))).length;

describe('golden rules', () => {
  it('starts empty, saves the list by priority ascending (ties in entry order), blank priorities as 999', async () => {
    expect(await read('a2')).toEqual([]);
    const response = await call('a2', 'POST', '/api/GoldenRules', {
      rules: [
        { rule: 'Wear your hard hat', priority: 2 },
        { rule: '  Report every spill  ', priority: null },
        { rule: 'Lock out before maintenance', priority: 1 },
        { rule: 'Close the gate', priority: 2 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const expected = [
      { ruleNum: 3, rule: 'Lock out before maintenance', priority: 1 },
      { ruleNum: 1, rule: 'Wear your hard hat', priority: 2 },
      { ruleNum: 4, rule: 'Close the gate', priority: 2 },
      { ruleNum: 2, rule: 'Report every spill', priority: 999 },
    ];
    expect(response.json().data).toEqual(expected);
    // Every level of the organisation reads them; the other organisation does not.
    for (const who of ['a3', 'a4']) expect(await read(who)).toEqual(expected);
    expect(await read('l1', `/api/GoldenRules?orgId=${orgA}`)).toEqual(expected);
    expect(await read('b2')).toEqual([]);
  });

  it('replaces the whole list: a rule left out is deleted', async () => {
    await call('a2', 'POST', '/api/GoldenRules', { rules: [{ rule: 'One', priority: 1 }, { rule: 'Two' }] });
    const response = await call('a2', 'POST', '/api/GoldenRules', { rules: [{ rule: 'Two', priority: 5 }] });
    expect(response.statusCode).toBe(200);
    expect(await read('a2')).toEqual([{ ruleNum: 1, rule: 'Two', priority: 5 }]);
    expect(await rowsOf(orgA)).toBe(1);
  });

  it('lets L1 acting in the organisation save; refuses L3, L4 and L1 in All with 403, changing nothing', async () => {
    const saved = await call('l1', 'POST', `/api/GoldenRules?orgId=${orgA}`, {
      rules: [{ rule: 'From L1', priority: 3 }],
    });
    expect(saved.statusCode).toBe(200);
    const before = await read('a2');
    for (const [who, url] of [
      ['a3', '/api/GoldenRules'],
      ['a4', '/api/GoldenRules'],
      ['l1', '/api/GoldenRules'],
    ] as const) {
      const response = await call(who, 'POST', url, { rules: [{ rule: 'Nope', priority: 1 }] });
      expect(response.statusCode).toBe(403);
    }
    expect((await call('l1', 'GET', '/api/GoldenRules')).statusCode).toBe(403);
    expect(await read('a2')).toEqual(before);
  });

  it("keeps B's rules apart: B's L2 saving replaces only B's list", async () => {
    const a = await read('a2');
    expect(
      (await call('b2', 'POST', '/api/GoldenRules', { rules: [{ rule: 'Bravo rule', priority: 1 }] }))
        .statusCode,
    ).toBe(200);
    expect(await read('a2')).toEqual(a);
    expect(await read('b2')).toEqual([{ ruleNum: 1, rule: 'Bravo rule', priority: 1 }]);
  });

  it('refuses a row without a rule, a negative or fractional priority, with 400 and nothing changed', async () => {
    const before = await read('a2');
    for (const rules of [
      [{ rule: '   ', priority: 1 }],
      [{ rule: 'Fine', priority: -1 }],
      [{ rule: 'Fine', priority: 1.5 }],
      [{ rule: 'x'.repeat(1001), priority: 1 }],
    ]) {
      const response = await call('a2', 'POST', '/api/GoldenRules', { rules });
      expect(response.statusCode).toBe(400);
    }
    expect(await read('a2')).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/GoldenRules' })).statusCode).toBe(401);
  });
});
