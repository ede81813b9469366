import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  leadPersonMessages,
  today,
  type InspectionDetails,
  type LeadPersonChoice,
  type ReportDetails,
} from '@envirotrack/shared';
import { dataOf, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

describe('the lead person of a housekeeping sign-off', () => {
  it("offers the plant's people: its organisation's L2, the L3 of its region and its assigned L4", async () => {
    const people = dataOf<LeadPersonChoice[]>(await h.get('a4', `/api/leadpersons/${ctx.p1}`));
    expect(people.map((p) => p.id).sort()).toEqual([ctx.userIds.a2, ctx.userIds.a3, ctx.userIds.a4].sort());
    expect(people.find((p) => p.id === ctx.userIds.a3)?.name).toMatch(/^a3 /);
    for (const who of ['b2', 'a3south', 'a4other'] as const)
      expect((await h.get(who, `/api/leadpersons/${ctx.p1}`)).statusCode, who).toBe(404);
    expect((await h.get('a2', '/api/leadpersons/0')).statusCode).toBe(400);
  });

  it('is saved with the inspection and its version, kept when a save leaves it out, and changed by a save', async () => {
    const date = addDays(today(), -40);
    const first = dataOf<{ inspectionId: number; version: number }>(
      await h.post(
        'a4',
        '/api/submitinspection',
        await h.body('a4', 'ix-housekeeping', {
          inspectionDate: formatMdyDate(date),
          leadPersonId: ctx.userIds.a3,
        }),
      ),
    );
    const details = async () => dataOf<InspectionDetails>(await h.details('a2', 'ix-housekeeping', date));
    expect((await details()).leadPerson?.id).toBe(ctx.userIds.a3);

    const kept = (await details()).signature?.name ?? '';
    const second = await h.post('a2', `/api/updateinspection/${first.inspectionId}`, {
      ...(await h.body('a2', 'ix-housekeeping', { inspectionDate: formatMdyDate(date) })),
      signatureUrls: [kept],
      version: first.version,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await details()).leadPerson?.id).toBe(ctx.userIds.a3);
    const third = await h.post('a2', `/api/updateinspection/${first.inspectionId}`, {
      ...(await h.body('a2', 'ix-housekeeping', { inspectionDate: formatMdyDate(date) })),
      signatureUrls: [kept],
      leadPersonId: ctx.userIds.a2,
      version: first.version + 1,
    });
    expect(third.statusCode, third.body).toBe(200);
    expect((await details()).leadPerson?.id).toBe(ctx.userIds.a2);
    const report = dataOf<ReportDetails>(await h.get('a3', `/api/reports/${first.inspectionId}`));
    expect(report.leadPerson).toEqual({ id: ctx.userIds.a2, name: expect.stringMatching(/^a2 /) });
    const versions = (await ctx.t.db.execute(
      sql`select lead_person_id from inspection_versions where inspection_id = ${first.inspectionId} order by version`,
    )) as unknown as { rows: { lead_person_id: number }[] };
    expect(versions.rows.map((r) => r.lead_person_id)).toEqual([
      ctx.userIds.a3,
      ctx.userIds.a3,
      ctx.userIds.a2,
    ]);
  });

  it('refuses someone who is not of the plant, and a form whose sign-off names no lead person, saving nothing', async () => {
    const before = await h.count('inspections');
    const stranger = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-housekeeping', {
        inspectionDate: formatMdyDate(addDays(today(), -75)),
        leadPersonId: ctx.userIds.a4other,
      }),
    );
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, leadPersonMessages.notOfPlant]);
    const daily = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', {
        inspectionDate: formatMdyDate(addDays(today(), -9)),
        leadPersonId: ctx.userIds.a3,
      }),
    );
    expect([daily.statusCode, daily.json().message]).toEqual([400, leadPersonMessages.notThisForm]);
    expect(await h.count('inspections')).toBe(before);
  });
});
