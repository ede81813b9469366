// The flagged forms exports (issue 17): every form of the list on screen (complete or incomplete, one form
// type), all pages, with its search, sort and scope, for every kind of viewer; Excel's date cells; the
// formula guard; bad input refused before any flagged form is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportDate,
  exportHeaders,
  exportMessages,
  exportMoment,
  exportYesNo,
  flaggedFormMessages,
  guardCell,
  type ExportDateStyle,
  type FlaggedFormItem,
  type FlaggedFormState,
  type Frequency,
} from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { bearer } from '../../../test/factories';
import { exportRows, readXlsxCells } from '../../../test/export-read';
import { type ListViewer } from '../../../test/list-dataset';
import { type TestApp } from '../../../test/test-app';
import { makeListWorld } from '../../../test/list-world';

let t: TestApp;
let viewers: ListViewer[] = [];

beforeAll(async () => {
  ({ t, viewers } = await makeListWorld({ flags: true }));
});
afterAll(() => t.close());

interface Ask {
  state: FlaggedFormState;
  formType: Frequency;
  sortIndex: 'submittedDate' | 'dateCompleted';
  isAsc: boolean;
  searchText: string;
}
const ask = (state: FlaggedFormState, formType: Frequency, change: Partial<Ask> = {}): Ask => ({
  state,
  formType,
  sortIndex: 'submittedDate',
  isAsc: false,
  searchText: '',
  ...change,
});
const call = (a: Ask) => (a.state === 'complete' ? 'flaggedcompleted' : 'flaggedincomplete');
const filters = (a: Ask) => `isAsc=${a.isAsc}&searchText=${encodeURIComponent(a.searchText)}`;
const listUrl = (a: Ask, page: number) =>
  `/api/${call(a)}/${a.formType}/${page}/${a.sortIndex}?${filters(a)}`;
const exportUrl = (a: Ask, format = 'csv', dates: ExportDateStyle = 'iso') =>
  `/api/${call(a)}/${a.formType}/1/${a.sortIndex}/export?${filters(a)}&format=${format}&dates=${dates}`;
const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;
const scoped = (url: string, v: ListViewer) => (v.query ? `${url}&${v.query.slice(1)}` : url);

/** Every page of the list as the screen reads it. */
async function listRows(v: ListViewer, a: Ask): Promise<FlaggedFormItem[]> {
  const rows: FlaggedFormItem[] = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: scoped(listUrl(a, page), v),
      headers: bearer(v.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { Forms, TotalCount } = response.json().data as { Forms: FlaggedFormItem[]; TotalCount: number };
    rows.push(...Forms);
    if (page * 20 >= TotalCount) return rows;
  }
}

/** The row the export writes for a list row. */
const expected = (row: FlaggedFormItem, dates: ExportDateStyle) =>
  [
    row.PlantId,
    row.plantName,
    row.Region,
    row.Type,
    row.inspectionName,
    row.pointSource ?? '',
    row.FormType,
    exportMoment(row.ActualDate, dates),
    String(row.openFlags),
    String(row.closedFlags),
    exportYesNo(row.overdue),
    row.DateCompleted ? exportDate(row.DateCompleted, dates) : '',
    row.CompletedBy ?? '',
  ].map(guardCell);

async function compare(v: ListViewer, a: Ask, dates: ExportDateStyle = 'iso') {
  const rows = await listRows(v, a);
  const csv = await exportRows(t, v, exportUrl(a, 'csv', dates));
  expect(csv.header).toEqual([...exportHeaders.flaggedForms]);
  expect(csv.data, `${v.name} ${JSON.stringify(a)}`).toEqual(rows.map((row) => expected(row, dates)));
  return rows.length;
}

describe('the flagged forms exports', () => {
  it('hold every row of the list, all pages, in list order, for every viewer, state and sort', async () => {
    let compared = 0;
    for (const v of viewers)
      for (const [state, formType, sortIndex, isAsc] of [
        ['complete', 'Daily', 'submittedDate', false],
        ['incomplete', 'Daily', 'submittedDate', true],
        ['complete', 'Monthly', 'dateCompleted', false],
      ] as const)
        compared += await compare(v, ask(state, formType, { sortIndex, isAsc }));
    expect(compared).toBeGreaterThan(100);
  }, 120_000);

  it('keep the search and the display date format', async () => {
    for (const name of ['L1 in A', 'L2 A', 'L3 A', 'L2 B']) {
      const n = await compare(named(name), ask('complete', 'Daily', { searchText: 'North' }), 'display');
      if (name !== 'L2 B') expect(n, name).toBeGreaterThan(0);
    }
  });

  it("show another organisation's user nothing of A, and L3 nothing outside its regions", async () => {
    const b = await exportRows(t, named('L2 B'), exportUrl(ask('complete', 'Daily')));
    expect(b.data.length).toBeGreaterThan(0);
    expect(b.data.every((row) => row[0]?.startsWith('BR-'))).toBe(true);
    const a = await exportRows(t, named('L2 A'), exportUrl(ask('incomplete', 'Daily')));
    expect(a.data.length).toBeGreaterThan(0);
    expect(a.data.every((row) => row[0]?.startsWith('GV-'))).toBe(true);
    const l3 = await exportRows(t, named('L3 A'), exportUrl(ask('complete', 'Daily')));
    expect(l3.data.some((row) => row[2] === 'West')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: exportUrl(ask('complete', 'Daily')) })).statusCode).toBe(
      401,
    );
  });

  it('write the same rows to Excel, dates as date cells, counts as numbers', async () => {
    const a = ask('complete', 'Daily');
    const csv = await exportRows(t, named('L2 A'), exportUrl(a, 'csv', 'display'));
    const xlsx = await exportRows(t, named('L2 A'), exportUrl(a, 'xlsx', 'display'));
    expect(xlsx.response.headers['content-disposition']).toMatch(
      /^attachment; filename="flagged-forms-complete-daily-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(xlsx.data).toEqual(csv.data);
    const [, first] = await readXlsxCells(xlsx.response.rawPayload);
    expect(first?.[7]?.value).toBeInstanceOf(Date);
    expect(first?.[7]?.numFmt).toBe('mm/dd/yyyy');
    expect(first?.[11]?.value).toBeInstanceOf(Date);
    expect(typeof first?.[9]?.value).toBe('number');
  });

  it('guard every cell that a spreadsheet would read as a formula', async () => {
    const client = rawClient(t.db);
    const { rows } = await client.query<{ id: number; point: string | null }>(
      `select i.id, i.point_source as point from flagged_forms f join inspections i on i.id = f.inspection_id
       join plants p on p.id = f.plant_id where p.plant_id like 'GV-%' and f.complete and f.frequency = 'Daily'
       order by i.id limit 1`,
    );
    const form = rows[0];
    if (!form) throw new Error('No complete daily flagged form of A');
    // The list reads the point source flagged_forms carries (kept from the inspection by the triggers).
    await client.query(`update flagged_forms set point_source = $1 where inspection_id = $2`, [
      '-1+1',
      form.id,
    ]);
    try {
      for (const format of ['csv', 'xlsx']) {
        const { data } = await exportRows(t, named('L2 A'), exportUrl(ask('complete', 'Daily'), format));
        expect(
          data.some((row) => row[5] === `'-1+1`),
          format,
        ).toBe(true);
        expect(data.some((row) => row[5] === '-1+1')).toBe(false);
      }
    } finally {
      await client.query(`update flagged_forms set point_source = $1 where inspection_id = $2`, [
        form.point,
        form.id,
      ]);
    }
  });

  it('refuse bad input with a clear message before reading any flagged form', async () => {
    const l2 = named('L2 A');
    const bad: [string, string][] = [
      ['/api/flaggedcompleted/Daily/1/submittedDate/export?format=pdf', exportMessages.badFormat],
      ['/api/flaggedincomplete/Daily/1/submittedDate/export?dates=long', exportMessages.badDates],
      ['/api/flaggedcompleted/Hourly/1/submittedDate/export', flaggedFormMessages.badType],
      ['/api/flaggedincomplete/Daily/1/password/export', flaggedFormMessages.badSort],
    ];
    for (const [url, message] of bad) {
      t.statements.length = 0;
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(l2.token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
      expect(t.statements.filter((s) => /from "flagged_forms"/.test(s.query))).toEqual([]);
    }
  });
});
