// The report lists' exports (issue 17): every row of the list on screen, all pages, with its filters, sort
// and scope, for every kind of viewer; CSV and Excel hold the same rows; the formula guard; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportDate,
  exportHeaders,
  exportMessages,
  exportMoment,
  guardCell,
  reportListMessages,
  type ExportDateStyle,
  type ReportListItem,
  type ReportSortField,
} from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { bearer } from '../../../test/factories';
import { parseCsv, readXlsx } from '../../../test/export-read';
import { type ListViewer } from '../../../test/list-dataset';
import { type TestApp } from '../../../test/test-app';
import { makeListWorld, type ListWorld } from '../../../test/list-world';

let t: TestApp;
let viewers: ListViewer[] = [];
let regionA: ListWorld['regionA'];
let regionB: number;

beforeAll(async () => {
  ({ t, viewers, regionA, regionB } = await makeListWorld());
});
afterAll(() => t.close());

const LISTS = {
  daily: { list: '/api/forms-d/02112025', method: 'POST', exportUrl: '/api/forms-d/02112025/export' },
  weekly: { list: '/api/forms-w/02132025', method: 'POST', exportUrl: '/api/forms-w/02132025/export' },
  monthly: { list: '/api/forms-m/02/2025', method: 'GET', exportUrl: '/api/forms-m/02/2025/export' },
  quarterly: { list: '/api/forms-q/012025', method: 'POST', exportUrl: '/api/forms-q/012025/export' },
  yearly: { list: '/api/forms-y', method: 'POST', exportUrl: '/api/forms-y/export?year=2025' },
} as const;
type Slug = keyof typeof LISTS;
const SLUGS = Object.keys(LISTS) as Slug[];

interface Filters {
  sortIndex: ReportSortField;
  isAsc: boolean;
  searchText: string;
  region: number | 'All';
  inspectionType: 'All' | 'Inspections' | 'HouseKeeping';
}
const filters = (change: Partial<Filters> = {}): Filters => ({
  sortIndex: 'submittedDate',
  isAsc: false,
  searchText: '',
  region: 'All',
  inspectionType: 'All',
  ...change,
});
const strings = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
const withQuery = (url: string, query: string) =>
  query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;

/** Every page of the list as the screen reads it, one call per page of 20. */
async function listRows(v: ListViewer, slug: Slug, f: Filters): Promise<ReportListItem[]> {
  const { list, method } = LISTS[slug];
  const rows: ReportListItem[] = [];
  for (let page = 1; ; page++) {
    const body = { ...f, curPageNo: page, ...(slug === 'yearly' ? { year: 2025 } : {}) };
    const response = await t.app.inject({
      method,
      url: withQuery(
        method === 'GET' ? `${list}?${new URLSearchParams(strings(body))}` : list,
        v.query?.slice(1) ?? '',
      ),
      payload: method === 'POST' ? body : undefined,
      headers: bearer(v.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, TotalCount } = response.json() as { data: ReportListItem[]; TotalCount: number };
    rows.push(...data);
    if (page * 20 >= TotalCount) return rows;
  }
}

async function exported(
  v: ListViewer,
  slug: Slug,
  f: Filters,
  format = 'csv',
  dates: ExportDateStyle = 'iso',
) {
  const query = new URLSearchParams({ ...strings(f), format, dates });
  const url = withQuery(withQuery(LISTS[slug].exportUrl, query.toString()), v.query?.slice(1) ?? '');
  return t.app.inject({ method: 'GET', url, headers: bearer(v.token) });
}

/** The row the export writes for a list row (the screen's columns and the row's other fields). */
const expected = (row: ReportListItem, dates: ExportDateStyle) =>
  [
    row.plantId,
    row.plantName,
    row.plantRegionName,
    row.facilityType,
    row.permitType,
    row.inspectionName,
    row.pointSource ?? '',
    row.inspectionType,
    row.frequency,
    exportDate(row.inspectionDate, dates),
    exportMoment(row.submittedDate, dates),
    exportMoment(row.lastUpdatedDate, dates),
  ].map(guardCell);

async function csvOf(v: ListViewer, slug: Slug, f: Filters, dates: ExportDateStyle = 'iso') {
  const response = await exported(v, slug, f, 'csv', dates);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = parseCsv(response.body);
  expect(header).toEqual([...exportHeaders.reports]);
  return rows;
}

describe('the report list exports', () => {
  it('hold every row of the list, all pages, in list order, for every viewer, list and sort', async () => {
    let compared = 0;
    for (const v of viewers)
      for (const slug of SLUGS)
        for (const [sortIndex, isAsc] of [
          ['submittedDate', false],
          ['plantRegionName', true],
          ['inspectionName', false],
        ] as const) {
          const f = filters({ sortIndex, isAsc });
          const rows = await listRows(v, slug, f);
          expect(await csvOf(v, slug, f), `${v.name} ${slug} ${sortIndex}`).toEqual(
            rows.map((row) => expected(row, 'iso')),
          );
          compared += rows.length;
        }
    // More than a page for most lists: the export walks past the first page.
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);

  it('keep the filters and search on screen, and the display date format when asked', async () => {
    const cases: [string, Slug, Partial<Filters>][] = [
      ['L1 All', 'daily', { region: regionA.north }],
      ['L1 in A', 'weekly', { region: regionA.west, inspectionType: 'Inspections' }],
      ['L2 A', 'monthly', { searchText: 'Roanoke', sortIndex: 'plantId', isAsc: true }],
      ['L3 A', 'quarterly', { region: regionA.north, searchText: 'Water' }],
      ['L4 A', 'yearly', { inspectionType: 'Inspections' }],
      ['L2 B', 'daily', { region: regionB, inspectionType: 'HouseKeeping' }],
    ];
    for (const [name, slug, change] of cases) {
      const f = filters(change);
      const rows = await listRows(named(name), slug, f);
      expect(rows.length, `${name} ${slug}`).toBeGreaterThan(0);
      expect(await csvOf(named(name), slug, f, 'display'), `${name} ${slug}`).toEqual(
        rows.map((row) => expected(row, 'display')),
      );
    }
    const [first] = await csvOf(named('L2 A'), 'daily', filters(), 'display');
    expect(first?.[9]).toBe('02/11/2025');
  });

  it("show another organisation's user nothing of A, and L3 / L4 nothing outside their regions", async () => {
    for (const slug of SLUGS) {
      const b = await csvOf(named('L2 B'), slug, filters());
      expect(b.length).toBeGreaterThan(0);
      expect(b.every((row) => row[0]?.startsWith('BR-'))).toBe(true);
      const a = await csvOf(named('L2 A'), slug, filters());
      expect(a.every((row) => row[0]?.startsWith('GV-'))).toBe(true);
      const l3 = await csvOf(named('L3 A'), slug, filters());
      expect(l3.some((row) => row[2] === 'West')).toBe(false);
    }
    expect((await exported(named('L3 A'), 'daily', filters({ region: regionA.west }))).statusCode).toBe(403);
    expect((await exported(named('L2 B'), 'daily', filters({ region: regionA.north }))).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: LISTS.daily.exportUrl });
    expect(anonymous.statusCode).toBe(401);
  });

  it('write the same rows to Excel, with the file named after the list', async () => {
    const f = filters({ sortIndex: 'plantId', isAsc: true });
    const csv = await csvOf(named('L2 A'), 'monthly', f);
    const response = await exported(named('L2 A'), 'monthly', f, 'xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="monthly-reports-2025-02-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [header, ...rows] = await readXlsx(response.rawPayload);
    expect(header).toEqual([...exportHeaders.reports]);
    expect(rows).toEqual(csv);
  });

  it('guard every cell that a spreadsheet would read as a formula', async () => {
    const client = rawClient(t.db);
    const { rows } = await client.query<{ id: number; name: string }>(
      `select id, name from plants where plant_id = 'GV-004'`,
    );
    const plant = rows[0];
    if (!plant) throw new Error('GV-004 is missing');
    await client.query(`update plants set name = $1 where id = $2`, ['=HYPERLINK("http://x","y")', plant.id]);
    await client.query(`update inspections set point_source = '@SUM(A1)' where plant_id = $1`, [plant.id]);
    try {
      const f = filters({ searchText: 'GV004' });
      const csv = await csvOf(named('L2 A'), 'daily', f);
      expect(csv.length).toBeGreaterThan(0);
      for (const row of csv) {
        expect(row[1]).toBe(`'=HYPERLINK("http://x","y")`);
        expect(row[6]).toBe(`'@SUM(A1)`);
      }
      const xlsx = await readXlsx((await exported(named('L2 A'), 'daily', f, 'xlsx')).rawPayload);
      expect(xlsx.slice(1)).toEqual(csv);
    } finally {
      await client.query(`update plants set name = $1 where id = $2`, [plant.name, plant.id]);
      await client.query(`update inspections set point_source = null where plant_id = $1`, [plant.id]);
    }
    expect(['=1', '+1', '-1', '@a', '\t=1', 'a=1', '1-2'].map(guardCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\t=1",
      'a=1',
      '1-2',
    ]);
  });

  it('refuse bad input with a clear message before reading any inspection', async () => {
    const l2 = named('L2 A');
    const bad: [string, string][] = [
      ['/api/forms-d/02112025/export?format=pdf', exportMessages.badFormat],
      ['/api/forms-d/02112025/export?dates=long', exportMessages.badDates],
      ['/api/forms-d/02302025/export', reportListMessages.badDate],
      ['/api/forms-m/13/2025/export', reportListMessages.badMonth],
      ['/api/forms-q/52025/export', reportListMessages.badQuarter],
      ['/api/forms-y/export', reportListMessages.badYear(new Date().getUTCFullYear())],
      ['/api/forms-w/02112025/export?sortIndex=password', reportListMessages.badSort],
      [`/api/forms-d/02112025/export?region=${regionB}`, reportListMessages.badRegion],
    ];
    for (const [url, message] of bad) {
      t.statements.length = 0;
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(l2.token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
      expect(t.statements.filter((s) => /from "inspections"/.test(s.query))).toEqual([]);
    }
  });
});
