// Jobs inserted in a caller's transaction (lib/jobs.ts sendManyWithin): they exist exactly when its work is
// committed. The automatic reminders send their digests' delivery jobs this way.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app';
import { DELIVERY_RETRY, REMINDER_JOBS } from './auto-reminders';

describe("jobs inserted in the caller's transaction", () => {
  it('with the queue off: none inserted, and the caller is told to send them after its commit', async () => {
    const t = await createTestApp();
    try {
      expect(await t.app.jobs.sendManyWithin(t.db, REMINDER_JOBS.deliver, [{ mailId: 1 }])).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('with the queue on: kept when the transaction commits, gone when it rolls back', async () => {
    const t = await createTestApp({ JOBS: 'true' });
    try {
      const jobs = async () =>
        (
          (await t.db.execute(sql`select data->>'mailId' as "mailId", retry_limit as "retryLimit",
            retry_delay as "retryDelay", retry_backoff as "retryBackoff" from pgboss.job
            where name = ${REMINDER_JOBS.deliver} order by 1`)) as unknown as {
            rows: Record<string, unknown>[];
          }
        ).rows;
      await t.db
        .transaction(async (tx) => {
          expect(
            await t.app.jobs.sendManyWithin(tx, REMINDER_JOBS.deliver, [{ mailId: 900 }], DELIVERY_RETRY),
          ).toBe(true);
          throw new Error('undo');
        })
        .catch(() => undefined);
      expect(await jobs()).toEqual([]);
      await t.db.transaction(async (tx) => {
        await t.app.jobs.sendManyWithin(
          tx,
          REMINDER_JOBS.deliver,
          [{ mailId: 901 }, { mailId: 902 }],
          DELIVERY_RETRY,
        );
      });
      const kept = { retryLimit: 3, retryDelay: 60, retryBackoff: true };
      expect(await jobs()).toEqual([
        { mailId: '901', ...kept },
        { mailId: '902', ...kept },
      ]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
