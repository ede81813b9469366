// Compliance status against the hand-built organisation of compliance.fixture.ts: library forms and copies,
// forms that owe nothing, a plant's forms and the line chart.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assign,
  barsOf,
  form,
  forms,
  fx,
  get,
  ids,
  inspect,
  one,
  tokens,
  useComplianceFixture,
  type Form,
} from './compliance.fixture';

useComplianceFixture();

describe('library forms and organisation copies', () => {
  it("a plant assigned a library form owes the organisation's copy, keyed by the library root; other organisations owe the library form", async () => {
    const library = await one<{ id: number }>(sql`
      insert into form_templates (form_key, name, parent_id, permit_type, frequency, facility_types, inspection_type)
      values ('cs-lib-q', 'Library Quarterly', 'cs-lib-q', 'Water', 'Quarterly', '{Ready Mix}', 'Inspections')
      returning id`);
    const copy = await one<{ id: number }>(sql`
      insert into form_templates (form_key, name, parent_id, permit_type, frequency, facility_types, inspection_type,
        owner_org_id, based_on_id)
      values ('cs-lib-q-a', 'A Quarterly', 'cs-lib-q', 'Water', 'Quarterly', '{Ready Mix}', 'Inspections',
        ${ids.orgA}, ${library.id})
      returning id`);
    const copyForm: Form = { id: copy.id, frequency: 'Quarterly', type: 'Inspections', ps: {} };
    await assign(ids.p1, { ...copyForm, id: library.id });
    await assign(ids.p2, copyForm);
    const b1 = await one<{ id: number }>(sql`select id from plants where plant_id = 'CS-B1'`);
    await assign(b1.id, { ...copyForm, id: library.id });
    // P1's inspection was made with the copy: its root is the library form.
    await fx.t.db.execute(sql`
      insert into inspections (org_id, plant_id, template_id, form_root_id, period_key, inspection_date,
        inspection_type, permit_type, frequency, answers, created_by, updated_by)
      values (${ids.orgA}, ${ids.p1}, ${copy.id}, ${library.id}, '2026-Q4', '2026-10-03', 'Inspections', 'Water',
        'Quarterly', '[]'::jsonb, ${ids.author}, ${ids.author})`);
    expect((await barsOf('/api/dashboard/quarterly/summary?date=2026-10-15')).bars).toEqual({
      'CS-P1': [1, 0, 0],
      'CS-P2': [0, 1, 0],
    });
    const p2 = await get(`/api/dashboard/quarterly/plants/${ids.p2}?date=2026-10-15`);
    expect(p2.json().data.formList).toEqual([
      expect.objectContaining({ FormId: 'cs-lib-q-a', formName: 'A Quarterly', Completed: 0 }),
    ]);
    expect((await barsOf('/api/dashboard/quarterly/summary?date=2026-10-15', tokens.b2)).bars).toEqual({
      'CS-B1': [0, 1, 0],
    });
    // Choosing the library FormId or the copy's in the Inspection filter picks the same form.
    expect(
      (await barsOf('/api/dashboard/quarterly/summary?date=2026-10-15&inspectionForm=cs-lib-q')).bars,
    ).toEqual({ 'CS-P1': [1, 0, 0], 'CS-P2': [0, 1, 0] });
  });
});

describe('forms that owe nothing', () => {
  it('a point-source form with no point source chosen, an inactive form and a deleted one are not due; the ISO week is the period', async () => {
    const noSource = await form('cs-w-ps', 'Weekly', 'Inspections', ['Outfall A']);
    const inactive = await form('cs-w-off', 'Weekly', 'Inspections');
    const deleted = await form('cs-w-del', 'Weekly', 'Inspections');
    const plain = await form('cs-w-on', 'Weekly', 'Inspections');
    await fx.t.db.execute(sql`update form_templates set active = false where id = ${inactive.id}`);
    await fx.t.db.execute(sql`update form_templates set deleted_at = now() where id = ${deleted.id}`);
    await assign(ids.p1, noSource, []);
    await assign(ids.p1, inactive);
    await assign(ids.p1, deleted);
    await assign(ids.p2, plain);
    // Done on Sunday 2026-10-18: the same ISO week (2026-W42) as Monday 2026-10-12.
    await inspect(ids.p2, plain, '2026-W42', '2026-10-18');
    expect((await barsOf('/api/dashboard/weekly/summary?date=2026-10-12')).bars).toEqual({
      'CS-P2': [1, 0, 0],
    });
    expect((await barsOf('/api/dashboard/weekly/summary?date=2026-10-19')).bars).toEqual({
      'CS-P2': [0, 1, 0],
    });
  });
});

describe('GET /api/dashboard/{frequency}/plants/{plantUId}', () => {
  const list = async (url: string, token = tokens.l2) => {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      plantId: string;
      regionName: string;
      permitType: string;
      formList: { FormId: string; pointSource: string | null; Completed: number; flagged: boolean }[];
    };
  };

  it('names the forms a plant has not done, and those it has', async () => {
    const missing = await list(`/api/dashboard/monthly/plants/${ids.p1}?date=2026-10-15&status=incomplete`);
    expect(missing).toMatchObject({ plantId: 'CS-P1', regionName: 'North', permitType: 'Water' });
    expect(missing.formList).toEqual([
      expect.objectContaining({ FormId: forms.m2, pointSource: 'Outfall 2', Completed: 0 }),
    ]);
    const done = await list(`/api/dashboard/monthly/plants/${ids.p1}?date=2026-10-15&status=complete`);
    expect(done.formList.map((f) => [f.FormId, f.pointSource, f.Completed, f.flagged])).toEqual([
      [forms.m1, null, 1, true],
      [forms.m2, 'Outfall 1', 1, false],
      [forms.hk, null, 1, false],
    ]);
    const nothing = await list(`/api/dashboard/monthly/plants/${ids.p5}?date=2026-10-15`);
    expect(nothing).toMatchObject({ permitType: 'NA', formList: [] });
  });

  it('answers 404 for a plant out of reach: another region for L3, another organisation', async () => {
    expect((await get(`/api/dashboard/monthly/plants/${ids.p4}`, tokens.l3)).statusCode).toBe(404);
    expect((await get(`/api/dashboard/monthly/plants/${ids.p1}`, tokens.l4)).statusCode).toBe(404);
    expect((await get(`/api/dashboard/monthly/plants/${ids.p1}`, tokens.b2)).statusCode).toBe(404);
    expect((await get(`/api/dashboard/monthly/plants/${ids.p6}`)).statusCode).toBe(404);
    expect((await get(`/api/dashboard/monthly/plants/${ids.p1}?status=late`)).statusCode).toBe(400);
  });
});

describe('GET /api/dashboard/{frequency}/line-chart', () => {
  it('counts the inspections done per period and form over the year, in the caller scope', async () => {
    const response = await get('/api/dashboard/monthly/line-chart?date=2026-10-15');
    expect(response.statusCode, response.body).toBe(200);
    const { labels, chartData } = response.json().data as {
      labels: string[];
      chartData: Record<string, string | number>[];
    };
    expect(labels).toEqual([`Form ${forms.hk}`, `Form ${forms.m1}`, `Form ${forms.m2}`]);
    expect(chartData).toHaveLength(12);
    // P3 did the plain form before it closed: done inspections stay evidence.
    expect(chartData[9]).toEqual({
      xName: 'Oct',
      [`Form ${forms.hk}`]: 1,
      [`Form ${forms.m1}`]: 2,
      [`Form ${forms.m2}`]: 2,
    });
    expect(chartData[8]).toMatchObject({ xName: 'Sep', [`Form ${forms.m1}`]: 0 });
    const north = await get('/api/dashboard/monthly/line-chart?date=2026-10-15', tokens.l3);
    expect(north.json().data.chartData[9]).toMatchObject({
      [`Form ${forms.m1}`]: 1,
      [`Form ${forms.m2}`]: 2,
    });
    // The organisation's counts are kept by triggers: a removed inspection leaves them at once.
    await fx.t.db.execute(sql`delete from inspections where plant_id = ${ids.p3}`);
    const after = await get('/api/dashboard/monthly/line-chart?date=2026-10-15');
    expect(after.json().data.chartData[9]).toMatchObject({ [`Form ${forms.m1}`]: 1 });
    const other = await get('/api/dashboard/monthly/line-chart?date=2026-10-15', tokens.b2);
    expect(other.json().data).toEqual({ labels: [], chartData: expect.any(Array) });
  });
});
