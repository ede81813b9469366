// The mixed load's rows of the result table, and the notes under it (throughput, the SQL check).
import { type Recorder, summarise } from './load';
import type { MixedResult } from './mixed';
import type { MixedCheck } from './mixed-check';
import type { TableRow } from './report';
import { settings } from './settings';

const merged = (...recs: Recorder[]): Recorder => ({
  latencies: recs.flatMap((r) => r.latencies),
  errors: recs.reduce((n, r) => n + r.errors, 0),
  firstError: recs.find((r) => r.firstError)?.firstError,
  sqlMs: [],
  statements: [],
});

export function mixedRows(
  mixed: MixedResult,
  check: MixedCheck,
  plantsAvailable: number,
): { rows: TableRow[]; notes: string[] } {
  const { writers, readers } = settings;
  const row = (call: string, role: string, connections: number, rec: Recorder): TableRow => ({
    call,
    role,
    connections,
    summary: summarise(rec, mixed.seconds),
    sql: false,
  });
  const all = merged(mixed.reads, mixed.uploads, mixed.submits);
  const rows = [
    row(`mixed: all requests (${writers} writers + ${readers} readers)`, 'all', writers + readers, all),
    row('mixed: reads (the calls above in turn)', 'L1 All, L2, L4', readers, mixed.reads),
    row('mixed: signature uploads', 'L2', writers, mixed.uploads),
    row('mixed: submissions (Daily Form, today)', 'L2', writers, mixed.submits),
  ];
  const verdict = check.problems.length
    ? `**FAILED**: ${check.problems.length} problems, e.g. ${check.problems.slice(0, 3).join('; ')}`
    : 'each stored exactly once with its version row (checked in SQL)';
  const notes = [
    `Mixed load: ${mixed.seconds.toFixed(0)} s back to back; ${summarise(all, mixed.seconds).rps.toFixed(0)} ` +
      `requests/s in all. ${check.acknowledged} acknowledged submissions: ${verdict}.` +
      (check.unacknowledgedStored
        ? ` ${check.unacknowledgedStored} stored inspections were not acknowledged to the client (errors or timeouts).`
        : ''),
    `Writers took ${mixed.plantsUsed.length} of ${plantsAvailable} plants with the Daily Form and none today` +
      (mixed.ranOut ? ' and ran out of plants before the end.' : '.'),
  ];
  const firstError = all.firstError;
  if (firstError) notes.push(`First mixed-load error: \`${firstError.replaceAll('`', "'")}\``);
  return { rows, notes };
}
