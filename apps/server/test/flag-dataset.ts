// Flags for the flagged reports tests, over the report dataset's inspections (report-dataset.ts): open, closed
// and withdrawn flags, several per report (modules), repeat findings, reports submitted long ago (overdue
// when open) and lately, and a second question retired since. Plain SQL, so it is quick on PGlite too.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * Flags on every second inspection of the report dataset (one per module 0..(id % 3)); statuses by id. Some
 * reports are moved to a recent submission time so that not every open flag is overdue; organisation B hides
 * housekeeping and organisation A closes within 10 days.
 */
export async function makeFlagDataset(
  db: Db,
  closerId: number,
  orgA: number,
  orgB: number,
  { vacuum = true } = {},
) {
  await db.execute(sql`update organisations set settings = settings || '{"flagCloseDays": 10}'::jsonb
    where id = ${orgA}`);
  await db.execute(sql`update organisations set settings = settings || '{"hideHousekeeping": true}'::jsonb
    where id = ${orgB}`);
  await db.execute(sql`update inspections set created_at = now() - make_interval(days => id % 25)
    where id % 3 = 0`);
  await db.execute(sql`
    insert into inspection_flags (org_id, inspection_id, question_id, module_index, answer, status,
      follow_up_remark, follow_up_date, follow_up_by, closed_at, plant_id, template_id, frequency,
      inspection_type, report_date, submitted_at)
    select i.org_id, i.id, q.id, m.m, case when i.id % 4 = 0 then 'Needs Work' else 'No' end,
      case (i.id + m.m) % 5 when 0 then 'withdrawn' when 1 then 'closed' when 3 then 'closed' else 'open' end,
      case when (i.id + m.m) % 5 in (1, 3) then 'Fixed it ' || i.id end,
      case when (i.id + m.m) % 5 in (1, 3) then i.inspection_date + 1 end,
      case when (i.id + m.m) % 5 in (1, 3) then ${closerId}::int end,
      case when (i.id + m.m) % 5 <> 2 and (i.id + m.m) % 5 <> 4 then now() end,
      i.plant_id, i.template_id, i.frequency, i.inspection_type, i.inspection_date, i.created_at
    from inspections i
    join questions q on q.template_id = i.template_id and q.parent_question_id is null
    cross join generate_series(0, 2) as m(m)
    where i.id % 2 = 0 and m.m <= i.id % 3`);
  await db.execute(sql`update inspection_flags f set repeat_of_id = (select min(id) from inspection_flags)
    where f.id % 7 = 0 and f.id <> (select min(id) from inspection_flags)`);
  if (vacuum) await db.execute(sql`vacuum analyze`);
}
