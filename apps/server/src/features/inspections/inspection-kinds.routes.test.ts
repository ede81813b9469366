import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  inspectionMessages,
  joinSlots,
  periodRange,
  periodKey,
  today,
  type InspectionDetails,
  type PlantInspections,
} from '@envirotrack/shared';
import { IMAGES } from '../../../test/factories';
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

describe('attachments and signatures', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

  it('accept the spec’s types by content and refuse the rest with the spec’s message', async () => {
    const png = dataOf<{ name: string; contentType: string; fileName: string }>(
      await h.upload('a4', 'site photo.png', IMAGES.png, 'image/png'),
    );
    expect(png).toMatchObject({ contentType: 'image/png', fileName: 'site photo.png' });
    expect(png.name).toMatch(/^\d{13}_[0-9a-f]+\.png$/);
    expect(dataOf<{ contentType: string }>(await h.upload('a4', 'log.pdf', pdf)).contentType).toBe(
      'application/pdf',
    );
    expect(
      dataOf<{ contentType: string }>(
        await h.upload('a4', 'readings.csv', Buffer.from('date,ph\n2026-11-20,7.1\n')),
      ).contentType,
    ).toBe('text/csv');
    for (const [name, bytes] of [
      ['fake.png', Buffer.from('this is text, not a picture')],
      ['tool.exe', Buffer.from('MZ\x90\x00')],
      ['fake.pdf', IMAGES.png],
      ['picture.gif', IMAGES.gif],
    ] as const) {
      const refused = await h.upload('a4', name, bytes);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().message).toBe(inspectionMessages.attachmentTypes(1));
    }
    const large = await h.upload('a4', 'big.txt', Buffer.alloc(26 * 1024 * 1024, 'a'));
    expect(large.statusCode).toBe(413);
    const notPng = await h.ctx.t.app.inject({
      method: 'POST',
      url: '/api/inspection-files/signatures',
      headers: { authorization: `Bearer ${ctx.token.a4}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\nGIF89a\r\n--x--\r\n',
    });
    expect(notPng.statusCode).toBe(400);
  });

  it('attach to an inspection; files are read by those who see the plant, and detached ones stay', async () => {
    const date = addDays(today(), -6);
    const photo = dataOf<{ name: string; url: string }>(
      await h.upload('a4', 'photo.png', IMAGES.png, 'image/png'),
    );
    expect((await h.get('a4', photo.url)).statusCode).toBe(200);
    expect((await h.get('a4other', photo.url)).statusCode).toBe(404);
    expect((await h.get('b2', photo.url)).statusCode).toBe(404);
    const saved = dataOf<{ inspectionId: number }>(
      await h.post(
        'a4',
        '/api/submitinspection',
        await h.body('a4', 'ix-daily', {
          inspectionDate: formatMdyDate(date),
          imageUrls: [photo.name],
          attachmentfilename: ['photo.png'],
        }),
      ),
    );
    const details = dataOf<InspectionDetails>(await h.details('a3', 'ix-daily', date));
    expect(details.attachments).toEqual([
      expect.objectContaining({ name: photo.name, fileName: 'photo.png' }),
    ]);
    const file = await h.get('a3', photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await h.get('a3', details.signature?.url ?? '')).statusCode).toBe(200);
    for (const who of ['a3south', 'a4other', 'b2'] as const)
      expect((await h.get(who, photo.url)).statusCode, who).toBe(404);

    // The same file cannot be attached to another inspection.
    const reuse = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', {
        inspectionDate: formatMdyDate(addDays(date, -1)),
        imageUrls: [photo.name],
      }),
    );
    expect(reuse.statusCode).toBe(400);

    // Removing it from the inspection keeps it in the history.
    const update = await h.post('a4', `/api/updateinspection/${saved.inspectionId}`, {
      ...(await h.body('a4', 'ix-daily', { inspectionDate: formatMdyDate(date) })),
      signatureUrls: [details.signature?.name ?? ''],
      version: 1,
    });
    expect(update.statusCode).toBe(200);
    expect(dataOf<InspectionDetails>(await h.details('a4', 'ix-daily', date)).attachments).toEqual([]);
    expect((await h.get('a4', photo.url)).statusCode).toBe(200);
  });
});

describe('an organisation’s copy of a form', () => {
  it('keeps the plant’s choice of the form and its inspection of the period', async () => {
    const date = addDays(today(), -8);
    const saved = dataOf<{ inspectionId: number }>(
      await h.post(
        'a2',
        '/api/submitinspection',
        await h.body('a2', 'ix-daily', { inspectionDate: formatMdyDate(date) }),
      ),
    );
    const setup = (
      await h.get('a2', `/api/questiontoforms/ix-daily/null/question-setup/null/${today()}`)
    ).json().data;
    const rename = await h.post('a2', '/api/updateinspectionformname', {
      formId: 'ix-daily',
      inspectionName: 'Our Daily Inspection',
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(setup.FormId).toBe('ix-daily');
    const list = dataOf<PlantInspections>(
      await h.get('a4', `/api/plantinspectionslist/${ctx.p1}/Inspections/${formatMdyDate(date)}`),
    );
    const daily = list.forms.Water?.Daily ?? [];
    expect(daily.map((f) => [f.FormName, f.InspectionId])).toEqual([
      ['Our Daily Inspection', saved.inspectionId],
    ]);
    const copy = daily[0]?.FormId ?? '';
    expect(copy).not.toBe('ix-daily');
    expect((await h.form('a4', copy, date)).inspectionId).toBe(saved.inspectionId);
    const again = await h.post(
      'a4',
      '/api/submitinspection',
      await h.body('a4', copy, { inspectionDate: formatMdyDate(date) }),
    );
    expect(again.statusCode).toBe(409);
    // The plant's own page shows the copy as chosen.
    const plant = dataOf<{
      inspections: Record<string, Record<string, { FormId: string; IsSelected: boolean }[]>>;
    }>(await h.get('a2', `/api/plant/${ctx.p1}`));
    expect(plant.inspections.Water?.Daily?.map((f) => [f.FormId, f.IsSelected])).toEqual([[copy, true]]);
  });
});
