import { z } from 'zod';
import { APP_TIME_ZONE, formatDisplayDate, today } from './periods';

/**
 * Exports of the lists (issue 17): every list's rows, all pages, with the filters, sort and scope on screen,
 * as CSV or Excel. The call is the list's own path followed by `/export`, the list's filters in the query.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How dates are written: ISO (yyyy-MM-dd, moments as ISO instants) or the spec's display format. */
export const EXPORT_DATE_STYLES = ['iso', 'display'] as const;
export type ExportDateStyle = (typeof EXPORT_DATE_STYLES)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportMessages = {
  button: 'Export',
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
  datesLabel: 'Dates',
  dateStyles: { iso: 'ISO (yyyy-MM-dd)', display: 'MM/dd/yyyy' } satisfies Record<ExportDateStyle, string>,
  /** Read after the chosen date format by screen readers (the check mark says it to the eye). */
  chosen: '(chosen)',
  badFormat: `The format must be one of: ${EXPORT_FORMATS.join(', ')}.`,
  badDates: `The dates must be one of: ${EXPORT_DATE_STYLES.join(', ')}.`,
  started: 'Your export is being prepared; it downloads when ready.',
  failed: 'The export could not be made. Please try again.',
} as const;

/** What every export call takes besides its list's filters. */
export const exportOptions = z.object({
  format: z.enum(EXPORT_FORMATS, { error: exportMessages.badFormat }).default('csv'),
  dates: z.enum(EXPORT_DATE_STYLES, { error: exportMessages.badDates }).default('iso'),
});
export type ExportOptions = z.output<typeof exportOptions>;

/**
 * The formula-injection guard: a text that a spreadsheet would read as a formula (it starts with = + - @,
 * or a tab or carriage return, which some spreadsheets skip before one) is written behind a single quote.
 */
export const guardCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A calendar date (yyyy-MM-dd) as the user prefers it. */
export const exportDate = (isoDate: string, style: ExportDateStyle): string =>
  style === 'iso' ? isoDate : formatDisplayDate(isoDate);

/** A moment: its ISO instant, or the calendar date it had in the app's time zone, as the lists show it. */
export const exportMoment = (moment: Date | string, style: ExportDateStyle): string => {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return style === 'iso' ? date.toISOString() : formatDisplayDate(today(APP_TIME_ZONE, date));
};

/** `{list}-{yyyy-MM-dd}.{csv|xlsx}`: the list's name and the day of the export. */
export const exportFileName = (list: string, format: ExportFormat, day = today()): string =>
  `${list}-${day}.${format}`;

/** The columns of each export (the list's columns on screen, with the values they hold). */
export const exportHeaders = {
  reports: [
    'Plant Id',
    'Plant Name',
    'Region',
    'Facility',
    'Permit',
    'Form',
    'Point Source',
    'Inspection Type',
    'Frequency',
    'Inspection Date',
    'Submitted',
    'Last Updated',
  ],
  plants: ['Plant ID', 'Plant Name', 'Region', 'State', 'Facility Type', 'Status'],
  users: ['User ID', 'First Name', 'Last Name', 'Access Level', 'Status'],
  organisations: ['Organisation name'],
  flaggedReports: [
    'Plant Id',
    'Plant Name',
    'Region',
    'Form',
    'Point Source',
    'Frequency',
    'Question No.',
    'Question',
    'Answer',
    'Date',
    'Submitted',
    'Status',
    'Overdue',
    'Repeat',
    'Follow-up Remark',
    'Follow-up Date',
    'Completed By',
  ],
  flaggedForms: [
    'Plant Id',
    'Plant Name',
    'Region',
    'Type',
    'Form',
    'Point Source',
    'Frequency',
    'Submitted',
    'Open Flags',
    'Closed Flags',
    'Overdue',
    'Date Completed',
    'Completed By',
  ],
  dashboardCounts: ['Period', 'Plant Id', 'Plant Name', 'Complete', 'InComplete', 'Flagged'],
  calendar: [
    'Form Id',
    'Form',
    'Frequency',
    'Inspection Type',
    'Point Source',
    'Period',
    'First Day',
    'Last Day',
    'State',
    'Not Due Because',
    'Done On',
  ],
} as const;

/** Yes / No cells (a flag's overdue and repeat marks). */
export const exportYesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** A flag's status as the flagged reports list shows it. */
export const exportFlagStatus = (closed: boolean): string => (closed ? 'Closed' : 'Open');
