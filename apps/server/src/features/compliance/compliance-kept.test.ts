// The kept summary (migration 0019's triggers, compliance.kept.ts) against the per-item reference query,
// over the hand-built organisation of compliance.fixture.ts after each kind of write that moves a count.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assign,
  chicago,
  form,
  fx,
  ids,
  inspect,
  one,
  plant,
  setSettings,
  useComplianceFixture,
} from './compliance.fixture';
import { compare, flagOn, idOf, inspectionOf, psOf, run, totalsCompared } from './compliance-kept.support';

useComplianceFixture();

describe('the kept compliance summary', () => {
  it('counts two writers of one plant and period at once: the second waits for the first to commit', async () => {
    const f = await form('cs-both-1', 'Monthly', 'Inspections');
    const g = await form('cs-both-2', 'Monthly', 'Inspections');
    await assign(ids.p2, f);
    await assign(ids.p2, g);
    let inserted = () => {};
    const firstIn = new Promise<void>((resolve) => (inserted = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = fx.t.db.transaction(async (tx) => {
      await tx.execute(inspectionOf(ids.p2, f, '2026-10', '2026-10-12'));
      inserted();
      await gate;
    });
    await firstIn;
    let secondDone = false;
    const second = fx.t.db
      .transaction(async (tx) => {
        await tx.execute(inspectionOf(ids.p2, g, '2026-10', '2026-10-13'));
      })
      .then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    release();
    await Promise.all([first, second]);
    await compare();
    const row = await one<{ done: number }>(sql`select sum(done)::int as done from compliance_plant_done
      where plant_id = ${ids.p2} and period_key = '2026-10'`);
    expect(row.done).toBe(3);
    await run(sql`delete from plant_forms where template_id in (${f.id}, ${g.id})`);
    await run(sql`delete from inspections where template_id in (${f.id}, ${g.id})`);
    await compare();
  });

  it('answers as the per-item query after every change that moves a count', async () => {
    // The fixture as built (the triggers kept it while it was written).
    expect(await compare()).toBeGreaterThan(0);
    const m1 = await idOf('cs-m1');
    const m2 = await idOf('cs-m2');
    const hk = await idOf('cs-hk');
    const m2Form = { id: m2.id, frequency: 'Monthly', type: 'Inspections', ps: await psOf('cs-m2') };
    const m1Form = { id: m1.id, frequency: 'Monthly', type: 'Inspections', ps: {} };

    // An inspection added, another removed.
    const added = await inspect(ids.p2, m1Form, '2026-10', '2026-10-09');
    await run(sql`delete from inspections where plant_id = ${ids.p1} and form_root_id = ${hk.id}`);
    await compare();

    // A flag raised, a second one, one closed, one withdrawn, one removed.
    await flagOn(added);
    await flagOn(added, 2);
    await compare();
    await run(sql`update inspection_flags set status = 'closed', closed_at = now() where inspection_id = ${added}
      and question_id = 1`);
    await run(sql`update inspection_flags set status = 'withdrawn' where inspection_id = ${added}
      and question_id = 2`);
    await compare();
    await run(sql`update inspection_flags set status = 'withdrawn' where inspection_id = ${added}`);
    await compare();
    await run(sql`delete from inspection_flags where inspection_id = ${added}`);
    await compare();

    // A form assigned (with an outfall) and one unassigned; chosen outfalls changed; a form re-dated.
    await assign(ids.p4, m2Form, ['Outfall 2'], '2026-10-03');
    await inspect(ids.p4, m2Form, '2026-10', '2026-10-04', 'Outfall 2');
    await run(sql`delete from plant_forms where plant_id = ${ids.p2} and template_id = ${m2.id}`);
    await compare();
    await run(sql`update plant_forms set point_source_ids = ${sql.param([m2Form.ps['Outfall 2']])}::integer[]
      where plant_id = ${ids.p1} and template_id = ${m2.id}`);
    await compare();
    await run(sql`update plant_forms set assigned_at = ${chicago('2026-10-25')} where plant_id = ${ids.p1}
      and template_id = ${m1.id}`);
    await compare();

    // A point source added and chosen; one renamed; one removed from the form.
    const outfall3 = await one<{
      id: number;
    }>(sql`insert into form_point_sources (template_id, name, position)
      values (${m2.id}, 'Outfall 3', 3) returning id`);
    await run(sql`update plant_forms set point_source_ids = point_source_ids || ${outfall3.id}::integer
      where plant_id = ${ids.p1} and template_id = ${m2.id}`);
    await inspect(ids.p1, m2Form, '2026-10', '2026-10-10', 'Outfall 3');
    await compare();
    await run(sql`update form_point_sources set name = 'Outfall 3A' where id = ${outfall3.id}`);
    await compare();
    await run(sql`update plant_forms set point_source_ids = array_remove(point_source_ids, ${outfall3.id}::integer)
      where plant_id = ${ids.p1} and template_id = ${m2.id}`);
    await run(sql`delete from form_point_sources where id = ${outfall3.id}`);
    await compare();

    // A plant deactivated in the month, another reactivated; the daily due days and hidden housekeeping.
    await run(
      sql`update plants set status = 2, inactive_since = ${chicago('2026-10-12')} where id = ${ids.p2}`,
    );
    await run(sql`update plants set status = 1, inactive_since = null where id = ${ids.p3}`);
    await compare();
    await setSettings({ dailyDueDays: [3, 7], hideHousekeeping: true });
    await compare();
    await setSettings({});

    // A plant renamed and given another code (the bar order changes), one created with a form, one deleted.
    await run(sql`update plants set name = 'Renamed "P1"', plant_id = 'ZZ-1' where id = ${ids.p1}`);
    await compare();
    const created = await plant('AA-NEW', ids.north, '2026-10-02');
    await assign(created, m2Form, ['Outfall 2'], '2026-10-02');
    await compare();
    await run(sql`update plants set deleted_at = now() where id = ${created}`);
    await compare();

    // A form deactivated, reactivated, moved to another type and frequency, deleted.
    await run(sql`update form_templates set active = false where id = ${hk.id}`);
    await compare();
    await run(
      sql`update form_templates set active = true, inspection_type = 'HouseKeeping' where id = ${m1.id}`,
    );
    await compare();
    await run(sql`update form_templates set frequency = 'Quarterly' where id = ${m1.id}`);
    await compare();
    await run(sql`update form_templates set frequency = 'Monthly', inspection_type = 'Inspections',
      deleted_at = now() where id = ${m1.id}`);
    await compare();

    // A library form the plants are assigned, then copied by the organisation (as housekeeping, with the
    // library's outfall), the copy deleted.
    const library = await one<{ id: number }>(sql`insert into form_templates (form_key, name, parent_id,
        permit_type, frequency, facility_types, inspection_type)
      values ('cs-lib', 'Library form', 'cs-lib', 'Water', 'Monthly', '{Ready Mix}', 'Inspections') returning id`);
    const libraryOutfall = await one<{ id: number }>(sql`insert into form_point_sources (template_id, name,
      position) values (${library.id}, 'Stack', 1) returning id`);
    const libForm = {
      id: library.id,
      frequency: 'Monthly',
      type: 'Inspections',
      ps: { Stack: libraryOutfall.id },
    };
    await assign(ids.p1, libForm, ['Stack']);
    await assign(ids.p2, libForm, ['Stack']);
    await inspect(ids.p1, libForm, '2026-10', '2026-10-11', 'Stack');
    await compare();
    const copy = await form('cs-lib-copy', 'Monthly', 'HouseKeeping');
    await run(sql`update form_templates set based_on_id = ${library.id} where id = ${copy.id}`);
    await compare();
    await run(
      sql`insert into form_point_sources (template_id, name, position) values (${copy.id}, 'Stack', 1)`,
    );
    await compare();
    await run(sql`update form_templates set deleted_at = now() where id = ${copy.id}`);
    await compare();

    // The kept rows are the ones a rebuild from scratch gives.
    const kept = await one<{ n: number }>(sql`select count(*)::int as n from compliance_plant_done`);
    const rebuilt = await one<{ n: number }>(sql`select count(*)::int as n from (
      select i.org_id, i.period_key, i.plant_id, c.inspection_type, c.assigned_on from inspections i
      join compliance_items c on c.plant_id = i.plant_id and c.form_root_id = i.form_root_id
        and c.point_source = coalesce(i.point_source, '') and c.frequency = i.frequency
      group by 1, 2, 3, 4, 5) r`);
    expect(kept.n).toBe(rebuilt.n);
    // And so are the totals per period and plant.
    const totals = await one<{ n: number }>(sql`select count(*)::int as n from (
      select org_id, period_key, plant_id, done_inspections, done_housekeeping, flagged_inspections,
        flagged_housekeeping from compliance_plant_done_totals
      except select org_id, period_key, plant_id,
        coalesce(sum(done) filter (where inspection_type = 'Inspections'), 0),
        coalesce(sum(done) filter (where inspection_type = 'HouseKeeping'), 0),
        coalesce(sum(flagged) filter (where inspection_type = 'Inspections'), 0),
        coalesce(sum(flagged) filter (where inspection_type = 'HouseKeeping'), 0)
      from compliance_plant_done group by 1, 2, 3) extra`);
    const rows = await one<{ totals: number; plants: number }>(sql`select
      (select count(*)::int from compliance_plant_done_totals) as totals,
      (select count(*)::int from (select distinct org_id, period_key, plant_id from compliance_plant_done) d) as plants`);
    expect(totals.n).toBe(0);
    expect(rows.totals).toBe(rows.plants);
    expect(totalsCompared.n).toBeGreaterThan(0);
  }, 120_000);
});
