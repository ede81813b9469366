import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/** A kind of background work: run on a schedule, or when a request sends it (reminders, exports). */
export interface JobDefinition {
  /** The queue's name; pending jobs and the schedule are stored under it, so it never changes. */
  name: string;
  /** When to run it by itself: a 5-field cron expression in UTC. */
  cron?: string;
  /** The work; a failure is retried by the queue. */
  run(data: unknown): Promise<void>;
}

/** How the queue retries a job that failed: retryLimit more tries, retryDelay seconds apart, doubling with retryBackoff. */
export interface SendOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

/**
 * The application's job queue (pg-boss, in the application's PostgreSQL, or PGlite when embedded): a job
 * survives restarts and runs once however many instances run. Features define their jobs while the app is
 * built; the queue starts when the app is ready and stops when it closes. Off (JOBS=false, as in tests), a
 * job sent runs at once, in the caller.
 */
export interface Jobs {
  readonly enabled: boolean;
  define(job: JobDefinition): void;
  send(name: string, data?: object, options?: SendOptions): Promise<void>;
  /**
   * Many jobs of one kind in one statement. Off, each runs at once in the caller, in turn; a failure is
   * passed to `onError` and the rest still run.
   */
  sendMany(
    name: string,
    data: readonly object[],
    options?: SendOptions,
    onError?: (error: unknown) => void,
  ): Promise<void>;
  /**
   * Many jobs of one kind inserted in one statement through `db` (a transaction of the caller's), so they
   * exist exactly when its work is committed. Answers false, inserting nothing, when the queue is off: the
   * caller then runs them after its commit (sendMany).
   */
  sendManyWithin(db: Db, name: string, data: readonly object[], options?: SendOptions): Promise<boolean>;
  /** The schedules stored in the queue (name and cron), for tests and operators. */
  schedules(): Promise<{ name: string; cron: string }[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * pg-boss runs its statements through the application's own connections: the node-postgres pool, or the
 * PGlite client (one statement with parameters, or a script of several without, its last result answered).
 */
function connection(database: Database): PgBoss.Db {
  const { pglite, pool } = database;
  if (pglite) return { executeSql: (text, values) => runOnPglite(pglite, text, values) };
  if (!pool) throw new Error('The job queue needs PostgreSQL or PGlite');
  return { executeSql: (text, values) => pool.query(text, values) };
}

async function runOnPglite(pglite: PGlite, text: string, values: unknown[] | undefined) {
  if (values?.length) return pglite.query(text, values);
  const results = await pglite.exec(text);
  return { rows: results.at(-1)?.rows ?? [] };
}

/** pg-boss's statements (text with $1.. and its values) run through a Drizzle database or transaction. */
export function throughDrizzle(db: Db): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const parts = text.split(/\$(\d+)\b/);
      const chunks = parts.map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part)));
      return (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    },
  };
}

export function createJobs(database: Database, enabled: boolean, log: FastifyBaseLogger): Jobs {
  const definitions = new Map<string, JobDefinition>();
  /** This instance's worker of each queue, woken when a request sends a job (no wait for the next poll). */
  const workers = new Map<string, string>();
  let boss: PgBoss | undefined;
  /** Inserts jobs in a caller's transaction; needs no started queue (its statement is all it runs). */
  let inserter: PgBoss | undefined;

  const definitionOf = (name: string) => {
    const job = definitions.get(name);
    if (!job) throw new Error(`No job is defined as ${name}`);
    return job;
  };

  return {
    enabled,
    define(job) {
      if (boss) throw new Error(`Job ${job.name} is defined after the queue started`);
      if (definitions.has(job.name)) throw new Error(`Job ${job.name} is defined twice`);
      definitions.set(job.name, job);
    },
    async send(name, data = {}, options = {}) {
      const job = definitionOf(name);
      if (!boss) return job.run(data);
      await boss.send(name, data, options);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async sendMany(name, data, options = {}, onError = () => undefined) {
      const job = definitionOf(name);
      if (!boss) {
        for (const one of data) await job.run(one).catch(onError);
        return;
      }
      if (data.length) await boss.insert(data.map((one) => ({ name, data: one, ...options })));
    },
    async sendManyWithin(db, name, data, options = {}) {
      definitionOf(name);
      if (!enabled) return false;
      inserter ??= boss ?? new PgBoss({ db: connection(database) });
      if (data.length) {
        await inserter.insert(
          data.map((one) => ({ name, data: one, ...options })),
          { db: throughDrizzle(db) },
        );
      }
      return true;
    },
    async schedules() {
      if (!boss) return [];
      return (await boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron }));
    },
    async start() {
      if (!enabled || boss) return;
      const queue = new PgBoss({ db: connection(database) });
      queue.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
      await queue.start();
      boss = queue;
      for (const job of definitions.values()) {
        await queue.createQueue(job.name);
        let worker = '';
        worker = await queue.work(job.name, { pollingIntervalSeconds: 10 }, async (batch) => {
          for (const one of batch) await job.run(one.data);
          // Work found: fetch the next job at once rather than after the polling interval (a run's thousands
          // of reminder digests drain in seconds, not one per interval).
          if (batch.length && worker) queue.notifyWorker(worker);
        });
        workers.set(job.name, worker);
        if (job.cron) await queue.schedule(job.name, job.cron);
        else await queue.unschedule(job.name);
      }
    },
    async stop() {
      const queue = boss;
      boss = undefined;
      workers.clear();
      await queue?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** Starts the queue with the app and stops it before the app (and its database) closes. */
export function registerJobs(app: FastifyInstance, jobs: Jobs): void {
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
}
