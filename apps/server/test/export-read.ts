// Reads an export back (CSV or Excel) into rows of texts, for the export tests.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { EXCEL_DATE_FORMATS } from '../src/lib/list-export';
import type { TestApp } from './test-app';

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks; lines end in CRLF. */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF'), 'a CSV export starts with a byte-order mark').toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field === '' && row.length === 0, 'a CSV export ends with a line break').toBe(true);
  return rows;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A date cell as text, as its number format shows it (the formats the exports write; others fail). */
function dateShown(value: Date, numFmt: string): string {
  const day = value.toISOString().slice(0, 10);
  if (numFmt === EXCEL_DATE_FORMATS.iso.day) return day;
  if (numFmt === EXCEL_DATE_FORMATS.iso.moment) return value.toISOString();
  if (numFmt === EXCEL_DATE_FORMATS.display.day)
    return `${pad2(value.getUTCMonth() + 1)}/${pad2(value.getUTCDate())}/${value.getUTCFullYear()}`;
  throw new Error(`A date cell with an unknown number format: ${numFmt}`);
}

export interface XlsxCell {
  value: ExcelJS.CellValue;
  type: ExcelJS.ValueType;
  numFmt: string | undefined;
}

/** The first worksheet's cells as ExcelJS reads them back (value, type, number format), row by row. */
export async function readXlsxCells(data: Buffer | ArrayBuffer): Promise<XlsxCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no worksheet');
  const rows: XlsxCell[][] = [];
  const width = sheet.getRow(1).cellCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: XlsxCell[] = [];
    for (let i = 1; i <= width; i++) {
      const cell = row.getCell(i);
      cells.push({ value: cell.value, type: cell.type, numFmt: cell.numFmt });
    }
    rows.push(cells);
  });
  return rows;
}

/**
 * The first worksheet's rows, every cell as text (numbers too, dates as their number format shows them),
 * empty cells as ''.
 */
export async function readXlsx(data: Buffer | ArrayBuffer): Promise<string[][]> {
  return (await readXlsxCells(data)).map((row) =>
    row.map(({ value, numFmt }) => {
      if (value instanceof Date) return dateShown(value, numFmt ?? '');
      return value === null || value === undefined ? '' : String(value);
    }),
  );
}

interface Viewer {
  token: string;
  /** `?orgId=` of an L1 acting in an organisation. */
  query?: string;
}
const scoped = (url: string, v: Viewer) =>
  v.query ? `${url}${url.includes('?') ? '&' : '?'}${v.query.slice(1)}` : url;

/** Every page of a GET list (`{ data, TotalCount }`), one call per page of 20. */
export async function allPages<T>(t: TestApp, v: Viewer, pageUrl: (page: number) => string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: scoped(pageUrl(page), v),
      headers: { authorization: `Bearer ${v.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, TotalCount } = response.json() as { data: T[]; TotalCount: number };
    rows.push(...data);
    if (page * 20 >= TotalCount) return rows;
  }
}

/** An export's answer, read back: its header row and its rows (CSV, or the Excel file's first sheet). */
export async function exportRows(t: TestApp, v: Viewer, url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: scoped(url, v),
    headers: { authorization: `Bearer ${v.token}` },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const rows = /format=xlsx/.test(url) ? await readXlsx(response.rawPayload) : parseCsv(response.body);
  const [header = [], ...data] = rows;
  return { header, data, response };
}
