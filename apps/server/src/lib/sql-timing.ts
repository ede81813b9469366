// Opt-in SQL timing (SQL_TIMING=true): every statement a request sends through the node-postgres pool is
// timed and counted, and the reply carries the standard `Server-Timing: db;dur=<ms>;desc="<n> statements"`
// header, which `npm run bench:http` reads. Off, none of this is installed. PGlite has no pool: no header.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';

interface Tally {
  /** Summed duration of the request's statements (overlapping ones add up). */
  ms: number;
  statements: number;
}

type Call = (...args: unknown[]) => unknown;

const current = new AsyncLocalStorage<Tally>();
const tallies = new WeakMap<FastifyRequest, Tally>();
const timedClients = new WeakSet<pg.PoolClient>();
const timedPools = new WeakSet<pg.Pool>();

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Wraps a client's `query` (callback and promise forms): its duration goes to the calling request's tally. */
function timeClient(client: pg.PoolClient): void {
  if (timedClients.has(client)) return;
  timedClients.add(client);
  const query = client.query.bind(client) as Call;
  const timed: Call = (...args) => {
    const tally = current.getStore();
    if (!tally) return query(...args);
    tally.statements++;
    const started = performance.now();
    const stop = () => {
      tally.ms += performance.now() - started;
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        stop();
        return (callback as Call)(...result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (isThenable(result)) return Promise.resolve(result).finally(stop);
    stop();
    return result;
  };
  Object.assign(client, { query: timed });
}

function timePool(pool: pg.Pool): void {
  if (timedPools.has(pool)) return;
  timedPools.add(pool);
  pool.on('acquire', timeClient);
  // pool.query runs its statement from the connect callback, which fires in the context of whoever released
  // the client when the pool was busy: bind callbacks to the caller so the statement counts for its request.
  const connect = pool.connect.bind(pool) as Call;
  Object.assign(pool, {
    connect: (...args: unknown[]) =>
      connect(...args.map((arg) => (typeof arg === 'function' ? AsyncResource.bind(arg as Call) : arg))),
  });
}

/** Times each request's SQL on `pool` (PostgreSQL); without a pool (PGlite) it does nothing. */
export function registerSqlTiming(app: FastifyInstance, pool: pg.Pool | undefined): void {
  if (!pool) {
    app.log.info('SQL_TIMING applies to PostgreSQL only: no Server-Timing header on the embedded database');
    return;
  }
  timePool(pool);
  // Registered before the auth hook, so the session lookup counts too.
  app.addHook('onRequest', (request, _reply, done) => {
    const tally = { ms: 0, statements: 0 };
    tallies.set(request, tally);
    current.run(tally, done);
  });
  // A request body is read in the socket's context: enter the request's tally again before the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const tally = tallies.get(request);
    if (tally) current.run(tally, done);
    else done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const tally = tallies.get(request);
    if (tally)
      reply.header('server-timing', `db;dur=${tally.ms.toFixed(2)};desc="${tally.statements} statements"`);
    done(null, payload);
  });
}
