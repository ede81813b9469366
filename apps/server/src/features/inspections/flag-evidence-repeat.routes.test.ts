import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  flagMessages,
  formatMdyDate,
  today,
  type FlagFollowUp,
  type ReportDetails,
} from '@envirotrack/shared';
import { IMAGES } from '../../../test/factories';
import { dataOf, inspectionsHarness, type Person } from './inspections.harness';
import { submitDaily } from './flags.harness';

const h = inspectionsHarness();
const { ctx } = h;

/** A Daily inspection of `date` at P1 whose 'Silt fence intact?' answer is `answer` (flagged: 'Needs Work'). */
const daily = (date: string, answer = 'Needs Work') => submitDaily(h, date, { answer });

const close = (who: Person, inspectionId: number, questionId: number, evidence?: string) =>
  h.post(who, '/api/markflagged', {
    inspectionId,
    questionId,
    comments: 'Fence re-staked.',
    date: formatMdyDate(today()),
    ...(evidence ? { evidence } : {}),
  });

const report = async (inspectionId: number) =>
  dataOf<ReportDetails>(await h.get('a2', `/api/reports/${inspectionId}`));

async function rows(query: ReturnType<typeof sql>) {
  return ((await ctx.t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const uploaded = async (who: Person, name: string, bytes: Buffer) =>
  dataOf<{ name: string }>(await h.upload(who, name, bytes)).name;

describe('photo evidence when closing a flag', () => {
  it('keeps the photo with the follow-up, readable from the report and not listed as an attachment', async () => {
    const { inspectionId, fence } = await daily(addDays(today(), -2));
    const photo = await uploaded('a2', 'fence.png', IMAGES.png);
    const closed = dataOf<FlagFollowUp>(await close('a2', inspectionId, fence, photo));
    expect(closed.evidence).toMatchObject({ name: photo, fileName: 'fence.png' });
    const shown = await report(inspectionId);
    expect(shown.flags[0]?.evidence).toMatchObject({ name: photo, fileName: 'fence.png' });
    expect(shown.attachments.map((a) => a.name)).not.toContain(photo);
    const picture = await h.get('a3', shown.flags[0]?.evidence?.url ?? '');
    expect(picture.statusCode).toBe(200);
    expect(await rows(sql`select inspection_id from inspection_files where name = ${photo}`)).toEqual([
      { inspection_id: inspectionId },
    ]);
    const audit = await rows(
      sql`select details->>'evidence' as evidence from audit_events where action = 'flag.close'
          and entity_id = ${String(inspectionId)}`,
    );
    expect(audit).toEqual([{ evidence: photo }]);
  });

  it("refuses someone else's upload, a used photo, a document and an unknown name, closing nothing", async () => {
    const first = await daily(addDays(today(), -3));
    const second = await daily(addDays(today(), -4));
    const theirs = await uploaded('a3', 'theirs.png', IMAGES.png);
    const pdf = await uploaded('a2', 'log.pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'));
    const used = await uploaded('a2', 'used.jpg', IMAGES.jpeg);
    dataOf(await close('a2', first.inspectionId, first.fence, used));
    for (const [name, message] of [
      [theirs, flagMessages.evidenceMissing],
      [used, flagMessages.evidenceMissing],
      ['no-such-file.png', flagMessages.evidenceMissing],
      [pdf, flagMessages.evidenceNotImage],
    ] as const) {
      const response = await close('a2', second.inspectionId, second.fence, name);
      expect([response.statusCode, response.json().message], name).toEqual([400, message]);
    }
    expect(
      await rows(
        sql`select status, evidence_file_id from inspection_flags where inspection_id = ${second.inspectionId}`,
      ),
    ).toEqual([{ status: 'open', evidence_file_id: null }]);
    expect(
      await rows(
        sql`select name from inspection_files where name in (${theirs}, ${pdf}) and inspection_id is null`,
      ),
    ).toHaveLength(2);
  });
});

describe('repeat findings', () => {
  it("marks a flag on the answer the previous period flagged and left open, linking that period's report", async () => {
    const before = await daily(addDays(today(), -11));
    const again = await daily(addDays(today(), -10));
    const [flag] = (await report(again.inspectionId)).flags;
    expect(flag?.repeatOf).toEqual({
      inspectionId: before.inspectionId,
      inspectionDate: addDays(today(), -11),
      frequency: 'Daily',
    });
    expect((await report(before.inspectionId)).flags[0]?.repeatOf).toBeNull();
  });

  it('counts a recently closed flag, not one closed before the close-by days or withdrawn', async () => {
    const recent = await daily(addDays(today(), -21));
    dataOf(await close('a2', recent.inspectionId, recent.fence));
    const afterRecent = await daily(addDays(today(), -20));
    expect((await report(afterRecent.inspectionId)).flags[0]?.repeatOf?.inspectionId).toBe(
      recent.inspectionId,
    );

    const old = await daily(addDays(today(), -31));
    dataOf(await close('a2', old.inspectionId, old.fence));
    await ctx.t.db.execute(
      sql`update inspection_flags set closed_at = now() - interval '45 days' where inspection_id = ${old.inspectionId}`,
    );
    const afterOld = await daily(addDays(today(), -30));
    expect((await report(afterOld.inspectionId)).flags[0]?.repeatOf).toBeNull();

    const withdrawn = await daily(addDays(today(), -41));
    const update = await h.post('a2', `/api/updateinspection/${withdrawn.inspectionId}`, {
      ...(await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(addDays(today(), -41)) })),
      answers: [{ questionId: withdrawn.fence, answer: 'Ok' }],
      version: withdrawn.version,
    });
    expect(update.statusCode, update.body).toBe(200);
    const afterWithdrawn = await daily(addDays(today(), -40));
    expect((await report(afterWithdrawn.inspectionId)).flags[0]?.repeatOf).toBeNull();
  });
});

describe('overdue flags', () => {
  it("marks an open flag overdue once the organisation's close-by days have passed since its inspection", async () => {
    const inspected = async (daysAgo: number) => daily(addDays(today(), -daysAgo));
    const inTime = await inspected(29);
    const late = await inspected(51);
    expect((await report(inTime.inspectionId)).flags[0]?.overdue).toBe(false);
    expect((await report(late.inspectionId)).flags[0]?.overdue).toBe(true);
    const orgOf = sql`(select org_id from inspections where id = ${late.inspectionId})`;
    const closeWithin = (days: number) =>
      ctx.t.db.execute(
        sql`update organisations set settings = settings || jsonb_build_object('flagCloseDays', ${days}::int)
            where id = ${orgOf}`,
      );
    await closeWithin(51);
    expect((await report(late.inspectionId)).flags[0]?.overdue).toBe(false);
    await closeWithin(50);
    expect((await report(late.inspectionId)).flags[0]?.overdue).toBe(true);
    await closeWithin(80);
    const older = await inspected(81);
    expect((await report(older.inspectionId)).flags[0]?.overdue).toBe(true);
    dataOf(await close('a2', older.inspectionId, older.fence));
    expect((await report(older.inspectionId)).flags[0]?.overdue).toBe(false);
    await ctx.t.db.execute(
      sql`update organisations set settings = settings - 'flagCloseDays' where id = ${orgOf}`,
    );
  });
});
