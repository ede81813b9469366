import { z } from 'zod';
import { FREQUENCIES } from './forms-vocabulary';
import { dbIdText } from './ids';
import { sanitizeSearch } from './lists';
import { FIRST_REPORT_YEAR, periodRange, today, type PeriodRange } from './periods';

/**
 * The flagged reports list (spec 3 §2.6, §7): every open or closed flag of the reports dated in one period.
 * How the period is chosen per frequency is in docs/decisions.md, 'Flagged reports'.
 */
export const FLAGGED_FREQUENCIES = ['All', ...FREQUENCIES] as const;
export type FlaggedFrequency = (typeof FLAGGED_FREQUENCIES)[number];

/** The status filter (spec 3 §2.6): Complete = closed flags, InComplete = open ones. */
export const FLAGGED_STATUSES = ['All', 'Complete', 'InComplete'] as const;
export type FlaggedStatusFilter = (typeof FLAGGED_STATUSES)[number];

/** Which period control a frequency shows, and so how its `date` is written. */
export type FlaggedPeriodKind = 'month' | 'quarter' | 'year';
export const flaggedPeriodKind = (frequency: FlaggedFrequency): FlaggedPeriodKind =>
  frequency === 'Quarterly'
    ? 'quarter'
    : frequency === 'Monthly' || frequency === 'Yearly'
      ? 'year'
      : 'month';

/** The columns the list sorts by; the default is the report's date, newest first (spec 3 §9). */
export const FLAGGED_SORT_FIELDS = [
  'formDate',
  'plantId',
  'inspectionName',
  'questionText',
  'answer',
  'status',
] as const;
export type FlaggedSortField = (typeof FLAGGED_SORT_FIELDS)[number];
export const FLAGGED_DEFAULT_SORT = { sortIndex: 'formDate', isAsc: false } as const;

const currentYear = () => Number(today().slice(0, 4));

/** Texts of the flagged reports list (spec 3 §2.6, §8); the rest is docs/decisions.md 'Flagged reports'. */
export const flaggedReportMessages = {
  title: 'Flagged Reports',
  empty: 'No Flagged Reports found',
  openFlags: 'Open Flags',
  totalComplete: 'Total / Complete',
  overdue: 'Overdue',
  repeat: 'Repeat',
  searchPlaceholder: 'Enter plant id, plant name, form or question to search...',
  badFrequency: `The frequency must be one of: ${FLAGGED_FREQUENCIES.join(', ')}.`,
  badDate: {
    month: 'For this frequency the date is a month, written YYYY-MM.',
    quarter: 'For Quarterly the date is a quarter, written YYYY-Qn (n from 1 to 4).',
    year: 'For this frequency the date is a year, written YYYY.',
  } satisfies Record<FlaggedPeriodKind, string>,
  badYear: (current: number) => `The year must be from ${FIRST_REPORT_YEAR} to ${current}.`,
  badStatus: `The status must be one of: ${FLAGGED_STATUSES.join(', ')}.`,
  badPage: 'The page number must be a whole number from 1.',
  badAllFrequencies: 'allfreqFlag must be true exactly when the frequency is All.',
  badAscending: 'isAsc must be true or false.',
  badSort: `Sort by one of: ${FLAGGED_SORT_FIELDS.join(', ')}.`,
  badRegion: 'The region must be All or a region of the organisation.',
} as const;

const PERIOD_PATTERN: Record<FlaggedPeriodKind, RegExp> = {
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarter: /^(\d{4})-Q[1-4]$/,
  year: /^(\d{4})$/,
};

/**
 * The first and last report date of `date` for a frequency's period control: a month 'YYYY-MM', a quarter
 * 'YYYY-Qn' or a year 'YYYY' (the period keys of periods.ts); the message of what is wrong otherwise.
 */
export function flaggedPeriod(frequency: FlaggedFrequency, date: string): PeriodRange | { error: string } {
  const kind = flaggedPeriodKind(frequency);
  const match = PERIOD_PATTERN[kind].exec(date);
  const range = match ? periodRange(date) : undefined;
  if (!match || !range) return { error: flaggedReportMessages.badDate[kind] };
  const year = Number(match[1]);
  if (year < FIRST_REPORT_YEAR || year > currentYear())
    return { error: flaggedReportMessages.badYear(currentYear()) };
  return range;
}

const trueOrFalse = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');

/**
 * The path of GET /flagged-report/...: its last segment, the search, is left out when there is none. The
 * date is read against the frequency (`flaggedPeriod`) and allfreqFlag against it by the server.
 */
export const flaggedReportParams = z.object({
  freq: z.enum(FLAGGED_FREQUENCIES, { error: flaggedReportMessages.badFrequency }),
  date: z.string().max(10, flaggedReportMessages.badDate.month),
  region: z.union([z.literal('All'), dbIdText], { error: flaggedReportMessages.badRegion }),
  status: z.enum(FLAGGED_STATUSES, { error: flaggedReportMessages.badStatus }),
  page: z.coerce
    .number({ error: flaggedReportMessages.badPage })
    .int(flaggedReportMessages.badPage)
    .min(1, flaggedReportMessages.badPage)
    .max(100_000, flaggedReportMessages.badPage),
  allfreqFlag: trueOrFalse(flaggedReportMessages.badAllFrequencies),
  isAsc: trueOrFalse(flaggedReportMessages.badAscending),
  sortIndex: z.enum(FLAGGED_SORT_FIELDS, { error: flaggedReportMessages.badSort }),
  /** Reduced to letters, digits and spaces here too (the client already did). */
  search: z.string().max(100).default('').transform(sanitizeSearch),
});
export type FlaggedReportParams = z.output<typeof flaggedReportParams>;

/** A flagged answer of a report (spec 3 §3 'Flagged row'), with what the list shows beside it. */
export const flaggedReportItem = z.object({
  flagId: z.number().int(),
  InspectionUId: z.number().int(),
  questionId: z.number().int(),
  moduleIndex: z.number().int(),
  FormId: z.string(),
  plantUID: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  plantRegionName: z.string(),
  inspectionName: z.string(),
  pointSource: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  /** '1.2' as the form numbers it today; null for a question since removed from the form. */
  questionNum: z.string().nullable(),
  questionText: z.string(),
  AnswerForFlag: z.string(),
  /** The report's date (YYYY-MM-DD). */
  formDate: z.string(),
  /** When the report was first saved (ISO moment): the earliest follow-up date is its day. */
  submittedDate: z.string(),
  isCompleted: z.boolean(),
  followUpRemark: z.string().nullable(),
  followUpDate: z.string().nullable(),
  completedBy: z.string().nullable(),
  isOverdue: z.boolean(),
  isRepeat: z.boolean(),
});
export type FlaggedReportItem = z.infer<typeof flaggedReportItem>;

/** The period's flags, every filter but the status applied (so choosing a status never hides the others). */
export const flaggedCount = z.object({
  open: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
  overdue: z.number().int(),
});
export type FlaggedCount = z.infer<typeof flaggedCount>;

export const flaggedReportAnswer = z.object({
  status: z.literal('valid'),
  data: z.array(flaggedReportItem),
  flaggedCount,
  TotalCount: z.number().int(),
});
export type FlaggedReportAnswer = z.infer<typeof flaggedReportAnswer>;

/** The frequency an address or a filter names, or undefined. */
export const flaggedFrequencyOf = (text: string | null | undefined): FlaggedFrequency | undefined =>
  FLAGGED_FREQUENCIES.find((f) => f.toLowerCase() === text?.toLowerCase());
