import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Frequency } from '@envirotrack/shared';
import {
  onOrBefore,
  plantActiveThrough,
  plantConditions,
  type DueArrays,
  type PlantFilter,
} from './compliance.queries';

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
 * alone and met with the organisation's flagged forms of the frequency (flagged_forms, kept by triggers: one
 * row per inspection with a flag not withdrawn, and its open count); the planner hashes those or probes them
 * one by one, whichever its statistics say is cheaper (a month: 18,000 against 65,000 probes). Only the
 * flagged ones (about one in nine) are then read from the table, and each is checked due.
 */
export async function flaggedInspections(
  db: Db,
  filter: PlantFilter,
  forms: DueArrays,
  frequency: Frequency,
  periodKey: string,
  dueThrough: string,
): Promise<FlaggedRow[]> {
  const result = (await db.execute(sql`
    with f as materialized (
      select * from unnest(${sql.param(forms.assigned)}::integer[], ${sql.param(forms.roots)}::integer[],
        ${sql.param(forms.psIds)}::integer[], ${sql.param(forms.psNames)}::text[]) as f(assigned, root, ps_id, ps_name)
    ), flagged as materialized (
      select i.id, ff.open_count as open_flags
      from inspections i join flagged_forms ff on ff.inspection_id = i.id
      where i.org_id = ${filter.orgId} and i.period_key = ${periodKey}
        and i.form_root_id = any(${sql.param([...new Set(forms.roots)])}::integer[])
        and ff.org_id = ${filter.orgId} and ff.frequency = ${frequency}
    )
    select i.id as "inspectionId", p.id as "plantUId", p.plant_id as "plantId", p.name as "plantName",
      r.name as "regionName", p.facility_type as "facilityType", i.permit_type as "permitType",
      i.form_root_id as root, i.point_source as "pointSource", i.inspection_date::text as date,
      x.open_flags as "openFlags"
    from flagged x
    join inspections i on i.id = x.id
    join plants p on p.id = i.plant_id
    join regions r on r.id = p.region_id
    where ${plantConditions(filter)} and ${plantActiveThrough(dueThrough, 'byInstant')}
      and exists (
        select 1 from plant_forms pf
        join f on f.assigned = pf.template_id and (f.ps_id is null or f.ps_id = any(pf.point_source_ids))
        where pf.plant_id = i.plant_id and f.root = i.form_root_id
          and coalesce(f.ps_name, '') = coalesce(i.point_source, '')
          and ${onOrBefore(sql`pf.assigned_at`, dueThrough, 'byInstant')})
    order by lower(p.plant_id) collate "C", p.id, i.form_root_id, i.point_source collate "C" nulls first`)) as {
    rows: FlaggedRow[];
  };
  return result.rows;
}
