import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import {
  APP_TIME_ZONE,
  EXPORT_CONTENT_TYPES,
  exportDate,
  exportFileName,
  exportMoment,
  guardCell,
  today,
  type ExportDateStyle,
  type ExportFormat,
  type ExportOptions,
} from '@envirotrack/shared';

/** A calendar date (yyyy-MM-dd) or a moment: text in CSV, a real date cell in Excel. */
export type ExportDateCell = { day: string } | { moment: Date | string };
export type ExportCell = string | number | ExportDateCell | null | undefined;

/** A column's calendar date (yyyy-MM-dd), null when there is none. */
export const dayCell = (day: string | null | undefined): ExportDateCell | null => (day ? { day } : null);
/** A column's moment (a timestamp), null when there is none. */
export const momentCell = (moment: Date | string | null | undefined): ExportDateCell | null =>
  moment ? { moment } : null;

/**
 * Excel's number formats of the date cells: as the CSV writes them (ISO: yyyy-MM-dd, a moment as its UTC
 * instant; display: MM/dd/yyyy, a moment as its calendar day in the app's time zone).
 */
export const EXCEL_DATE_FORMATS = {
  iso: { day: 'yyyy-mm-dd', moment: 'yyyy-mm-dd"T"hh:mm:ss.000"Z"' },
  display: { day: 'mm/dd/yyyy', moment: 'mm/dd/yyyy' },
} as const satisfies Record<ExportDateStyle, { day: string; moment: string }>;

/** A date cell as text (CSV), the same text as Excel shows for it. */
export const dateText = (cell: ExportDateCell, dates: ExportDateStyle): string =>
  'day' in cell ? exportDate(cell.day, dates) : exportMoment(cell.moment, dates);

const utcDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);

/**
 * A date cell as Excel reads it: a date (Excel has no time zones, so the UTC clock: a day at midnight, an ISO
 * moment at its UTC instant, a display moment at midnight of its day in the app's time zone) and its format.
 */
function excelDate(cell: ExportDateCell, dates: ExportDateStyle): { value: Date; numFmt: string } {
  const formats = EXCEL_DATE_FORMATS[dates];
  if ('day' in cell) return { value: utcDay(cell.day), numFmt: formats.day };
  const moment = typeof cell.moment === 'string' ? new Date(cell.moment) : cell.moment;
  return {
    value: dates === 'iso' ? moment : utcDay(today(APP_TIME_ZONE, moment)),
    numFmt: formats.moment,
  };
}

const isDateCell = (cell: ExportCell): cell is ExportDateCell => typeof cell === 'object' && cell !== null;

export interface ExportColumn<TRow> {
  header: string;
  value: (row: TRow, dates: ExportDateStyle) => ExportCell;
}

/** One list's export: its file's name, its columns, and its rows, streamed in batches (lib/list-stream.ts). */
export interface ListExport<TRow> {
  list: string;
  columns: ExportColumn<TRow>[];
  rows: (each: (rows: TRow[]) => Promise<void>) => Promise<number>;
}

/** Routes' option: the export's OpenAPI answer is a file of either type. */
export const EXPORT_PRODUCES = Object.values(EXPORT_CONTENT_TYPES).map((type) => type.split(';')[0] ?? type);

const HIGH_WATER_MARK = 256 * 1024;

/** Waits until `out` takes more (its reader caught up); fails if the reader went away. */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('The export was cancelled: its reader went away.'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

const csvField = (cell: ExportCell, dates: ExportDateStyle): string => {
  if (cell === null || cell === undefined) return '';
  if (isDateCell(cell)) return dateText(cell, dates);
  const text = typeof cell === 'number' ? String(cell) : guardCell(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 lines (CRLF), after a byte-order mark so that Excel reads the file as UTF-8. */
async function writeCsv<TRow>(out: Writable, spec: ListExport<TRow>, dates: ExportDateStyle) {
  const { columns } = spec;
  out.write(`\uFEFF${columns.map((column) => csvField(column.header, dates)).join(',')}\r\n`);
  await spec.rows(async (rows) => {
    let text = '';
    for (const row of rows)
      text += `${columns.map((column) => csvField(column.value(row, dates), dates)).join(',')}\r\n`;
    if (out.destroyed) throw new Error('The export was cancelled: its reader went away.');
    out.write(text);
    await drained(out);
  });
  out.end();
}

/**
 * One worksheet, written row by row by ExcelJS's streaming writer (no shared strings: nothing is kept). Dates
 * are date cells with a number format; styles are on for those formats only (a handful, kept once each).
 */
async function writeXlsx<TRow>(out: Writable, spec: ListExport<TRow>, dates: ExportDateStyle) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(spec.list.slice(0, 31));
  sheet.addRow(spec.columns.map((column) => column.header)).commit();
  await spec.rows(async (rows) => {
    for (const row of rows) {
      const formats: [number, string][] = [];
      const cells = spec.columns.map((column, index) => {
        const cell = column.value(row, dates);
        if (isDateCell(cell)) {
          const date = excelDate(cell, dates);
          formats.push([index + 1, date.numFmt]);
          return date.value;
        }
        return typeof cell === 'string' ? guardCell(cell) : (cell ?? null);
      });
      const added = sheet.addRow(cells);
      for (const [column, numFmt] of formats) added.getCell(column).numFmt = numFmt;
      added.commit();
    }
    if (out.destroyed) throw new Error('The export was cancelled: its reader went away.');
    await drained(out);
  });
  sheet.commit();
  await workbook.commit();
}

const writers: Record<ExportFormat, typeof writeCsv> = { csv: writeCsv, xlsx: writeXlsx };

/** Writes a list's export to `out` (ended when done); `sendExport` answers a request with it. */
export const writeExport = <TRow>(out: Writable, options: ExportOptions, spec: ListExport<TRow>) =>
  writers[options.format](out, spec, options.dates);

/**
 * Answers an export: the file's headers now, then its rows as they are read (never all in memory). Every
 * check (scope, filters) is done before this is called; a failure while streaming cuts the file short and
 * is logged (the status line has been sent).
 */
export function sendExport<TRow>(reply: FastifyReply, options: ExportOptions, spec: ListExport<TRow>) {
  const out = new PassThrough({ highWaterMark: HIGH_WATER_MARK });
  const fileName = exportFileName(spec.list, options.format);
  reply
    .header('content-type', EXPORT_CONTENT_TYPES[options.format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  writeExport(out, options, spec).catch((error: unknown) => {
    reply.log.warn({ err: error, list: spec.list }, 'export stopped');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(out);
}
