import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  followUpMessages,
  FOLLOW_UP_FLAGS_MAX,
  formatMdyDate,
  today,
  type ReportDetails,
} from '@envirotrack/shared';
import { inspectionFixtures, dataOf, inspectionsHarness } from './inspections.harness';
import { orgBFlag } from './flags.harness';
import { followUpHelpers } from './follow-ups.harness';

const h = inspectionsHarness();
const { ctx } = h;
const { flagged, query, followUp } = followUpHelpers(h);

const links = () =>
  query<{ flag_id: number; follow_up_inspection_id: number; org_id: number; created_by: number }>(
    sql`select flag_id, follow_up_inspection_id, org_id, created_by from flag_associations order by flag_id`,
  );
const report = async (id: number) => dataOf<ReportDetails>(await h.get('a2', `/api/reports/${id}`));

describe('corrective-action follow-up', () => {
  it('links a follow-up form (Yes) to the chosen open flags only, in its submission, without closing them', async () => {
    const one = await flagged(addDays(today(), -5));
    const two = await flagged(addDays(today(), -6));
    const before = await links();
    const response = await followUp(1, [one.flagId, one.flagId]);
    const saved = dataOf<{ inspectionId: number }>(response);
    const made = (await links()).filter(
      (l) =>
        !before.some(
          (b) => b.flag_id === l.flag_id && b.follow_up_inspection_id === l.follow_up_inspection_id,
        ),
    );
    expect(made).toEqual([
      {
        flag_id: one.flagId,
        follow_up_inspection_id: saved.inspectionId,
        org_id: ctx.orgA,
        created_by: ctx.userIds.a3,
      },
    ]);
    const statuses = await query<{ status: string }>(
      sql`select status from inspection_flags where id in (${one.flagId}, ${two.flagId})`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['open', 'open']);

    // The report detail shows the link both ways.
    const followUpReport = await report(saved.inspectionId);
    expect(followUpReport.followsUp).toEqual([
      {
        flagId: one.flagId,
        inspectionId: one.inspectionId,
        formId: 'ix-daily',
        inspectionName: inspectionFixtures[0]?.name,
        frequency: 'Daily',
        inspectionDate: addDays(today(), -5),
        questionId: one.fence,
        question: 'Silt fence intact?',
        moduleIndex: 0,
        answer: 'Needs Work',
        status: 'open',
      },
    ]);
    expect(followUpReport.associations).toEqual([]);
    const flaggedReport = await report(one.inspectionId);
    expect(flaggedReport.followsUp).toEqual([]);
    expect(flaggedReport.associations).toEqual([
      expect.objectContaining({
        flagId: one.flagId,
        inspectionId: saved.inspectionId,
        formId: 'ix-housekeeping',
        frequency: 'Monthly',
        question: 'Silt fence intact?',
      }),
    ]);
    expect((await report(two.inspectionId)).associations).toEqual([]);
    const audit = await query<{ details: { followsUpFlags?: number[] } }>(
      sql`select details from audit_events where action = 'inspection.submit' and entity_id = ${String(saved.inspectionId)}`,
    );
    expect(audit[0]?.details.followsUpFlags).toEqual([one.flagId]);
  });

  it('makes no link for a form that is not a follow-up (No)', async () => {
    await flagged(addDays(today(), -8));
    const before = await links();
    const saved = dataOf<{ inspectionId: number }>(await followUp(2));
    expect(await links()).toEqual(before);
    expect((await report(saved.inspectionId)).followsUp).toEqual([]);
    const empty = dataOf<{ inspectionId: number }>(await followUp(3, []));
    expect(await links()).toEqual(before);
    expect((await report(empty.inspectionId)).followsUp).toEqual([]);
  });

  it("refuses a closed, withdrawn, other plant's, other organisation's or unknown flag with 400, writing nothing", async () => {
    const open = await flagged(addDays(today(), -9));
    const closed = await flagged(addDays(today(), -10));
    dataOf(
      await h.post('a2', '/api/markflagged', {
        inspectionId: closed.inspectionId,
        questionId: closed.fence,
        comments: 'Done',
        date: formatMdyDate(today()),
      }),
    );
    const withdrawnDate = addDays(today(), -11);
    const withdrawn = await flagged(withdrawnDate);
    dataOf(
      await h.post('a2', `/api/updateinspection/${withdrawn.inspectionId}`, {
        ...(await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(withdrawnDate) })),
        answers: [{ questionId: withdrawn.fence, answer: 'Ok' }],
        version: withdrawn.version,
      }),
    );
    const otherPlant = await flagged(addDays(today(), -9), ctx.p2);
    const otherOrg = await orgBFlag(h);

    for (const bad of [closed.flagId, withdrawn.flagId, otherPlant.flagId, otherOrg, 2_000_000_000]) {
      const counts = await totals();
      const response = await followUp(4, [open.flagId, bad]);
      expect([response.statusCode, response.json().message], String(bad)).toEqual([
        400,
        followUpMessages.notOpen([bad]),
      ]);
      expect(await totals()).toEqual(counts);
    }
    const tooMany = await followUp(
      4,
      Array.from({ length: FOLLOW_UP_FLAGS_MAX + 1 }, (_, i) => i + 1),
    );
    expect(tooMany.statusCode).toBe(400);
    // The month is still free: nothing was saved by the refused submissions.
    dataOf(await followUp(4, [open.flagId]));
  });

  it('a follow-up submitted while its flag is being closed either links it before the close or is refused, never half-done', async () => {
    const open = await flagged(addDays(today(), -13));
    const before = await totals();
    const [submitted, closed] = await Promise.all([
      followUp(6, [open.flagId]),
      h.post('a2', '/api/markflagged', {
        inspectionId: open.inspectionId,
        questionId: open.fence,
        comments: 'Done',
        date: formatMdyDate(today()),
      }),
    ]);
    expect(closed.statusCode).toBe(200);
    const after = await totals();
    const linked = (await links()).filter((l) => l.flag_id === open.flagId);
    if (submitted.statusCode === 200) {
      expect(linked).toHaveLength(1);
      expect(after?.inspections).toBe((before?.inspections ?? 0) + 1);
    } else {
      expect([submitted.statusCode, submitted.json().message]).toEqual([
        400,
        followUpMessages.notOpen([open.flagId]),
      ]);
      expect(linked).toEqual([]);
      expect(after).toEqual(before);
    }
  });

  it('refuses follow-up links on a form that is not Monthly and on an update, writing nothing', async () => {
    const open = await flagged(addDays(today(), -12));
    const counts = await totals();
    const daily = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', { followUpFlagIds: [open.flagId] }),
    );
    expect([daily.statusCode, daily.json().message]).toEqual([400, followUpMessages.monthlyOnly]);
    expect(await totals()).toEqual(counts);

    const saved = dataOf<{ inspectionId: number; version: number }>(await followUp(5));
    const update = await h.post('a3', `/api/updateinspection/${saved.inspectionId}`, {
      ...(await h.body('a3', 'ix-housekeeping', {
        inspectionDate: formatMdyDate(addDays(today(), -31 * 5)),
      })),
      version: saved.version,
      followUpFlagIds: [open.flagId],
    });
    expect([update.statusCode, update.json().message]).toEqual([400, followUpMessages.onlyWhenSubmitted]);
    expect((await report(saved.inspectionId)).followsUp).toEqual([]);
  });
});

async function totals() {
  const rows = await query<{ inspections: number; links: number; versions: number }>(
    sql`select (select count(*)::int from inspections) as inspections,
               (select count(*)::int from flag_associations) as links,
               (select count(*)::int from inspection_versions) as versions`,
  );
  return rows[0];
}
