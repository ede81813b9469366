// streamList reads a list's query through a cursor in batches: every row once, in list order, whatever the
// batch size (the export tests' lists fit in one batch of 2,000; here batches of 7 and 1 cross many).
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants, regions } from '../db/schema';
import { makeListDataset } from '../../test/list-dataset';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ListQuery } from './list-page';
import { streamList, streamStatement } from './list-stream';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await makeListDataset(t.db, 30);
});
afterAll(() => t.close());

const query = (): ListQuery<{ id: number; region: string }> => ({
  table: plants,
  id: plants.id,
  where: sql`${plants.status} = ${sql.placeholder('status')}`,
  sort: sql`lower(${regions.name})`,
  ascending: false,
  rows: ({ inPage, orderBy }) =>
    t.db
      .select({ id: plants.id, region: regions.name })
      .from(plants)
      .innerJoin(regions, eq(regions.id, plants.regionId))
      .where(inPage)
      .orderBy(...orderBy),
});

async function streamed(batch: number) {
  const batches: number[] = [];
  const rows: { id: number; region: string }[] = [];
  const total = await streamList(
    t.db,
    query(),
    { status: 1 },
    async (got) => {
      batches.push(got.length);
      rows.push(...got);
    },
    batch,
  );
  return { rows, batches, total };
}

describe('streamList', () => {
  it('answers every row once, in list order, in batches of the given size', async () => {
    const expected = await t.db
      .select({ id: plants.id, region: regions.name })
      .from(plants)
      .innerJoin(regions, eq(regions.id, plants.regionId))
      .where(eq(plants.status, 1))
      .orderBy(sql`lower(${regions.name}) desc`, asc(plants.id));
    expect(expected.length).toBeGreaterThan(40);
    for (const batch of [1, 7, expected.length, 2000]) {
      const { rows, batches, total } = await streamed(batch);
      expect(rows, `batch ${batch}`).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(Math.max(...batches)).toBeLessThanOrEqual(batch);
      expect(batches.length).toBe(Math.ceil(expected.length / batch) || 1);
    }
  });

  it('stops, and ends its transaction, when the consumer fails', async () => {
    let calls = 0;
    await expect(
      streamList(
        t.db,
        query(),
        { status: 1 },
        async () => {
          calls += 1;
          if (calls === 2) throw new Error('the reader went away');
        },
        5,
      ),
    ).rejects.toThrow('the reader went away');
    expect(calls).toBe(2);
    // The connection is usable again: no transaction or cursor left open.
    expect((await streamed(10)).rows.length).toBeGreaterThan(40);
  });
});

describe('streamStatement', () => {
  it('answers every row of a statement once, in its order, in batches, with its parameters', async () => {
    const statement = sql`select p.id, lower(p.plant_id) as code from plants p
      where p.status = ${1} order by lower(p.plant_id) desc, p.id`;
    const expected = ((await t.db.execute(statement)) as unknown as { rows: { id: number; code: string }[] })
      .rows;
    expect(expected.length).toBeGreaterThan(40);
    for (const batch of [1, 7, 2000]) {
      const batches: number[] = [];
      const rows: { id: number; code: string }[] = [];
      const total = await streamStatement<{ id: number; code: string }>(
        t.db,
        statement,
        async (got) => {
          batches.push(got.length);
          rows.push(...got);
        },
        batch,
      );
      expect(rows, `batch ${batch}`).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(batches.length).toBe(Math.ceil(expected.length / batch));
    }
    await expect(
      streamStatement(t.db, statement, () => Promise.reject(new Error('gone')), 3),
    ).rejects.toThrow('gone');
    expect((await t.db.execute(sql`select 1 as one`)) as unknown).toBeTruthy();
  });
});
