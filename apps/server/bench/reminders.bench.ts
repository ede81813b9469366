// Benchmark: the automatic reminder run of the biggest organisation of a bench database (10k plants / ~1M
// inspections: BENCH_REMINDERS_DATABASE_URL, default the dev server's envirotrack_bench_b), with the job
// queue on and mail to an SMTP server in this process. Prints the run's time (plan, record, enqueue), the
// plan of its main statement, then how long the queue took to deliver the digests.
// The run's rows are removed before and after, so it can be run again; the settings row it writes stays.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { today } from '@envirotrack/shared';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { overdueStatement } from '../src/features/compliance/reminders/auto-reminders.queries';
import {
  reminderJobs,
  runInputs,
  runOrganisation,
} from '../src/features/compliance/reminders/auto-reminders';
import { saveReminderSettings } from '../src/features/compliance/reminders/reminder-settings.queries';
import { createJobs } from '../src/lib/jobs';
import { createMailer } from '../src/lib/mail';
import { startSmtpSink } from '../test/smtp-sink';

const url =
  process.env.BENCH_REMINDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/envirotrack_bench_b';
const DELIVERY_WAIT_SECONDS = Number(process.env.BENCH_DELIVERY_WAIT ?? 120);
const log = pino({ level: 'silent' });
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const database = openPostgres(url, 6);
  const { db } = database;
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  // The benchmark database as the server would leave it: every migration applied.
  await database.migrate();
  // What autovacuum does on a live database: a fresh copy has no visibility map, so the index-only reads
  // of the statement would visit the table.
  const [seen] = rows<{ visible: number }>(
    await db.execute(sql`select relallvisible::float / greatest(relpages, 1) as visible from pg_class
      where relname = 'inspections'`),
  );
  if ((seen?.visible ?? 0) < 0.5) {
    console.log('VACUUM ANALYZE of the tables the run reads (a fresh copy was never vacuumed)');
    for (const table of ['inspections', 'plants', 'plant_forms', 'users', 'user_plants', 'user_regions']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  }
  const [org] = rows<{ orgId: number; plants: number }>(
    await db.execute(sql`select org_id as "orgId", count(*)::int as plants from plants
      where deleted_at is null group by 1 order by 2 desc limit 1`),
  );
  if (!org) throw new Error('the bench database has no plants');
  const runDay = today();
  const clean = async () => {
    await db.execute(sql`delete from reminder_items where mail_id in (select m.id from reminder_mails m
      join reminder_runs r on r.id = m.run_id where r.org_id = ${org.orgId} and r.run_day = ${runDay})`);
    await db.execute(sql`delete from reminder_mails where run_id in (select id from reminder_runs
      where org_id = ${org.orgId} and run_day = ${runDay})`);
    await db.execute(sql`delete from reminder_runs where org_id = ${org.orgId} and run_day = ${runDay}`);
    // Jobs of an earlier bench run left in the queue (their mails are gone).
    const [queue] = rows<{ t: string | null }>(
      await db.execute(sql`select to_regclass('pgboss.job')::text as t`),
    );
    if (queue?.t) await db.execute(sql`delete from pgboss.job where name = 'reminders.deliver'`);
  };
  await clean();
  const benchStarted = new Date();
  // Every frequency, reminded up to 3 + 3 + 3 + 7 days after a period's end; a send time the schedule will
  // not reach while this runs (the run is called directly).
  await saveReminderSettings(db, org.orgId, null, {
    enabled: true,
    sendTime: '23:59',
    frequencies: ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'],
    graceDays: 3,
    regionAfterDays: 3,
    orgAfterDays: 3,
  });

  const smtp = await startSmtpSink();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url, DATABASE_URL: url });
  const mailer = createMailer(config, db, log);
  const jobs = createJobs(database, true, log);
  const deps = { db, config, mailer, jobs };
  for (const job of reminderJobs(deps)) jobs.define(job);
  await jobs.start();
  try {
    const { query } = await runInputs(db, org.orgId, runDay);
    const statement = new PgDialect().sqlToQuery(overdueStatement(query));
    const pool = database.pool;
    if (!pool) throw new Error('PostgreSQL only');
    // As the run does, in its transaction (set local work_mem).
    const client = await pool.connect();
    await client.query(`set work_mem = '64MB'`);
    const plan = await client.query<Record<string, string>>(
      `explain (analyze, buffers, costs off, timing off, summary on) ${statement.sql}`,
      statement.params,
    );
    await client.query('reset work_mem');
    client.release();

    const report = await runOrganisation(deps, org.orgId, runDay);
    console.log(
      `Automatic reminder run, organisation ${org.orgId} (${org.plants} plants), ${query.periods.keys.length} late periods: ` +
        `${(report.ms.total / 1000).toFixed(2)} s in all (overdue query ${secs(report.ms.query)}, digests ${secs(report.ms.plan)}, ` +
        `recording ${secs(report.ms.record)}, enqueueing ${secs(report.ms.enqueue)}); ` +
        `${report.overdue} overdue items, ${report.mails.length} digests naming ${report.items} forms`,
    );
    console.log('  plan: the overdue items statement');
    for (const row of plan.rows) console.log(`    ${Object.values(row)[0]}`);

    const started = performance.now();
    let sent = 0;
    while (performance.now() - started < DELIVERY_WAIT_SECONDS * 1000) {
      const [count] = rows<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from reminder_mails where status <> 'queued'
          and id = any(${sql.param(report.mails)}::integer[])`),
      );
      sent = count?.n ?? 0;
      if (sent >= report.mails.length) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(
      `Delivery through the job queue: ${sent} of ${report.mails.length} digests done in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (${smtp.received.length} received by the SMTP sink)`,
    );
  } finally {
    await jobs.stop();
    await clean();
    await db.execute(sql`delete from mail_outbox where kind = 'reminder' and created_at >= ${benchStarted}`);
    await smtp.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
