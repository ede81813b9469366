import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every app instance: sign-ins, password checks, reset mails and uploads, one row
 * per key (what is counted and for whom) in a fixed window that ends at `expires_at`. A counter past its
 * window starts again at the next attempt; the rows of windows long over are pruned by a scheduled job.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_counters_expires_idx').on(t.expiresAt)],
);
