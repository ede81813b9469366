import { APP_TIME_ZONE } from '@envirotrack/shared';
import type { Storage } from '../../lib/storage';
import type { Db } from '../client';
import { AnswerFiller } from './answers';
import { Calendar } from './calendar';
import { RowBuilder } from './inspection-rows';
import { loadPlantsToFill } from './org-context';
import { plantProfile } from './plant-profile';
import { linkSignatures, storeSignatures, type Signing } from './signatures';
import { Pipeline, rawClient } from './writer';

export interface HistoryOptions {
  orgId: number;
  /** Only these plants (default: every active plant of the organisation). */
  plantIds?: readonly number[];
  /** First and last day inspections may be dated (ISO, both included). */
  from: string;
  to: string;
  seed: string;
  storage: Storage;
  timeZone?: string;
  /** Inspections per INSERT statement. */
  batchSize?: number;
  /** Statements in flight at once (PGlite runs one at a time whatever this says). */
  concurrency?: number;
  /** Daily forms are filled in only from this day on (a lighter demo). */
  dailyFrom?: string;
  /** Count what would be generated, write nothing. */
  dryRun?: boolean;
  onProgress?: (progress: HistoryProgress) => void;
}

export interface HistoryProgress {
  plantsDone: number;
  plants: number;
  inspections: number;
  flags: number;
  seconds: number;
}

export interface HistoryReport extends HistoryProgress {
  openFlags: number;
  signatures: number;
}

/**
 * Fills the past of an organisation's plants: for every plant x chosen form x point source x period in the
 * range, an inspection as the server would have saved it (answers, score, signature, first version, flags),
 * or none where the plant skipped it.
 */
export async function generateHistory(db: Db, options: HistoryOptions): Promise<HistoryReport> {
  const started = performance.now();
  const client = rawClient(db);
  const calendar = new Calendar(options.from, options.to, options.timeZone ?? APP_TIME_ZONE);
  const plants = await loadPlantsToFill(db, options.orgId, options.plantIds);
  const signings: Signing[] = plants.flatMap((plant) =>
    plant.creators.map((signer) => ({ plantId: plant.id, signer })),
  );
  const files = options.dryRun
    ? new Map<string, string>()
    : await storeSignatures(client, options.storage, options.orgId, signings, `${options.from}T12:00:00Z`);

  const fillers = new Map<number, AnswerFiller>();
  const pipeline = new Pipeline(client, options.orgId, Math.max(1, options.concurrency ?? 1));
  const rows = new RowBuilder(calendar, files, options.dryRun ?? false);
  const batchSize = options.batchSize ?? 4000;
  const { dailyFrom } = options;
  const firstDaily = dailyFrom ? calendar.days.findIndex((d) => d.iso >= dailyFrom) : 0;
  const dailyStart = firstDaily < 0 ? calendar.days.length : firstDaily;
  const progress = (plantsDone: number): HistoryProgress => ({
    plantsDone,
    plants: plants.length,
    inspections: rows.inspections,
    flags: rows.flags,
    seconds: (performance.now() - started) / 1000,
  });

  let yielded = performance.now();
  for (const [index, plant] of plants.entries()) {
    const profile = plantProfile(options.seed, plant.code, calendar);
    for (const form of plant.forms) {
      const filler = fillers.get(form.model.template.id) ?? new AnswerFiller(form.model);
      fillers.set(form.model.template.id, filler);
      const start = form.model.template.frequency === 'Daily' ? dailyStart : 0;
      for (const source of form.sources) {
        if (performance.now() - yielded > 20) {
          // Lets the driver keep sending the statements in flight while the next batch is built.
          await new Promise((resolve) => setImmediate(resolve));
          yielded = performance.now();
        }
        rows.fillForm({ plant, profile, filler, source, start });
        if (rows.batch.size >= batchSize) {
          await pipeline.push(rows.take());
          options.onProgress?.(progress(index));
        }
      }
    }
  }
  if (rows.batch.size) await pipeline.push(rows.take());
  await pipeline.drain();
  const signatures = await linkSignatures(client, options.storage, options.orgId, [...files.values()]);
  options.onProgress?.(progress(plants.length));
  return { ...progress(plants.length), openFlags: rows.openFlags, signatures };
}
