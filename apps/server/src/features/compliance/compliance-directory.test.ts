// The server's copies behind the organisation's bar chart (compliance-directory.ts): the stamps they are
// checked against (migration 0024) and the answer written as JSON text. compliance-kept.test.ts compares the
// bars themselves with the per-item query after every kind of write.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complianceSummary, type CompliancePeriod } from '@envirotrack/shared';
import { barsOf, directoryPlantOf, type DirectoryChart } from './compliance-directory';
import { summaryBody } from './compliance-summary-body';
import { makeOrg } from '../../../test/factories';
import { assign, form, fx, ids, inspect, plant, useComplianceFixture } from './compliance.fixture';

useComplianceFixture();

const stamps = async () => {
  const result = (await fx.t.db.execute(
    sql`select org_id, subject, stamp from org_data_versions order by org_id, subject`,
  )) as unknown as { rows: { org_id: number; subject: string; stamp: string }[] };
  return Object.fromEntries(result.rows.map((row) => [`${row.org_id} ${row.subject}`, row.stamp]));
};

describe('the stamps of the copies', () => {
  it('draws a new stamp for each organisation a statement writes plants of, and only for those', async () => {
    const before = await stamps();
    await fx.t.db.execute(sql`update plants set name = name || ' ' where id = ${ids.p2}`);
    const renamed = await stamps();
    expect(renamed[`${ids.orgA} plants`]).not.toBe(before[`${ids.orgA} plants`]);
    expect(renamed[`${ids.orgB} plants`]).toBe(before[`${ids.orgB} plants`]);
    expect(renamed[`${ids.orgA} due`]).toBe(before[`${ids.orgA} due`]);

    // One statement over both organisations; then one that writes no row.
    await fx.t.db.execute(sql`update plants set city = city where org_id in (${ids.orgA}, ${ids.orgB})`);
    const both = await stamps();
    expect(both[`${ids.orgA} plants`]).not.toBe(renamed[`${ids.orgA} plants`]);
    expect(both[`${ids.orgB} plants`]).not.toBe(renamed[`${ids.orgB} plants`]);
    await fx.t.db.execute(sql`update plants set city = city where id = -1`);
    expect(await stamps()).toEqual(both);
  });

  it('moves the due stamp with what is due, not with the inspections that fill it; a rolled-back write moves none', async () => {
    const before = await stamps();
    const m = await form('cs-dir-1', 'Monthly', 'Inspections');
    await inspect(ids.p1, m, '2026-10', '2026-10-03');
    expect(await stamps()).toEqual(before);
    await assign(ids.p1, m);
    const assigned = await stamps();
    expect(assigned[`${ids.orgA} due`]).not.toBe(before[`${ids.orgA} due`]);
    expect(assigned[`${ids.orgA} plants`]).toBe(before[`${ids.orgA} plants`]);

    await expect(
      fx.t.db.transaction(async (tx) => {
        await tx.execute(sql`update plants set name = 'Gone' where id = ${ids.p1}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stamps()).toEqual(assigned);
  });

  it('gives a new organisation its stamps with its first plant', async () => {
    const org = await makeOrg(fx.t.db, { name: 'Compliance C', regions: ['Only'] });
    expect(Object.keys(await stamps()).filter((key) => key.startsWith(`${org.id} `))).toEqual([]);
    await plant('CS-C1', org.regions[0]?.id ?? 0, '2026-01-01', org.id);
    expect(Object.keys(await stamps()).filter((key) => key.startsWith(`${org.id} `))).toEqual([
      `${org.id} plants`,
    ]);
  });
});

describe('summaryBody', () => {
  const plantOf = (plantUId: number, plantId: string, plantName: string) =>
    directoryPlantOf({ plantUId, plantId, plantName, createdOn: 20260101, active: true, inactiveOn: null });
  const period: CompliancePeriod = {
    key: '2026-10',
    first: '2026-10-01',
    last: '2026-10-31',
    dueThrough: '2026-10-31',
  };

  it('writes what JSON.stringify writes of the summary, with any characters in codes and names', () => {
    // Three plants in bar order; the second owes nothing (not in `owing`).
    const chart: DirectoryChart = {
      plants: [
        plantOf(7, 'A"1', 'Quote " and \\ backslash'),
        plantOf(8, 'a-2', 'Owes nothing'),
        plantOf(9, 'b-2', 'Ünïcode 🚧 </script>\n'),
      ],
      owing: { at: Int32Array.from([0, 2]), due: Int32Array.from([3, 12345]) },
      doneAt: Int32Array.from([2, 0, 0]),
      flaggedAt: Int32Array.from([1, 0, 0]),
    };
    const written = JSON.parse(summaryBody(chart, period).toString('utf8')) as unknown;
    const bar = (plantUId: number, xName: string, plantName: string, counts: [number, number, number]) => ({
      plantUId,
      parentid: plantUId,
      xName,
      plantName,
      Complete: counts[0],
      InComplete: counts[1],
      flagged: counts[2],
    });
    expect(written).toEqual({
      status: 'valid',
      StatusCode: 200,
      data: [
        bar(7, 'A"1', 'Quote " and \\ backslash', [2, 1, 1]),
        bar(9, 'b-2', 'Ünïcode 🚧 </script>\n', [0, 12345, 0]),
      ],
      flaggedFormsCount: 1,
      period,
    });
    expect(complianceSummary.parse(written)).toEqual(written);
    // The bars as barsOf gives them, in the same order.
    expect(barsOf(chart).map((b) => b.plant.plantUId)).toEqual([7, 9]);
    // More done than owed (a due item removed after it was done) writes the negative difference as it stands.
    const over = { ...chart, doneAt: Int32Array.from([4, 0, 1_000_000]) };
    expect(JSON.parse(summaryBody(over, period).toString('utf8'))).toMatchObject({
      data: [
        { Complete: 4, InComplete: -1 },
        { Complete: 1_000_000, InComplete: -987_655 },
      ],
    });
    const empty = { ...chart, owing: { at: new Int32Array(0), due: new Int32Array(0) } };
    expect(JSON.parse(summaryBody(empty, period).toString('utf8'))).toEqual({
      status: 'valid',
      StatusCode: 200,
      data: [],
      flaggedFormsCount: 0,
      period,
    });
  });

  it('gives the bytes written before only for the same copies, period and counts', () => {
    const plants = [plantOf(1, 'P-1', 'One'), plantOf(2, 'P-2', 'Two')];
    const owing = { at: Int32Array.from([0, 1]), due: Int32Array.from([5, 5]) };
    const chartOf = (done: number[], flagged: number[]): DirectoryChart => ({
      plants,
      owing,
      doneAt: Int32Array.from(done),
      flaggedAt: Int32Array.from(flagged),
    });
    const first = summaryBody(chartOf([1, 2], [0, 1]), period);
    // Counts read afresh and equal: the same bytes.
    expect(summaryBody(chartOf([1, 2], [0, 1]), period)).toBe(first);
    const counts = (body: Buffer) =>
      (JSON.parse(body.toString('utf8')) as { data: { Complete: number; flagged: number }[] }).data.map(
        (bar) => [bar.Complete, bar.flagged],
      );
    // One more done, or one more flagged: written afresh.
    expect(counts(summaryBody(chartOf([1, 3], [0, 1]), period))).toEqual([
      [1, 0],
      [3, 1],
    ]);
    expect(counts(summaryBody(chartOf([1, 2], [1, 1]), period))).toEqual([
      [1, 1],
      [2, 1],
    ]);
    // Another period, or new copies of the plants or of what they owe, with the same counts: written afresh.
    const nextPeriod = { ...period, key: '2026-11', first: '2026-11-01', last: '2026-11-30' };
    const other = summaryBody(chartOf([1, 2], [0, 1]), nextPeriod);
    expect(other).not.toBe(first);
    expect(JSON.parse(other.toString('utf8'))).toMatchObject({ period: nextPeriod });
    const renamed = [plantOf(1, 'P-1', 'One renamed'), plantOf(2, 'P-2', 'Two')];
    const afresh = summaryBody({ ...chartOf([1, 2], [0, 1]), plants: renamed }, period);
    expect(JSON.parse(afresh.toString('utf8'))).toMatchObject({ data: [{ plantName: 'One renamed' }, {}] });
    const owesMore = { at: owing.at, due: Int32Array.from([6, 5]) };
    const more = summaryBody({ ...chartOf([1, 2], [0, 1]), owing: owesMore }, period);
    expect(JSON.parse(more.toString('utf8'))).toMatchObject({ data: [{ InComplete: 5 }, { InComplete: 3 }] });
  });
});
