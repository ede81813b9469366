import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  flagMessages,
  formatMdyDate,
  today,
  type FlagFollowUp,
  type InspectionDetails,
} from '@envirotrack/shared';
import { dataOf, inspectionsHarness, type Person } from './inspections.harness';
import { submitDaily } from './flags.harness';

const h = inspectionsHarness();
const { ctx } = h;

/** A Daily inspection of `date` at P1 whose 'Silt fence intact?' answer is flagged. */
const flagged = (date: string) => submitDaily(h, date);

const close = (who: Person, inspectionId: number, questionId: number, comments: string, date = today()) =>
  h.post(who, '/api/markflagged', { inspectionId, questionId, comments, date: formatMdyDate(date) });

const flagsOf = async (date: string) =>
  dataOf<InspectionDetails>(await h.details('a2', 'ix-daily', date)).flags.map((f) => f.status);

async function flagRow(inspectionId: number) {
  const result = (await ctx.t.db.execute(
    sql`select status, follow_up_remark, follow_up_date::text as follow_up_date, follow_up_by
        from inspection_flags where inspection_id = ${inspectionId}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

describe('closing a flag (POST /markflagged)', () => {
  it('closes an open flag with the trimmed comment, the date and who closed it, and writes the audit log', async () => {
    const date = addDays(today(), -2);
    const { inspectionId, fence } = await flagged(date);
    const response = await close('a3', inspectionId, fence, '  Fence re-staked and silt removed.  ');
    expect(response.json().message).toBe(flagMessages.closed);
    const data = dataOf<FlagFollowUp>(response);
    expect(data).toMatchObject({
      inspectionId,
      questionId: fence,
      status: 'closed',
      answer: 'Needs Work',
      followUpRemark: 'Fence re-staked and silt removed.',
      followUpDate: today(),
      followUpBy: { id: ctx.userIds.a3 },
    });
    expect(data.closedAt).not.toBeNull();
    expect(await flagsOf(date)).toEqual(['closed']);
    const audit = (await ctx.t.db.execute(
      sql`select actor_id from audit_events where action = 'flag.close' and entity_id = ${String(inspectionId)}`,
    )) as unknown as { rows: { actor_id: number }[] };
    expect(audit.rows).toEqual([{ actor_id: ctx.userIds.a3 }]);
  });

  it('refuses blank comments, a date before the submission or after today, and a date in another format, changing nothing', async () => {
    const date = addDays(today(), -3);
    const { inspectionId, fence } = await flagged(date);
    const before = await flagRow(inspectionId);
    const blank = await close('a2', inspectionId, fence, ' \n\t ');
    expect([blank.statusCode, blank.json().message]).toEqual([400, flagMessages.commentsRequired]);
    const first = formatMdyDate(today());
    for (const day of [addDays(today(), -1), addDays(today(), 1)]) {
      const response = await close('a2', inspectionId, fence, 'Fixed', day);
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        flagMessages.dateRange(first, first),
      ]);
    }
    const slashed = await h.post('a2', '/api/markflagged', {
      inspectionId,
      questionId: fence,
      comments: 'Fixed',
      date: '2026/11/25',
    });
    expect([slashed.statusCode, slashed.json().message]).toEqual([400, flagMessages.dateFormat]);
    const long = await close('a2', inspectionId, fence, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(await flagRow(inspectionId)).toEqual(before);
    expect(before).toMatchObject([{ status: 'open', follow_up_remark: null }]);
  });

  it('answers 409 to a closed or withdrawn flag, and one of two closes sent at once', async () => {
    const date = addDays(today(), -4);
    const { inspectionId, fence } = await flagged(date);
    const [one, two] = await Promise.all([
      close('a2', inspectionId, fence, 'First remark'),
      close('a3', inspectionId, fence, 'Second remark'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(loser.json().message).toBe(flagMessages.alreadyClosed);
    const again = await close('a2', inspectionId, fence, 'Third remark');
    expect([again.statusCode, again.json().message]).toEqual([409, flagMessages.alreadyClosed]);
    const rows = await flagRow(inspectionId);
    expect(rows).toHaveLength(1);
    expect(['First remark', 'Second remark']).toContain(rows[0]?.follow_up_remark);

    const other = addDays(today(), -5);
    const second = await flagged(other);
    const update = await h.post('a2', `/api/updateinspection/${second.inspectionId}`, {
      ...(await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(other) })),
      answers: [{ questionId: second.fence, answer: 'Ok' }],
      version: second.version,
    });
    expect(update.statusCode).toBe(200);
    const withdrawn = await close('a2', second.inspectionId, second.fence, 'Fixed');
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([409, flagMessages.withdrawn]);
    expect(await flagsOf(other)).toEqual(['withdrawn']);
  });

  it('keeps a closed flag closed, with its remark, when the answer is edited afterwards', async () => {
    const date = addDays(today(), -6);
    const { inspectionId, fence, version } = await flagged(date);
    dataOf(await close('a2', inspectionId, fence, 'Repaired'));
    for (const [answer, at] of [
      ['Ok', version],
      ['Needs Work', version + 1],
    ] as const) {
      const update = await h.post('a2', `/api/updateinspection/${inspectionId}`, {
        ...(await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(date) })),
        answers: [{ questionId: fence, answer }],
        version: at,
      });
      expect(update.statusCode, update.body).toBe(200);
    }
    expect(await flagRow(inspectionId)).toMatchObject([
      { status: 'closed', follow_up_remark: 'Repaired', follow_up_date: today() },
    ]);
  });

  it("answers 404 outside the caller's scope or for an answer that is not flagged, and 403 to L1 in All", async () => {
    const date = addDays(today(), -7);
    const { inspectionId, fence, weather } = await flagged(date);
    for (const who of ['b2', 'a3south', 'a4other'] as const) {
      const response = await close(who, inspectionId, fence, 'Fixed');
      expect([response.statusCode, response.json().message], who).toEqual([404, flagMessages.notFound]);
    }
    const l1 = await close('l1', inspectionId, fence, 'Fixed');
    expect([l1.statusCode, l1.json().message]).toEqual([403, flagMessages.actInOrganisation]);
    const notFlagged = await close('a2', inspectionId, weather, 'Fixed');
    expect(notFlagged.statusCode).toBe(404);
    const missing = await close('a2', 2_000_000_000, fence, 'Fixed');
    expect(missing.statusCode).toBe(404);
    expect(await flagsOf(date)).toEqual(['open']);
  });
});
