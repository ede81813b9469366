// Bulk print (spec 3 §2.4): which of a plant's forms have reports in the chosen period, and which reports. The
// web app then opens each report through GET /reports/{id}, so bulk print shows exactly what the report shows.
import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import {
  BULK_PRINT_MAX_REPORTS,
  bulkPrintControl,
  bulkPrintMessages,
  bulkPrintRange,
  type BulkPrintForm,
  type Frequency,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { formTemplates, inspections } from '../../db/schema';
import { prepared } from '../../lib/prepared';
import type { AuthContext } from '../../plugins/auth';
import { bad, plantInScope } from './inspection-target';

/** Through inspections_plant_date_idx: one plant's inspections of a date range, at most a bulk print's worth. */
const reportsStatement = prepared((db) =>
  db
    .select({
      inspectionId: inspections.id,
      inspectionDate: inspections.inspectionDate,
      periodKey: inspections.periodKey,
      pointSource: inspections.pointSource,
      formRootId: inspections.formRootId,
      formId: formTemplates.formKey,
      inspectionName: formTemplates.name,
    })
    .from(inspections)
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
    .where(
      and(
        eq(inspections.plantId, sql.placeholder('plantId')),
        eq(inspections.frequency, sql.placeholder('frequency')),
        between(inspections.inspectionDate, sql.placeholder('first'), sql.placeholder('last')),
      ),
    )
    .orderBy(desc(inspections.inspectionDate), asc(inspections.pointSource), asc(inspections.id))
    .limit(sql.placeholder('limit'))
    .prepare('bulk_print_reports'),
);

/**
 * `GET /bulkprint/{plantId}/{frequency}`: the plant's forms with reports in the period, each with its reports
 * oldest first. A form's copy keeps its original's reports together (one form root), under the newest name.
 */
export async function bulkPrintForms(
  db: Db,
  auth: AuthContext,
  plantId: number,
  frequency: Frequency,
  query: { date?: string; year?: number },
): Promise<BulkPrintForm[]> {
  const control = bulkPrintControl(frequency);
  if (control === 'date' && !query.date) throw bad(bulkPrintMessages.dateNeeded);
  if (control === 'year' && query.year === undefined) throw bad(bulkPrintMessages.yearNeeded);
  const range = bulkPrintRange(frequency, query.date ?? null, query.year ?? null);
  if (!range) throw bad(bulkPrintMessages.dateNeeded);
  const plant = await plantInScope(db, auth, plantId);
  const rows = await reportsStatement(db).execute({
    plantId: plant.plant.id,
    frequency,
    first: range.first,
    last: range.last,
    limit: BULK_PRINT_MAX_REPORTS * 10,
  });
  const forms = new Map<number, BulkPrintForm>();
  for (const row of rows) {
    let form = forms.get(row.formRootId);
    if (!form) {
      form = { formId: row.formId, inspectionName: row.inspectionName, reports: [] };
      forms.set(row.formRootId, form);
    }
    if (form.reports.length < BULK_PRINT_MAX_REPORTS)
      form.reports.push({
        inspectionId: row.inspectionId,
        inspectionDate: row.inspectionDate,
        periodKey: row.periodKey,
        pointSource: row.pointSource,
      });
  }
  return [...forms.values()]
    .map((form) => ({ ...form, reports: form.reports.reverse() }))
    .sort((a, b) => a.inspectionName.localeCompare(b.inspectionName));
}
