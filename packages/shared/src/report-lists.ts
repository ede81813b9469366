import { z } from 'zod';
import { FIRST_REPORT_YEAR, isIsoDate, parseDate, today } from './periods';
import { FREQUENCIES, INSPECTION_TYPES, type Frequency } from './forms-vocabulary';
import { dbIdText } from './ids';
import { sanitizeSearch } from './lists';
import type { ReportSlug } from './report-slugs';

/** The columns a report list sorts by (`sortIndex`); the default is the submitted date, newest first. */
export const REPORT_SORT_FIELDS = [
  'plantId',
  'plantRegionName',
  'facilityType',
  'permitType',
  'inspectionName',
  'submittedDate',
  'lastUpdatedDate',
] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
export const REPORT_DEFAULT_SORT = { sortIndex: 'submittedDate', isAsc: false } as const;

/** The inspection-type filter (spec 3 §1): All, Env'l Inspection (Inspections), HouseKeeping. */
export const REPORT_INSPECTION_TYPES = ['All', ...INSPECTION_TYPES] as const;
export type ReportInspectionType = (typeof REPORT_INSPECTION_TYPES)[number];
export const REPORT_INSPECTION_TYPE_LABELS: Record<ReportInspectionType, string> = {
  All: 'All',
  Inspections: "Env'l Inspection",
  HouseKeeping: 'HouseKeeping',
};

const searchPlaceholder = 'Enter plant id, plant name, region, permit type, inspection to search...';

/** Texts of the report lists (spec 3 §2.1, §8); what the spec does not quote is in docs/decisions.md. */
export const reportListMessages = {
  empty: {
    daily: 'No Daily Reports found',
    weekly: 'No Weekly Reports found',
    monthly: 'No Monthly Reports found',
    quarterly: 'No Quarterly Reports found',
    yearly: 'No Yearly Reports found',
  } satisfies Record<ReportSlug, string>,
  /** Monthly quotes this wording; the others only ask for the same five fields, so they read the same. */
  searchPlaceholder,
  titles: {
    daily: 'Daily Reports',
    weekly: 'Weekly Reports',
    monthly: 'Monthly Reports',
    quarterly: 'Quarterly Reports',
    yearly: 'Yearly Reports',
  } satisfies Record<ReportSlug, string>,
  bulkExport: 'Bulk Export',
  badDate: 'The date must be a real date written MMDDYYYY.',
  badMonth: 'The month must be 01 to 12.',
  badQuarter: 'The quarter must be 1 to 4, followed by the year (e.g. 032026 or 32026).',
  badYear: (current: number) => `The year must be from ${FIRST_REPORT_YEAR} to ${current}.`,
  badPage: 'The page number must be a whole number from 1.',
  badSort: `Sort by one of: ${REPORT_SORT_FIELDS.join(', ')}.`,
  badType: `The inspection type must be one of: ${REPORT_INSPECTION_TYPES.join(', ')}.`,
  badRegion: 'The region must be All or a region of the organisation.',
} as const;

const currentYear = () => Number(today().slice(0, 4));
const yearInRange = (year: number) => year >= FIRST_REPORT_YEAR && year <= currentYear();

/** A report year (2018 to this year), as a number or digits. */
export const reportYear = z.coerce
  .number({ error: () => reportListMessages.badYear(currentYear()) })
  .int({ error: () => reportListMessages.badYear(currentYear()) })
  .refine(yearInRange, { error: () => reportListMessages.badYear(currentYear()) });

/** `{mm}{dd}{yyyy}` of /forms-d and /forms-w, read into an ISO date within the report years. */
export const reportDatePath = z
  .string()
  .max(8, reportListMessages.badDate)
  .transform((text, ctx) => {
    const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
    const date = match ? parseDate(`${match[1]}-${match[2]}-${match[3]}`) : undefined;
    if (!date || !isIsoDate(date)) {
      ctx.addIssue({ code: 'custom', message: reportListMessages.badDate });
      return z.NEVER;
    }
    if (!yearInRange(Number(date.slice(0, 4)))) {
      ctx.addIssue({ code: 'custom', message: reportListMessages.badYear(currentYear()) });
      return z.NEVER;
    }
    return date;
  });

/** `{quarter}{yyyy}` of /forms-q: the last four digits are the year, the quarter before them ('3' or '03'). */
export const reportQuarterPath = z
  .string()
  .max(6, reportListMessages.badQuarter)
  .transform((text, ctx) => {
    const match = /^(\d{1,2})(\d{4})$/.exec(text);
    const quarter = Number(match?.[1]);
    if (!match || quarter < 1 || quarter > 4) {
      ctx.addIssue({ code: 'custom', message: reportListMessages.badQuarter });
      return z.NEVER;
    }
    const year = Number(match[2]);
    if (!yearInRange(year)) {
      ctx.addIssue({ code: 'custom', message: reportListMessages.badYear(currentYear()) });
      return z.NEVER;
    }
    return { quarter, year };
  });

export const reportMonthParams = z.object({
  month: z
    .string()
    .regex(/^(0?[1-9]|1[0-2])$/, reportListMessages.badMonth)
    .transform(Number),
  year: reportYear,
});

const listFields = {
  /** All, or a region id ('' reads as All, spec 3 §7). */
  region: z
    .union([z.literal('All'), z.literal('').transform(() => 'All' as const), dbIdText], {
      error: reportListMessages.badRegion,
    })
    .default('All'),
  /** The caller's user id, carried as the spec's calls do; the token decides who calls. */
  user: z.union([z.string().max(40), z.number()]).optional(),
  sortIndex: z.enum(REPORT_SORT_FIELDS, { error: reportListMessages.badSort }).default('submittedDate'),
  curPageNo: z.coerce
    .number({ error: reportListMessages.badPage })
    .int(reportListMessages.badPage)
    .min(1, reportListMessages.badPage)
    .max(100_000, reportListMessages.badPage)
    .default(1),
  /** Reduced to letters, digits and spaces here too (the client already did). */
  searchText: z.string().max(100).default('').transform(sanitizeSearch),
  inspectionType: z.enum(REPORT_INSPECTION_TYPES, { error: reportListMessages.badType }).default('All'),
};

/** The body of POST /forms-d, /forms-w, /forms-q. */
export const reportListBody = z.object({
  ...listFields,
  isAsc: z.boolean().default(false),
});
/** The query of GET /forms-m (the spec's GET with a body: query parameters). */
export const reportListQuery = z.object({
  ...listFields,
  isAsc: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
/** The body of POST /forms-y: the list's fields and the year. */
export const reportYearBody = reportListBody.extend({ year: reportYear });

export type ReportListBody = z.input<typeof reportListBody>;
export type ReportListFilters = z.output<typeof reportListBody>;

/** A row of a report list (spec 3 §3), with the point source and the inspection's date. */
export const reportListItem = z.object({
  inspectionId: z.number().int(),
  FormId: z.string(),
  plantUID: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  plantRegionName: z.string(),
  facilityType: z.string(),
  permitType: z.string(),
  inspectionName: z.string(),
  parentInspectionName: z.string(),
  inspectionType: z.enum(INSPECTION_TYPES),
  frequency: z.enum(FREQUENCIES),
  pointSource: z.string().nullable(),
  /** The inspection's date (YYYY-MM-DD). */
  inspectionDate: z.string(),
  /** When it was first saved and last saved (ISO moments). */
  submittedDate: z.string(),
  lastUpdatedDate: z.string(),
});
export type ReportListItem = z.infer<typeof reportListItem>;

/** What the list keeps in local storage for the detail page (spec 3 §2.1). */
export const REPORTS_META_KEY = 'reportsMetaData';
export interface ReportsMetaData {
  facilityType: string;
  permitType: string;
  submittedDate: string;
  inspectionName: string;
  frequency: Frequency;
  actualDate: string;
  parentInspectionName: string;
  plantUID: number;
  FormId: string;
}

export const reportsMetaOf = (row: ReportListItem): ReportsMetaData => ({
  facilityType: row.facilityType,
  permitType: row.permitType,
  submittedDate: row.submittedDate,
  inspectionName: row.inspectionName,
  frequency: row.frequency,
  actualDate: row.inspectionDate,
  parentInspectionName: row.parentInspectionName,
  plantUID: row.plantUID,
  FormId: row.FormId,
});
