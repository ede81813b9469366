import { sql, type SQL } from 'drizzle-orm';
import type { Frequency, InspectionType } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import {
  barOrder,
  plantActiveThrough,
  plantConditions,
  type BarRow,
  type PlantFilter,
} from './compliance.queries';

/**
 * The bar chart from the summary the triggers keep (migration 0019, schema compliance.ts): per plant of the
 * filter that was created by the last due day and still active then, its due items assigned by that day
 * (compliance_plant_due) and those done in the period (compliance_plant_done), one or two rows per plant
 * each, instead of the period's tens of thousands of items. Same answer as `bars` (the per-item reference;
 * compliance-kept.test.ts compares them) for every filter but the form filter, which the service sends there.
 * The plants stay a plain subquery: materialized, their ids lose their statistics, the planner expects
 * millions of rows and compiles the statement (JIT: 2 s instead of 20 ms at 10,000 plants).
 */
export async function keptBars(
  db: Db,
  filter: PlantFilter,
  frequency: Frequency,
  types: readonly InspectionType[],
  periodKey: string,
  dueThrough: string,
): Promise<BarRow[]> {
  const result = (await db.execute(keptBarsSql(filter, frequency, types, periodKey, dueThrough))) as {
    rows: BarRow[];
  };
  return result.rows;
}

/** What the kept per-plant counts read: the organisation, the frequency and types counted, and the period. */
export interface KeptCountsQuery {
  orgId: number;
  frequency: Frequency;
  types: readonly InspectionType[];
  periodKey: string;
  dueThrough: string;
}

/** The kept due items assigned by the last due day (`ofPlants`: a further condition on plant_id). */
const dueWhere = (q: KeptCountsQuery, ofPlants: SQL) => sql`
  org_id = ${q.orgId} and frequency = ${q.frequency} and inspection_type = any(${sql.param([...q.types])}::text[])
    and assigned_on <= ${q.dueThrough}::date ${ofPlants}`;

/** Those of them done in the period (with how many of those inspections carry a flag). */
const doneWhere = (q: KeptCountsQuery, ofPlants: SQL) => sql`
  org_id = ${q.orgId} and period_key = ${q.periodKey} and inspection_type = any(${sql.param([...q.types])}::text[])
    and assigned_on <= ${q.dueThrough}::date ${ofPlants}`;

/** Per plant: done items and those of them flagged, as the kept counts' readers below give them. */
export interface DoneCount {
  plantUId: number;
  done: number;
  flagged: number;
}

/**
 * Per plant of the organisation: the due items of the period done, and how many of those inspections carry a
 * flag, read from the index alone (the whole organisation's bar chart, compliance-directory.ts).
 */
export async function keptDoneOf(db: Db, q: KeptCountsQuery): Promise<DoneCount[]> {
  return doneNumbers(
    db,
    sql`select plant_id, sum(done)::int as done, sum(flagged)::int as flagged from compliance_plant_done
      where ${doneWhere(q, sql``)} group by plant_id`,
  );
}

const totalColumns = {
  Inspections: { done: sql.raw('done_inspections'), flagged: sql.raw('flagged_inspections') },
  HouseKeeping: { done: sql.raw('done_housekeeping'), flagged: sql.raw('flagged_housekeeping') },
} satisfies Record<InspectionType, { done: SQL; flagged: SQL }>;

/**
 * The same counts from the period's totals (compliance_plant_done_totals, one row a plant): right only when
 * every due item of the frequency was assigned by the last due day, which the caller checks.
 */
export async function doneTotalsOf(db: Db, q: KeptCountsQuery): Promise<DoneCount[]> {
  const sum = (part: 'done' | 'flagged') =>
    sql.join([sql`0`, ...q.types.map((type) => totalColumns[type][part])], sql` + `);
  return doneNumbers(
    db,
    sql`select plant_id, ${sum('done')} as done, ${sum('flagged')} as flagged from compliance_plant_done_totals
      where org_id = ${q.orgId} and period_key = ${q.periodKey} and ${sum('done')} > 0`,
  );
}

/**
 * Runs a statement of (plant_id, done, flagged) rows, sent as one text of three numbers a plant: at 10,000
 * plants, sending and reading as many rows cost more than reading the tables.
 */
async function doneNumbers(db: Db, counts: SQL): Promise<DoneCount[]> {
  const result = (await db.execute(sql`
    select coalesce(string_agg(concat_ws(' ', plant_id, done, flagged), ' '), '') as numbers
    from (${counts}) counts`)) as { rows: { numbers: string }[] };
  // Read digit by digit: splitting the text made 30,000 strings to collect for each answer.
  const text = result.rows[0]?.numbers ?? '';
  const rows: DoneCount[] = [];
  const fields = [0, 0, 0];
  let [field, value] = [0, 0];
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (code !== 32) {
      value = value * 10 + code - 48;
      continue;
    }
    if (i === 0) break; // no rows
    fields[field] = value;
    [field, value] = [(field + 1) % 3, 0];
    if (field === 0) rows.push({ plantUId: fields[0] ?? 0, done: fields[1] ?? 0, flagged: fields[2] ?? 0 });
  }
  return rows;
}

/** The statement of `keptBars` (the dashboard counts' export streams it); unsorted when `sorted` is false. */
export function keptBarsSql(
  filter: PlantFilter,
  frequency: Frequency,
  types: readonly InspectionType[],
  periodKey: string,
  dueThrough: string,
  sorted = true,
): SQL {
  const narrowed = filter.regionIds !== null || filter.assignedTo !== null || filter.plantId !== null;
  const ofPlants = narrowed ? sql`and plant_id in (select id from pl)` : sql``;
  const q = { orgId: filter.orgId, frequency, types, periodKey, dueThrough };
  return sql`
    with pl as not materialized (
      select p.id, p.plant_id, p.name from plants p
      where ${plantConditions(filter)} and ${plantActiveThrough(dueThrough)}
    ), d as (
      select plant_id, sum(due)::int as due from compliance_plant_due where ${dueWhere(q, ofPlants)} group by plant_id
    ), x as (
      select plant_id, sum(done)::int as done, sum(flagged)::int as flagged from compliance_plant_done
      where ${doneWhere(q, ofPlants)} group by plant_id
    )
    select pl.id as "plantUId", pl.plant_id as "plantId", pl.name as "plantName",
      coalesce(x.done, 0) as complete, d.due - coalesce(x.done, 0) as incomplete, coalesce(x.flagged, 0) as flagged
    from pl join d on d.plant_id = pl.id left join x on x.plant_id = pl.id
    ${sorted ? barOrder(sql`pl.plant_id`, sql`pl.id`) : sql``}`;
}

/** What a kept count reads: the plants, the frequency and types counted, and the period. */
export interface KeptPeriod {
  filter: PlantFilter;
  frequency: Frequency;
  types: readonly InspectionType[];
  periodKey: string;
  dueThrough: string;
}

/**
 * Due items done and not done per form root (the list charts' bars), from the due items the triggers keep
 * (compliance_items: plant x form root x point source, with the day first assigned) met with the period's
 * inspections: the same answer as `countsByRoot` (compliance-kept.test.ts compares them) without building
 * every plant's due set from its assignments.
 */
export async function keptCountsByRoot(
  db: Db,
  { filter, frequency, types, periodKey, dueThrough }: KeptPeriod,
): Promise<{ root: number; complete: number; incomplete: number }[]> {
  const result = (await db.execute(sql`
    with pl as not materialized (
      select p.id from plants p where ${plantConditions(filter)} and ${plantActiveThrough(dueThrough, 'byInstant')}
    ), items as (
      select ci.plant_id, ci.form_root_id, ci.point_source from compliance_items ci
      where ci.org_id = ${filter.orgId} and ci.frequency = ${frequency}
        and ci.inspection_type = any(${sql.param([...types])}::text[]) and ci.assigned_on <= ${dueThrough}::date
        and ci.plant_id in (select id from pl)
    ), done as (
      select i.plant_id, i.form_root_id, coalesce(i.point_source, '') as ps from inspections i
      where i.org_id = ${filter.orgId} and i.period_key = ${periodKey}
    )
    select it.form_root_id as root, count(d.plant_id)::int as complete,
      (count(*) - count(d.plant_id))::int as incomplete
    from items it
    left join done d on d.plant_id = it.plant_id and d.form_root_id = it.form_root_id and d.ps = it.point_source
    group by 1
    order by 1`)) as { rows: { root: number; complete: number; incomplete: number }[] };
  return result.rows;
}
