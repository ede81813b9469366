import { dateQuestionLimit, mondayOf, type Frequency } from '@envirotrack/shared';

export interface DateBounds {
  min?: string;
  max: string;
}

const REPAIR_COMPLETE = /repair complete/i;

/**
 * The dates a Date question offers (spec 2 §5): up to a year ahead; a repair-complete date no earlier than
 * the start of the period it belongs to (the ISO week, the half-year of a '12 Month' slot, the year, the
 * month) and, on monthly forms, no later than today.
 */
export function dateBounds(
  question: string,
  frequency: Frequency,
  formDate: string,
  todayIso: string,
  slot?: string,
): DateBounds {
  const max = dateQuestionLimit(todayIso);
  if (!REPAIR_COMPLETE.test(question)) return { max };
  const year = formDate.slice(0, 4);
  switch (frequency) {
    case 'Weekly':
      return { min: mondayOf(formDate), max };
    case 'Monthly':
      return { min: `${formDate.slice(0, 7)}-01`, max: todayIso };
    case 'Yearly':
      return { min: slot === '12 Month' ? `${year}-07-01` : `${year}-01-01`, max };
    default:
      return { max };
  }
}

export const outOfBounds = (value: string, { min, max }: DateBounds): boolean =>
  value !== '' && ((min !== undefined && value < min) || value > max);

export const boundsMessage = ({ min, max }: DateBounds, format: (iso: string) => string): string =>
  min ? `Choose a date from ${format(min)} to ${format(max)}.` : `Choose a date up to ${format(max)}.`;
