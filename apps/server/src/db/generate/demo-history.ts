import { addDays, today } from '@envirotrack/shared';
import { inArray } from 'drizzle-orm';
import type { Storage } from '../../lib/storage';
import type { Db } from '../client';
import { organisations } from '../schema';
import { generateHistory, type HistoryReport } from './history';

/** The demo organisations whose plants get a past (all of their plants exist when this runs). */
const DEMO_ORGS = ['Granite Valley Materials', 'Blue Ridge Asphalt & Aggregates'];
/** About a year of weekly to yearly forms; daily forms only for the recent weeks, to keep a first start quick. */
const DEMO_DAYS = 365;
const DEMO_DAILY_DAYS = 91;

/**
 * Past inspections for the demo plants, run once right after the demo organisations are seeded: plants
 * added later (by people or by tests) start without history.
 */
export async function seedDemoHistory(db: Db, storage: Storage, now = new Date()): Promise<HistoryReport[]> {
  const orgs = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(inArray(organisations.name, DEMO_ORGS));
  const to = addDays(today(undefined, now), -1);
  const reports: HistoryReport[] = [];
  for (const org of orgs) {
    reports.push(
      await generateHistory(db, {
        orgId: org.id,
        from: addDays(to, 1 - DEMO_DAYS),
        to,
        dailyFrom: addDays(to, 1 - DEMO_DAILY_DAYS),
        seed: 'envirotrack-demo',
        storage,
      }),
    );
  }
  return reports;
}
