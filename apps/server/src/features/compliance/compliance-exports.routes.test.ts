// The dashboard counts' and the compliance calendar's exports (issue 17) against the hand-built organisations
// of compliance.fixture.ts: the same rows as the screen's call for each caller, nothing of another
// organisation, the calls' own refusals, Excel's numbers and date cells, the formula guard.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  calendarMessages,
  complianceMessages,
  exportDate,
  exportHeaders,
  exportMessages,
  type ComplianceCalendar,
  type ComplianceSummary,
  type ExportDateStyle,
} from '@envirotrack/shared';
import { exportRows, readXlsxCells } from '../../../test/export-read';
import { fx, forms, get, ids, tokens, useComplianceFixture } from './compliance.fixture';

useComplianceFixture();

const viewer = (token: string, orgId?: number) => ({ token, query: orgId ? `?orgId=${orgId}` : undefined });
const exportOf = (token: string, url: string, orgId?: number) => exportRows(fx.t, viewer(token, orgId), url);
const withExport = (url: string, options: string) => url.replace('?', `/export?${options}&`);

/** The summary's bars as the export writes them (its period, plant, counts). */
async function summaryRows(url: string, token: string) {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as ComplianceSummary;
  return body.data.map((bar) => [
    body.period.key,
    bar.xName,
    bar.plantName,
    String(bar.Complete),
    String(bar.InComplete),
    String(bar.flagged),
  ]);
}

/** The calendar's periods as the export writes them, form by form. */
async function calendarRows(plant: number, token: string, dates: ExportDateStyle) {
  const response = await get(`/api/plants/${plant}/compliance-calendar?year=2026`, token);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as ComplianceCalendar;
  const day = (iso: string | null) => (iso ? exportDate(iso, dates) : '');
  return data.rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      cell.periods.map((p) => [
        row.FormId,
        row.formName,
        row.frequency,
        row.inspectionType,
        row.pointSource ?? '',
        p.key,
        day(p.first),
        day(p.last),
        calendarMessages.states[p.state],
        p.reason ? calendarMessages.reasons[p.reason] : '',
        day(p.doneOn),
      ]),
    ),
  );
}

describe('GET /api/dashboard/{frequency}/summary/export', () => {
  const urls = () => [
    '/api/dashboard/monthly/summary?date=2026-10-15',
    '/api/dashboard/monthly/summary?date=2026-10-15&inspType=Inspections',
    `/api/dashboard/monthly/summary?date=2026-10-15&regionFilter=${ids.north}`,
    `/api/dashboard/monthly/summary?date=2026-10-15&inspectionForm=${forms.m2}`,
    '/api/dashboard/daily/summary?date=2026-10-14',
  ];

  it("holds the bar chart's rows, with its filters, for each caller of the organisation", async () => {
    let compared = 0;
    for (const token of [tokens.l2, tokens.l3, tokens.l4])
      for (const url of urls()) {
        const expected = await summaryRows(url, token);
        const { header, data } = await exportOf(token, withExport(url, 'format=csv'));
        expect(header).toEqual([...exportHeaders.dashboardCounts]);
        expect(data, url).toEqual(expected);
        compared += data.length;
      }
    expect(compared).toBeGreaterThan(10);
    const [first = ''] = urls();
    const l1 = await exportOf(tokens.l1, withExport(first, 'format=csv'), ids.orgA);
    expect(l1.data).toEqual(await summaryRows(`${first}&orgId=${ids.orgA}`, tokens.l1));
  });

  it("shows another organisation's user nothing of A, and refuses what the summary refuses", async () => {
    const b = await exportOf(tokens.b2, '/api/dashboard/monthly/summary/export?date=2026-10-15');
    expect(b.data.some((row) => row[1]?.startsWith('CS-P'))).toBe(false);
    const refused: [string, string, number, string?][] = [
      [tokens.b2, `regionFilter=${ids.north}`, 400, complianceMessages.badRegion],
      [tokens.l3, `regionFilter=${ids.south}`, 403],
      [tokens.l1, '', 403, complianceMessages.chooseOrganisation],
      [tokens.l2, 'format=pdf', 400, exportMessages.badFormat],
      [tokens.l2, 'dates=long', 400, exportMessages.badDates],
    ];
    for (const [token, query, status, message] of refused) {
      const response = await get(`/api/dashboard/monthly/summary/export?date=2026-10-15&${query}`, token);
      expect(response.statusCode, query).toBe(status);
      if (message) expect(response.json().message, query).toBe(message);
    }
    const anonymous = await fx.t.app.inject({ method: 'GET', url: '/api/dashboard/daily/summary/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes the counts to Excel as numbers, and guards a plant name read as a formula', async () => {
    await fx.t.db.execute(sql`update plants set name = '=1+2' where id = ${ids.p2}`);
    try {
      const url = '/api/dashboard/monthly/summary/export?date=2026-10-15';
      const csv = await exportOf(tokens.l2, `${url}&format=csv`);
      const xlsx = await exportOf(tokens.l2, `${url}&format=xlsx`);
      expect(xlsx.data).toEqual(csv.data);
      expect(csv.data.find((row) => row[1] === 'CS-P2')?.[2]).toBe("'=1+2");
      const [, first] = await readXlsxCells(xlsx.response.rawPayload);
      expect(typeof first?.[3]?.value).toBe('number');
      expect(xlsx.response.headers['content-disposition']).toMatch(
        /^attachment; filename="monthly-compliance-2026-10-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
    } finally {
      await fx.t.db.execute(sql`update plants set name = 'Plant CS-P2' where id = ${ids.p2}`);
    }
  });
});

describe('GET /api/plants/{plantUId}/compliance-calendar/export', () => {
  const url = (plant: number, options = 'format=csv') =>
    `/api/plants/${plant}/compliance-calendar/export?year=2026&${options}`;

  it("holds every period of the calendar's forms, for whoever may see the plant", async () => {
    for (const [plant, token] of [
      [ids.p1, tokens.l2],
      [ids.p1, tokens.l3],
      [ids.p2, tokens.l4],
      [ids.p1, tokens.l1],
    ] as const)
      for (const dates of ['iso', 'display'] as const) {
        const { header, data } = await exportOf(token, url(plant, `format=csv&dates=${dates}`));
        expect(header).toEqual([...exportHeaders.calendar]);
        const expected = await calendarRows(plant, token, dates);
        // A daily form's 365 days and each monthly form's 12 months.
        expect(expected.length).toBeGreaterThan(365);
        expect(data).toEqual(expected);
      }
  });

  it("is 404 for a plant out of the caller's reach, another organisation's included", async () => {
    for (const [plant, token] of [
      [ids.p1, tokens.b2],
      [ids.p4, tokens.l3],
      [ids.p1, tokens.l4],
      [ids.p6, tokens.l2],
    ] as const)
      expect((await get(url(plant), token)).statusCode).toBe(404);
    expect((await get(url(ids.p1, 'format=pdf'), tokens.l2)).statusCode).toBe(400);
    expect((await fx.t.app.inject({ method: 'GET', url: url(ids.p1) })).statusCode).toBe(401);
  });

  it('writes its days to Excel as date cells, and guards a form name read as a formula', async () => {
    await fx.t.db.execute(sql`update form_templates set name = '@cmd' where form_key = ${forms.m1}`);
    try {
      const csv = await exportOf(tokens.l2, url(ids.p1, 'format=csv&dates=display'));
      const xlsx = await exportOf(tokens.l2, url(ids.p1, 'format=xlsx&dates=display'));
      expect(xlsx.data).toEqual(csv.data);
      expect(csv.data.filter((row) => row[0] === forms.m1).every((row) => row[1] === "'@cmd")).toBe(true);
      const [, first] = await readXlsxCells(xlsx.response.rawPayload);
      expect(first?.[6]?.value).toBeInstanceOf(Date);
      expect(first?.[6]?.numFmt).toBe('mm/dd/yyyy');
      expect(xlsx.response.headers['content-disposition']).toMatch(
        /^attachment; filename="compliance-calendar-CS-P1-2026-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
    } finally {
      await fx.t.db.execute(
        sql`update form_templates set name = ${`Form ${forms.m1}`} where form_key = ${forms.m1}`,
      );
    }
  });
});
