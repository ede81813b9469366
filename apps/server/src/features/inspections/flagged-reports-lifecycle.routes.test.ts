// The flagged reports call refuses bad input with a clear shared message, and its
// rows follow the flags' lives: a flag raised by a submission is listed at once (its carried columns filled by
// syncFlags), moves with its report's date, shows closed after POST /markflagged and leaves when withdrawn.
// It lives here for the inspections harness, which makes flags the way users do (features do not import each other).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  DEFAULT_FLAG_CLOSE_DAYS,
  isFlagOverdue,
  flaggedReportMessages,
  formatMdyDate,
  periodKey,
  periodRange,
  today,
  type FlaggedReportAnswer,
} from '@envirotrack/shared';
import { dataOf, idsByText, inspectionsHarness, type Person } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

const url = (path: string) => `/api/flagged-report/${path}`;
const listOf = async (who: Person, path: string) => {
  const response = await h.get(who, url(path));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FlaggedReportAnswer;
};

/** The first day of last month: a month whose days are all past, whatever day the tests run. */
const lastMonth = () =>
  periodRange(periodKey('Monthly', addDays(`${today().slice(0, 7)}-01`, -1)))?.first ?? '';

/** A monthly stormwater report at P1 (Outfall 1) dated `date` whose sheen answer is flagged. */
async function flaggedReport(date: string) {
  const sheen =
    idsByText((await h.form('a4', 'ix-sw', date, ctx.p1, ctx.outfall1)).questions)['Sheen at the outfall?'] ??
    0;
  const saved = dataOf<{ inspectionId: number; version: number }>(
    await h.post(
      'a4',
      '/api/submitinspection',
      await h.body('a4', 'ix-sw', {
        inspectionDate: formatMdyDate(date),
        pointSource: ctx.outfall1,
        answers: [{ questionId: sheen, answer: 'Yes' }],
      }),
    ),
  );
  return { ...saved, sheen };
}

describe('GET /flagged-report: bad input', () => {
  it('is refused with a clear message (400)', async () => {
    const year = Number(today().slice(0, 4));
    const bad: [string, string][] = [
      ['Hourly/2025-02/All/All/1/false/false/formDate', flaggedReportMessages.badFrequency],
      ['All/02-2025/All/All/1/true/false/formDate', flaggedReportMessages.badDate.month],
      ['Daily/2025-13/All/All/1/false/false/formDate', flaggedReportMessages.badDate.month],
      ['Monthly/2025-02/All/All/1/false/false/formDate', flaggedReportMessages.badDate.year],
      ['Quarterly/2025-Q5/All/All/1/false/false/formDate', flaggedReportMessages.badDate.quarter],
      ['Quarterly/2025/All/All/1/false/false/formDate', flaggedReportMessages.badDate.quarter],
      ['Yearly/2017/All/All/1/false/false/formDate', flaggedReportMessages.badYear(year)],
      [`Yearly/${year + 1}/All/All/1/false/false/formDate`, flaggedReportMessages.badYear(year)],
      ['All/2025-02/All/Done/1/true/false/formDate', flaggedReportMessages.badStatus],
      ['All/2025-02/All/All/0/true/false/formDate', flaggedReportMessages.badPage],
      ['All/2025-02/All/All/x/true/false/formDate', flaggedReportMessages.badPage],
      ['All/2025-02/All/All/1/false/false/formDate', flaggedReportMessages.badAllFrequencies],
      ['Daily/2025-02/All/All/1/true/false/formDate', flaggedReportMessages.badAllFrequencies],
      ['All/2025-02/All/All/1/true/maybe/formDate', flaggedReportMessages.badAscending],
      ['All/2025-02/All/All/1/true/false/password', flaggedReportMessages.badSort],
      ['All/2025-02/North/All/1/true/false/formDate', flaggedReportMessages.badRegion],
      ['All/2025-02/999999/All/1/true/false/formDate', flaggedReportMessages.badRegion],
    ];
    for (const [path, message] of bad) {
      const response = await h.get('a2', url(path));
      expect([response.statusCode, response.json().message], path).toEqual([400, message]);
    }
    const other = await h.get('b2', url(`All/2025-02/${await northOfA()}/All/1/true/false/formDate`));
    expect([other.statusCode, other.json().message]).toEqual([400, flaggedReportMessages.badRegion]);
  });
});

async function northOfA(): Promise<number> {
  const result = (await ctx.t.db.execute(
    sql`select id from regions where org_id = ${ctx.orgA} order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? 0;
}

describe('GET /flagged-report: the flags as they live', () => {
  it('lists a new flag at once to those who see the plant, moves it with its report date, and shows it closed', async () => {
    const first = lastMonth();
    const month = first.slice(0, 7);
    const { inspectionId, version, sheen } = await flaggedReport(first);
    const path = `Monthly/${first.slice(0, 4)}/All/All/1/false/false/formDate`;
    const mine = (answer: FlaggedReportAnswer) =>
      answer.data.filter((row) => row.InspectionUId === inspectionId);

    const listed = mine(await listOf('a3', path));
    expect(listed).toMatchObject([
      {
        questionId: sheen,
        questionText: 'Sheen at the outfall?',
        questionNum: expect.any(String) as string,
        AnswerForFlag: 'Yes',
        formDate: first,
        frequency: 'Monthly',
        pointSource: 'Outfall 1',
        plantId: 'P1',
        isCompleted: false,
        // Last month's first day: overdue once the default 30 close-by days have passed since it.
        isOverdue: isFlagOverdue('open', first, DEFAULT_FLAG_CLOSE_DAYS, today()),
        isRepeat: false,
      },
    ]);
    // Out of scope: the L3 of South and the L4 not assigned to P1 do not see it; another organisation neither.
    for (const who of ['a3south', 'a4other', 'b2'] as const)
      expect(mine(await listOf(who, path))).toEqual([]);

    const moved = addDays(first, 14);
    const kept = (await h.details('a4', 'ix-sw', first, ctx.p1, ctx.outfall1)).json().data.signature.name;
    const update = await h.post('a4', `/api/updateinspection/${inspectionId}`, {
      ...(await h.body('a4', 'ix-sw', { inspectionDate: formatMdyDate(moved), pointSource: ctx.outfall1 })),
      answers: [{ questionId: sheen, answer: 'Yes' }],
      signatureUrls: [kept],
      version,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(mine(await listOf('a2', `All/${month}/All/All/1/true/false/formDate`))).toMatchObject([
      { formDate: moved },
    ]);

    const before = (await listOf('a2', `All/${month}/All/All/1/true/false/formDate`)).flaggedCount;
    const close = await h.post('a3', '/api/markflagged', {
      inspectionId,
      questionId: sheen,
      comments: 'Boom placed and sheen cleaned up.',
      date: formatMdyDate(today()),
    });
    expect(close.statusCode, close.body).toBe(200);
    const after = await listOf('a2', `All/${month}/All/Complete/1/true/false/formDate`);
    expect(mine(after)).toMatchObject([
      {
        isCompleted: true,
        followUpRemark: 'Boom placed and sheen cleaned up.',
        followUpDate: today(),
        completedBy: expect.stringContaining('a3') as string,
      },
    ]);
    expect(after.flaggedCount).toEqual({
      ...before,
      open: before.open - 1,
      closed: before.closed + 1,
      overdue: before.overdue - (isFlagOverdue('open', moved, DEFAULT_FLAG_CLOSE_DAYS, today()) ? 1 : 0),
    });
    expect(after.TotalCount).toBe(after.flaggedCount.closed);
  });

  it('leaves a withdrawn flag out of the list and its counts', async () => {
    const date = periodRange(periodKey('Monthly', addDays(lastMonth(), -1)))?.first ?? '';
    const { inspectionId, version, sheen } = await flaggedReport(date);
    const path = `All/${date.slice(0, 7)}/All/All/1/true/false/formDate`;
    const before = await listOf('a2', path);
    expect(before.data.map((row) => row.InspectionUId)).toContain(inspectionId);
    const kept = (await h.details('a4', 'ix-sw', date, ctx.p1, ctx.outfall1)).json().data.signature.name;
    const update = await h.post('a4', `/api/updateinspection/${inspectionId}`, {
      ...(await h.body('a4', 'ix-sw', { inspectionDate: formatMdyDate(date), pointSource: ctx.outfall1 })),
      answers: [{ questionId: sheen, answer: 'No' }],
      signatureUrls: [kept],
      version,
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await listOf('a2', path);
    expect(after.data.map((row) => row.InspectionUId)).not.toContain(inspectionId);
    expect(after.flaggedCount.total).toBe(before.flaggedCount.total - 1);
  });
});
