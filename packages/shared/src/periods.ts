import type { Frequency } from './forms-vocabulary';

/**
 * Calendar rules of the inspection fill-in (spec 1 §5, §9; spec 2 §2.1, §5, §9). Dates travel as ISO
 * 'YYYY-MM-DD' strings: they compare in calendar order as plain strings and never carry a time zone.
 */
export const APP_TIME_ZONE = 'America/Chicago';
export const FIRST_REPORT_YEAR = 2018;
export const QUARTER_LABELS = ['First', 'Second', 'Third', 'Fourth'] as const;
export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
/** How far ahead a Date question may go by default (spec 2 §5). */
export const DATE_QUESTION_DAYS_AHEAD = 365;

export interface Option<V> {
  label: string;
  value: V;
}
export interface PeriodRange {
  first: string;
  last: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Milliseconds at UTC midnight of a real calendar date, or undefined (so 2026-02-30 is refused). */
function utcOf(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day);
  return fromUtc(ms) === iso(year, month, day) ? ms : undefined;
}

function utcOfIso(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? utcOf(year ?? 0, month ?? 0, day ?? 0) : undefined;
  if (ms === undefined) throw new RangeError(`not a date: ${isoDate}`);
  return ms;
}

export const isIsoDate = (text: string): boolean => parseDate(text) === text;
export const addDays = (isoDate: string, days: number): string => fromUtc(utcOfIso(isoDate) + days * DAY_MS);
/** 1 = Monday .. 7 = Sunday. */
export const isoWeekday = (isoDate: string): number => new Date(utcOfIso(isoDate)).getUTCDay() || 7;
export const mondayOf = (isoDate: string): string => addDays(isoDate, 1 - isoWeekday(isoDate));
export const quarterOf = (month: number): number => Math.floor((month - 1) / 3) + 1;

/** Reads 'YYYY-MM-DD', 'MM-DD-YYYY' or 'MM/dd/yyyy' into an ISO date; undefined when it is no real date. */
export function parseDate(text: string): string | undefined {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const mdy = /^(\d{2})([-/])(\d{2})\2(\d{4})$/.exec(text);
  const [year, month, day] = ymd ? [ymd[1], ymd[2], ymd[3]] : mdy ? [mdy[4], mdy[1], mdy[3]] : [];
  if (!year || !month || !day) return undefined;
  const ms = utcOf(Number(year), Number(month), Number(day));
  return ms === undefined ? undefined : fromUtc(ms);
}

/** 'MM-DD-YYYY': the form of dates in URLs and in the submission payload. */
export const formatMdyDate = (isoDate: string): string => {
  const [year, month, day] = fromUtc(utcOfIso(isoDate)).split('-');
  return `${month}-${day}-${year}`;
};
/** 'MM/dd/yyyy': the form dates are shown in. */
export const formatDisplayDate = (isoDate: string): string => formatMdyDate(isoDate).replaceAll('-', '/');

/** 'hh:mm AM' from a 24-hour clock time. */
export function formatTime(hours: number, minutes: number): string {
  if (
    !Number.isInteger(hours) ||
    hours < 0 ||
    hours > 23 ||
    !Number.isInteger(minutes) ||
    minutes < 0 ||
    minutes > 59
  )
    throw new RangeError(`not a time: ${hours}:${minutes}`);
  return `${pad(hours % 12 || 12)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Reads 'hh:mm AM' / 'h:mm pm' into a 24-hour clock time. */
export function parseTime(text: string): { hours: number; minutes: number } | undefined {
  const match = /^(\d{1,2}):(\d{2}) ?([AaPp][Mm])$/.exec(text.trim());
  if (!match) return undefined;
  const [hour12, minutes, half] = [Number(match[1]), Number(match[2]), match[3]?.toUpperCase()];
  if (hour12 < 1 || hour12 > 12 || minutes > 59) return undefined;
  return { hours: (hour12 % 12) + (half === 'PM' ? 12 : 0), minutes };
}

// Building a DateTimeFormat costs far more than using one: one per time zone, kept.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneParts(timeZone: string, now: Date): Record<string, string> {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    zoneFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
}

/** The calendar date in `timeZone` (the app's dates follow Chicago, spec 1 §9). */
export function today(timeZone = APP_TIME_ZONE, now = new Date()): string {
  const parts = zoneParts(timeZone, now);
  return iso(Number(parts.year), Number(parts.month), Number(parts.day));
}

/** The clock time in `timeZone` as 'hh:mm AM' (the submission's `time`). */
export function clockTime(timeZone = APP_TIME_ZONE, now = new Date()): string {
  const parts = zoneParts(timeZone, now);
  return formatTime(Number(parts.hour) % 24, Number(parts.minute));
}

/**
 * A moment as the app shows it: 'MM/dd/yyyy hh:mm AM CST', with the zone named ('CST' / 'CDT' in Chicago),
 * so a reader elsewhere knows which clock it is.
 */
export function formatMoment(moment: Date, timeZone = APP_TIME_ZONE): string {
  const parts = zoneParts(timeZone, moment);
  const time = formatTime(Number(parts.hour) % 24, Number(parts.minute));
  return `${parts.month}/${parts.day}/${parts.year} ${time} ${parts.timeZoneName}`;
}

/** The period a date falls in: 'YYYY-MM-DD', ISO week 'YYYY-Www', 'YYYY-MM', 'YYYY-Qn' or 'YYYY'. */
export function periodKey(frequency: Frequency, isoDate: string): string {
  const [year, month] = fromUtc(utcOfIso(isoDate)).split('-');
  switch (frequency) {
    case 'Daily':
      return isoDate;
    case 'Weekly': {
      // The ISO week belongs to the year of its Thursday.
      const thursday = addDays(isoDate, 4 - isoWeekday(isoDate));
      const weekYear = Number(thursday.slice(0, 4));
      const dayOfYear = (utcOfIso(thursday) - Date.UTC(weekYear, 0, 1)) / DAY_MS;
      return `${thursday.slice(0, 4)}-W${pad(Math.floor(dayOfYear / 7) + 1)}`;
    }
    case 'Monthly':
      return `${year}-${month}`;
    case 'Quarterly':
      return `${year}-Q${quarterOf(Number(month))}`;
    case 'Yearly':
      return `${year}`;
  }
}

/** The period before a period key of a frequency ('2026-01' -> '2025-12'); undefined for a key that names none. */
export function previousPeriodKey(frequency: Frequency, key: string): string | undefined {
  const range = periodRange(key);
  return range && periodKey(frequency, addDays(range.first, -1));
}

const lastOfMonth = (year: number, month: number) => fromUtc(Date.UTC(year, month, 0));

/** The first and last date of a period key; undefined when the key names no period. */
export function periodRange(key: string): PeriodRange | undefined {
  if (isIsoDate(key)) return { first: key, last: key };
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    // Week 1 is the week holding January 4th.
    const first = addDays(mondayOf(`${week[1]}-01-04`), (Number(week[2]) - 1) * 7);
    return periodKey('Weekly', first) === key ? { first, last: addDays(first, 6) } : undefined;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    return m >= 1 && m <= 12 ? { first: iso(year, m, 1), last: lastOfMonth(year, m) } : undefined;
  }
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) {
    const [year, q] = [Number(quarter[1]), Number(quarter[2])];
    return { first: iso(year, 3 * (q - 1) + 1, 1), last: lastOfMonth(year, 3 * q) };
  }
  return /^\d{4}$/.test(key) ? { first: `${key}-01-01`, last: `${key}-12-31` } : undefined;
}

/**
 * The latest date a form's date picker offers (spec 2 §2.1). Weekly: "the start of the week plus 7 days",
 * read as an exclusive bound from Monday, so the whole running week up to its Sunday and nothing of the next.
 */
export function latestAllowedDate(frequency: Frequency, todayIso: string): string {
  return frequency === 'Weekly' ? addDays(mondayOf(todayIso), 6) : todayIso;
}

export function isDateAllowed(
  frequency: Frequency,
  isoDate: string,
  todayIso: string,
  minIso?: string,
): boolean {
  if (!isIsoDate(isoDate)) return false;
  if (minIso && isoDate < minIso) return false;
  return isoDate <= latestAllowedDate(frequency, todayIso);
}

/** The month picker offers no month after the current one (spec 2 §2.1). */
export const isMonthAllowed = (year: number, month: number, todayIso: string): boolean =>
  month >= 1 && month <= 12 && `${pad(year, 4)}-${pad(month)}` <= todayIso.slice(0, 7);

export function yearOptions(todayIso: string): number[] {
  const current = Number(todayIso.slice(0, 4));
  return Array.from(
    { length: Math.max(0, current - FIRST_REPORT_YEAR + 1) },
    (_, i) => FIRST_REPORT_YEAR + i,
  );
}

/** The quarters that have begun in `year`: all four of a past year, up to the running one this year. */
export function quarterOptions(year: number, todayIso: string): Option<number>[] {
  const current = Number(todayIso.slice(0, 4));
  const begun = year < current ? 4 : year === current ? quarterOf(Number(todayIso.slice(5, 7))) : 0;
  return QUARTER_LABELS.slice(0, begun).map((label, i) => ({ label, value: i + 1 }));
}

export const monthOptions = (): Option<string>[] =>
  MONTH_LABELS.map((label, i) => ({ label, value: pad(i + 1) }));

export const dateQuestionLimit = (todayIso: string): string => addDays(todayIso, DATE_QUESTION_DAYS_AHEAD);
