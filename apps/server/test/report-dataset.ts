// Inspections for the report list tests, over the list dataset's plants (list-dataset.ts): every frequency,
// both inspection types, point sources, deleted plants' records, ties on the submitted time, and a second
// period of each list that must not show. Plain SQL, so it is quick on PGlite too.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { installLibrary } from '../src/db/seed/library-loader';
import type { LibraryForm } from '../src/db/seed/library/types';

const question = [{ type: 'Text', text: 'Notes' }] as LibraryForm['questions'];
const form = (
  key: string,
  name: string,
  frequency: LibraryForm['frequency'],
  permitType: LibraryForm['permitType'],
  inspectionType: LibraryForm['inspectionType'] = 'Inspections',
): LibraryForm => ({
  key,
  name,
  parentId: `${name} parent`,
  permitType,
  frequency,
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType,
  declarationRequired: false,
  questions: question,
});

export const reportForms: LibraryForm[] = [
  form('rp-daily', 'Daily Water Check', 'Daily', 'Water'),
  form('rp-house', 'House-Keeping Plant', 'Daily', 'Others', 'HouseKeeping'),
  form('rp-weekly', 'Weekly Dust Collector', 'Weekly', 'Air'),
  form('rp-monthly', 'Monthly SW (Outfalls)', 'Monthly', 'Water'),
  form('rp-quarterly', 'Quarter Visual', 'Quarterly', 'Water'),
  form('rp-yearly', 'Yearly Waste Review', 'Yearly', 'Waste'),
];

/** The day every list is asked about (a Tuesday), and the day before (another day, same week). */
export const REPORT_DAY = '2025-02-11';
export const PERIODS = {
  daily: '2025-02-11',
  weekly: '2025-W07',
  monthly: '2025-02',
  quarterly: '2025-Q1',
  yearly: '2025',
} as const;

/**
 * Per form: which plants (every n-th), the period key, and a period that must not show. Submitted times tie
 * in groups (plant id modulo 4 hours), so the id decides within a tie.
 */
export async function makeReportDataset(db: Db, authorId: number, { vacuum = true } = {}) {
  await installLibrary(db, reportForms);
  const rows: [string, number, string, string, string][] = [
    ['rp-daily', 2, PERIODS.daily, REPORT_DAY, ''],
    ['rp-daily', 2, '2025-02-10', '2025-02-10', ''],
    ['rp-house', 3, PERIODS.daily, REPORT_DAY, ''],
    ['rp-weekly', 2, PERIODS.weekly, REPORT_DAY, ''],
    ['rp-weekly', 2, '2025-W06', '2025-02-04', ''],
    ['rp-monthly', 3, PERIODS.monthly, REPORT_DAY, 'Outfall 1'],
    ['rp-monthly', 5, PERIODS.monthly, REPORT_DAY, 'Outfall 2'],
    ['rp-monthly', 3, '2025-01', '2025-01-15', 'Outfall 1'],
    ['rp-quarterly', 2, PERIODS.quarterly, REPORT_DAY, ''],
    ['rp-yearly', 3, PERIODS.yearly, REPORT_DAY, ''],
    ['rp-yearly', 3, '2024', '2024-06-01', ''],
  ];
  for (const [key, every, periodKey, date, pointSource] of rows)
    await db.execute(sql`
      insert into inspections (org_id, plant_id, template_id, form_root_id, point_source, period_key,
        inspection_date, inspection_type, permit_type, frequency, answers, created_by, updated_by,
        created_at, updated_at)
      select p.org_id, p.id, f.id, f.id, nullif(${pointSource}, ''), ${periodKey}, ${date}::date,
        f.inspection_type, f.permit_type, f.frequency, '[]', ${authorId}, ${authorId},
        ${date}::date + make_interval(hours => p.id % 4),
        ${date}::date + make_interval(hours => 8, mins => (p.id * 7) % 50)
      from plants p cross join form_templates f
      where f.form_key = ${key} and p.id % ${every} = 0`);
  if (vacuum) await db.execute(sql`vacuum analyze`);
}
