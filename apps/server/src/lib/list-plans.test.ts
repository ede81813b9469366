// The statements behind the lists and the plant's forms read indexes, not whole tables: each statement the
// code issues is EXPLAINed (on PostgreSQL or PGlite, both PostgreSQL planners) over a few thousand rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREQUENCIES, PLANT_SORT_FIELDS, USER_SORT_FIELDS, periodKey } from '@envirotrack/shared';
import type { Db } from '../db/client';
import { rawClient } from '../db/generate/writer';
import { installLibrary } from '../db/seed/library-loader';
import { pagePlants } from '../features/plants/plants.queries';
import { pageUsers } from '../features/users/users.queries';
import { inspectionsInPeriods } from '../features/inspections/inspections.queries';
import { fixtureForms } from '../../test/form-fixtures';
import { makeListDataset } from '../../test/list-dataset';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { PlantScope } from './plant-scope';

const WATCHED = ['plants', 'users', 'inspections'];

let t: TestApp;
let data: Awaited<ReturnType<typeof makeListDataset>>;
let statements: { query: string; params: unknown[] }[] = [];
let logged: Db;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** Runs `read` and answers the sequential scans in the plans of the statements it issued. */
async function seqScansOf(read: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await read();
  expect(statements.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const { query, params } of statements) {
    const { rows } = await rawClient(t.db).query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      `explain (format json) ${query}`,
      params,
    );
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    for (const node of nodes(plan[0].Plan))
      if (node['Node Type'] === 'Seq Scan' && WATCHED.includes(node['Relation Name'] ?? ''))
        found.push(`${node['Relation Name']} in: ${query}`);
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  await installLibrary(t.db, fixtureForms);
  data = await makeListDataset(t.db, 3000);
  // A plant x form history big enough that only an index makes the plant's periods cheap.
  await t.db.execute(sql`
    insert into inspections (org_id, plant_id, template_id, form_root_id, period_key, inspection_date,
      inspection_type, permit_type, frequency, answers, created_by, updated_by)
    select p.org_id, p.id, f.id, f.id, to_char(d, 'YYYY-MM-DD'), d, 'Inspections', 'Water', 'Daily', '[]',
      ${data.users.a2.id}, ${data.users.a2.id}
    from (select * from plants where org_id = ${data.a.id} order by id limit 300) p
    cross join (select id from form_templates order by id limit 1) f
    cross join generate_series(date '2026-01-01', date '2026-03-31', interval '1 day') d`);
  // Other organisations' users, so that one organisation is a small part of the table, as it is in service.
  await t.db.execute(sql`
    insert into users (org_id, user_id, email, first_name, last_name, access_level, password_hash)
    select ${data.b.id}, 'filler' || g, 'filler' || g || '@example.com', 'F', 'L' || g, 3, 'x'
    from generate_series(1, 20000) g`);
  await t.db.execute(sql`vacuum analyze`);
  logged = t.logged({ logQuery: (query, params) => statements.push({ query, params }) });
});
afterAll(() => t.close());

const scopes = (): [string, PlantScope][] => {
  const { a, users } = data;
  const regionIds = a.regions.slice(0, 2).map((r) => r.id);
  return [
    ['L1 All', { level: 1, userId: users.l1.id, orgId: null, regionIds: [] }],
    ['L1 in an organisation', { level: 1, userId: users.l1.id, orgId: a.id, regionIds: [] }],
    ['L2', { level: 2, userId: users.a2.id, orgId: a.id, regionIds: [] }],
    ['L3', { level: 3, userId: users.a3.id, orgId: a.id, regionIds }],
    ['L4', { level: 4, userId: users.a4.id, orgId: a.id, regionIds: [regionIds[0] ?? 0] }],
  ];
};

describe('list plans', () => {
  it('read plants through indexes for every scope, sort (but the region name), deep page and search', async () => {
    for (const [name, scope] of scopes())
      for (const sort of PLANT_SORT_FIELDS.filter((field) => field !== 'plantRegionName'))
        for (const [page, search] of [
          [1, ''],
          [80, ''],
          [1, 'Roanoke'],
        ] as const)
          expect(
            await seqScansOf(() =>
              pagePlants(logged, scope, {
                region: null,
                status: scope.level === 1 ? null : 1,
                search,
                sort,
                ascending: page === 1,
                page,
              }),
            ),
            `${name} ${sort} page ${page} '${search}'`,
          ).toEqual([]);
  });

  it("read an organisation's users through indexes", async () => {
    const { a, users } = data;
    const viewer = { id: users.a2.id, level: 2 as const, orgId: a.id, regionIds: [] };
    for (const sort of USER_SORT_FIELDS)
      for (const [page, search] of [
        [1, ''],
        [30, ''],
        [1, 'harlow12'],
      ] as const)
        expect(
          await seqScansOf(() =>
            pageUsers(logged, { viewer, orgScope: null, status: 1, search, sort, ascending: true, page }),
          ),
          `${sort} page ${page} '${search}'`,
        ).toEqual([]);
  });

  it("read a plant's inspections of a date's periods through the plant x period index", async () => {
    const [plant] = await rawClient(t.db)
      .query<{ plant_id: number }>('select plant_id from inspections order by id limit 1')
      .then((r) => r.rows);
    const keys = FREQUENCIES.map((f) => periodKey(f, '2026-02-11'));
    expect(await seqScansOf(() => inspectionsInPeriods(logged, plant?.plant_id ?? 0, keys))).toEqual([]);
  });
});
