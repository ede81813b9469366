import { formatMoment } from '@envirotrack/shared';

/** A moment (ISO timestamp) as the app shows it: 'MM/dd/yyyy hh:mm AM CST' in the app's time zone. */
export function formatStamp(timestamp: string): string {
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return timestamp;
  return formatMoment(moment);
}
