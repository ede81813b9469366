import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  joinSlots,
  periodRange,
  periodKey,
  today,
  type InspectionDetails,
  type PlantInspections,
} from '@envirotrack/shared';
import { dataOf, idsByText, inspectionsHarness, pastWednesday } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

describe('daily-weekly sheets', () => {
  it('take the weekday of the date only, keep the other days, and mark Weekly items in one slot', async () => {
    const wednesday = pastWednesday();
    const q = idsByText((await h.form('a2', 'ix-weekly', wednesday)).questions);
    const walk = q['Plant walk-around'] ?? 0;
    const wed = joinSlots(['', '', 'Wed', '', '', '']);
    const submit = async (answers: { questionId: number; answer: string }[]) =>
      h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-weekly', { inspectionDate: formatMdyDate(wednesday), answers }),
      );

    const monday = await submit([{ questionId: walk, answer: joinSlots(['Mon', '', '', '', '', '']) }]);
    expect(monday.statusCode).toBe(400);
    expect(monday.json().message).toContain('Mon of');
    const wrongLabel = await submit([{ questionId: walk, answer: joinSlots(['', '', 'Thu', '', '', '']) }]);
    expect(wrongLabel.json().message).toContain('is not one of the choices');

    const saved = dataOf<{ inspectionId: number; version: number }>(
      await submit([
        { questionId: walk, answer: wed },
        {
          questionId: q['Repair comment'] ?? 0,
          answer: joinSlots(['', '', 'Belt guard bolted', '', '', '']),
        },
        { questionId: q['Repair completed date'] ?? 0, answer: joinSlots(['', '', wednesday, '', '', '']) },
        { questionId: q['Spill kits stocked'] ?? 0, answer: 'Weekly' },
      ]),
    );

    // Thursday of the same week opens the same sheet; Wednesday's answers must stay as they are.
    const thursday = addDays(wednesday, 1);
    expect((await h.form('a2', 'ix-weekly', thursday)).inspectionId).toBe(saved.inspectionId);
    const update = (walkAnswer: string) =>
      h.body('a2', 'ix-weekly', { inspectionDate: formatMdyDate(thursday), version: 1 }).then((body) =>
        h.post('a2', `/api/updateinspection/${saved.inspectionId}`, {
          ...body,
          answers: [
            { questionId: walk, answer: walkAnswer },
            {
              questionId: q['Repair comment'] ?? 0,
              answer: joinSlots(['', '', 'Belt guard bolted', '', '', '']),
            },
            {
              questionId: q['Repair completed date'] ?? 0,
              answer: joinSlots(['', '', wednesday, '', '', '']),
            },
            { questionId: q['Spill kits stocked'] ?? 0, answer: 'Weekly' },
          ],
        }),
      );
    const erased = await update(joinSlots(['', '', '', 'Thu', '', '']));
    expect(erased.statusCode).toBe(400);
    expect(erased.json().message).toContain('Wed of');
    expect(dataOf<{ version: number }>(await update(joinSlots(['', '', 'Wed', 'Thu', '', '']))).version).toBe(
      2,
    );
    const details = dataOf<InspectionDetails>(await h.details('a2', 'ix-weekly', wednesday));
    expect(details.answers.find((a) => a.questionId === walk)?.answer).toBe('||Wed|Thu||');
    expect(details.inspectionDate).toBe(thursday);
  });
});

describe('housekeeping scorecards', () => {
  it('store the total score the server computes and answer the prior scorecard', async () => {
    const lastMonth =
      periodRange(periodKey('Monthly', addDays(periodRange(periodKey('Monthly', today()))?.first ?? '', -1)))
        ?.first ?? '';
    const q = idsByText((await h.form('a2', 'ix-housekeeping', lastMonth)).questions);
    const none = await h.post('a2', '/api/getPriorFormDetails', {
      FormId: 'ix-housekeeping',
      ReqDate: formatMdyDate(lastMonth),
      PlantId: ctx.p1,
    });
    expect(dataOf<unknown>(none)).toBeNull();
    const saved = dataOf<{ totalScore: number | null }>(
      await h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-housekeeping', {
          inspectionDate: formatMdyDate(lastMonth),
          answers: [
            { questionId: q['Entrance clean'] ?? 0, answer: 'Excellent' },
            { questionId: q['Stockpiles tidy'] ?? 0, answer: 'Fair' },
            { questionId: q['Floors clean'] ?? 0, answer: 'N/A' },
            // Computed questions sent by a client are ignored, not stored.
            { questionId: q['Total Score'] ?? 0, answer: '100' },
          ],
        }),
      ),
    );
    expect(saved.totalScore).toBe(80); // (5 + 3) / (5 x 2)
    const prior = await h.post('a4', '/api/getPriorFormDetails', {
      FormId: 'ix-housekeeping',
      ReqDate: formatMdyDate(today()),
      PlantId: ctx.p1,
    });
    expect(dataOf<unknown>(prior)).toEqual({ date: lastMonth, totalScore: 80 });
    const foreign = await h.post('b2', '/api/getPriorFormDetails', {
      FormId: 'ix-housekeeping',
      ReqDate: formatMdyDate(today()),
      PlantId: ctx.p1,
    });
    expect(foreign.statusCode).toBe(404);
    const details = dataOf<InspectionDetails>(await h.details('a2', 'ix-housekeeping', lastMonth));
    expect(details.answers.map((a) => a.questionId)).not.toContain(q['Total Score']);
  });
});

describe('module forms', () => {
  it('keep answers per module', async () => {
    const q = idsByText((await h.form('a2', 'ix-modules')).questions);
    const improvement = q['Improvement'] ?? 0;
    const saved = dataOf<{ inspectionId: number }>(
      await h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-modules', {
          answers: [
            { questionId: improvement, answer: 'Pave the entrance', moduleIndex: 0 },
            { questionId: improvement, answer: 'New wash-out pit', moduleIndex: 1 },
            { questionId: q['Estimated cost ($)'] ?? 0, answer: '42000', moduleIndex: 1 },
          ],
        }),
      ),
    );
    const details = dataOf<InspectionDetails>(await h.details('a4', 'ix-modules'));
    expect(details.inspectionId).toBe(saved.inspectionId);
    expect(
      details.answers.filter((a) => a.questionId === improvement).map((a) => [a.moduleIndex, a.answer]),
    ).toEqual([
      [0, 'Pave the entrance'],
      [1, 'New wash-out pit'],
    ]);
  });
});

describe('point sources', () => {
  it('give each chosen source its own inspection of the period', async () => {
    const saved = dataOf<{ inspectionId: number; openFlags: number }>(
      await h.post(
        'a4',
        '/api/submitinspection',
        await h.body('a4', 'ix-sw', {
          pointSource: ctx.outfall1,
          answers: [
            {
              questionId:
                idsByText((await h.form('a4', 'ix-sw', today(), ctx.p1, ctx.outfall1)).questions)[
                  'Sheen at the outfall?'
                ] ?? 0,
              answer: 'Yes',
            },
          ],
        }),
      ),
    );
    expect(saved.openFlags).toBe(1);
    const list = dataOf<PlantInspections>(
      await h.get('a4', `/api/plantinspectionslist/${ctx.p1}/Inspections/${formatMdyDate(today())}`),
    );
    const sw = list.forms.Water?.Monthly?.find((f) => f.FormId === 'ix-sw');
    expect(sw?.PointSources).toEqual([
      { PsId: ctx.outfall1, PsName: 'Outfall 1', InspectionId: saved.inspectionId, IsSelected: true },
    ]);
    const details = dataOf<InspectionDetails>(await h.details('a4', 'ix-sw', today(), ctx.p1, ctx.outfall1));
    expect(details.pointSource).toEqual({ PsId: ctx.outfall1, PsName: 'Outfall 1' });
  });
});
