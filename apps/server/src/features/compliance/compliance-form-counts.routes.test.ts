// The quarterly and yearly report lists' chart counts against the hand-built organisation of
// compliance.fixture.ts, with quarterly and yearly forms added here (Quarter Visual under its old spelling).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chartMessages,
  complianceMessages,
  inspectionMessages,
  reportListMessages,
} from '@envirotrack/shared';
import {
  assign,
  get,
  ids,
  inspect,
  one,
  setSettings,
  tokens,
  useComplianceFixture,
  type Form,
} from './compliance.fixture';

useComplianceFixture();

async function family(key: string, parentId: string, frequency: string, type: string): Promise<Form> {
  const row = await one<{ id: number }>(sql`
    insert into form_templates (form_key, name, parent_id, permit_type, frequency, facility_types,
      inspection_type, owner_org_id)
    values (${key}, ${`Form ${key}`}, ${parentId}, 'Water', ${frequency}, '{Ready Mix}', ${type}, ${ids.orgA})
    returning id`);
  return { id: row.id, frequency, type, ps: {} };
}

beforeAll(async () => {
  const qv = await family('cs-qv', 'QuarterVisual', 'Quarterly', 'Inspections');
  const shop = await family('cs-shop', 'Shop Inspection', 'Quarterly', 'Inspections');
  const qhk = await family('cs-qhk', 'cs-qhk', 'Quarterly', 'HouseKeeping');
  const y1 = await family('cs-y1', 'cs-y1', 'Yearly', 'Inspections');
  const y2 = await family('cs-y2', 'cs-y2', 'Yearly', 'HouseKeeping');
  for (const f of [qv, shop, qhk, y1, y2]) await assign(ids.p1, f);
  await assign(ids.p2, qv);
  await assign(ids.p2, y1);
  await assign(ids.p4, shop);
  await inspect(ids.p1, qv, '2026-Q3', '2026-08-03');
  await inspect(ids.p1, qhk, '2026-Q3', '2026-08-04');
  await inspect(ids.p1, y1, '2026', '2026-03-04');
});

const counts = async (url: string, token = tokens.l2) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    bars: { key: string; Complete: number; InComplete: number }[];
    total: { Complete: number; InComplete: number };
    QTRVisual?: { Complete: number; InComplete: number };
    period: { key: string };
  };
};
const barsOf = (data: Awaited<ReturnType<typeof counts>>) =>
  Object.fromEntries(data.bars.map((b) => [b.key, [b.Complete, b.InComplete]]));

describe('GET /api/dashboard/{quarterly|yearly}/form-counts', () => {
  it('counts Quarter Visual and ShopInspection, and every due quarterly form, of the quarter', async () => {
    const q3 = await counts('/api/dashboard/quarterly/form-counts?year=2026&quarter=3');
    expect(q3.period.key).toBe('2026-Q3');
    expect(barsOf(q3)).toEqual({ QTRVisual: [1, 1], ShopInspection: [0, 2] });
    expect(q3.QTRVisual).toEqual({ Complete: 1, InComplete: 1 });
    expect(q3.total).toEqual({ Complete: 2, InComplete: 3 });
    const housekeeping = await counts(
      '/api/dashboard/quarterly/form-counts?year=2026&quarter=3&inspectionType=HouseKeeping',
    );
    expect(housekeeping.total).toEqual({ Complete: 1, InComplete: 0 });
    expect(barsOf(housekeeping)).toEqual({ QTRVisual: [0, 0], ShopInspection: [0, 0] });
    // Before the forms' quarter: a plant created in 2026 owed nothing in 2025.
    expect((await counts('/api/dashboard/quarterly/form-counts?year=2025&quarter=4')).total).toEqual({
      Complete: 0,
      InComplete: 0,
    });
  });

  it('counts each yearly form something was owed for', async () => {
    const year = await counts('/api/dashboard/yearly/form-counts?year=2026');
    expect(barsOf(year)).toEqual({ 'cs-y1': [1, 1], 'cs-y2': [0, 1] });
    expect(year.total).toEqual({ Complete: 1, InComplete: 2 });
    expect(year.QTRVisual).toBeUndefined();
  });

  it("counts the list's region within the caller's scope", async () => {
    const q = '/api/dashboard/quarterly/form-counts?year=2026&quarter=3';
    expect(barsOf(await counts(`${q}&region=${ids.north}`))).toEqual({
      QTRVisual: [1, 1],
      ShopInspection: [0, 1],
    });
    expect(barsOf(await counts(`${q}&region=${ids.south}`))).toEqual({
      QTRVisual: [0, 0],
      ShopInspection: [0, 1],
    });
    expect(barsOf(await counts(q, tokens.l3))).toEqual({ QTRVisual: [1, 1], ShopInspection: [0, 1] });
    expect(barsOf(await counts(q, tokens.l4))).toEqual({ QTRVisual: [0, 1], ShopInspection: [0, 0] });
    expect((await counts(q, tokens.b2)).total).toEqual({ Complete: 0, InComplete: 0 });
    expect((await get(`${q}&region=${ids.south}`, tokens.l3)).statusCode).toBe(403);
    const all = await get(q, tokens.l1);
    expect(all.statusCode).toBe(403);
    expect(all.body).toContain(complianceMessages.chooseOrganisation);
    expect((await counts(`${q}&orgId=${ids.orgA}`, tokens.l1)).total).toEqual({ Complete: 2, InComplete: 3 });
  });

  it('refuses bad input with the reason (400), and hidden housekeeping (403)', async () => {
    const cases: [string, string][] = [
      ['/api/dashboard/monthly/form-counts', chartMessages.badFrequency],
      ['/api/dashboard/quarterly/form-counts?quarter=5', chartMessages.badQuarter],
      ['/api/dashboard/quarterly/form-counts?year=2017', '2018'],
      ['/api/dashboard/quarterly/form-counts?region=abc', ''],
      [`/api/dashboard/quarterly/form-counts?region=${ids.southB}`, complianceMessages.badRegion],
      ['/api/dashboard/yearly/form-counts?inspectionType=Other', reportListMessages.badType],
    ];
    for (const [url, text] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(text);
    }
    await setSettings({ hideHousekeeping: true });
    const hidden = await get('/api/dashboard/yearly/form-counts?inspectionType=HouseKeeping');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).toContain(inspectionMessages.housekeepingHidden);
    await setSettings({});
  });
});
