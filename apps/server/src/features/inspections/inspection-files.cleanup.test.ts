import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatMdyDate, today, type InspectionDetails } from '@envirotrack/shared';
import { inspectionFiles } from '../../db/schema';
import { createDiskStorage } from '../../lib/storage';
import { IMAGES } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { cleanUnattachedFiles, unattachedFilesJob } from './inspection-files.cleanup';
import { attachFiles, markSignatureUsed } from './inspections.queries';
import { dataOf, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

const uploadPhoto = async () =>
  dataOf<{ name: string; url: string }>(await h.upload('a4', 'photo.png', IMAGES.png, 'image/png'));
const rowsNamed = (names: string[]) =>
  ctx.t.db.select().from(inspectionFiles).where(inArray(inspectionFiles.name, names));
/** Makes the uploads look `hours` old. */
const age = (names: string[], hours: number) =>
  ctx.t.db
    .update(inspectionFiles)
    .set({ uploadedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(inArray(inspectionFiles.name, names));

describe('clean-up of uploads no inspection took up', () => {
  it('removes rows and files older than a day, never a file an inspection refers to', async () => {
    const storage = createDiskStorage(ctx.t.config.dataDir);
    const date = addDays(today(), -3);
    const attached = await uploadPhoto();
    const saved = dataOf<{ inspectionId: number }>(
      await h.post(
        'a4',
        '/api/submitinspection',
        await h.body('a4', 'ix-daily', { inspectionDate: formatMdyDate(date), imageUrls: [attached.name] }),
      ),
    );
    const signature =
      dataOf<InspectionDetails>(await h.details('a4', 'ix-daily', date)).signature?.name ?? '';
    const abandoned = await uploadPhoto();
    const recent = await uploadPhoto();
    const abandonedSignature = await h.signature('a4');
    // Rows that lost their link to the inspection (as the demo data had): the inspection still names them.
    await ctx.t.db
      .update(inspectionFiles)
      .set({ inspectionId: null, attached: false })
      .where(inArray(inspectionFiles.name, [attached.name, signature]));
    await age([attached.name, signature, abandoned.name, abandonedSignature], 25);

    const result = await cleanUnattachedFiles({ db: ctx.t.db, storage });

    expect(result).toEqual({ removed: 2, kept: 2 });
    const left = (
      await rowsNamed([attached.name, signature, abandoned.name, recent.name, abandonedSignature])
    )
      .map((r) => r.name)
      .sort();
    expect(left).toEqual([attached.name, recent.name, signature].sort());
    expect(await storage.read({ folder: 'images', name: abandoned.name })).toBeUndefined();
    expect(await storage.read({ folder: 'signatures', name: abandonedSignature })).toBeUndefined();
    for (const [folder, name] of [
      ['images', attached.name],
      ['images', recent.name],
      ['signatures', signature],
    ] as const) {
      expect(await storage.read({ folder, name }), name).toBeDefined();
    }
    expect((await h.get('a4', abandoned.url)).statusCode).toBe(404);
    expect(dataOf<InspectionDetails>(await h.details('a3', 'ix-daily', date)).inspectionId).toBe(
      saved.inspectionId,
    );

    // A second run finds nothing more to do.
    expect(await cleanUnattachedFiles({ db: ctx.t.db, storage })).toEqual({ removed: 0, kept: 2 });
  });

  it('keeps files attached to an inspection, and detached ones in its history, whatever their age', async () => {
    const storage = createDiskStorage(ctx.t.config.dataDir);
    const date = addDays(today(), -4);
    const photo = await uploadPhoto();
    await h.post(
      'a4',
      '/api/submitinspection',
      await h.body('a4', 'ix-daily', { inspectionDate: formatMdyDate(date), imageUrls: [photo.name] }),
    );
    const [row] = await rowsNamed([photo.name]);
    await age([photo.name], 24 * 400);
    await cleanUnattachedFiles({ db: ctx.t.db, storage });
    const [after] = await ctx.t.db
      .select()
      .from(inspectionFiles)
      .where(eq(inspectionFiles.id, row?.id ?? 0));
    expect(after?.inspectionId).toBe(row?.inspectionId);
    expect((await h.get('a3', photo.url)).statusCode).toBe(200);
  });
});

describe('a file claimed or cleaned up between the check and the save', () => {
  it('is taken by one of two submissions sent at once; the other is refused and writes nothing', async () => {
    const photo = await uploadPhoto();
    const [first, second] = [addDays(today(), -8), addDays(today(), -9)];
    const bodies = [
      await h.body('a4', 'ix-daily', { inspectionDate: formatMdyDate(first), imageUrls: [photo.name] }),
      await h.body('a4', 'ix-daily', { inspectionDate: formatMdyDate(second), imageUrls: [photo.name] }),
    ];
    const before = await h.count('inspections');
    const answers = await Promise.all(bodies.map((b) => h.post('a4', '/api/submitinspection', b)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await h.count('inspections')).toBe(before + 1);
    const ok = answers.find((r) => r.statusCode === 200);
    const [row] = await rowsNamed([photo.name]);
    expect(row?.inspectionId).toBe(ok && dataOf<{ inspectionId: number }>(ok).inspectionId);
  });

  it('is not taken by the save query when another inspection holds it or the clean-up removed it', async () => {
    const submit = async (daysAgo: number, imageUrls: string[]) =>
      dataOf<{ inspectionId: number }>(
        await h.post(
          'a4',
          '/api/submitinspection',
          await h.body('a4', 'ix-daily', {
            inspectionDate: formatMdyDate(addDays(today(), -daysAgo)),
            imageUrls,
          }),
        ),
      ).inspectionId;
    const held = await uploadPhoto();
    const holder = await submit(11, [held.name]);
    const other = await submit(12, []);
    const removed = await uploadPhoto();
    const free = await uploadPhoto();
    const rows = await rowsNamed([held.name, removed.name, free.name]);
    const idOf = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
    await ctx.t.db.delete(inspectionFiles).where(eq(inspectionFiles.id, idOf(removed.name)));

    const taken = await attachFiles(ctx.t.db, other, [idOf(held.name), idOf(removed.name), idOf(free.name)]);

    expect(taken).toEqual([idOf(free.name)]);
    const [heldRow] = await rowsNamed([held.name]);
    expect(heldRow?.inspectionId).toBe(holder);
    const holderSignature =
      dataOf<InspectionDetails>(await h.details('a4', 'ix-daily', addDays(today(), -11))).signature?.name ??
      '';
    expect(await markSignatureUsed(ctx.t.db, other, holderSignature)).toBe(false);
    expect(await markSignatureUsed(ctx.t.db, holder, holderSignature)).toBe(true);
  });
});

describe('the clean-up job', () => {
  it('is scheduled every hour on the job queue when the queue runs', async () => {
    const t = await createTestApp({ JOBS: 'true' });
    try {
      const schedules = await t.app.jobs.schedules();
      expect(schedules).toEqual(
        expect.arrayContaining([
          {
            name: unattachedFilesJob({ db: t.db, storage: createDiskStorage(t.config.dataDir) }).name,
            cron: '23 * * * *',
          },
          { name: 'attempt-counters.prune', cron: '7 * * * *' },
        ]),
      );
    } finally {
      await t.close();
    }
  });
});
