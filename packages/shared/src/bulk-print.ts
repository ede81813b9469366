import { z } from 'zod';
import { FREQUENCIES, type Frequency } from './forms-vocabulary';
import { dbIdText } from './ids';
import { addDays, FIRST_REPORT_YEAR, isIsoDate, mondayOf, parseDate, today } from './periods';
import { reportYear } from './report-lists';

/** Bulk print (spec 3 §2.4): the most reports one choice prints (a form's months, quarters or years, per outfall). */
export const BULK_PRINT_MAX_REPORTS = 120;

/** Texts of bulk print (spec 3 §2.4, §8); those the spec does not quote are in docs/decisions.md. */
export const bulkPrintMessages = {
  title: 'Bulk Print',
  noReports: 'No reports found...',
  plant: 'Plant',
  frequency: 'Frequency',
  date: 'Date',
  year: 'Year',
  inspection: 'Inspection',
  print: 'Print',
  choosePlantFirst: 'Choose a plant, then the frequency.',
  badDate: 'The date must be a real date written MM-DD-YYYY or YYYY-MM-DD.',
  dateNeeded: 'Daily and Weekly reports need a date.',
  yearNeeded: 'Monthly and Quarterly reports need a year.',
  loading: (done: number, total: number) => `Loading reports: ${done} of ${total}...`,
} as const;

/** Which period control a frequency asks for (spec 3 §2.4): a date, a year, or none (Yearly). */
export const bulkPrintControl = (frequency: Frequency): 'date' | 'year' | 'none' =>
  frequency === 'Daily' || frequency === 'Weekly'
    ? 'date'
    : frequency === 'Monthly' || frequency === 'Quarterly'
      ? 'year'
      : 'none';

/**
 * The inspection dates a choice covers: the day, the Monday-to-Sunday week of the day, the year's months or
 * quarters, or every year from 2018 for Yearly forms.
 */
export function bulkPrintRange(frequency: Frequency, date: string | null, year: number | null) {
  switch (bulkPrintControl(frequency)) {
    case 'date': {
      if (!date) return undefined;
      if (frequency === 'Daily') return { first: date, last: date };
      const monday = mondayOf(date);
      return { first: monday, last: addDays(monday, 6) };
    }
    case 'year':
      return year === null ? undefined : { first: `${year}-01-01`, last: `${year}-12-31` };
    default:
      return { first: `${FIRST_REPORT_YEAR}-01-01`, last: today() };
  }
}

/** `GET /bulkprint/{plantId}/{frequency}?date=…|year=…`. */
export const bulkPrintParams = z.object({ plantId: dbIdText, frequency: z.enum(FREQUENCIES) });
export const bulkPrintQuery = z.object({
  date: z
    .string()
    .max(20)
    .transform((text, ctx) => {
      const date = parseDate(text);
      if (!date || !isIsoDate(date)) {
        ctx.addIssue({ code: 'custom', message: bulkPrintMessages.badDate });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
  year: reportYear.optional(),
});

export const bulkPrintReport = z.object({
  inspectionId: z.number().int(),
  inspectionDate: z.string(),
  periodKey: z.string(),
  pointSource: z.string().nullable(),
});
/** The forms with reports in the chosen period, each with its reports in date order. */
export const bulkPrintForm = z.object({
  formId: z.string(),
  inspectionName: z.string(),
  reports: z.array(bulkPrintReport),
});
export type BulkPrintForm = z.infer<typeof bulkPrintForm>;
