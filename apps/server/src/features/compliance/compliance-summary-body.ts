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
function joinSummary(chart: DirectoryChart, period: CompliancePeriod): Buffer {
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
  return Buffer.concat(parts);
}

/** An answer written, with what it was written from. */
interface Written {
  chart: DirectoryChart;
  period: string;
  body: JsonBody<ComplianceSummary>;
}

/** The latest answers written (most recent last; ~1.3 MB each at 10,000 plants). */
const written: Written[] = [];
const WRITTEN_KEPT = 16;

const bytesOf = (numbers: Int32Array) => Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);
const sameNumbers = (a: Int32Array, b: Int32Array) => bytesOf(a).equals(bytesOf(b));

/**
 * The summary's bytes: those written for an earlier answer when the chart is the same (the same copies of the
 * plants and of what each owes, and equal done and flagged counts, just read from the database) and so is the
 * period; else written afresh. Nothing is kept that the database could have changed: the counts are read for
 * every answer and compared whole (docs/decisions.md, 'Compliance status').
 */
export function summaryBody(chart: DirectoryChart, period: CompliancePeriod): JsonBody<ComplianceSummary> {
  const periodKey = JSON.stringify(period);
  const index = written.findIndex(
    (w) =>
      w.chart.owing === chart.owing &&
      w.chart.plants === chart.plants &&
      w.period === periodKey &&
      sameNumbers(w.chart.doneAt, chart.doneAt) &&
      sameNumbers(w.chart.flaggedAt, chart.flaggedAt),
  );
  const known = index >= 0 ? written.splice(index, 1)[0] : undefined;
  const body = known?.body ?? jsonBody<ComplianceSummary>(joinSummary(chart, period));
  written.push({ chart, period: periodKey, body });
  if (written.length > WRITTEN_KEPT) written.shift();
  return body;
}
