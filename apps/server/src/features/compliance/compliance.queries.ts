import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formPointSources, formTemplates, regions } from '../../db/schema';

/** A form of the organisation's catalogue (its own forms and the library's), as compliance reads it. */
export interface CatalogueForm {
  id: number;
  formKey: string;
  name: string;
  permitType: string;
  frequency: string;
  inspectionType: string;
  active: boolean;
  deleted: boolean;
  ownerOrgId: number | null;
  basedOnId: number | null;
  pointSourceCount: number;
}

/** The library's forms and the organisation's own (a few dozen), with their point sources. */
export type Catalogue = Awaited<ReturnType<typeof catalogueOf>>;

export async function catalogueOf(db: Db, orgId: number) {
  const [templates, sources] = await Promise.all([
    db
      .select({
        id: formTemplates.id,
        formKey: formTemplates.formKey,
        name: formTemplates.name,
        permitType: formTemplates.permitType,
        frequency: formTemplates.frequency,
        inspectionType: formTemplates.inspectionType,
        active: formTemplates.active,
        deleted: sql<boolean>`${formTemplates.deletedAt} is not null`,
        ownerOrgId: formTemplates.ownerOrgId,
        basedOnId: formTemplates.basedOnId,
      })
      .from(formTemplates)
      .where(or(isNull(formTemplates.ownerOrgId), eq(formTemplates.ownerOrgId, orgId))),
    db
      .select({
        id: formPointSources.id,
        templateId: formPointSources.templateId,
        name: formPointSources.name,
      })
      .from(formPointSources)
      .innerJoin(formTemplates, eq(formTemplates.id, formPointSources.templateId))
      .where(or(isNull(formTemplates.ownerOrgId), eq(formTemplates.ownerOrgId, orgId))),
  ]);
  const counted: CatalogueForm[] = templates.map((t) => ({
    ...t,
    pointSourceCount: sources.filter((s) => s.templateId === t.id).length,
  }));
  return { templates: counted, sources };
}

/** Which plants a compliance query reads: the organisation's, narrowed to regions or to an L4's plants. */
export interface PlantFilter {
  orgId: number;
  /** null: every region (the caller's scope allows it). */
  regionIds: readonly number[] | null;
  /** L4: only the plants assigned to this user. */
  assignedTo: number | null;
  /** One plant (the plant pop-ups). */
  plantId: number | null;
}

export interface DueArrays {
  assigned: number[];
  roots: number[];
  psIds: (number | null)[];
  psNames: (string | null)[];
}

export const TZ = sql.raw(`'America/Chicago'`);

/** A timestamp column as its day in the app's time zone, 'YYYY-MM-DD'. */
export const localDay = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'America/Chicago')::date, 'YYYY-MM-DD')`);

/**
 * A timestamp column on or before a day in the app's time zone, in two forms that give the same answer and
 * lead the planner differently: the column's local day (`byDay`), or the column against the start of the
 * next day, converted once (`byInstant`, which the planner can estimate from the column's statistics). The
 * bar charts' statements plan best with the first (an L3's region: 23-27 against 27-40 ms of CPU), the
 * flagged pop-up and the list charts' counts with the second (an organisation's month: 224 against 420 ms;
 * a quarter's counts: 70 against 77-85 ms).
 */
export function onOrBefore(column: SQL, day: string, form: 'byDay' | 'byInstant'): SQL {
  return form === 'byDay'
    ? sql`(${column} at time zone ${TZ})::date <= ${day}::date`
    : sql`${column} < (${day}::date + 1)::timestamp at time zone ${TZ}`;
}

/** A plant created by the last due day and still active on it (docs/decisions.md, Compliance status). */
export const plantActiveThrough = (dueThrough: string, form: 'byDay' | 'byInstant' = 'byDay') =>
  sql`${onOrBefore(sql`p.created_at`, dueThrough, form)}
        and (p.status = 1 or not ${onOrBefore(sql`p.inactive_since`, dueThrough, form)})`;

/**
 * The order of the bar charts' plants: the plant id in lower case, by code point (`collate "C"`: what a C or
 * C.UTF-8 database gives, cheaply; the summary sorts its answer the same way in code), then the row id.
 */
export const barOrder = (code: SQL, id: SQL) => sql`order by lower(${code}) collate "C", ${id}`;

/** The same order in code, for an answer the database returns unsorted. */
export function byBarOrder(
  a: { plantId: string; plantUId: number },
  b: { plantId: string; plantUId: number },
) {
  const [x, y] = [a.plantId.toLowerCase(), b.plantId.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.plantUId - b.plantUId;
}

export function plantConditions(filter: PlantFilter): SQL {
  return sql.join(
    [
      sql`p.org_id = ${filter.orgId}`,
      sql`p.deleted_at is null`,
      filter.regionIds ? sql`p.region_id = any(${sql.param([...filter.regionIds])}::integer[])` : undefined,
      filter.assignedTo === null
        ? undefined
        : sql`exists (select 1 from user_plants up where up.plant_id = p.id and up.user_id = ${filter.assignedTo})`,
      filter.plantId === null ? undefined : sql`p.id = ${filter.plantId}`,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * The due items of a period joined to the inspections that fill them: a plant counts when it was created
 * and still active on the last due day, a form when it was assigned by then (docs/decisions.md, Compliance
 * status). Inspections are read from inspections_compliance_idx alone and matched by plant, form root and
 * point source name, as the fill-in keys them. Each part is materialized, so the period's tens of thousands
 * of items meet in hash joins rather than one index probe each (about 1.6x faster at 10k plants).
 */
function dueItems(filter: PlantFilter, forms: DueArrays, periodKey: string, dueThrough: string): SQL {
  const onePlant = filter.plantId === null ? sql`` : sql`and pf.plant_id = ${filter.plantId}`;
  const someDone = filter.plantId === null ? sql`` : sql`and i.plant_id = ${filter.plantId}`;
  const narrowed = filter.regionIds !== null || filter.assignedTo !== null;
  return sql`
    with f as materialized (
      select * from unnest(${sql.param(forms.assigned)}::integer[], ${sql.param(forms.roots)}::integer[],
        ${sql.param(forms.psIds)}::integer[], ${sql.param(forms.psNames)}::text[]) as f(assigned, root, ps_id, ps_name)
    ), pl as materialized (
      select p.id, p.plant_id, p.name from plants p
      where ${plantConditions(filter)} and ${plantActiveThrough(dueThrough)}
    ), due as materialized (
      select pf.plant_id, f.root, coalesce(f.ps_name, '') as ps
      from plant_forms pf
      join f on f.assigned = pf.template_id and (f.ps_id is null or f.ps_id = any(pf.point_source_ids))
      where pf.template_id = any(${sql.param([...new Set(forms.assigned)])}::integer[])
        and ${onOrBefore(sql`pf.assigned_at`, dueThrough, 'byDay')} ${onePlant}
        ${narrowed ? sql`and pf.plant_id in (select id from pl)` : sql``}
      group by 1, 2, 3
    ), done as materialized (
      select i.plant_id, i.form_root_id, coalesce(i.point_source, '') as ps, i.id
      from inspections i
      where i.org_id = ${filter.orgId} and i.period_key = ${periodKey} ${someDone}
    )
    select pl.id as plant_id, pl.plant_id as plant_code, pl.name as plant_name, d.root, d.ps,
      x.id as inspection_id,
      (x.id is not null and exists (select 1 from inspection_flags fl
        where fl.inspection_id = x.id and fl.status <> 'withdrawn')) as flagged
    from pl
    join due d on d.plant_id = pl.id
    left join done x on x.plant_id = d.plant_id and x.form_root_id = d.root and x.ps = d.ps`;
}

export interface BarRow {
  plantUId: number;
  plantId: string;
  plantName: string;
  complete: number;
  incomplete: number;
  flagged: number;
}

/**
 * Per plant: due items done and not done, and how many of the done ones carry flags, item by item: the
 * reference the kept summary (compliance.kept.ts) is tested against, and the path for a form filter.
 */
export async function bars(
  db: Db,
  filter: PlantFilter,
  forms: DueArrays,
  periodKey: string,
  dueThrough: string,
): Promise<BarRow[]> {
  const result = (await db.execute(barsSql(filter, forms, periodKey, dueThrough))) as { rows: BarRow[] };
  return result.rows;
}

/** The statement of `bars` (the dashboard counts' export streams it); unsorted when `sorted` is false. */
export const barsSql = (
  filter: PlantFilter,
  forms: DueArrays,
  periodKey: string,
  dueThrough: string,
  sorted = true,
) => sql`
    select plant_id as "plantUId", plant_code as "plantId", plant_name as "plantName",
      count(inspection_id)::int as complete, (count(*) - count(inspection_id))::int as incomplete,
      count(*) filter (where flagged)::int as flagged
    from (${dueItems(filter, forms, periodKey, dueThrough)}) items
    group by plant_id, plant_code, plant_name
    ${sorted ? barOrder(sql`plant_code`, sql`plant_id`) : sql``}`;

/** Due items done and not done per form root (the list charts' bars): one statement for every bar. */
export async function countsByRoot(
  db: Db,
  filter: PlantFilter,
  forms: DueArrays,
  periodKey: string,
  dueThrough: string,
): Promise<{ root: number; complete: number; incomplete: number }[]> {
  const result = (await db.execute(sql`
    select root, count(inspection_id)::int as complete, (count(*) - count(inspection_id))::int as incomplete
    from (${dueItems(filter, forms, periodKey, dueThrough)}) items
    group by root`)) as { rows: { root: number; complete: number; incomplete: number }[] };
  return result.rows;
}

export interface ItemRow {
  root: number;
  ps: string;
  inspectionId: number | null;
  flagged: boolean;
}

/** One plant's due items of a period, each with its inspection (or none). */
export async function plantItems(
  db: Db,
  filter: PlantFilter,
  forms: DueArrays,
  periodKey: string,
  dueThrough: string,
): Promise<ItemRow[]> {
  const result = (await db.execute(sql`
    select root, ps, inspection_id as "inspectionId", flagged
    from (${dueItems(filter, forms, periodKey, dueThrough)}) items
    order by root, ps`)) as { rows: ItemRow[] };
  return result.rows;
}

/** A plant the caller may see, with what the reminder pop-up shows of it; undefined when out of reach. */
export async function plantInFilter(db: Db, filter: PlantFilter) {
  const result = (await db.execute(sql`
    select p.id as "plantUId", p.plant_id as "plantId", p.name as "plantName", r.name as "regionName",
      p.facility_type as "facilityType"
    from plants p join regions r on r.id = p.region_id
    where ${plantConditions(filter)}`)) as {
    rows: {
      plantUId: number;
      plantId: string;
      plantName: string;
      regionName: string;
      facilityType: string;
    }[];
  };
  return result.rows[0];
}

/** Inspections done per period and form root (the line chart), of the plants the filter reads. */
export async function doneCounts(
  db: Db,
  filter: PlantFilter,
  periodKeys: readonly string[],
  roots: readonly number[],
): Promise<{ periodKey: string; root: number; n: number }[]> {
  const narrowed = filter.regionIds !== null || filter.assignedTo !== null;
  if (!narrowed) {
    // The whole organisation: the counts the triggers keep (migration 0016), a few rows per period and form.
    const kept = (await db.execute(sql`
      select period_key as "periodKey", form_root_id as root, sum(n)::int as n
      from inspection_form_period_counts
      where org_id = ${filter.orgId} and period_key = any(${sql.param([...periodKeys])}::text[])
        and form_root_id = any(${sql.param([...roots])}::integer[])
      group by 1, 2`)) as { rows: { periodKey: string; root: number; n: number }[] };
    return kept.rows;
  }
  const result = (await db.execute(sql`
    select i.period_key as "periodKey", i.form_root_id as root, count(*)::int as n
    from inspections i
    where i.org_id = ${filter.orgId} and i.period_key = any(${sql.param([...periodKeys])}::text[])
      and i.form_root_id = any(${sql.param([...roots])}::integer[])
      and i.plant_id = any(array(select p.id from plants p where ${plantConditions(filter)}))
    group by 1, 2`)) as { rows: { periodKey: string; root: number; n: number }[] };
  return result.rows;
}

/** Whether a region belongs to the organisation and is not removed. */
export async function regionOfOrg(db: Db, regionId: number, orgId: number) {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), eq(regions.orgId, orgId), sql`${regions.removedAt} is null`));
  return row !== undefined;
}
