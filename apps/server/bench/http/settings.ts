// The HTTP benchmark's settings, all from the environment (README "Generated data"); the results go to
// docs/performance.md.
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const int = (name: string, fallback: number, min = 0): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number >= ${min}, not "${raw}"`);
  return value;
};

const text = (name: string, fallback: string): string => process.env[name] || fallback;

const dbName = text('BENCH_HTTP_DB', 'envirotrack_bench_http');
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) throw new Error('BENCH_HTTP_DB must be a plain lower-case name');

export const settings = {
  /** A PostgreSQL server URL; the benchmark uses its own database on that server. */
  serverUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
  dbName,
  plants: int('BENCH_PLANTS', 10_000, 1),
  inspections: int('BENCH_INSPECTIONS', 1_000_000, 1),
  /** Seconds per call at `connections`, after `warmupSeconds` not recorded. */
  seconds: int('BENCH_SECONDS', 20, 0.1),
  warmupSeconds: int('BENCH_WARMUP_SECONDS', 1),
  connections: int('BENCH_CONNECTIONS', 10, 1),
  /** The one-connection pass: per call at most this many requests, and at most this many seconds. */
  singleRequests: int('BENCH_SINGLE_REQUESTS', 300, 1),
  singleSeconds: int('BENCH_SINGLE_SECONDS', 3, 0.1),
  writers: int('BENCH_WRITERS', 50),
  readers: int('BENCH_READERS', 200),
  /** 0 skips the mixed load. */
  mixedSeconds: int('BENCH_MIXED_SECONDS', 60),
  /** Comma-separated parts of call labels: only those calls are measured (all when unset). */
  only: (process.env.BENCH_CALLS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
  label: text('BENCH_LABEL', 'latest'),
  reportFile: path.resolve(text('BENCH_REPORT_FILE', path.join(repoRoot, 'docs/performance.md'))),
  /** The apps/server directory whose dist/server.js is measured (and whose migrations it applies). */
  serverDir: path.resolve(text('BENCH_SERVER_DIR', path.join(repoRoot, 'apps/server'))),
  build: ['1', 'true'].includes(process.env.BENCH_BUILD ?? ''),
  logLevel: text('BENCH_LOG_LEVEL', 'warn'),
  /** Node flags for the measured server, space-separated, e.g. `--cpu-prof --cpu-prof-dir=DIR` to profile it. */
  serverNodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
  dataDir: path.resolve(text('BENCH_DATA_DIR', path.join(os.tmpdir(), 'envirotrack-bench-http', dbName))),
  /** One request taking longer than this counts as an error. */
  requestTimeoutMs: 30_000,
  repoRoot,
};

/** The generated organisation (renamed to this when generation finished) and the accounts signed in as. */
export const BENCH_ORG = 'HTTP Bench Materials';
export const BENCH_PASSWORD = 'Bench#Pass1';
export const BENCH_ADMIN = 'bench.l1';

export function databaseUrl(name: string): string {
  if (!settings.serverUrl) throw new Error('no PostgreSQL URL');
  const url = new URL(settings.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
