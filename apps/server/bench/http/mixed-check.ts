// After the mixed load, in SQL: every acknowledged (200) submission is stored exactly once — its inspection
// exists at its plant, form and period, it is the only one there, and its version row exists.
import { withClient } from './dataset';
import type { Acknowledged } from './mixed';
import { databaseUrl, settings } from './settings';

export interface MixedCheck {
  acknowledged: number;
  /** Human-readable problems; empty when every acknowledged submission is stored once. */
  problems: string[];
  /** Inspections stored today at the writers' plants that were never acknowledged (e.g. timed-out answers). */
  unacknowledgedStored: number;
}

interface Row {
  plant_id: number;
  inspection_id: number;
  found: number;
  in_period: number;
  versions: number;
}

export function checkSubmissions(
  acknowledged: Acknowledged[],
  plantsUsed: number[],
  daily: { rootId: number; periodKey: string },
): Promise<MixedCheck> {
  return withClient(databaseUrl(settings.dbName), async (client) => {
    const problems: string[] = [];
    const ids = acknowledged.map((a) => a.inspectionId);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (duplicates.length)
      problems.push(`inspection ids acknowledged twice: ${duplicates.slice(0, 10).join(', ')}`);
    const { rows } = await client.query<Row>(
      `select a.plant_id, a.inspection_id,
         (select count(*) from inspections i where i.id = a.inspection_id and i.plant_id = a.plant_id
            and i.form_root_id = $5 and i.period_key = a.period_key)::int as found,
         (select count(*) from inspections i where i.plant_id = a.plant_id and i.form_root_id = $5
            and coalesce(i.point_source, '') = '' and i.period_key = a.period_key)::int as in_period,
         (select count(*) from inspection_versions v where v.inspection_id = a.inspection_id
            and v.version = a.version)::int as versions
       from unnest($1::int[], $2::int[], $3::int[], $4::text[]) as a(plant_id, inspection_id, version, period_key)`,
      [
        acknowledged.map((a) => a.plantId),
        ids,
        acknowledged.map((a) => a.version),
        acknowledged.map((a) => a.periodKey),
        daily.rootId,
      ],
    );
    for (const row of rows) {
      const what = `inspection ${row.inspection_id} (plant ${row.plant_id})`;
      if (row.found !== 1) problems.push(`${what} is not stored at its plant, form and period`);
      if (row.in_period !== 1) problems.push(`${what}: ${row.in_period} inspections in its period`);
      if (row.versions !== 1) problems.push(`${what}: its version row is missing`);
    }
    const periods = [...new Set([daily.periodKey, ...acknowledged.map((a) => a.periodKey)])];
    const stored = await client.query<{ n: number }>(
      `select count(*)::int as n from inspections
       where plant_id = any($1::int[]) and form_root_id = $2 and period_key = any($3::text[])
         and not (id = any($4::int[]))`,
      [plantsUsed, daily.rootId, periods, ids],
    );
    return { acknowledged: acknowledged.length, problems, unacknowledgedStored: stored.rows[0]?.n ?? 0 };
  });
}
