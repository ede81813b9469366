// The load loop: `connections` workers send requests back to back, bounded in count and in time, and the
// latencies, errors and the server's SQL timing of each answer are recorded.
import { performance } from 'node:perf_hooks';
import { type Request, send, type Target } from './http-client';

export interface Recorder {
  latencies: number[];
  errors: number;
  /** The first failure, to show what went wrong. */
  firstError: string | undefined;
  /** From `Server-Timing: db;dur=..;desc="n statements"`, per answer that carried it. */
  sqlMs: number[];
  statements: number[];
}

export const recorder = (): Recorder => ({
  latencies: [],
  errors: 0,
  firstError: undefined,
  sqlMs: [],
  statements: [],
});

const TIMING = /db;dur=([\d.]+);desc="(\d+) statements"/;

/** Sends one request and records it; answers the response for callers that need its body. */
export async function timed(target: Target, request: Request, into: Recorder) {
  const response = await send(target, request);
  into.latencies.push(response.ms);
  if (response.status < 200 || response.status >= 300) {
    into.errors++;
    into.firstError ??= `${request.method} ${request.path} -> ${response.status} ${response.body.toString().slice(0, 200)}`;
  }
  const timing = response.serverTiming && TIMING.exec(response.serverTiming);
  if (timing) {
    into.sqlMs.push(Number(timing[1]));
    into.statements.push(Number(timing[2]));
  }
  return response;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  maxRequests: number;
  /** The i-th request of the run (i counts across all workers). */
  request: (i: number) => Request;
}

/** Runs the load; answers the recorder and the wall time in seconds. */
export async function runLoad(
  target: Target,
  options: LoadOptions,
): Promise<{ rec: Recorder; seconds: number }> {
  const rec = recorder();
  const started = performance.now();
  const end = started + options.seconds * 1000;
  let issued = 0;
  const worker = async () => {
    while (issued < options.maxRequests && performance.now() < end) {
      await timed(target, options.request(issued++), rec);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { rec, seconds: (performance.now() - started) / 1000 };
}

/** Nearest-rank percentile of unsorted samples (NaN when there are none). */
export function percentile(samples: readonly number[], q: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export interface Summary {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  /** Medians of the server's SQL time and statement count (NaN when the server does not report them). */
  sqlMs: number;
  statements: number;
}

export const summarise = (rec: Recorder, seconds: number): Summary => ({
  p50: percentile(rec.latencies, 0.5),
  p95: percentile(rec.latencies, 0.95),
  p99: percentile(rec.latencies, 0.99),
  rps: rec.latencies.length / Math.max(seconds, 1e-9),
  requests: rec.latencies.length,
  errors: rec.errors,
  sqlMs: percentile(rec.sqlMs, 0.5),
  statements: percentile(rec.statements, 0.5),
});
