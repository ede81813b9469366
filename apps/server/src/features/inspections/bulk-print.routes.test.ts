import { describe, expect, it } from 'vitest';
import { addDays, bulkPrintMessages, formatMdyDate, today, type BulkPrintForm } from '@envirotrack/shared';
import { dataOf, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

const year = Number(today().slice(0, 4));
// Two months of housekeeping in this year (the monthly form allows the current and earlier months).
const thisMonth = today();
const lastMonth = addDays(`${today().slice(0, 7)}-01`, -1);
const months = lastMonth.startsWith(String(year)) ? [lastMonth, thisMonth] : [thisMonth];

describe('bulk print (GET /bulkprint/{plantId}/{frequency})', () => {
  it("lists the plant's forms with reports in the period, each with its reports oldest first", async () => {
    const saved: number[] = [];
    for (const date of months) {
      const response = await h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-housekeeping', { inspectionDate: formatMdyDate(date) }),
      );
      saved.push(dataOf<{ inspectionId: number }>(response).inspectionId);
    }
    const daily = addDays(today(), -2);
    const dailyId = dataOf<{ inspectionId: number }>(
      await h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(daily) }),
      ),
    ).inspectionId;

    const monthly = dataOf<BulkPrintForm[]>(
      await h.get('a3', `/api/bulkprint/${ctx.p1}/Monthly?year=${year}`),
    );
    expect(monthly).toEqual([
      {
        formId: 'ix-housekeeping',
        inspectionName: 'Fixture Housekeeping',
        reports: months.map((date, i) => ({
          inspectionId: saved[i],
          inspectionDate: date,
          periodKey: expect.any(String),
          pointSource: null,
        })),
      },
    ]);
    const day = dataOf<BulkPrintForm[]>(
      await h.get('a4', `/api/bulkprint/${ctx.p1}/Daily?date=${formatMdyDate(daily)}`),
    );
    expect(day.map((f) => [f.formId, f.reports.map((r) => r.inspectionId)])).toEqual([
      ['ix-daily', [dailyId]],
    ]);
    const otherDay = dataOf<BulkPrintForm[]>(
      await h.get('a2', `/api/bulkprint/${ctx.p1}/Daily?date=${addDays(daily, -1)}`),
    );
    expect(otherDay).toEqual([]);
    expect(dataOf<BulkPrintForm[]>(await h.get('a2', `/api/bulkprint/${ctx.p1}/Yearly`))).toEqual([]);
  });

  it("refuses a missing or bad period and answers 404 outside the caller's scope", async () => {
    const cases: [string, string][] = [
      [`/api/bulkprint/${ctx.p1}/Daily`, bulkPrintMessages.dateNeeded],
      [`/api/bulkprint/${ctx.p1}/Weekly?year=${year}`, bulkPrintMessages.dateNeeded],
      [`/api/bulkprint/${ctx.p1}/Monthly`, bulkPrintMessages.yearNeeded],
      [`/api/bulkprint/${ctx.p1}/Daily?date=02-30-2026`, bulkPrintMessages.badDate],
    ];
    for (const [url, message] of cases) {
      const response = await h.get('a2', url);
      expect([response.statusCode, response.json().message], url).toEqual([400, message]);
    }
    for (const url of [
      `/api/bulkprint/${ctx.p1}/Quarterly?year=1999`,
      `/api/bulkprint/${ctx.p1}/Quarterly?year=${year + 1}`,
      `/api/bulkprint/${ctx.p1}/Hourly`,
      `/api/bulkprint/0/Yearly`,
    ])
      expect((await h.get('a2', url)).statusCode, url).toBe(400);
    for (const who of ['b2', 'a3south', 'a4other'] as const)
      expect((await h.get(who, `/api/bulkprint/${ctx.p1}/Yearly`)).statusCode, who).toBe(404);
  });
});
