import type { ComplianceSummary, CompliancePeriod } from '@envirotrack/shared';
import { jsonBody, type JsonBody } from '../../lib/built-answer';
import { barsOf, type DirectoryChart } from './compliance-directory';

const OPEN = Buffer.from('{"status":"valid","StatusCode":200,"data":[');

/** A bar's counts as JSON bytes, by counts: few distinct ones, so kept (at most `TAILS_KEPT`). */
const tails = new Map<string, Buffer>();
const TAILS_KEPT = 10_000;

function tailOf(complete: number, incomplete: number, flagged: number): Buffer {
  const key = `${complete} ${incomplete} ${flagged}`;
  const known = tails.get(key);
  if (known) return known;
  if (tails.size >= TAILS_KEPT) tails.clear();
  // With the comma before the next bar: one piece fewer a bar to join (the last one's is cut off).
  const tail = Buffer.from(`,"Complete":${complete},"InComplete":${incomplete},"flagged":${flagged}},`);
  tails.set(key, tail);
  return tail;
}

/**
 * The organisation's summary (`ComplianceSummary`) as JSON bytes, joined from the plants' heads the copy
 * keeps and their counts' tails: the same value JSON.stringify writes of the object
 * (compliance-directory.test.ts), with nothing left to count and encode before sending it (docs/decisions.md,
 * 'Compliance status': at 10,000 bars, 8-11 ms of CPU in-process; as a string, its encoding alone cost 8-9).
 */
export function summaryBody(chart: DirectoryChart, period: CompliancePeriod): JsonBody<ComplianceSummary> {
  const parts: Buffer[] = [OPEN];
  let flaggedFormsCount = 0;
  for (const bar of barsOf(chart)) {
    parts.push(bar.plant.head, tailOf(bar.complete, bar.incomplete, bar.flagged));
    flaggedFormsCount += bar.flagged;
  }
  // The last bar's tail without its comma.
  const last = parts.at(-1);
  if (parts.length > 1 && last) parts[parts.length - 1] = last.subarray(0, -1);
  parts.push(Buffer.from(`],"flaggedFormsCount":${flaggedFormsCount},"period":${JSON.stringify(period)}}`));
  return jsonBody(Buffer.concat(parts));
}
