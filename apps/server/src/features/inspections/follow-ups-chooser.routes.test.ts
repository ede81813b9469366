import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatMdyDate, today, type PlantOpenFlags } from '@envirotrack/shared';
import { dataOf, inspectionFixtures, inspectionsHarness } from './inspections.harness';
import { followUpHelpers } from './follow-ups.harness';

const h = inspectionsHarness();
const { ctx } = h;
const { flagged, query, followUp, openFlags } = followUpHelpers(h);

describe("the follow-up chooser: a plant's open flags", () => {
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
});

function dataOfList(response: { statusCode: number; body: string; json(): unknown }): PlantOpenFlags {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlantOpenFlags;
}
