import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  inspectionMessages,
  today,
  type InspectionDetails,
  type PlantInspections,
} from '@envirotrack/shared';
import { answersHash } from '../../lib/answers-hash';
import { dataOf, idsByText, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

describe('submitting an inspection', () => {
  it('stores the answers, opens a flag for the follow-up answer and signs with the hash of the answers', async () => {
    const form = await h.form('a4', 'ix-daily');
    expect(form.inspectionId).toBeNull();
    expect(form.plant).toMatchObject({ id: ctx.p1, plantId: 'P1', regionName: 'North' });
    const q = idsByText(form.questions);
    const answers = [
      { questionId: q['Silt fence intact?'] ?? 0, answer: 'Needs Work', isFlagged: false },
      { questionId: q['Describe the repair'] ?? 0, answer: 'Re-staked 20 ft of fence' },
      { questionId: q['Weather'] ?? 0, answer: 'Dry' },
      { questionId: q['Next service due'] ?? 0, answer: addDays(today(), 30) },
      { questionId: q['Time of inspection'] ?? 0, answer: '07:30 AM' },
      { questionId: q['Rain Amount'] ?? 0, answer: '' },
    ];
    const saved = dataOf<{ inspectionId: number; version: number; openFlags: number }>(
      await h.post(
        'a4',
        '/api/submitinspection',
        await h.body('a4', 'ix-daily', { answers, time: '07:45 AM' }),
      ),
    );
    expect(saved).toMatchObject({ version: 1, openFlags: 1 });

    const details = dataOf<InspectionDetails>(await h.details('a2', 'ix-daily'));
    expect(details.inspectionId).toBe(saved.inspectionId);
    expect(details.answers).toHaveLength(5);
    expect(details.answers).toContainEqual({ questionId: q['Weather'], moduleIndex: 0, answer: 'Dry' });
    expect(details.flags).toEqual([
      { questionId: q['Silt fence intact?'], moduleIndex: 0, answer: 'Needs Work', status: 'open' },
    ]);
    expect(details.signature).toMatchObject({ mode: 'typed', font: 'Dancing Script', matchesAnswers: true });
    expect(details.signature?.signedBy.id).toBe(ctx.userIds.a4);
    const stored = details.answers.map((a) => ({ q: a.questionId, m: a.moduleIndex, a: a.answer }));
    expect(details.signature?.answersHash).toBe(answersHash(stored));
    expect(details.versions).toHaveLength(1);
    expect(details.submittedBy.id).toBe(ctx.userIds.a4);
    expect(details.time).toBe('07:45 AM');

    const list = dataOf<PlantInspections>(
      await h.get('a4', `/api/plantinspectionslist/${ctx.p1}/Inspections/${formatMdyDate(today())}`),
    );
    const daily = list.forms.Water?.Daily?.find((f) => f.FormId === 'ix-daily');
    expect(daily?.InspectionId).toBe(saved.inspectionId);
    expect((await h.form('a4', 'ix-daily')).inspectionId).toBe(saved.inspectionId);
  });

  it('refuses a second inspection of the same period and keeps the first', async () => {
    const before = await h.count('inspections');
    const again = await h.post('a3', '/api/submitinspection', await h.body('a3', 'ix-daily'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'alreadyFilled', message: inspectionMessages.alreadyFilled });
    expect(await h.count('inspections')).toBe(before);
  });

  it('lists only forms of the asked type, and an earlier date shows its own period as not begun', async () => {
    const yesterday = formatMdyDate(addDays(today(), -1));
    const list = dataOf<PlantInspections>(
      await h.get('a2', `/api/plantinspectionslist/${ctx.p1}/Inspections/${yesterday}`),
    );
    const keys = Object.values(list.forms).flatMap((f) =>
      Object.values(f)
        .flat()
        .map((x) => x.FormId),
    );
    expect(keys.sort()).toEqual(['ix-daily', 'ix-modules', 'ix-sw']);
    expect(list.forms.Water?.Daily?.[0]?.InspectionId).toBeNull();
    const sw = list.forms.Water?.Monthly?.[0];
    expect(sw?.PointSources.map((p) => p.PsName)).toEqual(['Outfall 1']);
    const housekeeping = dataOf<PlantInspections>(
      await h.get('a2', `/api/plantinspectionslist/${ctx.p1}/HouseKeeping/${yesterday}`),
    );
    expect(
      Object.values(housekeeping.forms)
        .flatMap((f) =>
          Object.values(f)
            .flat()
            .map((x) => x.FormId),
        )
        .sort(),
    ).toEqual(['ix-housekeeping', 'ix-weekly']);
  });
});

describe('who may fill in', () => {
  it('lets L1, L2, the L3 of the region and the assigned L4 open the plant; nobody else', async () => {
    for (const who of ['l1', 'a2', 'a3', 'a4'] as const)
      expect((await h.form(who, 'ix-daily')).plant.id).toBe(ctx.p1);
    for (const who of ['a3south', 'a4other', 'b2'] as const) {
      const response = await h.get(who, `/api/questiontoforms/ix-daily/${ctx.p1}/inspection/null/${today()}`);
      expect(response.statusCode, who).toBe(404);
      expect((await h.details(who, 'ix-daily')).statusCode, who).toBe(404);
      expect(
        (await h.get(who, `/api/plantinspectionslist/${ctx.p1}/Inspections/${formatMdyDate(today())}`))
          .statusCode,
      ).toBe(404);
    }
  });

  it('refuses a submission for a plant outside the caller’s scope, writing nothing', async () => {
    const before = await h.count('inspections');
    for (const who of ['a4', 'a3', 'b2'] as const) {
      const response = await h.post(
        who,
        '/api/submitinspection',
        await h.body(who, 'ix-daily', { plantId: ctx.p2 }),
      );
      expect(response.statusCode, who).toBe(404);
    }
    expect(await h.count('inspections')).toBe(before);
  });
});

describe('bad input changes nothing', () => {
  const yesterday = () => formatMdyDate(addDays(today(), -1));

  it.each([
    ['an answer to a question of another form', 'other', 'is not a question of this form'],
    ['an answer not among the choices', 'choice', 'is not one of the choices'],
    ['a date beyond the limit', 'date', 'the latest date allowed'],
    ['a time that is no time', 'time', 'is not a time'],
    ['a hidden sub-question answered', 'hidden', 'does not ask it'],
    ['the same question twice', 'twice', 'answered twice'],
    ['a module on a form without modules', 'module', 'Only module forms'],
  ])('%s', async (_, kind, message) => {
    const q = idsByText((await h.form('a2', 'ix-daily')).questions);
    const sheen = idsByText((await h.form('a2', 'ix-sw', today(), ctx.p1, ctx.outfall1)).questions)[
      'Sheen at the outfall?'
    ];
    const answers = {
      other: [{ questionId: sheen ?? 0, answer: 'No' }],
      choice: [{ questionId: q['Weather'] ?? 0, answer: 'Hail' }],
      date: [{ questionId: q['Next service due'] ?? 0, answer: addDays(today(), 400) }],
      time: [{ questionId: q['Time of inspection'] ?? 0, answer: '25:99' }],
      hidden: [
        { questionId: q['Silt fence intact?'] ?? 0, answer: 'Ok' },
        { questionId: q['Describe the repair'] ?? 0, answer: 'Nothing to repair' },
      ],
      twice: [
        { questionId: q['Weather'] ?? 0, answer: 'Dry' },
        { questionId: q['Weather'] ?? 0, answer: 'Rain' },
      ],
      module: [{ questionId: q['Weather'] ?? 0, answer: 'Dry', moduleIndex: 1 }],
    }[kind];
    const before = await h.count('inspections');
    const response = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', { answers, inspectionDate: yesterday() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await h.count('inspections')).toBe(before);
  });

  it('a missing signature, a declaration form without one, or someone else’s signature', async () => {
    const none = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', { inspectionDate: yesterday(), signatureUrls: [] }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(inspectionMessages.addSignature);
    const declaration = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-sw', { pointSource: ctx.outfall1, signatureUrls: [] }),
    );
    expect(declaration.json().message).toBe(inspectionMessages.declarationSignature);
    const borrowed = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', {
        inspectionDate: yesterday(),
        signatureUrls: [await h.signature('a3')],
      }),
    );
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toContain('one you saved');
  });

  it('a future date, a missing or foreign point source, a form the plant does not use', async () => {
    const before = await h.count('inspections');
    const future = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(addDays(today(), 2)) }),
    );
    expect(future.json().message).toBe(inspectionMessages.dateNotAllowed);
    const noSource = await h.post('a2', '/api/submitinspection', await h.body('a2', 'ix-sw'));
    expect(noSource.json().message).toBe(inspectionMessages.selectPointSource);
    const notChosen = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-sw', { pointSource: ctx.outfall2 }),
    );
    expect(notChosen.statusCode).toBe(400);
    const unknownForm = await h.post('a2', '/api/submitinspection', await h.body('a2', 'no-such-form'));
    expect(unknownForm.statusCode).toBe(404);
    const badDate = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', { inspectionDate: '2026-13-45' }),
    );
    expect(badDate.statusCode).toBe(400);
    expect(await h.count('inspections')).toBe(before);
  });
});
