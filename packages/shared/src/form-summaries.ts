import { z } from 'zod';
import { calendarPeriod } from './compliance-calendar';
import { FREQUENCIES, QUESTION_TYPES, type Frequency } from './forms-vocabulary';
import { dbIdText } from './ids';
import { FIRST_REPORT_YEAR, isIsoDate, MONTH_LABELS } from './periods';

/**
 * Form summaries and checklist grids (spec 3 §2.3, §2.5, §3 'Checklist answers per period', §7): one plant's
 * form across a month or a year, a column per period, a row per question, each period done, missing or not
 * due by the compliance rules (docs/decisions.md, Form summaries).
 */

/** The spec's call per frequency (§7): which periods a grid shows is the frequency's (see gridPeriods). */
export const GRID_CALLS = {
  Daily: 'getdailyformsonmonth',
  Weekly: 'getdailyformsonweek',
  Monthly: 'getmonthlyformsonmonth',
  Quarterly: 'getquarterlyformsonyear',
  Yearly: 'getyearlyformsonyear',
} as const satisfies Record<Frequency, string>;

/** Yearly grids show the chosen year, the four before and the next (spec: year labels 2022 to 2027). */
export const YEARLY_GRID_BEFORE = 4;
export const YEARLY_GRID_AFTER = 1;

/** Print row heights per frequency (spec 3 §2.3, issue 15), in px. */
export const GRID_PRINT = {
  /** Daily rows by the month's length: 31 days 11, 30 days 12, shorter 13. */
  daily: (days: number) => (days >= 31 ? 11 : days === 30 ? 12 : 13),
  weekly: 120,
  monthly: 45,
  /** Yearly: 540 shared by the columns, or 610 (one column). */
  yearly: (columns: number) => (columns > 1 ? Math.floor(540 / columns) : 610),
  fallback: 150,
  firstColumn: 100,
} as const;

export const summaryMessages = {
  title: 'Form Summary',
  searchPlaceholder: 'Enter plant id, plant name, region, facility type or state to search...',
  noPlants: 'No plants found',
  noForms: 'No forms assigned',
  /** The heading prefix of the housekeeping forms' cards (beyond the spec, which shows only the cards). */
  housekeeping: 'HouseKeeping',
  pointSourceTitle: 'Point Source',
  pointSourceLabel: 'Outfall / Point source',
  ok: 'Ok',
  /** A card's way into the fill-in for the summary date (the inspection list's button text). */
  beginForm: 'Begin Form',
  submittedOn: 'Submitted On:',
  print: 'Print',
  year: 'Year',
  month: 'Month',
  question: 'Question',
  gridTitle: (formName: string, when: string, plantId: string, pointSource: string | null) =>
    `${formName}${pointSource ? ` (${pointSource})` : ''} Reports for ${when} for Plant ${plantId}`,
  states: { missing: 'Missing', notDue: 'Not due', open: 'Due' },
  flagged: 'Flagged: open the report',
  notOnForm: 'Not on the form then',
  deleted: 'Deleted question',
  noQuestions: 'This form has no questions to show.',
  chooseForm: 'Choose a plant and a form in Form Summary to see its reports.',
  badDate: 'The date must be a real date, YYYY-MM-DD.',
  badYear: `The year must be ${FIRST_REPORT_YEAR} or later.`,
  formNotFound: 'Form not found.',
  chooseOrganisation: "Choose an organisation first: its forms are the organisation's own.",
  wrongFrequency: (frequency: string) => `This form is not a ${frequency} form.`,
  badPointSource: "This point source is not one of the form's outfalls / point sources.",
  noPointSources: 'This form has no outfalls / point sources.',
} as const;

const gridDate = z
  .string()
  .max(10, { error: summaryMessages.badDate })
  .refine(isIsoDate, { error: summaryMessages.badDate })
  .refine((d) => Number(d.slice(0, 4)) >= FIRST_REPORT_YEAR, { error: summaryMessages.badYear });

export const gridParams = z.object({
  plantUId: dbIdText,
  formId: z.string().min(1).max(100),
  date: gridDate,
});
export const gridQuery = z.object({ pointSource: z.string().min(1).max(200).optional() });
export const summaryQuestionsParams = z.object({ formId: z.string().min(1).max(100), date: gridDate });

export const gridPeriod = calendarPeriod.extend({
  /** Column heading: day of month, the week's Monday (MM-dd), Jan..Dec, Q1..Q4 or the year. */
  label: z.string(),
  /** Daily grids: the weekday (Mon..Sun). */
  weekday: z.string().nullable(),
});
export type GridPeriod = z.infer<typeof gridPeriod>;

export const gridCell = z.object({
  /** The answer's parts (check items: one per slot); [] when unanswered. */
  parts: z.array(z.string()),
  flagged: z.boolean(),
  /** false: the question was not on the form for that period (added later or deleted before). */
  onForm: z.boolean(),
});
export type GridCell = z.infer<typeof gridCell>;

export const gridRow = z.object({
  rowId: z.string(),
  questionIds: z.array(z.number().int()),
  /** As the form numbers it (1, 2, 2.1); null for a deleted question and the 'Submitted On:' row. */
  questionNum: z.string().nullable(),
  question: z.string(),
  questionType: z.enum([...QUESTION_TYPES, 'SubmittedOn']),
  depth: z.number().int(),
  /** Check items: the slot labels their parts belong to (Mon..Sat, '6 Month', '12 Month'...). */
  slotLabels: z.array(z.string()),
  deleted: z.boolean(),
  /** Aligned with the periods. */
  cells: z.array(gridCell),
});
export type GridRow = z.infer<typeof gridRow>;

export const formGridData = z.object({
  plant: z.object({ plantUId: z.number().int(), plantId: z.string(), plantName: z.string() }),
  form: z.object({
    FormId: z.string(),
    formName: z.string(),
    frequency: z.enum(FREQUENCIES),
    pointSources: z.array(z.string()),
  }),
  pointSource: z.string().nullable(),
  date: z.string(),
  /** The heading's 'Month Year' (Daily, Weekly) or 'Year'. */
  when: z.string(),
  today: z.string(),
  periods: z.array(gridPeriod),
  rows: z.array(gridRow),
});
export type FormGrid = z.infer<typeof formGridData>;

export const formGrid = z.object({
  status: z.literal('valid'),
  data: formGridData,
  /** Per listed question, the periods it was not on the form for. */
  omittedQues: z.array(z.object({ rowId: z.string(), periodKeys: z.array(z.string()) })),
  /** The listed questions no longer on the form. */
  deletedQues: z.array(z.string()),
});
export type FormGridAnswer = z.infer<typeof formGrid>;

export const summaryQuestion = z.object({
  questionId: z.number().int(),
  questionNum: z.string().nullable(),
  question: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  depth: z.number().int(),
  slotLabels: z.array(z.string()),
});
export const summaryQuestions = z.object({
  status: z.literal('valid'),
  data: z.object({
    FormId: z.string(),
    formName: z.string(),
    frequency: z.enum(FREQUENCIES),
    date: z.string(),
    questions: z.array(summaryQuestion),
  }),
});
export type SummaryQuestions = z.infer<typeof summaryQuestions>['data'];

/** 'March 2026' or '2026': what a grid of that frequency covers. */
export function gridWhen(frequency: Frequency, date: string): string {
  const year = date.slice(0, 4);
  if (frequency !== 'Daily' && frequency !== 'Weekly') return year;
  const month = new Date(Date.UTC(Number(year), Number(date.slice(5, 7)) - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${month} ${year}`;
}

export const QUARTER_GRID_LABELS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export const GRID_MONTH_LABELS = MONTH_LABELS;
