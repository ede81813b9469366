import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  followUpMessages,
  FOLLOW_UP_FLAGS_MAX,
  formatMdyDate,
  today,
  type PlantOpenFlags,
  type ReportDetails,
} from '@envirotrack/shared';
import { inspectionFixtures, dataOf, inspectionsHarness, type Person } from './inspections.harness';
import { orgBFlag, rowsOf, submitDaily } from './flags.harness';

const h = inspectionsHarness();
const { ctx } = h;

/** A Daily inspection of `date` at `plantId` whose 'Silt fence intact?' answer is flagged; its flag's id. */
const flagged = (date: string, plantId = ctx.p1, who: Person = 'a2') =>
  submitDaily(h, date, { plantId, who });

const query = <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(h, statement);

/** A Monthly housekeeping form at P1 for the month `monthsBack` months ago, following up `flagIds`. */
async function followUp(monthsBack: number, flagIds?: number[], who: Person = 'a3') {
  const date = addDays(today(), -31 * monthsBack);
  return h.post(
    who,
    '/api/submitinspection',
    await h.body(who, 'ix-housekeeping', {
      inspectionDate: formatMdyDate(date),
      ...(flagIds ? { followUpFlagIds: flagIds } : {}),
    }),
  );
}

const links = () =>
  query<{ flag_id: number; follow_up_inspection_id: number; org_id: number; created_by: number }>(
    sql`select flag_id, follow_up_inspection_id, org_id, created_by from flag_associations order by flag_id`,
  );
const openFlags = (who: Person, plantId = ctx.p1) => h.get(who, `/api/plants/${plantId}/openflags`);
const report = async (id: number) => dataOf<ReportDetails>(await h.get('a2', `/api/reports/${id}`));

describe('corrective-action follow-up', () => {
  it("lists the plant's open flags with report, form, question, answer and due day, to whoever sees the plant", async () => {
    const first = await flagged(addDays(today(), -2));
    const second = await flagged(addDays(today(), -3));
    // Closed and withdrawn flags are not offered; neither is another plant's flag.
    const closed = await flagged(addDays(today(), -4));
    dataOf(
      await h.post('a2', '/api/markflagged', {
        inspectionId: closed.inspectionId,
        questionId: closed.fence,
        comments: 'Done',
        date: formatMdyDate(today()),
      }),
    );
    const other = await flagged(addDays(today(), -2), ctx.p2);

    const list = dataOfList(await openFlags('a4'));
    const ids = list.data.map((f) => f.flagId);
    expect(ids).toEqual(expect.arrayContaining([first.flagId, second.flagId]));
    expect(ids).not.toContain(closed.flagId);
    expect(ids).not.toContain(other.flagId);
    expect(list.TotalCount).toBe(list.data.length);
    expect(list.data.find((f) => f.flagId === first.flagId)).toEqual({
      flagId: first.flagId,
      inspectionId: first.inspectionId,
      formId: 'ix-daily',
      inspectionName: inspectionFixtures[0]?.name,
      frequency: 'Daily',
      inspectionDate: addDays(today(), -2),
      submittedAt: expect.any(String),
      pointSource: null,
      questionId: first.fence,
      question: 'Silt fence intact?',
      moduleIndex: 0,
      answer: 'Needs Work',
      dueDate: addDays(addDays(today(), -2), 30),
      overdue: false,
    });
    // Newest report first.
    expect(ids.indexOf(first.flagId)).toBeLessThan(ids.indexOf(second.flagId));

    for (const who of ['l1', 'a2', 'a3'] as const) expect((await openFlags(who)).statusCode, who).toBe(200);
    for (const who of ['b2', 'a3south', 'a4other'] as const)
      expect((await openFlags(who)).statusCode, who).toBe(404);
    expect((await openFlags('a2', 2_000_000_000)).statusCode).toBe(404);
    expect((await h.get('a2', '/api/plants/abc/openflags')).statusCode).toBe(400);
  });

  it('does not offer housekeeping flags where the organisation hides housekeeping', async () => {
    const saved = dataOf<{ inspectionId: number }>(await followUp(7));
    // The housekeeping fixture asks no follow-up question: its flag is written as the flag sync writes one.
    const [flag] = await query<{ id: number }>(sql`
      insert into inspection_flags (org_id, inspection_id, question_id, module_index, answer, status, plant_id,
        template_id, frequency, inspection_type, report_date, submitted_at)
      select i.org_id, i.id, q.id, 0, 'Poor', 'open', i.plant_id, i.template_id, i.frequency, i.inspection_type,
        i.inspection_date, i.created_at
      from inspections i join questions q on q.template_id = i.template_id and q.text = 'Entrance clean'
      where i.id = ${saved.inspectionId}
      returning id`);
    const offered = async () => dataOfList(await openFlags('a2')).data.map((f) => f.flagId);
    expect(await offered()).toContain(flag?.id);
    await query(sql`update organisations set settings = settings || '{"hideHousekeeping": true}'::jsonb
      where id = ${ctx.orgA}`);
    try {
      expect(await offered()).not.toContain(flag?.id);
    } finally {
      await query(
        sql`update organisations set settings = settings - 'hideHousekeeping' where id = ${ctx.orgA}`,
      );
    }
  });

  it("marks a flag overdue once the organisation's close-by days have passed since its inspection", async () => {
    const inTime = await flagged(addDays(today(), -30));
    const old = await flagged(addDays(today(), -40));
    const rows = dataOfList(await openFlags('a2')).data;
    expect(rows.find((f) => f.flagId === old.flagId)).toMatchObject({
      overdue: true,
      dueDate: addDays(addDays(today(), -40), 30),
    });
    expect(rows.find((f) => f.flagId === inTime.flagId)).toMatchObject({ overdue: false, dueDate: today() });
  });

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

function dataOfList(response: { statusCode: number; body: string; json(): unknown }): PlantOpenFlags {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlantOpenFlags;
}

async function totals() {
  const rows = await query<{ inspections: number; links: number; versions: number }>(
    sql`select (select count(*)::int from inspections) as inspections,
               (select count(*)::int from flag_associations) as links,
               (select count(*)::int from inspection_versions) as versions`,
  );
  return rows[0];
}
