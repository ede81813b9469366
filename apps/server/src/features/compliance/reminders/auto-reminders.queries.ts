import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Recipient } from './reminders.queries';
import { TZ } from '../compliance.queries';

/** The due rows of every frequency reminded (dueRows of each, with its frequency) and the periods asked. */
export interface OverdueQuery {
  orgId: number;
  forms: {
    assigned: number[];
    roots: number[];
    psIds: (number | null)[];
    psNames: (string | null)[];
    frequencies: string[];
  };
  periods: { keys: string[]; lastDays: string[]; frequencies: string[] };
}

export interface OverdueRow {
  plantUId: number;
  plantId: string;
  plantName: string;
  regionId: number;
  regionName: string;
  assigned: number;
  root: number;
  ps: string;
  psId: number | null;
  periodKey: string;
}

/**
 * The statement of the automatic run (docs/decisions.md, Reminders): every due item of the ended periods
 * asked (a plant created and still active on the period's last day, a form assigned by then, each point
 * source chosen) with no inspection. As the compliance query, each part is materialized and met in hash
 * joins; the inspections of the periods are read from inspections_compliance_idx alone.
 */
export function overdueStatement(q: OverdueQuery) {
  return sql`
    with f as materialized (
      select * from unnest(${sql.param(q.forms.assigned)}::integer[], ${sql.param(q.forms.roots)}::integer[],
        ${sql.param(q.forms.psIds)}::integer[], ${sql.param(q.forms.psNames)}::text[],
        ${sql.param(q.forms.frequencies)}::text[]) as f(assigned, root, ps_id, ps_name, frequency)
    ), per as materialized (
      select * from unnest(${sql.param(q.periods.keys)}::text[], ${sql.param(q.periods.lastDays)}::date[],
        ${sql.param(q.periods.frequencies)}::text[]) as per(period_key, last_day, frequency)
    ), pl as materialized (
      select p.id, p.plant_id, p.name, p.region_id, (p.created_at at time zone ${TZ})::date as created,
        case when p.status = 1 then null else (p.inactive_since at time zone ${TZ})::date end as closed
      from plants p
      where p.org_id = ${q.orgId} and p.deleted_at is null
        and (p.status = 1 or (p.inactive_since at time zone ${TZ})::date > (select min(last_day) from per))
    ), due as materialized (
      -- One row per plant x root x point source x period (a plant assigned both a library form and its copy
      -- owes it once), with the assigned template and point source id of one of them for the link.
      select pf.plant_id, f.root, coalesce(f.ps_name, '') as ps, per.period_key,
        min(array[pf.template_id, f.ps_id]) as pick
      from plant_forms pf
      join f on f.assigned = pf.template_id and (f.ps_id is null or f.ps_id = any(pf.point_source_ids))
      join per on per.frequency = f.frequency and (pf.assigned_at at time zone ${TZ})::date <= per.last_day
      join pl on pl.id = pf.plant_id and pl.created <= per.last_day and (pl.closed is null or pl.closed > per.last_day)
      where pf.template_id = any(${sql.param([...new Set(q.forms.assigned)])}::integer[])
      group by 1, 2, 3, 4
    ), done as materialized (
      select i.plant_id, i.form_root_id, coalesce(i.point_source, '') as ps, i.period_key
      from inspections i
      where i.org_id = ${q.orgId} and i.period_key = any(${sql.param(q.periods.keys)}::text[])
    )
    select pl.id as "plantUId", pl.plant_id as "plantId", pl.name as "plantName", pl.region_id as "regionId",
      r.name as "regionName", d.pick[1] as assigned, d.root, d.ps, d.pick[2] as "psId",
      d.period_key as "periodKey"
    from due d
    join pl on pl.id = d.plant_id
    join regions r on r.id = pl.region_id
    where not exists (select 1 from done x where x.plant_id = d.plant_id and x.form_root_id = d.root
      and x.ps = d.ps and x.period_key = d.period_key)
    order by lower(pl.plant_id), pl.id, d.period_key, d.root, d.ps`;
}

export async function overdueItems(db: Db, q: OverdueQuery): Promise<OverdueRow[]> {
  return ((await db.execute(overdueStatement(q))) as unknown as { rows: OverdueRow[] }).rows;
}

/** The people a run may mail: active L4 users per plant, L3 users per region, and L2 users. */
export async function peopleOf(db: Db, orgId: number) {
  const l4 = (await db.execute(sql`
    select up.plant_id as "plantUId", u.id, u.email, u.first_name || ' ' || u.last_name as name, 4 as level
    from users u join user_plants up on up.user_id = u.id
    where u.org_id = ${orgId} and u.access_level = 4 and u.status = 1 and u.deleted_at is null`)) as unknown as {
    rows: (Recipient & { plantUId: number })[];
  };
  const l3 = (await db.execute(sql`
    select ur.region_id as "regionId", u.id, u.email, u.first_name || ' ' || u.last_name as name, 3 as level
    from users u join user_regions ur on ur.user_id = u.id
    where u.org_id = ${orgId} and u.access_level = 3 and u.status = 1 and u.deleted_at is null`)) as unknown as {
    rows: (Recipient & { regionId: number })[];
  };
  const l2 = (await db.execute(sql`
    select u.id, u.email, u.first_name || ' ' || u.last_name as name, 2 as level
    from users u
    where u.org_id = ${orgId} and u.access_level = 2 and u.status = 1 and u.deleted_at is null`)) as unknown as {
    rows: Recipient[];
  };
  const group = <K, V>(rows: readonly V[], key: (row: V) => K) => {
    const map = new Map<K, V[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  return {
    byPlant: group(l4.rows, (r) => r.plantUId),
    byRegion: group(l3.rows, (r) => r.regionId),
    managers: l2.rows,
  };
}

/**
 * Claims the organisation's run of a day: one row per organisation and day. In the caller's transaction, a
 * second instance's claim waits for the first to commit and then gets nothing (or takes over if it rolled back).
 */
export async function claimRun(db: Db, orgId: number, runDay: string): Promise<number | undefined> {
  const result = (await db.execute(sql`
    insert into reminder_runs (org_id, run_day) values (${orgId}, ${runDay})
    on conflict (org_id, run_day) do nothing returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id;
}

export async function finishRun(db: Db, runId: number, mails: number, items: number) {
  await db.execute(sql`update reminder_runs set finished_at = now(), mails = ${mails}, items = ${items}
    where id = ${runId}`);
}

/** The organisations whose send time has come today (by `clock`, HH:MM) and which have not run today. */
export async function dueOrganisations(db: Db, clock: string, runDay: string): Promise<number[]> {
  const result = (await db.execute(sql`
    select s.org_id as "orgId" from reminder_settings s join organisations o on o.id = s.org_id
    where s.enabled and s.send_time <= ${clock} and o.status = 1
      and not exists (select 1 from reminder_runs r where r.org_id = s.org_id and r.run_day = ${runDay})
    order by s.org_id`)) as unknown as { rows: { orgId: number }[] };
  return result.rows.map((r) => r.orgId);
}

export interface PlannedMail {
  dedupeKey: string;
  recipient: Recipient;
  subject: string;
  body: string;
  items: { plantId: number; formRootId: number; pointSource: string; frequency: string; periodKey: string }[];
}

/**
 * Records a run's digests and what each names in two statements (arrays unnested), each digest once: a
 * dedupe key already taken is skipped. Answers the ids of the mails made.
 */
export async function insertDigests(
  db: Db,
  orgId: number,
  runId: number,
  mails: readonly PlannedMail[],
): Promise<number[]> {
  if (mails.length === 0) return [];
  const made = (await db.execute(sql`
    insert into reminder_mails (org_id, kind, run_id, dedupe_key, recipient_ids, recipients, subject, body)
    select ${orgId}, 'automatic', ${runId}, k, array[u], array[e], s, b
    from unnest(${sql.param(mails.map((m) => m.dedupeKey))}::text[],
      ${sql.param(mails.map((m) => m.recipient.id))}::integer[],
      ${sql.param(mails.map((m) => m.recipient.email))}::text[],
      ${sql.param(mails.map((m) => m.subject))}::text[], ${sql.param(mails.map((m) => m.body))}::text[])
      as x(k, u, e, s, b)
    on conflict (org_id, dedupe_key) do nothing
    returning id, dedupe_key as "dedupeKey"`)) as unknown as { rows: { id: number; dedupeKey: string }[] };
  const idOf = new Map(made.rows.map((r) => [r.dedupeKey, r.id]));
  const items = mails.flatMap((m) => {
    const id = idOf.get(m.dedupeKey);
    return id === undefined ? [] : m.items.map((item) => ({ ...item, mailId: id }));
  });
  if (items.length) {
    await db.execute(sql`
      insert into reminder_items (mail_id, plant_id, form_root_id, point_source, frequency, period_key)
      select * from unnest(${sql.param(items.map((i) => i.mailId))}::integer[],
        ${sql.param(items.map((i) => i.plantId))}::integer[], ${sql.param(items.map((i) => i.formRootId))}::integer[],
        ${sql.param(items.map((i) => i.pointSource))}::text[], ${sql.param(items.map((i) => i.frequency))}::text[],
        ${sql.param(items.map((i) => i.periodKey))}::text[])`);
  }
  return made.rows.map((r) => r.id);
}
