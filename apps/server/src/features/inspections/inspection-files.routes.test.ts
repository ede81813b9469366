import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  inspectionMessages,
  today,
  type InspectionDetails,
  type PlantInspections,
} from '@envirotrack/shared';
import { IMAGES } from '../../../test/factories';
import { dataOf, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

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

  it('keep the order the submission lists them in, not the order they were uploaded in', async () => {
    const date = addDays(today(), -9);
    const first = dataOf<{ name: string }>(await h.upload('a4', 'first.png', IMAGES.png, 'image/png'));
    const second = dataOf<{ name: string }>(await h.upload('a4', 'second.pdf', pdf));
    const saved = await h.post(
      'a4',
      '/api/submitinspection',
      await h.body('a4', 'ix-daily', {
        inspectionDate: formatMdyDate(date),
        imageUrls: [second.name, first.name],
        attachmentfilename: ['second.pdf', 'first.png'],
      }),
    );
    expect(saved.statusCode).toBe(200);
    const details = dataOf<InspectionDetails>(await h.details('a4', 'ix-daily', date));
    expect(details.attachments.map((file) => file.fileName)).toEqual(['second.pdf', 'first.png']);
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

  it('answer HEAD (whether a file is still there, for a restored draft) as GET would, without the bytes', async () => {
    const photo = dataOf<{ name: string; url: string }>(
      await h.upload('a4', 'photo.png', IMAGES.png, 'image/png'),
    );
    const head = (who: 'a4' | 'b2' | null, url: string) =>
      ctx.t.app.inject({
        method: 'HEAD',
        url,
        headers: who ? { authorization: `Bearer ${ctx.token[who]}` } : {},
      });
    const found = await head('a4', photo.url);
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe('');
    expect((await head('a4', photo.url.replace(/\d{13}_/, '1000000000000_'))).statusCode).toBe(404);
    expect((await head('b2', photo.url)).statusCode).toBe(404);
    expect((await head(null, photo.url)).statusCode).toBe(401);
  });
});
