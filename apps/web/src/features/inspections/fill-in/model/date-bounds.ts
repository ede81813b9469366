import type { DateBounds } from '@envirotrack/shared';

/** Whether a typed date is outside what `dateQuestionBounds` (shared with the server) allows. */
export const outOfBounds = (value: string, { min, max }: DateBounds): boolean =>
  value !== '' && ((min !== undefined && value < min) || value > max);

export const boundsMessage = ({ min, max }: DateBounds, format: (iso: string) => string): string =>
  min ? `Choose a date from ${format(min)} to ${format(max)}.` : `Choose a date up to ${format(max)}.`;
