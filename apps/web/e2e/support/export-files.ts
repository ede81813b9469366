// Reading back the files the app exports: CSV as the server writes it and the first sheet of an .xlsx.
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Download } from '@playwright/test';
import { formatDisplayDate } from '@envirotrack/shared';

/** CSV as rows of fields (RFC 4180, after its byte-order mark). */
export function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

export interface XlsxCell {
  value: ExcelJS.CellValue;
  numFmt: string | undefined;
}

/** The first sheet's cells (value and number format), row by row. */
export async function xlsxCells(download: Download): Promise<XlsxCell[][]> {
  const workbook = new ExcelJS.Workbook();
  const data = await fs.readFile(await download.path());
  await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  const rows: XlsxCell[][] = [];
  const sheet = workbook.worksheets[0];
  const width = sheet?.getRow(1).cellCount ?? 0;
  sheet?.eachRow((row) => {
    const cells: XlsxCell[] = [];
    for (let i = 1; i <= width; i++) {
      const cell = row.getCell(i);
      cells.push({ value: cell.value, numFmt: cell.numFmt });
    }
    rows.push(cells);
  });
  return rows;
}

/** A cell as text: a date cell as its number format shows the day (ISO or MM/dd/yyyy). */
export function cellText({ value, numFmt }: XlsxCell): string {
  if (value instanceof Date) {
    const day = value.toISOString().slice(0, 10);
    return numFmt === 'mm/dd/yyyy' ? formatDisplayDate(day) : day;
  }
  return value == null ? '' : String(value);
}

export async function xlsxRows(download: Download): Promise<string[][]> {
  return (await xlsxCells(download)).map((row) => row.map(cellText));
}
