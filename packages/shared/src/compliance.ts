import { z } from 'zod';
import { FREQUENCIES, type Frequency } from './forms-vocabulary';
import { DEFAULT_DAILY_DUE_DAYS } from './compliance-settings';
import { dbIdText } from './ids';
import {
  addDays,
  FIRST_REPORT_YEAR,
  isoWeekday,
  MONTH_LABELS,
  parseDate,
  periodKey,
  periodRange,
  QUARTER_LABELS,
  type PeriodRange,
} from './periods';
import { REPORT_INSPECTION_TYPES } from './report-lists';

/**
 * Compliance status (spec 3 §2.8, §2.9, §3; docs/decisions.md, Compliance status): for a frequency and a
 * period, every active plant x active assigned form x point source that is due, and whether its inspection
 * exists. The dashboard's bar charts, plant pop-ups and line charts read it.
 */

/** The dashboard's frequencies as they appear in its addresses. */
export const COMPLIANCE_SLUGS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type ComplianceSlug = (typeof COMPLIANCE_SLUGS)[number];
export const complianceFrequency = (slug: ComplianceSlug): Frequency =>
  FREQUENCIES[COMPLIANCE_SLUGS.indexOf(slug)] as Frequency;

export const complianceMessages = {
  badFrequency: `The frequency must be one of: ${COMPLIANCE_SLUGS.join(', ')}.`,
  badDate: 'The date must be a real date written YYYY-MM-DD or MM-DD-YYYY.',
  badYear: `The date must be from ${FIRST_REPORT_YEAR} on.`,
  badRegion: 'The region must be All or a region of the organisation.',
  badType: `The inspection type must be one of: ${REPORT_INSPECTION_TYPES.join(', ')}.`,
  badForms: 'The inspection filter must be All or a comma-separated list of form ids of the organisation.',
  badStatus: 'The status must be complete, incomplete or all.',
  chooseOrganisation: 'Choose an organisation first: compliance status is counted per organisation.',
} as const;

/** A date of the period asked for (any day in it), 'YYYY-MM-DD' or 'MM-DD-YYYY'; no date = today. */
const dateField = z
  .string()
  .max(10, complianceMessages.badDate)
  .transform((text, ctx) => {
    const date = parseDate(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: complianceMessages.badDate });
      return z.NEVER;
    }
    if (Number(date.slice(0, 4)) < FIRST_REPORT_YEAR) {
      ctx.addIssue({ code: 'custom', message: complianceMessages.badYear });
      return z.NEVER;
    }
    return date;
  })
  .optional();

/** The dashboard's filters, with the spec's parameter names (§2.8): regionFilter, inspType, inspectionForm. */
export const complianceQuery = z.object({
  date: dateField,
  regionFilter: z
    .union([z.literal('All'), z.literal('').transform(() => 'All' as const), dbIdText], {
      error: complianceMessages.badRegion,
    })
    .default('All'),
  inspType: z.enum(REPORT_INSPECTION_TYPES, { error: complianceMessages.badType }).default('All'),
  /** 'All' or FormIds separated by commas (the Inspection multi-select). */
  inspectionForm: z
    .string()
    .max(2000, complianceMessages.badForms)
    .default('All')
    .transform((text, ctx) => {
      const keys = text
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      if (keys.length === 0 || keys.includes('All')) return null;
      if (keys.length > 100 || keys.some((key) => !/^[\w.-]{1,80}$/.test(key))) {
        ctx.addIssue({ code: 'custom', message: complianceMessages.badForms });
        return z.NEVER;
      }
      return [...new Set(keys)];
    }),
});
export type ComplianceQuery = z.output<typeof complianceQuery>;

export const complianceFrequencyParams = z.object({
  frequency: z.enum(COMPLIANCE_SLUGS, { error: complianceMessages.badFrequency }),
});

export const compliancePlantParams = complianceFrequencyParams.extend({ plantUId: dbIdText });

export const COMPLIANCE_STATUSES = ['complete', 'incomplete', 'all'] as const;
export const compliancePlantQuery = complianceQuery.omit({ regionFilter: true }).extend({
  status: z.enum(COMPLIANCE_STATUSES, { error: complianceMessages.badStatus }).default('all'),
});

/** The period a dashboard answer counts, and up to which day its forms were due (null: none yet). */
export const compliancePeriod = z.object({
  key: z.string(),
  first: z.string(),
  last: z.string(),
  dueThrough: z.string().nullable(),
});
export type CompliancePeriod = z.infer<typeof compliancePeriod>;

/** One plant's bar: spec 3 §3 'Dashboard summary per frequency' (parentid, xName, flagged, Complete, InComplete). */
export const complianceBar = z.object({
  plantUId: z.number().int(),
  parentid: z.number().int(),
  xName: z.string(),
  plantName: z.string(),
  Complete: z.number().int(),
  InComplete: z.number().int(),
  flagged: z.number().int(),
});
export type ComplianceBar = z.infer<typeof complianceBar>;

export const complianceSummary = z.object({
  status: z.literal('valid'),
  StatusCode: z.literal(200),
  data: z.array(complianceBar),
  flaggedFormsCount: z.number().int(),
  period: compliancePeriod,
});
export type ComplianceSummary = z.infer<typeof complianceSummary>;

/** A due form of one plant (spec 3 §3 'Incomplete inspection item', 'Plant detail for reminders'). */
export const complianceFormItem = z.object({
  FormId: z.string(),
  formName: z.string(),
  pointSource: z.string().nullable(),
  permitType: z.string(),
  inspectionType: z.string(),
  Completed: z.union([z.literal(0), z.literal(1)]),
  inspectionId: z.number().int().nullable(),
  flagged: z.boolean(),
  /** When a reminder naming this form of the period was last sent (ISO time; docs/decisions.md, Reminders). */
  lastRemindedAt: z.string().nullable(),
});
export type ComplianceFormItem = z.infer<typeof complianceFormItem>;

export const compliancePlantDetails = z.object({
  status: z.literal('valid'),
  data: z.object({
    plantUId: z.number().int(),
    plantId: z.string(),
    plantName: z.string(),
    regionName: z.string(),
    facilityType: z.string(),
    permitType: z.string(),
    period: compliancePeriod,
    formList: z.array(complianceFormItem),
  }),
});

/** Line chart: one row per period, keyed by xName plus one column per form label (spec 3 §3). */
export const complianceLineChart = z.object({
  status: z.literal('valid'),
  data: z.object({
    labels: z.array(z.string()),
    chartData: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
});

/**
 * The window of a period in which forms are due: from the period's first day to its last, or to today while
 * it runs. Nothing is due in a period that has not begun, nor on a day that is not a daily due day.
 */
export function dueWindow(
  frequency: Frequency,
  date: string,
  todayIso: string,
  dueDays: readonly number[] = DEFAULT_DAILY_DUE_DAYS,
): CompliancePeriod {
  const key = periodKey(frequency, date);
  const range = periodRange(key);
  if (!range) throw new RangeError(`no period for ${date}`);
  return { key, ...range, dueThrough: dueThroughOf(frequency, range, todayIso, dueDays) };
}

/** `dueWindow`'s last due day of a period already known (null: nothing is due in it). */
export function dueThroughOf(
  frequency: Frequency,
  range: PeriodRange,
  todayIso: string,
  dueDays: readonly number[] = DEFAULT_DAILY_DUE_DAYS,
): string | null {
  if (range.first > todayIso) return null;
  if (frequency === 'Daily' && !dueDays.includes(isoWeekday(range.first))) return null;
  return range.last < todayIso ? range.last : todayIso;
}

export interface ChartPeriod {
  key: string;
  label: string;
}

/**
 * The points of a line chart (decided in docs/decisions.md): Daily the days Monday to Sunday of the date's
 * week; Weekly the ISO weeks whose Thursday is in the date's month; Monthly the months and Quarterly the
 * quarters of the date's year; Yearly the date's year and the four before it (spec 3 §9's year list).
 */
export function chartPeriods(frequency: Frequency, date: string): ChartPeriod[] {
  const year = Number(date.slice(0, 4));
  switch (frequency) {
    case 'Daily': {
      const monday = addDays(date, 1 - isoWeekday(date));
      return Array.from({ length: 7 }, (_, i) => {
        const day = addDays(monday, i);
        return { key: day, label: `${day.slice(5, 7)}-${day.slice(8, 10)}` };
      });
    }
    case 'Weekly': {
      const month = date.slice(0, 7);
      const weeks: ChartPeriod[] = [];
      // A week belongs to the month of its Thursday, as it belongs to the year of its Thursday.
      for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
        if (isoWeekday(day) === 4) {
          const key = periodKey('Weekly', day);
          weeks.push({ key, label: `${addDays(day, -3).slice(5)} (W${key.slice(-2)})` });
        }
      }
      return weeks;
    }
    case 'Monthly':
      return MONTH_LABELS.map((label, i) => ({ key: `${year}-${String(i + 1).padStart(2, '0')}`, label }));
    case 'Quarterly':
      return QUARTER_LABELS.map((label, i) => ({ key: `${year}-Q${i + 1}`, label }));
    case 'Yearly':
      return [4, 3, 2, 1, 0].map((back) => ({ key: String(year - back), label: String(year - back) }));
  }
}
