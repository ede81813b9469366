// The comparison behind compliance-kept.test.ts: the kept summary (migration 0019's triggers,
// compliance.kept.ts) and the server's copies (compliance-directory.ts) against the per-item reference query,
// over the hand-built organisation of compliance.fixture.ts, and the writes the test makes between them.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  APP_TIME_ZONE,
  INSPECTION_TYPES,
  dueWindow,
  today,
  type Frequency,
  type InspectionType,
} from '@envirotrack/shared';
import { orgSettingsOf } from '../../lib/org-settings.queries';
import { dueForms, dueRows } from './compliance.forms';
import { barRowOf, directoryBars } from './compliance-directory';
import { doneTotalsOf, keptBars, keptCountsByRoot, keptDoneOf } from './compliance.kept';
import { bars, countsByRoot, type PlantFilter } from './compliance.queries';
import { fx, ids, one } from './compliance.fixture';

const days: [Frequency, string][] = [
  ['Monthly', '2026-10-15'],
  ['Monthly', '2026-09-01'],
  ['Daily', '2026-10-14'],
  ['Daily', '2026-10-18'],
  ['Quarterly', '2026-10-01'],
  // After every assignment of the fixture: the bar chart's done counts come from the totals.
  ['Monthly', '2026-11-10'],
  ['Daily', '2026-11-10'],
];

/** How many periods compared the done totals with the detailed counts (the test fails if none). */
export const totalsCompared = { n: 0 };
const byPlant = (rows: { plantUId: number }[]) => [...rows].sort((a, b) => a.plantUId - b.plantUId);

/** Both answers for every period above, type filter and plant filter; the kept one must equal the reference. */
export async function compare() {
  const db = fx.t.db;
  const settings = await orgSettingsOf(db, ids.orgA);
  const filters: PlantFilter[] = [
    { orgId: ids.orgA, regionIds: null, assignedTo: null, plantId: null },
    { orgId: ids.orgA, regionIds: [ids.north], assignedTo: null, plantId: null },
  ];
  const checks: Promise<number>[] = [];
  for (const [frequency, day] of days) {
    const period = dueWindow(frequency, day, today(APP_TIME_ZONE), settings.dailyDueDays);
    for (const type of [null, ...INSPECTION_TYPES] as (InspectionType | null)[]) {
      const types = INSPECTION_TYPES.filter(
        (t) => !(settings.hideHousekeeping && t === 'HouseKeeping') && (type === null || t === type),
      );
      const forms = dueForms(db, ids.orgA, {
        frequency,
        inspectionType: type,
        hideHousekeeping: settings.hideHousekeeping,
        formKeys: null,
      });
      for (const filter of filters)
        checks.push(
          (async () => {
            const due = await forms;
            const [reference, kept] =
              period.dueThrough === null
                ? [[], []]
                : await Promise.all([
                    due.length === 0 ? [] : bars(db, filter, dueRows(due), period.key, period.dueThrough),
                    keptBars(db, filter, frequency, types, period.key, period.dueThrough),
                  ]);
            const what = `${frequency} ${day} ${type ?? 'All'} ${filter.regionIds ? 'north' : 'org'}`;
            expect(kept, what).toEqual(reference);
            // The whole organisation's chart from the server's copies (checked against their stamps).
            if (filter.regionIds === null && period.dueThrough !== null) {
              const q = {
                orgId: ids.orgA,
                frequency,
                types,
                periodKey: period.key,
                dueThrough: period.dueThrough,
              };
              const copied = (await directoryBars(db, q)).map(barRowOf);
              expect(copied, `${what} from the copies`).toEqual(reference);
              const last = await one<{ day: string | null }>(sql`select max(assigned_on)::text as day
                from compliance_plant_due where org_id = ${ids.orgA} and frequency = ${frequency}`);
              if ((last.day ?? '') <= period.dueThrough) {
                const [totals, detailed] = await Promise.all([doneTotalsOf(db, q), keptDoneOf(db, q)]);
                expect(byPlant(totals), `${what} done totals`).toEqual(byPlant(detailed));
                totalsCompared.n += 1;
              }
            }
            // The list charts' counts per form root, kept and by reference.
            const [rootsReference, rootsKept] =
              period.dueThrough === null
                ? [[], []]
                : await Promise.all([
                    due.length === 0
                      ? []
                      : countsByRoot(db, filter, dueRows(due), period.key, period.dueThrough).then((rows) =>
                          rows.sort((a, b) => a.root - b.root),
                        ),
                    keptCountsByRoot(db, {
                      filter,
                      frequency,
                      types,
                      periodKey: period.key,
                      dueThrough: period.dueThrough,
                    }),
                  ]);
            expect(rootsKept, `${what} by form root`).toEqual(rootsReference);
            return reference.reduce((sum, row) => sum + row.complete + row.incomplete, 0);
          })(),
        );
    }
  }
  const items = (await Promise.all(checks)).reduce((a, b) => a + b, 0);
  return items;
}

export const run = (query: ReturnType<typeof sql>) => fx.t.db.execute(query);
export const idOf = (key: string) =>
  one<{ id: number }>(sql`select id from form_templates where form_key = ${key}`);
export const psOf = async (key: string) => {
  const result = (await fx.t.db.execute(sql`select s.id, s.name from form_point_sources s
    join form_templates t on t.id = s.template_id where t.form_key = ${key}`)) as unknown as {
    rows: { id: number; name: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.name, r.id]));
};
export const flagOn = (inspectionId: number, question = 1) =>
  run(sql`insert into inspection_flags (org_id, inspection_id, question_id, answer, plant_id, template_id,
      frequency, inspection_type, report_date, submitted_at)
    select org_id, id, ${question}, 'Needs Work', plant_id, template_id, frequency, inspection_type,
      inspection_date, created_at from inspections where id = ${inspectionId}`);

export const inspectionOf = (
  plantId: number,
  f: { id: number; type: string },
  periodKey: string,
  date: string,
) => sql`
  insert into inspections (org_id, plant_id, template_id, form_root_id, period_key, inspection_date,
    inspection_type, permit_type, frequency, answers, created_by, updated_by)
  values (${ids.orgA}, ${plantId}, ${f.id}, ${f.id}, ${periodKey}, ${date}, ${f.type}, 'Water', 'Monthly',
    '[]'::jsonb, ${ids.author}, ${ids.author})`;
