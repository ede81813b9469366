import {
  formatDisplayDate,
  isDateAllowed,
  isMonthAllowed,
  latestAllowedDate,
  periodKey,
  periodRange,
  type Frequency,
} from '@envirotrack/shared';

/** The date a section starts at: the one asked for when its picker allows it, else today. */
export const startDate = (frequency: Frequency, wanted: string | null, todayIso: string): string =>
  wanted && isDateAllowed(frequency, wanted, todayIso) ? wanted : todayIso;

/** What a section's picker shows and accepts: a month for Monthly forms, a day for the others. */
export interface PickerSpec {
  type: 'date' | 'month';
  value: string;
  max: string;
}

export function pickerSpec(frequency: Frequency, isoDate: string, todayIso: string): PickerSpec {
  if (frequency === 'Monthly')
    return { type: 'month', value: isoDate.slice(0, 7), max: todayIso.slice(0, 7) };
  return { type: 'date', value: isoDate, max: latestAllowedDate(frequency, todayIso) };
}

/**
 * The date a picker's value stands for, or undefined when the picker may not offer it (spec 2 §2.1). A month
 * stands for today when it is the running month, otherwise for its first day.
 */
export function pickedDate(frequency: Frequency, value: string, todayIso: string): string | undefined {
  if (frequency !== 'Monthly') return isDateAllowed(frequency, value, todayIso) ? value : undefined;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match || !isMonthAllowed(Number(match[1]), Number(match[2]), todayIso)) return undefined;
  return value === todayIso.slice(0, 7) ? todayIso : `${value}-01`;
}

/** The days a weekly, quarterly or yearly date stands for, e.g. '11/17/2025 - 11/23/2025'. */
export function periodLabel(frequency: Frequency, isoDate: string): string | null {
  if (frequency === 'Daily' || frequency === 'Monthly') return null;
  const range = periodRange(periodKey(frequency, isoDate));
  return range ? `${formatDisplayDate(range.first)} - ${formatDisplayDate(range.last)}` : null;
}
