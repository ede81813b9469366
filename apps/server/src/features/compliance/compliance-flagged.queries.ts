import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plantConditions, TZ, type DueArrays, type PlantFilter } from './compliance.queries';

export interface FlaggedRow {
  inspectionId: number;
  plantUId: number;
  plantId: string;
  plantName: string;
  regionName: string;
  facilityType: string;
  permitType: string;
  root: number;
  pointSource: string | null;
  date: string;
  openFlags: number;
}

/**
 * The period's inspections carrying flags (not withdrawn) that the summary counts as flagged: of a plant in
 * the filter, created and still active on the last due day, of a due form (and point source) assigned by
 * then (docs/decisions.md, Dashboard). The period's inspections are read from inspections_compliance_idx
 * alone and met with flagged_forms (kept by triggers: one row per inspection with a flag not withdrawn, and its
 * open count); only the flagged ones (about one in nine) are then read from the table, and each is checked due.
 */
export async function flaggedInspections(
  db: Db,
  filter: PlantFilter,
  forms: DueArrays,
  periodKey: string,
  dueThrough: string,
): Promise<FlaggedRow[]> {
  const result = (await db.execute(sql`
    with f as materialized (
      select * from unnest(${sql.param(forms.assigned)}::integer[], ${sql.param(forms.roots)}::integer[],
        ${sql.param(forms.psIds)}::integer[], ${sql.param(forms.psNames)}::text[]) as f(assigned, root, ps_id, ps_name)
    ), period as materialized (
      select i.id from inspections i
      where i.org_id = ${filter.orgId} and i.period_key = ${periodKey}
        and i.form_root_id = any(${sql.param([...new Set(forms.roots)])}::integer[])
    ), probed as materialized (
      -- One primary-key probe each: a join would hash the whole flagged_forms table, every month of history.
      select d.id, (select ff.open_count from flagged_forms ff where ff.inspection_id = d.id) as open_flags
      from period d
    ), flagged as materialized (
      select i.id, i.plant_id, i.form_root_id, i.point_source, i.inspection_date, i.permit_type, x.open_flags
      from probed x join inspections i on i.id = x.id
      where x.open_flags is not null
    )
    select x.id as "inspectionId", p.id as "plantUId", p.plant_id as "plantId", p.name as "plantName",
      r.name as "regionName", p.facility_type as "facilityType", x.permit_type as "permitType",
      x.form_root_id as root, x.point_source as "pointSource", x.inspection_date::text as date,
      x.open_flags as "openFlags"
    from flagged x
    join plants p on p.id = x.plant_id
    join regions r on r.id = p.region_id
    where ${plantConditions(filter)}
      and (p.created_at at time zone ${TZ})::date <= ${dueThrough}::date
      and (p.status = 1 or (p.inactive_since at time zone ${TZ})::date > ${dueThrough}::date)
      and exists (
        select 1 from plant_forms pf
        join f on f.assigned = pf.template_id and (f.ps_id is null or f.ps_id = any(pf.point_source_ids))
        where pf.plant_id = x.plant_id and f.root = x.form_root_id
          and coalesce(f.ps_name, '') = coalesce(x.point_source, '')
          and (pf.assigned_at at time zone ${TZ})::date <= ${dueThrough}::date)
    order by lower(p.plant_id), p.id, x.form_root_id, x.point_source nulls first`)) as { rows: FlaggedRow[] };
  return result.rows;
}
