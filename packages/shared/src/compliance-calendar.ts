import { z } from 'zod';
import { dbIdText } from './ids';
import { dueThroughOf } from './compliance';
import { DEFAULT_DAILY_DUE_DAYS } from './compliance-settings';
import { FREQUENCIES, INSPECTION_TYPES, type Frequency } from './forms-vocabulary';
import {
  addDays,
  FIRST_REPORT_YEAR,
  isoWeekday,
  MONTH_LABELS,
  periodKey,
  periodRange,
  today,
} from './periods';

/**
 * The compliance calendar of a plant (beyond the spec; docs/decisions.md, Compliance calendar): a year as
 * months x the plant's forms (per point source), each period done, late, missing, open or not due, by the
 * same due rules as the dashboard (dueWindow and the plant / assignment dates).
 */

export const CALENDAR_STATES = ['done', 'late', 'missing', 'open', 'notDue'] as const;
export type CalendarState = (typeof CALENDAR_STATES)[number];

/** Why a period owes nothing. */
export const NOT_DUE_REASONS = ['noPlant', 'inactive', 'notAssigned', 'future', 'notDueDay'] as const;
export type NotDueReason = (typeof NOT_DUE_REASONS)[number];

export const calendarMessages = {
  title: 'Compliance calendar',
  description: 'What this plant owed each month of the year, and whether it was done.',
  year: 'Year',
  badYear: (current: number) => `The year must be a whole number from ${FIRST_REPORT_YEAR} to ${current}.`,
  noForms: 'No forms are assigned to this plant.',
  states: {
    done: 'Done',
    late: 'Late',
    missing: 'Missing',
    open: 'Due',
    notDue: 'Not due',
  } satisfies Record<CalendarState, string>,
  stateHelp: {
    done: 'done in its period',
    late: 'done after its period ended',
    missing: 'not done, and its period has ended',
    open: 'not done yet, its period is still running',
    notDue: 'nothing was owed',
  } satisfies Record<CalendarState, string>,
  reasons: {
    noPlant: 'the plant did not exist yet',
    inactive: 'the plant was inactive',
    notAssigned: 'the form was not assigned yet',
    future: 'not begun yet',
    notDueDay: 'not a due day',
  } satisfies Record<NotDueReason, string>,
} as const;

const currentYear = () => Number(today().slice(0, 4));

export const calendarParams = z.object({ plantUId: dbIdText });
export const calendarQuery = z.object({
  year: z
    .string()
    .max(4, { error: () => calendarMessages.badYear(currentYear()) })
    .regex(/^\d{4}$/, { error: () => calendarMessages.badYear(currentYear()) })
    .transform(Number)
    .refine((year) => year >= FIRST_REPORT_YEAR && year <= currentYear(), {
      error: () => calendarMessages.badYear(currentYear()),
    })
    .optional(),
});

export const calendarPeriod = z.object({
  key: z.string(),
  first: z.string(),
  last: z.string(),
  state: z.enum(CALENDAR_STATES),
  reason: z.enum(NOT_DUE_REASONS).nullable(),
  inspectionId: z.number().int().nullable(),
  /** The day the report was first saved (YYYY-MM-DD, the app's time zone). */
  doneOn: z.string().nullable(),
});
export type CalendarPeriod = z.infer<typeof calendarPeriod>;

/** A cell: a month (daily, weekly, monthly forms) or the months a quarter or the year spans. */
export const calendarCell = z.object({
  month: z.number().int().min(1).max(12),
  span: z.number().int().min(1).max(12),
  /** The worst state of its periods (missing, late, open, done, not due). */
  state: z.enum(CALENDAR_STATES),
  due: z.number().int(),
  done: z.number().int(),
  periods: z.array(calendarPeriod),
});
export type CalendarCell = z.infer<typeof calendarCell>;

export const calendarRow = z.object({
  FormId: z.string(),
  formName: z.string(),
  frequency: z.enum(FREQUENCIES),
  inspectionType: z.enum(INSPECTION_TYPES),
  pointSource: z.string().nullable(),
  cells: z.array(calendarCell),
});
export type CalendarRow = z.infer<typeof calendarRow>;

export const complianceCalendarData = z.object({
  plantUId: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  year: z.number().int(),
  /** The years the selector offers: from 2018 or the plant's creation year to this year. */
  years: z.array(z.number().int()),
  today: z.string(),
  rows: z.array(calendarRow),
});
export const complianceCalendar = z.object({ status: z.literal('valid'), data: complianceCalendarData });
export type ComplianceCalendar = z.infer<typeof complianceCalendarData>;

export interface YearPeriod {
  key: string;
  first: string;
  last: string;
  /** The month (1..12) the period is shown in: a week in its Thursday's month, a quarter in its first. */
  month: number;
}

const knownYears = new Map<string, readonly Readonly<YearPeriod>[]>();
const KNOWN_YEARS_MAX = 256;

/**
 * The periods of a frequency that belong to a year (weeks: the ISO weeks of that ISO year). Worked out once
 * per frequency and year (a daily year is 365 date computations, which a calendar or a grid asked for on every
 * row) and shared, frozen.
 */
export function yearPeriods(frequency: Frequency, year: number): readonly Readonly<YearPeriod>[] {
  const name = `${frequency}|${year}`;
  const known = knownYears.get(name);
  if (known) return known;
  if (knownYears.size >= KNOWN_YEARS_MAX) knownYears.clear();
  const periods = Object.freeze(periodsOfYear(frequency, year).map((period) => Object.freeze(period)));
  knownYears.set(name, periods);
  return periods;
}

function periodsOfYear(frequency: Frequency, year: number): YearPeriod[] {
  const result: YearPeriod[] = [];
  const add = (day: string) => {
    const key = periodKey(frequency, day);
    const range = periodRange(key);
    if (range && result.at(-1)?.key !== key) result.push({ key, ...range, month: Number(day.slice(5, 7)) });
  };
  switch (frequency) {
    case 'Daily':
      for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) add(day);
      break;
    case 'Weekly':
      // A week is shown in the month of its Thursday, as it belongs to the year of its Thursday.
      for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1))
        if (isoWeekday(day) === 4) add(day);
      break;
    case 'Monthly':
      MONTH_LABELS.forEach((_, i) => add(`${year}-${String(i + 1).padStart(2, '0')}-01`));
      break;
    case 'Quarterly':
      [1, 4, 7, 10].forEach((m) => add(`${year}-${String(m).padStart(2, '0')}-01`));
      break;
    case 'Yearly':
      add(`${year}-01-01`);
  }
  return result;
}

/** What decides a period: the plant's and the assignment's dates (YYYY-MM-DD, the app's time zone). */
export interface DueFacts {
  plantCreated: string;
  /** null: the plant is active; otherwise the day it became inactive (or '' when unknown: never counts). */
  inactiveSince: string | null;
  assignedOn: string;
  dueDays: readonly number[];
  todayIso: string;
}

/** One period's state (an existing report is always shown: done, or late when saved after the period). */
export function periodState(
  frequency: Frequency,
  period: YearPeriod,
  facts: DueFacts,
  done: { inspectionId: number; doneOn: string } | undefined,
): CalendarPeriod {
  const base = { key: period.key, first: period.first, last: period.last };
  if (done) {
    const state = done.doneOn > period.last ? 'late' : 'done';
    return { ...base, state, reason: null, inspectionId: done.inspectionId, doneOn: done.doneOn };
  }
  const notDue = (reason: NotDueReason): CalendarPeriod => ({
    ...base,
    state: 'notDue',
    reason,
    inspectionId: null,
    doneOn: null,
  });
  const dueThrough = dueThroughOf(frequency, period, facts.todayIso, facts.dueDays ?? DEFAULT_DAILY_DUE_DAYS);
  if (dueThrough === null) return notDue(period.first > facts.todayIso ? 'future' : 'notDueDay');
  if (facts.plantCreated > dueThrough) return notDue('noPlant');
  if (facts.inactiveSince !== null && !(facts.inactiveSince > dueThrough)) return notDue('inactive');
  if (facts.assignedOn > dueThrough) return notDue('notAssigned');
  const state = period.last < facts.todayIso ? 'missing' : 'open';
  return { ...base, state, reason: null, inspectionId: null, doneOn: null };
}

const WORST_FIRST: readonly CalendarState[] = ['missing', 'late', 'open', 'done', 'notDue'];

/** A cell of periods: counted (due = owed or done; done = done or late) and coloured by its worst state. */
export function cellOf(month: number, span: number, periods: CalendarPeriod[]): CalendarCell {
  const state = WORST_FIRST.find((s) => periods.some((p) => p.state === s)) ?? 'notDue';
  return {
    month,
    span,
    state,
    due: periods.filter((p) => p.state !== 'notDue').length,
    done: periods.filter((p) => p.state === 'done' || p.state === 'late').length,
    periods,
  };
}

/** The cells of a row: a month each for daily, weekly and monthly forms; quarters span 3, the year 12. */
export function rowCells(frequency: Frequency, periods: CalendarPeriod[], year: number): CalendarCell[] {
  const spans = yearPeriods(frequency, year);
  const span = frequency === 'Quarterly' ? 3 : frequency === 'Yearly' ? 12 : 1;
  const months = [...new Set(spans.map((p) => p.month))];
  return months.map((month) =>
    cellOf(
      month,
      span,
      periods.filter((_, i) => spans[i]?.month === month),
    ),
  );
}

/** The years the selector offers: from 2018, or the plant's creation year, to this year. */
export const calendarYears = (plantCreated: string, todayIso: string): number[] => {
  const from = Math.max(
    FIRST_REPORT_YEAR,
    Math.min(Number(plantCreated.slice(0, 4)), Number(todayIso.slice(0, 4))),
  );
  return Array.from({ length: Number(todayIso.slice(0, 4)) - from + 1 }, (_, i) => from + i);
};
