import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  inspectionMessages,
  today,
  type InspectionDetails,
} from '@envirotrack/shared';
import { dataOf, idsByText, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

describe('updating an inspection', () => {
  it('keeps every version, withdraws a flag whose answer changed, and shows an edit after signing by someone else', async () => {
    const date = addDays(today(), -3);
    const q = idsByText((await h.form('a4', 'ix-daily', date)).questions);
    const fence = q['Silt fence intact?'] ?? 0;
    const first = dataOf<{ inspectionId: number; version: number }>(
      await h.post(
        'a4',
        '/api/submitinspection',
        await h.body('a4', 'ix-daily', {
          inspectionDate: formatMdyDate(date),
          answers: [{ questionId: fence, answer: 'Needs Work' }],
        }),
      ),
    );
    const kept = dataOf<InspectionDetails>(await h.details('a4', 'ix-daily', date)).signature?.name ?? '';
    const update = await h.post('a3', `/api/updateinspection/${first.inspectionId}`, {
      ...(await h.body('a3', 'ix-daily', { inspectionDate: formatMdyDate(date) })),
      answers: [
        { questionId: fence, answer: 'Ok' },
        { questionId: q['Weather'] ?? 0, answer: 'Rain' },
      ],
      signatureUrls: [kept],
      version: first.version,
    });
    expect(dataOf<{ version: number; openFlags: number }>(update)).toMatchObject({
      version: 2,
      openFlags: 0,
    });
    const details = dataOf<InspectionDetails>(await h.details('a2', 'ix-daily', date));
    expect(details.versions.map((v) => [v.version, v.savedBy.id])).toEqual([
      [1, ctx.userIds.a4],
      [2, ctx.userIds.a3],
    ]);
    expect(details.versions[1]?.changedQuestionIds.sort()).toEqual([fence, q['Weather']].sort());
    expect(details.flags).toEqual([
      { questionId: fence, moduleIndex: 0, answer: 'Needs Work', status: 'withdrawn' },
    ]);
    expect(details.signature).toMatchObject({ matchesAnswers: false });
    expect(details.signature?.signedBy.id).toBe(ctx.userIds.a4);
    expect(details.editedAfterSigning?.by.id).toBe(ctx.userIds.a3);
    expect(details.updatedBy.id).toBe(ctx.userIds.a3);
  });

  it('answers 409 to the second of two saves from the same version and keeps the first', async () => {
    const date = addDays(today(), -4);
    const q = idsByText((await h.form('a2', 'ix-daily', date)).questions);
    const weather = q['Weather'] ?? 0;
    const first = dataOf<{ inspectionId: number; version: number }>(
      await h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-daily', {
          inspectionDate: formatMdyDate(date),
          answers: [{ questionId: weather, answer: 'Dry' }],
        }),
      ),
    );
    const save = async (who: 'a2' | 'a3', answer: string) =>
      h.post(who, `/api/updateinspection/${first.inspectionId}`, {
        ...(await h.body(who, 'ix-daily', { inspectionDate: formatMdyDate(date) })),
        answers: [{ questionId: weather, answer }],
        version: first.version,
      });
    const [one, two] = [await save('a2', 'Rain'), await save('a3', 'Snow')];
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe(inspectionMessages.staleVersion);
    const details = dataOf<InspectionDetails>(await h.details('a2', 'ix-daily', date));
    expect(details.answers).toEqual([{ questionId: weather, moduleIndex: 0, answer: 'Rain' }]);
    expect(details.versions).toHaveLength(2);
  });

  it('refuses an update without the loaded version, out of its period, or by someone who cannot see the plant', async () => {
    const date = addDays(today(), -5);
    const first = dataOf<{ inspectionId: number }>(
      await h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(date) }),
      ),
    );
    const url = `/api/updateinspection/${first.inspectionId}`;
    const noVersion = await h.post(
      'a2',
      url,
      await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(date) }),
    );
    expect(noVersion.statusCode).toBe(400);
    const otherDay = await h.post(
      'a2',
      url,
      await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(addDays(date, 1)), version: 1 }),
    );
    expect(otherDay.json().message).toContain('outside the period');
    for (const who of ['b2', 'a4other', 'a3south'] as const) {
      const response = await h.post(
        who,
        url,
        await h.body(who, 'ix-daily', { inspectionDate: formatMdyDate(date), version: 1 }),
      );
      expect(response.statusCode, who).toBe(404);
    }
    expect(dataOf<InspectionDetails>(await h.details('a2', 'ix-daily', date)).version).toBe(1);
  });
});
