import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema';

export interface CounterHit {
  key: string;
  /** What the attempt adds: 1, or its bytes for a volume limit. */
  weight: number;
  windowSeconds: number;
}

const windowOver = sql`${attemptCounters.expiresAt} <= now()`;

/**
 * Adds every hit to its counter in one upsert, so concurrent attempts on any instance never lose a count;
 * a counter whose window is over starts a new window with this hit. Answers each counter's new figure and
 * the seconds until its window ends.
 */
export function addToCounters(db: Db, hits: readonly CounterHit[]) {
  return db
    .insert(attemptCounters)
    .values(
      hits.map((hit) => ({
        key: hit.key,
        count: hit.weight,
        expiresAt: sql`now() + make_interval(secs => ${hit.windowSeconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${windowOver} then excluded.count else ${attemptCounters.count} + excluded.count end`,
        expiresAt: sql`case when ${windowOver} then excluded.expires_at else ${attemptCounters.expiresAt} end`,
      },
    })
    .returning({
      key: attemptCounters.key,
      count: attemptCounters.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${attemptCounters.expiresAt} - now())))::int`,
    });
}

/** Whether the key names a live counter (one whose window is not over). */
export async function isCounting(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: attemptCounters.key })
    .from(attemptCounters)
    .where(sql`${attemptCounters.key} = ${key} and ${attemptCounters.expiresAt} > now()`);
  return rows.length > 0;
}

/** Starts (or restarts) the window of a marker key, such as an address a login signed in from. */
export async function renewMarker(db: Db, key: string, windowSeconds: number): Promise<void> {
  await db
    .insert(attemptCounters)
    .values({ key, count: 1, expiresAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: { count: sql`${attemptCounters.count} + 1`, expiresAt: sql`excluded.expires_at` },
    });
}

export async function clearCounters(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length) await db.delete(attemptCounters).where(inArray(attemptCounters.key, [...keys]));
}

/** Deletes counters whose window is over, a batch at a time; answers how many went. */
export async function pruneCounters(db: Db, batch = 5000): Promise<number> {
  let removed = 0;
  for (;;) {
    const stale = db
      .select({ key: attemptCounters.key })
      .from(attemptCounters)
      .where(lte(attemptCounters.expiresAt, sql`now()`))
      .limit(batch);
    const rows = await db
      .delete(attemptCounters)
      .where(inArray(attemptCounters.key, stale))
      .returning({ key: attemptCounters.key });
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}
