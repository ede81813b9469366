import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PlantScope } from '../../lib/plant-scope';
import { localDay as day, TZ } from './compliance.queries';

export interface CalendarPlant {
  id: number;
  orgId: number;
  plantId: string;
  plantName: string;
  /** YYYY-MM-DD in the app's time zone. */
  created: string;
  /** null while active; the day it became inactive ('' when unknown). */
  inactiveSince: string | null;
}

/**
 * A plant the caller may see (docs/decisions.md, Plants: L1 all or its organisation, L2 its organisation,
 * L3 its regions, L4 its assigned plants), not deleted; undefined otherwise (the caller gets 404).
 */
export async function calendarPlant(
  db: Db,
  id: number,
  scope: PlantScope,
): Promise<CalendarPlant | undefined> {
  const orgId = scope.level === 1 ? scope.orgId : (scope.orgId ?? -1);
  const result = (await db.execute(sql`
    select p.id, p.org_id as "orgId", p.plant_id as "plantId", p.name as "plantName",
      ${day('p.created_at')} as created,
      case when p.status = 1 then null else coalesce(${day('p.inactive_since')}, '') end as "inactiveSince"
    from plants p
    where p.id = ${id} and p.deleted_at is null
      and (${orgId}::integer is null or p.org_id = ${orgId}::integer)
      and (${scope.level}::integer <= 2
        or (${scope.level}::integer = 3 and p.region_id = any(${sql.param([...scope.regionIds])}::integer[]))
        or (${scope.level}::integer = 4 and exists (select 1 from user_plants up
          where up.plant_id = p.id and up.user_id = ${scope.userId})))`)) as { rows: CalendarPlant[] };
  return result.rows[0];
}

export interface Assignment {
  templateId: number;
  pointSourceIds: number[];
  assignedOn: string;
}

/** The plant's assigned forms (plant_forms, by its primary key) with the day each was first assigned. */
export async function assignmentsOf(db: Db, plantId: number): Promise<Assignment[]> {
  const result = (await db.execute(sql`
    select pf.template_id as "templateId", pf.point_source_ids as "pointSourceIds",
      ${day('pf.assigned_at')} as "assignedOn"
    from plant_forms pf where pf.plant_id = ${plantId}`)) as { rows: Assignment[] };
  return result.rows;
}

export interface YearInspection {
  id: number;
  root: number;
  ps: string;
  periodKey: string;
  doneOn: string;
}

/**
 * The plant's inspections of a year in one read of inspections_plant_period_idx (plant_id, period_key):
 * every period key of a year ('2026-03-02', '2026-W10', '2026-03', '2026-Q1', '2026') starts with it.
 */
export async function inspectionsOfYear(db: Db, plantId: number, year: number): Promise<YearInspection[]> {
  const result = (await db.execute(sql`
    select i.id, i.form_root_id as root, coalesce(i.point_source, '') as ps, i.period_key as "periodKey",
      to_char((i.created_at at time zone ${TZ})::date, 'YYYY-MM-DD') as "doneOn"
    from inspections i
    where i.plant_id = ${plantId} and i.period_key >= ${String(year)} and i.period_key < ${String(year + 1)}`)) as {
    rows: YearInspection[];
  };
  return result.rows;
}
