// Benchmark (issue 17): how long an evidence pack of one plant-year takes to make, with a photo on every
// report. Reports are submitted through the API (daily for a year, weekly, monthly), each with its own
// 640x480 photo and signature; then packs of ~100 reports and of the whole year are made and timed.
// Run: TEST_DATABASE_URL=... npm run bench:pack -w @envirotrack/server. Figures: docs/performance.md.
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatMdyDate, today, type EvidencePack } from '@envirotrack/shared';
import { pngChunk, pngOf } from '../test/png';
import { dataOf, inspectionsHarness } from '../src/features/inspections/inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

/** A 640x480 RGB PNG with some noise (so it does not shrink to nothing), different for each seed. */
function photo(seed: number): Buffer {
  const [w, ht] = [640, 480];
  const raw = Buffer.alloc((w * 3 + 1) * ht);
  let x = seed * 2654435761;
  for (let row = 0; row < ht; row += 1) {
    raw[row * (w * 3 + 1)] = 0;
    for (let i = 0; i < w * 3; i += 1) {
      x = (x * 1103515245 + 12345) >>> 0;
      raw[row * (w * 3 + 1) + 1 + i] = ((row + i + seed) & 0xff) ^ (x >>> 28);
    }
  }
  return pngOf(w, ht, 2, [pngChunk('IDAT', zlib.deflateSync(raw))]);
}

async function submit(formId: string, date: string, seed: number, ps: number | null = null) {
  // Hundreds of uploads by one user: past the upload limit meant for people, so its counters are cleared.
  await ctx.t.db.execute(sql`delete from attempt_counters`);
  const image = dataOf<{ name: string }>(await h.upload('a2', `site-${seed}.png`, photo(seed))).name;
  const response = await h.post(
    'a2',
    '/api/submitinspection',
    await h.body('a2', formId, {
      inspectionDate: formatMdyDate(date),
      imageUrls: [image],
      ...(ps ? { pointSource: ps } : {}),
    }),
  );
  if (response.statusCode !== 200) throw new Error(response.body);
}

async function timedPack(from: string, permitTypes: string[]) {
  const started = performance.now();
  const pack = dataOf<EvidencePack>(
    await h.post('a2', `/api/plants/${ctx.p1}/evidence-packs`, { from, to: today(), permitTypes }),
  );
  const ms = performance.now() - started;
  const file = await h.get('a2', `/api/evidence-packs/${pack.packId}/file`);
  return { pack, ms, bytes: file.rawPayload.length };
}

describe('evidence pack benchmark', () => {
  it('makes packs of ~100 reports and of a plant-year with a photo on every report', async () => {
    const end = today();
    const first = addDays(end, -364);
    let seed = 0;
    const made = performance.now();
    for (let day = first; day <= end; day = addDays(day, 1)) await submit('ix-daily', day, ++seed);
    for (let week = 0; week < 52; week += 1) await submit('ix-weekly', addDays(end, -7 * week - 1), ++seed);
    for (let month = 0; month < 12; month += 1) {
      const date = addDays(`${end.slice(0, 7)}-01`, 0);
      const shifted = new Date(`${date}T12:00:00Z`);
      shifted.setUTCMonth(shifted.getUTCMonth() - month);
      await submit('ix-sw', shifted.toISOString().slice(0, 10), ++seed, ctx.outfall1);
    }
    console.log(
      `submitted ${seed} reports with photos in ${((performance.now() - made) / 1000).toFixed(1)} s`,
    );

    const hundred = await timedPack(addDays(end, -99), ['Water']);
    const year = await timedPack(first, ['Water', 'Air', 'Waste', 'Others']);
    for (const [label, run] of [
      ['~100 reports', hundred],
      ['plant-year', year],
    ] as const)
      console.log(
        `${label.padEnd(14)} ${String(run.pack.total).padStart(4)} reports  ${(run.ms / 1000).toFixed(1)} s  ${(run.bytes / 1e6).toFixed(1)} MB`,
      );
    expect(year.pack.state).toBe('done');
    expect(year.pack.total).toBeGreaterThanOrEqual(400);
  });
});
