// The hand-built organisation the compliance tests read: what is due in October 2026 (a past month, so the
// whole month is due) and on two days of it, per plant, per filter and per caller.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The app under test, set by `useComplianceFixture`. */
export const fx = {} as { t: TestApp };
export const ids = {
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
export const forms = { m1: 'cs-m1', m2: 'cs-m2', hk: 'cs-hk', d1: 'cs-d1' };
export const tokens = { l1: '', l2: '', l3: '', l4: '', b2: '' };

export async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await fx.t.db.execute(query)) as unknown as { rows: T[] };
  const [row] = result.rows;
  if (!row) throw new Error('no row');
  return row;
}

export const chicago = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Chicago')`;

export async function form(key: string, frequency: string, type: string, sources: string[] = []) {
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
export type Form = Awaited<ReturnType<typeof form>>;
/** The fixture's forms as made (for tests that add inspections). */
export const made = {} as Record<keyof typeof forms, Form>;

export async function plant(code: string, regionId: number, created = '2026-01-01', orgId = ids.orgA) {
  return (
    await one<{ id: number }>(sql`
      insert into plants (org_id, plant_id, name, street, city, state, zip_code, region_id, facility_type,
        created_at)
      values (${orgId}, ${code}, ${`Plant ${code}`}, '1 Main', 'Dallas', 'TX', '75001', ${regionId},
        'Ready Mix', ${chicago(created)})
      returning id`)
  ).id;
}

export async function assign(plantId: number, f: Form, sources: string[] = [], assigned = '2026-01-01') {
  const psIds = sources.map((name) => f.ps[name]);
  await fx.t.db.execute(sql`insert into plant_forms (plant_id, template_id, point_source_ids, assigned_at)
    values (${plantId}, ${f.id}, ${sql.param(psIds)}::integer[], ${chicago(assigned)})`);
}

export async function inspect(
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

/** `app`: the test app's environment and options, asked for when it is made (after earlier beforeAll hooks). */
export function useComplianceFixture(app?: () => Parameters<typeof createTestApp>) {
  beforeAll(async () => {
    fx.t = await createTestApp(...(app?.() ?? []));
    const a = await makeOrg(fx.t.db, { name: 'Compliance A', regions: ['North', 'South'] });
    const b = await makeOrg(fx.t.db, { name: 'Compliance B', regions: ['Elsewhere'] });
    ids.orgA = a.id;
    ids.orgB = b.id;
    ids.north = a.regions[0]?.id ?? 0;
    ids.south = a.regions[1]?.id ?? 0;
    ids.southB = b.regions[0]?.id ?? 0;
    const m1 = await form(forms.m1, 'Monthly', 'Inspections');
    const m2 = await form(forms.m2, 'Monthly', 'Inspections', ['Outfall 1', 'Outfall 2']);
    const hk = await form(forms.hk, 'Monthly', 'HouseKeeping');
    const d1 = await form(forms.d1, 'Daily', 'Inspections');
    Object.assign(made, { m1, m2, hk, d1 });

    const l2 = await makeUser(fx.t.db, { level: 2, orgId: a.id });
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
    await fx.t.db
      .execute(sql`insert into inspection_flags (org_id, inspection_id, question_id, answer, plant_id,
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
    await fx.t.db.execute(
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
    await fx.t.db.execute(sql`update plants set deleted_at = now() where id = ${ids.p6}`);
    // B has a plant with the same kind of set-up, which A's callers must never see.
    await plant('CS-B1', ids.southB, '2026-01-01', b.id);

    const l1 = await makeUser(fx.t.db, { level: 1 });
    const l3 = await makeUser(fx.t.db, { level: 3, orgId: a.id, regionIds: [ids.north] });
    const l4 = await makeUser(fx.t.db, { level: 4, orgId: a.id, regionIds: [ids.north] });
    await fx.t.db.execute(sql`insert into user_plants (user_id, plant_id) values (${l4.id}, ${ids.p2})`);
    const b2 = await makeUser(fx.t.db, { level: 2, orgId: b.id });
    tokens.l1 = await signIn(fx.t.app, l1.userId);
    tokens.l2 = await signIn(fx.t.app, l2.userId);
    tokens.l3 = await signIn(fx.t.app, l3.userId);
    tokens.l4 = await signIn(fx.t.app, l4.userId);
    tokens.b2 = await signIn(fx.t.app, b2.userId);
  });
  afterAll(() => fx.t.close());
}

export const get = (url: string, token = tokens.l2) =>
  fx.t.app.inject({ method: 'GET', url, headers: bearer(token) });

export interface Bar {
  xName: string;
  Complete: number;
  InComplete: number;
  flagged: number;
}
export const barsOf = async (url: string, token = tokens.l2) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: Bar[]; flaggedFormsCount: number };
  return {
    bars: Object.fromEntries(body.data.map((b) => [b.xName, [b.Complete, b.InComplete, b.flagged]])),
    flagged: body.flaggedFormsCount,
  };
};

export async function setSettings(settings: Record<string, unknown>) {
  await fx.t.db.execute(
    sql`update organisations set settings = ${JSON.stringify(settings)}::jsonb where id = ${ids.orgA}`,
  );
}
