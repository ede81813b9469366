// Compliance status against a hand-built organisation: what is due in October 2026 (a past month, so the
// whole month is due) and on two days of it, per plant, per filter and per caller.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceMessages, inspectionMessages } from '@envirotrack/shared';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = {
  orgA: 0,
  orgB: 0,
  north: 0,
  south: 0,
  southB: 0,
  p1: 0,
  p2: 0,
  p3: 0,
  p4: 0,
  p5: 0,
  p6: 0,
  author: 0,
};
const forms = { m1: 'cs-m1', m2: 'cs-m2', hk: 'cs-hk', d1: 'cs-d1' };
const tokens = { l1: '', l2: '', l3: '', l4: '', b2: '' };

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  const [row] = result.rows;
  if (!row) throw new Error('no row');
  return row;
}

const chicago = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Chicago')`;

async function form(key: string, frequency: string, type: string, sources: string[] = []) {
  const row = await one<{ id: number }>(sql`
    insert into form_templates (form_key, name, parent_id, permit_type, frequency, facility_types,
      inspection_type, owner_org_id)
    values (${key}, ${`Form ${key}`}, ${key}, 'Water', ${frequency}, '{Ready Mix}', ${type}, ${ids.orgA})
    returning id`);
  const ps: Record<string, number> = {};
  for (const [position, name] of sources.entries()) {
    ps[name] = (
      await one<{ id: number }>(sql`insert into form_point_sources (template_id, name, position)
        values (${row.id}, ${name}, ${position}) returning id`)
    ).id;
  }
  return { id: row.id, frequency, type, ps };
}
type Form = Awaited<ReturnType<typeof form>>;

async function plant(code: string, regionId: number, created = '2026-01-01', orgId = ids.orgA) {
  return (
    await one<{ id: number }>(sql`
      insert into plants (org_id, plant_id, name, street, city, state, zip_code, region_id, facility_type,
        created_at)
      values (${orgId}, ${code}, ${`Plant ${code}`}, '1 Main', 'Dallas', 'TX', '75001', ${regionId},
        'Ready Mix', ${chicago(created)})
      returning id`)
  ).id;
}

async function assign(plantId: number, f: Form, sources: string[] = [], assigned = '2026-01-01') {
  const psIds = sources.map((name) => f.ps[name]);
  await t.db.execute(sql`insert into plant_forms (plant_id, template_id, point_source_ids, assigned_at)
    values (${plantId}, ${f.id}, ${sql.param(psIds)}::integer[], ${chicago(assigned)})`);
}

async function inspect(
  plantId: number,
  f: Form,
  periodKey: string,
  date: string,
  source: string | null = null,
) {
  return (
    await one<{ id: number }>(sql`
      insert into inspections (org_id, plant_id, template_id, form_root_id, point_source_id, point_source,
        period_key, inspection_date, inspection_type, permit_type, frequency, answers, created_by, updated_by)
      values (${ids.orgA}, ${plantId}, ${f.id}, ${f.id}, ${source ? (f.ps[source] ?? null) : null}, ${source},
        ${periodKey}, ${date}, ${f.type}, 'Water', ${f.frequency}, '[]'::jsonb, ${ids.author}, ${ids.author})
      returning id`)
  ).id;
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await makeOrg(t.db, { name: 'Compliance A', regions: ['North', 'South'] });
  const b = await makeOrg(t.db, { name: 'Compliance B', regions: ['Elsewhere'] });
  ids.orgA = a.id;
  ids.orgB = b.id;
  ids.north = a.regions[0]?.id ?? 0;
  ids.south = a.regions[1]?.id ?? 0;
  ids.southB = b.regions[0]?.id ?? 0;
  const m1 = await form(forms.m1, 'Monthly', 'Inspections');
  const m2 = await form(forms.m2, 'Monthly', 'Inspections', ['Outfall 1', 'Outfall 2']);
  const hk = await form(forms.hk, 'Monthly', 'HouseKeeping');
  const d1 = await form(forms.d1, 'Daily', 'Inspections');

  const l2 = await makeUser(t.db, { level: 2, orgId: a.id });
  ids.author = l2.id;
  // P1 North: the plain form and housekeeping done, one of its two outfalls done; a flag on the plain form.
  ids.p1 = await plant('CS-P1', ids.north);
  await assign(ids.p1, m1);
  await assign(ids.p1, m2, ['Outfall 1', 'Outfall 2']);
  await assign(ids.p1, hk);
  await assign(ids.p1, d1);
  const flaggedOne = await inspect(ids.p1, m1, '2026-10', '2026-10-05');
  await inspect(ids.p1, m2, '2026-10', '2026-10-06', 'Outfall 1');
  await inspect(ids.p1, hk, '2026-10', '2026-10-07');
  await inspect(ids.p1, d1, '2026-10-14', '2026-10-14');
  await t.db.execute(sql`insert into inspection_flags (org_id, inspection_id, question_id, answer, plant_id,
      template_id, frequency, inspection_type, report_date, submitted_at)
    select ${ids.orgA}, id, 1, 'Needs Work', plant_id, template_id, frequency, inspection_type, inspection_date,
      created_at
    from inspections where id = ${flaggedOne}`);
  // P2 North: the plain form missing; its one outfall done.
  ids.p2 = await plant('CS-P2', ids.north);
  await assign(ids.p2, m1);
  await assign(ids.p2, m2, ['Outfall 1']);
  await assign(ids.p2, d1);
  await inspect(ids.p2, m2, '2026-10', '2026-10-08', 'Outfall 1');
  // P3 South: deactivated on 10 October, so owes nothing for October (it did one form before).
  ids.p3 = await plant('CS-P3', ids.south);
  await assign(ids.p3, m1);
  await inspect(ids.p3, m1, '2026-10', '2026-10-02');
  await t.db.execute(
    sql`update plants set status = 2, inactive_since = ${chicago('2026-10-10')} where id = ${ids.p3}`,
  );
  // P4 South: given the plain form on 20 October: owed for October, not for September.
  ids.p4 = await plant('CS-P4', ids.south);
  await assign(ids.p4, m1, [], '2026-10-20');
  // P5 North: created in November. P6 North: deleted.
  ids.p5 = await plant('CS-P5', ids.north, '2026-11-05');
  await assign(ids.p5, m1, [], '2026-11-05');
  ids.p6 = await plant('CS-P6', ids.north);
  await assign(ids.p6, m1);
  await t.db.execute(sql`update plants set deleted_at = now() where id = ${ids.p6}`);
  // B has a plant with the same kind of set-up, which A's callers must never see.
  await plant('CS-B1', ids.southB, '2026-01-01', b.id);

  const l1 = await makeUser(t.db, { level: 1 });
  const l3 = await makeUser(t.db, { level: 3, orgId: a.id, regionIds: [ids.north] });
  const l4 = await makeUser(t.db, { level: 4, orgId: a.id, regionIds: [ids.north] });
  await t.db.execute(sql`insert into user_plants (user_id, plant_id) values (${l4.id}, ${ids.p2})`);
  const b2 = await makeUser(t.db, { level: 2, orgId: b.id });
  tokens.l1 = await signIn(t.app, l1.userId);
  tokens.l2 = await signIn(t.app, l2.userId);
  tokens.l3 = await signIn(t.app, l3.userId);
  tokens.l4 = await signIn(t.app, l4.userId);
  tokens.b2 = await signIn(t.app, b2.userId);
});
afterAll(() => t.close());

const get = (url: string, token = tokens.l2) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

interface Bar {
  xName: string;
  Complete: number;
  InComplete: number;
  flagged: number;
}
const barsOf = async (url: string, token = tokens.l2) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: Bar[]; flaggedFormsCount: number };
  return {
    bars: Object.fromEntries(body.data.map((b) => [b.xName, [b.Complete, b.InComplete, b.flagged]])),
    flagged: body.flaggedFormsCount,
  };
};

describe('GET /api/dashboard/{frequency}/summary', () => {
  it('counts each due form and point source per plant: missing forms and outfalls, inactive, new and deleted plants', async () => {
    const { bars, flagged } = await barsOf('/api/dashboard/monthly/summary?date=2026-10-15');
    expect(bars).toEqual({ 'CS-P1': [3, 1, 1], 'CS-P2': [1, 1, 0], 'CS-P4': [0, 1, 0] });
    expect(flagged).toBe(1);
  });

  it('a form assigned mid-period is owed from that period, not before', async () => {
    const { bars } = await barsOf('/api/dashboard/monthly/summary?date=09-01-2026');
    expect(bars).toEqual({ 'CS-P1': [0, 4, 0], 'CS-P2': [0, 2, 0], 'CS-P3': [0, 1, 0] });
  });

  it('filters by inspection type, region and forms', async () => {
    expect(
      (await barsOf('/api/dashboard/monthly/summary?date=2026-10-15&inspType=Inspections')).bars,
    ).toEqual({
      'CS-P1': [2, 1, 1],
      'CS-P2': [1, 1, 0],
      'CS-P4': [0, 1, 0],
    });
    expect(
      (await barsOf('/api/dashboard/monthly/summary?date=2026-10-15&inspType=HouseKeeping')).bars,
    ).toEqual({
      'CS-P1': [1, 0, 0],
    });
    expect(
      (await barsOf(`/api/dashboard/monthly/summary?date=2026-10-15&regionFilter=${ids.south}`)).bars,
    ).toEqual({
      'CS-P4': [0, 1, 0],
    });
    expect(
      (await barsOf(`/api/dashboard/monthly/summary?date=2026-10-15&inspectionForm=${forms.m2}`)).bars,
    ).toEqual({ 'CS-P1': [1, 1, 0], 'CS-P2': [1, 0, 0] });
  });

  it('daily forms are due on the organisation days: Wednesday yes, Sunday only when chosen', async () => {
    expect((await barsOf('/api/dashboard/daily/summary?date=2026-10-14')).bars).toEqual({
      'CS-P1': [1, 0, 0],
      'CS-P2': [0, 1, 0],
    });
    expect((await barsOf('/api/dashboard/daily/summary?date=2026-10-18')).bars).toEqual({});
    await setSettings({ dailyDueDays: [7] });
    try {
      expect((await barsOf('/api/dashboard/daily/summary?date=2026-10-18')).bars).toEqual({
        'CS-P1': [0, 1, 0],
        'CS-P2': [0, 1, 0],
      });
    } finally {
      await setSettings({});
    }
  });

  it('an organisation that hides housekeeping counts none, and refuses the HouseKeeping filter', async () => {
    await setSettings({ hideHousekeeping: true });
    try {
      expect((await barsOf('/api/dashboard/monthly/summary?date=2026-10-15')).bars['CS-P1']).toEqual([
        2, 1, 1,
      ]);
      const refused = await get('/api/dashboard/monthly/summary?date=2026-10-15&inspType=HouseKeeping');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(inspectionMessages.housekeepingHidden);
    } finally {
      await setSettings({});
    }
  });

  it('scopes: L3 its regions, L4 its plants, L1 acting in A like L2, L1 in All refused, B sees none of A', async () => {
    const url = '/api/dashboard/monthly/summary?date=2026-10-15';
    expect(Object.keys((await barsOf(url, tokens.l3)).bars)).toEqual(['CS-P1', 'CS-P2']);
    expect(Object.keys((await barsOf(url, tokens.l4)).bars)).toEqual(['CS-P2']);
    expect((await barsOf(`${url}&orgId=${ids.orgA}`, tokens.l1)).bars).toEqual((await barsOf(url)).bars);
    const all = await get(url, tokens.l1);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(complianceMessages.chooseOrganisation);
    expect((await barsOf(url, tokens.b2)).bars).toEqual({});
    expect((await get(`${url}&regionFilter=${ids.south}`, tokens.l3)).statusCode).toBe(403);
    expect((await get(`${url}&regionFilter=${ids.south}`, tokens.b2)).statusCode).toBe(400);
  });

  it.each([
    ['/api/dashboard/hourly/summary', complianceMessages.badFrequency],
    ['/api/dashboard/monthly/summary?date=2026-02-30', complianceMessages.badDate],
    ['/api/dashboard/monthly/summary?date=2017-06-01', complianceMessages.badYear],
    ['/api/dashboard/monthly/summary?inspType=Audit', complianceMessages.badType],
    ['/api/dashboard/monthly/summary?regionFilter=North', complianceMessages.badRegion],
    ['/api/dashboard/monthly/summary?inspectionForm=no-such-form', complianceMessages.badForms],
  ])('refuses %s with a clear 400', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message.slice(0, 30));
  });

  it('refuses a region of another organisation with 400', async () => {
    const response = await get(`/api/dashboard/monthly/summary?regionFilter=${ids.southB}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(complianceMessages.badRegion);
  });
});

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
    await t.db.execute(sql`
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
    await t.db.execute(sql`update form_templates set active = false where id = ${inactive.id}`);
    await t.db.execute(sql`update form_templates set deleted_at = now() where id = ${deleted.id}`);
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
    await t.db.execute(sql`delete from inspections where plant_id = ${ids.p3}`);
    const after = await get('/api/dashboard/monthly/line-chart?date=2026-10-15');
    expect(after.json().data.chartData[9]).toMatchObject({ [`Form ${forms.m1}`]: 1 });
    const other = await get('/api/dashboard/monthly/line-chart?date=2026-10-15', tokens.b2);
    expect(other.json().data).toEqual({ labels: [], chartData: expect.any(Array) });
  });
});

async function setSettings(settings: Record<string, unknown>) {
  await t.db.execute(
    sql`update organisations set settings = ${JSON.stringify(settings)}::jsonb where id = ${ids.orgA}`,
  );
}
