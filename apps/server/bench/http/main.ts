// `npm run bench:http`: the HTTP benchmark. Generates (or reuses) the 10k-plant / ~1M-inspection
// organisation on PostgreSQL, starts the built server, measures every list and screen call at one connection
// (with the SQL time the server reports, SQL_TIMING) and at 10 connections, then a mixed load of writers and
// readers, checked in SQL afterwards. Prints one table and writes it into docs/performance.md (settings.ts).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  type Call,
  type DeepPages,
  plantsListPath,
  complianceCalls,
  readCalls,
  reportCalls,
  requestOf,
  type Role,
} from './calls';
import { exportCalls } from './export-calls';
import { flaggedFormCalls, flaggedReportCalls, flagWriteCalls } from './flag-calls';
import { datasetSize, databaseState, ensureLibrary, generateDataset } from './dataset';
import { send, signIn, type Target, targetOf } from './http-client';
import { runLoad, summarise, type Summary } from './load';
import { checkSubmissions } from './mixed-check';
import { readParams } from './params';
import { mixedRows } from './mixed-rows';
import { commitOf, formatted, section, type TableRow, writeSection } from './report';
import { ensureBuilt, type RunningServer, startServer } from './server-process';
import { BENCH_ADMIN, BENCH_PASSWORD, settings } from './settings';
import { runMixed } from './mixed';

if (!settings.serverUrl) {
  console.log(
    'HTTP benchmark skipped: it needs PostgreSQL. Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server URL ' +
      `(it creates its own database ${settings.dbName} there).`,
  );
  process.exit(0);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
let server: RunningServer | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130)));

async function measure(target: Target, call: Call, tokens: Record<Role, string>, connections: number) {
  const single = connections === 1;
  const request = (i: number) => ({ ...requestOf(call, i), token: tokens[call.role] });
  await runLoad(target, {
    connections,
    seconds: settings.warmupSeconds,
    maxRequests: 50 * connections,
    request,
  });
  const { rec, seconds } = await runLoad(target, {
    connections,
    seconds: single ? settings.singleSeconds : settings.seconds,
    maxRequests: single ? settings.singleRequests : Number.MAX_SAFE_INTEGER,
    request,
  });
  const summary = summarise(rec, seconds);
  const reported = !Number.isNaN(summary.sqlMs);
  const sql = !single
    ? ''
    : reported
      ? `  SQL ${summary.sqlMs.toFixed(2)} ms / ${summary.statements} statements`
      : '  SQL not reported';
  console.log(
    `${`${call.label} (${call.role})`.padEnd(62)} x${connections}  p50 ${summary.p50.toFixed(1)}  ` +
      `p95 ${summary.p95.toFixed(1)}  p99 ${summary.p99.toFixed(1)} ms  ${summary.rps.toFixed(0)}/s  ` +
      `errors ${summary.errors}${sql}`,
  );
  if (rec.firstError) console.log(`  first error: ${rec.firstError}`);
  return summary;
}

async function pass(calls: Call[], tokens: Record<Role, string>, connections: number) {
  const results = new Map<Call, Summary>();
  for (const call of calls) {
    const target = targetOf(server?.port ?? 0, connections);
    results.set(call, await measure(target, call, tokens, connections));
    target.agent.destroy();
  }
  return results;
}

ensureBuilt();
if ((await databaseState()) === 'new') {
  console.log(`${settings.dbName}: new; the server under test migrates it, then the generator fills it`);
  await (await startServer({ sqlTiming: false })).stop();
  await generateDataset();
} else console.log(`${settings.dbName}: reusing the generated organisation`);
const size = await datasetSize();
const params = await readParams(size.orgId);
console.log(`${size.plants} plants, ${size.inspections} inspections (${elapsed()})`);

const rows: TableRow[] = [];
const notes: string[] = [];
let failed = false;
try {
  server = await startServer({ sqlTiming: true });
  await ensureLibrary(size.orgId);
  const setup = targetOf(server.port, 4);
  const tokens: Record<Role, string> = {
    'L1 All': await signIn(setup, BENCH_ADMIN, BENCH_PASSWORD),
    L2: await signIn(setup, params.l2Login, BENCH_PASSWORD, params.orgId),
    L3: await signIn(setup, params.l3.login, BENCH_PASSWORD, params.orgId),
    L4: await signIn(setup, params.l4.login, BENCH_PASSWORD, params.orgId),
  };
  const lastPage = async (role: keyof DeepPages) => {
    const response = await send(setup, { method: 'GET', path: plantsListPath(1), token: tokens[role] });
    if (response.status !== 200) throw new Error(`plants list as ${role}: ${response.status}`);
    const { TotalCount } = JSON.parse(response.body.toString()) as { TotalCount: number };
    return Math.min(400, Math.max(1, Math.ceil(TotalCount / 20)));
  };
  // Writers have sessions of their own; tokens stay valid when the server restarts (same JWT secret).
  const writerTokens: string[] = [];
  for (let i = 0; i < (settings.mixedSeconds > 0 ? settings.writers : 0); i++)
    writerTokens.push(await signIn(setup, params.l2Login, BENCH_PASSWORD, params.orgId));
  const deep: DeepPages = { 'L1 All': await lastPage('L1 All'), L2: await lastPage('L2') };
  setup.agent.destroy();
  const calls = [
    ...readCalls(params, deep),
    ...reportCalls(params),
    ...flaggedReportCalls(params),
    ...flaggedFormCalls(params),
    ...complianceCalls(params),
    ...exportCalls(params),
    ...flagWriteCalls(params),
  ].filter(
    (c) => !settings.only.length || settings.only.some((part) => c.label.toLowerCase().includes(part)),
  );

  const load = os.loadavg().map((n) => n.toFixed(1));
  notes.push(
    `Load average before the measurements (1 / 5 / 15 min): ${load.join(' / ')} on ${os.cpus().length} cores.`,
  );
  console.log(`\none connection, SQL_TIMING on (${elapsed()})`);
  const single = await pass(calls, tokens, 1);
  await server.stop();
  server = await startServer({ sqlTiming: false });
  console.log(`\n${settings.connections} connections (${elapsed()})`);
  const multi = await pass(calls, tokens, settings.connections);
  for (const call of calls) {
    const base = { call: call.label, role: call.role };
    const [m, s] = [multi.get(call), single.get(call)];
    if (m) rows.push({ ...base, connections: settings.connections, summary: m, sql: false });
    if (s) rows.push({ ...base, connections: 1, summary: s, sql: true });
  }

  if (settings.mixedSeconds > 0) {
    console.log(`\nmixed load: ${settings.writers} writers + ${settings.readers} readers (${elapsed()})`);
    const mixed = await runMixed({
      port: server.port,
      seconds: settings.mixedSeconds,
      readers: settings.readers,
      writerTokens,
      tokens,
      calls,
      params,
    });
    const check = await checkSubmissions(mixed.acknowledged, mixed.plantsUsed, params.daily);
    const outcome = mixedRows(mixed, check, params.writerPlants.length);
    rows.push(...outcome.rows);
    notes.push(...outcome.notes);
    failed = check.problems.length > 0;
  }
} finally {
  await server?.stop();
}

if (!rows.some((r) => r.sql && !Number.isNaN(r.summary.sqlMs)))
  notes.push('SQL ms and statements: – = not reported by this server (it has no SQL_TIMING).');
notes.push(
  `${settings.connections}-connection rows: ${settings.seconds} s per call after ${settings.warmupSeconds} s of ` +
    `warm-up; 1-connection rows: up to ${settings.singleRequests} requests or ${settings.singleSeconds} s, ` +
    'with the median SQL time and statement count the server reports (Server-Timing, SQL_TIMING=true).',
);
const text = section({ ...size, commit: commitOf(settings.serverDir), notes }, rows);
console.log(`\n${await formatted(text)}`);
await writeSection(text);
console.log(`written to ${settings.reportFile} (section "${settings.label}") after ${elapsed()}`);
if (failed) {
  console.error('FAILED: some acknowledged submissions are not stored exactly once (see above)');
  process.exitCode = 1;
}
