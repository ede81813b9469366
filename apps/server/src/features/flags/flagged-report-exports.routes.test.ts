// The flagged reports export (issue 17): every flag of the list on screen, all pages, with its filters, search,
// sort and scope, for every kind of viewer; Excel holds the same rows with real date cells; the formula guard;
// bad input refused before any flag is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportDate,
  exportFlagStatus,
  exportHeaders,
  exportMessages,
  exportMoment,
  exportYesNo,
  flaggedReportMessages,
  guardCell,
  type ExportDateStyle,
  type FlaggedReportItem,
} from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { bearer } from '../../../test/factories';
import { allPages, exportRows, readXlsxCells } from '../../../test/export-read';
import { type ListViewer } from '../../../test/list-dataset';
import { type TestApp } from '../../../test/test-app';
import { makeListWorld, type ListWorld } from '../../../test/list-world';

let t: TestApp;
let viewers: ListViewer[] = [];
let regionA: ListWorld['regionA'];
let regionB: number;

beforeAll(async () => {
  ({ t, viewers, regionA, regionB } = await makeListWorld({ flags: true }));
});
afterAll(() => t.close());

interface Ask {
  freq: 'All' | 'Daily' | 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly';
  date: string;
  region: number | 'All';
  status: 'All' | 'Complete' | 'InComplete';
  isAsc: boolean;
  sortIndex: 'formDate' | 'plantId' | 'inspectionName' | 'questionText' | 'answer' | 'status';
  search: string;
}
const ask = (change: Partial<Ask> = {}): Ask => ({
  freq: 'All',
  date: '2025-02',
  region: 'All',
  status: 'All',
  isAsc: false,
  sortIndex: 'formDate',
  search: '',
  ...change,
});
const segments = (a: Ask) => `${a.freq}/${a.date}/${a.region}/${a.status}`;
const listUrl = (a: Ask, page: number) =>
  `/api/flagged-report/${segments(a)}/${page}/${a.freq === 'All'}/${a.isAsc}/${a.sortIndex}` +
  (a.search ? `/${encodeURIComponent(a.search)}` : '');
const exportUrl = (a: Ask, format = 'csv', dates: ExportDateStyle = 'iso') =>
  `/api/flagged-report/export/${segments(a)}/${a.freq === 'All'}/${a.isAsc}/${a.sortIndex}` +
  `?format=${format}&dates=${dates}${a.search ? `&search=${encodeURIComponent(a.search)}` : ''}`;
const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;

/** The row the export writes for a list row. */
const expected = (row: FlaggedReportItem, dates: ExportDateStyle) =>
  [
    row.plantId,
    row.plantName,
    row.plantRegionName,
    row.inspectionName,
    row.pointSource ?? '',
    row.frequency,
    row.questionNum ?? '',
    row.questionText,
    row.AnswerForFlag,
    exportDate(row.formDate, dates),
    exportMoment(row.submittedDate, dates),
    exportFlagStatus(row.isCompleted),
    exportYesNo(row.isOverdue),
    exportYesNo(row.isRepeat),
    row.followUpRemark ?? '',
    row.followUpDate ? exportDate(row.followUpDate, dates) : '',
    row.completedBy ?? '',
  ].map(guardCell);

async function compare(v: ListViewer, a: Ask, dates: ExportDateStyle = 'iso') {
  const rows = await allPages<FlaggedReportItem>(t, v, (page) => listUrl(a, page));
  const csv = await exportRows(t, v, exportUrl(a, 'csv', dates));
  expect(csv.header).toEqual([...exportHeaders.flaggedReports]);
  expect(csv.data, `${v.name} ${JSON.stringify(a)}`).toEqual(rows.map((row) => expected(row, dates)));
  return rows.length;
}

describe('the flagged reports export', () => {
  it('holds every row of the list, all pages, in list order, for every viewer, period and sort', async () => {
    let compared = 0;
    for (const v of viewers)
      for (const [freq, date, sortIndex, isAsc] of [
        ['All', '2025-02', 'formDate', false],
        ['Monthly', '2025', 'plantId', true],
        ['Daily', '2025-02', 'questionText', false],
      ] as const)
        compared += await compare(v, ask({ freq, date, sortIndex, isAsc }));
    // More than a page for most viewers: the export walks past the first page.
    expect(compared).toBeGreaterThan(200);
  }, 120_000);

  it('keeps the filters, the search and the display date format', async () => {
    const cases: [string, Partial<Ask>][] = [
      ['L1 All', { region: regionA.north }],
      ['L1 in A', { status: 'Complete' }],
      ['L2 A', { search: 'Roanoke', sortIndex: 'answer', isAsc: true }],
      ['L3 A', { region: regionA.north, status: 'InComplete' }],
      ['L4 A', { freq: 'Yearly', date: '2025' }],
      ['L2 B', { region: regionB }],
    ];
    for (const [name, change] of cases) {
      const n = await compare(named(name), ask(change), 'display');
      expect(n, `${name} ${JSON.stringify(change)}`).toBeGreaterThan(0);
    }
  }, 60_000);

  it("shows another organisation's user nothing of A, and L3 nothing outside its regions", async () => {
    const b = await exportRows(t, named('L2 B'), exportUrl(ask()));
    expect(b.data.length).toBeGreaterThan(0);
    expect(b.data.every((row) => row[0]?.startsWith('BR-'))).toBe(true);
    const a = await exportRows(t, named('L2 A'), exportUrl(ask()));
    expect(a.data.every((row) => row[0]?.startsWith('GV-'))).toBe(true);
    const l3 = await exportRows(t, named('L3 A'), exportUrl(ask()));
    expect(l3.data.some((row) => row[2] === 'West')).toBe(false);
    const refused = [
      [named('L3 A'), exportUrl(ask({ region: regionA.west })), 403],
      [named('L2 B'), exportUrl(ask({ region: regionA.north })), 400],
    ] as const;
    for (const [v, url, status] of refused) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(v.token) });
      expect(response.statusCode, url).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: exportUrl(ask()) })).statusCode).toBe(401);
  });

  it('writes the same rows to Excel, its dates as date cells, the file named after the period', async () => {
    const a = ask({ sortIndex: 'plantId', isAsc: true });
    for (const dates of ['iso', 'display'] as const) {
      const csv = await exportRows(t, named('L2 A'), exportUrl(a, 'csv', dates));
      const xlsx = await exportRows(t, named('L2 A'), exportUrl(a, 'xlsx', dates));
      expect(xlsx.response.headers['content-disposition']).toMatch(
        /^attachment; filename="flagged-reports-2025-02-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      expect(xlsx.header).toEqual(csv.header);
      expect(xlsx.data).toEqual(csv.data);
      const [, first] = await readXlsxCells(xlsx.response.rawPayload);
      const date = first?.[9];
      expect(date?.value).toBeInstanceOf(Date);
      expect(date?.numFmt).toBe(dates === 'iso' ? 'yyyy-mm-dd' : 'mm/dd/yyyy');
      expect(first?.[10]?.value).toBeInstanceOf(Date);
      expect(typeof first?.[0]?.value).toBe('string');
    }
  });

  it('guards every cell that a spreadsheet would read as a formula', async () => {
    const client = rawClient(t.db);
    const { rows } = await client.query<{ id: number; answer: string; remark: string | null }>(
      `select id, answer, follow_up_remark as remark from inspection_flags
       where report_date between '2025-02-01' and '2025-02-28' and status = 'closed' order by id limit 1`,
    );
    const flag = rows[0];
    if (!flag) throw new Error('No closed flag in February 2025');
    await client.query(`update inspection_flags set answer = $1, follow_up_remark = $2 where id = $3`, [
      '=HYPERLINK("http://x","y")',
      '@SUM(A1)',
      flag.id,
    ]);
    try {
      const a = ask({ status: 'Complete' });
      for (const format of ['csv', 'xlsx']) {
        const { data } = await exportRows(t, named('L1 All'), exportUrl(a, format));
        const row = data.find((cells) => cells[8] === `'=HYPERLINK("http://x","y")`);
        expect(row?.[14], format).toBe(`'@SUM(A1)`);
      }
    } finally {
      await client.query(`update inspection_flags set answer = $1, follow_up_remark = $2 where id = $3`, [
        flag.answer,
        flag.remark,
        flag.id,
      ]);
    }
  });

  it('refuses bad input with a clear message before reading any flag', async () => {
    const l2 = named('L2 A');
    const base = '/api/flagged-report/export';
    const bad: [string, string][] = [
      [`${base}/All/2025-02/All/All/true/false/formDate?format=pdf`, exportMessages.badFormat],
      [`${base}/All/2025-02/All/All/true/false/formDate?dates=long`, exportMessages.badDates],
      [`${base}/Daily/2025-02/All/All/true/false/formDate`, flaggedReportMessages.badAllFrequencies],
      [`${base}/All/2025-02/All/All/true/false/password`, flaggedReportMessages.badSort],
      [`${base}/All/2025-02/${regionB}/All/true/false/formDate`, flaggedReportMessages.badRegion],
    ];
    for (const [url, message] of bad) {
      t.statements.length = 0;
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(l2.token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
      expect(t.statements.filter((s) => /from "inspection_flags"/.test(s.query))).toEqual([]);
    }
  });
});
