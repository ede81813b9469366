// The statements behind the lists and the plant's forms read indexes, not whole tables: each statement the
// code issues is EXPLAINed (on PostgreSQL or PGlite, both PostgreSQL planners) over a few thousand rows, with
// its values and as a prepared statement settles on after a few runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANT_SORT_FIELDS, USER_SORT_FIELDS } from '@envirotrack/shared';
import { rawClient } from '../db/generate/writer';
import { installLibrary } from '../db/seed/library-loader';
import { fixtureForms } from '../../test/form-fixtures';
import { bearer } from '../../test/factories';
import { makeFlagDataset } from '../../test/flag-dataset';
import { makeReportDataset } from '../../test/report-dataset';
import { makeListDataset, signInListViewers, type ListViewer } from '../../test/list-dataset';
import { apiPage } from '../../test/list-reference';
import { nodes, planOf, settledPlan, type PlanNode } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

const WATCHED = ['plants', 'users', 'inspections', 'inspection_flags', 'flagged_forms'];

let t: TestApp;
let data: Awaited<ReturnType<typeof makeListDataset>>;
let viewers: ListViewer[] = [];

/** A list that is a POST (the report lists): its page as `viewer`, which must answer 200. */
async function postPage(viewer: ListViewer, url: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${url}${viewer.query ?? ''}`,
    payload,
    headers: bearer(viewer.token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Calls `url` as `viewer` and answers the sequential scans in the plans of the statements the call issued:
 * each as first planned and as planned once prepared and run a few times.
 */
async function seqScansOf(viewer: ListViewer, url: string, payload?: object): Promise<string[]> {
  t.statements.length = 0;
  if (payload) await postPage(viewer, url, payload);
  else await apiPage(t, viewer, url);
  const issued = t.statements.splice(0);
  expect(issued.length).toBeGreaterThan(1);
  const found: string[] = [];
  for (const { query, params } of issued) {
    const { rows } = await rawClient(t.db).query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      `explain (format json) ${query}`,
      params,
    );
    const plans = { first: planOf(rows[0]?.['QUERY PLAN']), settled: await settledPlan(t.db, query, params) };
    for (const [kind, plan] of Object.entries(plans))
      for (const node of nodes(plan))
        if (node['Node Type'] === 'Seq Scan' && WATCHED.includes(node['Relation Name'] ?? ''))
          found.push(`${node['Relation Name']} (${kind} plan) in: ${query}`);
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp({}, { recordStatements: true });
  await installLibrary(t.db, fixtureForms);
  data = await makeListDataset(t.db, 3000, { vacuum: false });
  const author = data.users.a2.id;
  // A plant x form history big enough that only an index makes the plant's periods cheap.
  await t.db.execute(sql`
    insert into inspections (org_id, plant_id, template_id, form_root_id, period_key, inspection_date,
      inspection_type, permit_type, frequency, answers, created_by, updated_by)
    select p.org_id, p.id, f.id, f.id, to_char(d, 'YYYY-MM-DD'), d, 'Inspections', 'Water', 'Daily', '[]',
      ${author}, ${author}
    from (select * from plants where org_id = ${data.a.id} order by id limit 300) p
    cross join (select id from form_templates order by id limit 1) f
    cross join generate_series(date '2026-01-01', date '2026-03-31', interval '1 day') d`);
  // Other organisations' users, so that one organisation is a small part of the table, as it is in service.
  await t.db.execute(sql`
    insert into users (org_id, user_id, email, first_name, last_name, access_level, password_hash)
    select ${data.b.id}, 'filler' || g, 'filler' || g || '@example.com', 'F', 'L' || g, 3, 'x'
    from generate_series(1, 20000) g`);
  await makeReportDataset(t.db, author, { vacuum: false });
  // Flags on every second report, the history's too: a period is a small part of the table, as in service.
  await makeFlagDataset(t.db, data.users.a3.id, data.a.id, data.b.id, { vacuum: false });
  // Statistics once, for all of it (index-only scans also need the visibility map vacuum writes).
  await t.db.execute(sql`vacuum analyze`);
  viewers = await signInListViewers(t.app, data);
  // Tens of thousands of rows, their flags and the summaries triggers keep: a minute or more on a busy machine.
}, 240_000);
afterAll(() => t.close());

/** The daily history inserted above (2026), and its first plant. */
const IN_HISTORY = "inspection_date >= date '2026-01-01'";
const HISTORY_PLANT = `select plant_id from inspections where ${IN_HISTORY} order by id limit 1`;

const inA = () => viewers.filter((v) => v.name !== 'L2 B');
const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;

describe('list plans', () => {
  it('read plants through indexes for every scope, sort (but the region name), deep page and search', async () => {
    for (const v of inA())
      for (const sort of PLANT_SORT_FIELDS.filter((field) => field !== 'plantRegionName'))
        for (const [page, search] of [
          [1, 'None'],
          [80, 'None'],
          [1, 'Roanoke'],
        ] as const)
          expect(
            await seqScansOf(v, `/api/plantsbyregion/All/x/${page === 1}/${sort}/${page}/${search}/1`),
            `${v.name} ${sort} page ${page} '${search}'`,
          ).toEqual([]);
  });

  it("read an organisation's users through indexes", async () => {
    for (const v of [named('L2 A'), named('L3 A')])
      for (const sort of USER_SORT_FIELDS)
        for (const [page, search] of [
          [1, ''],
          [30, ''],
          [1, 'harlow12/'],
        ] as const)
          expect(
            await seqScansOf(v, `/api/user/true/${sort}/${page}/${search}1`),
            `${v.name} ${sort} page ${page} '${search}'`,
          ).toEqual([]);
  });

  it("read a plant's forms and inspections of a date's periods through indexes", async () => {
    const { rows } = await rawClient(t.db).query<{ plant_id: number }>(HISTORY_PLANT);
    for (const v of [named('L2 A'), named('L1 All')])
      expect(
        await seqScansOf(v, `/api/plantinspectionslist/${rows[0]?.plant_id}/Inspections/02-11-2026`),
      ).toEqual([]);
  });

  it("read a plant's reports for bulk print, and one report, through indexes", async () => {
    const { rows } = await rawClient(t.db).query<{ id: number; plant_id: number }>(
      `select id, plant_id from inspections where ${IN_HISTORY} order by id limit 1`,
    );
    const [first] = rows;
    for (const v of [named('L2 A'), named('L1 All')]) {
      expect(await seqScansOf(v, `/api/bulkprint/${first?.plant_id}/Daily?date=2026-02-11`)).toEqual([]);
      expect(await seqScansOf(v, `/api/reports/${first?.id}`)).toEqual([]);
    }
  });

  it("read a plant's open flags (the follow-up chooser) through the plant's inspections index", async () => {
    const { rows } = await rawClient(t.db).query<{ plant_id: number }>(HISTORY_PLANT);
    for (const v of [named('L2 A'), named('L1 All')])
      expect(await seqScansOf(v, `/api/plants/${rows[0]?.plant_id}/openflags`)).toEqual([]);
  });

  it('read a period of inspections through indexes for every report list, scope, filter, search and deep page', async () => {
    const north = data.a.regions[0]?.id ?? 0;
    const lists: [string, object][] = [
      ['/api/forms-d/02112025', {}],
      ['/api/forms-w/02112025', {}],
      ['/api/forms-q/012025', {}],
      ['/api/forms-y', { year: 2025 }],
    ];
    const asks: object[] = [
      {},
      { curPageNo: 30 },
      { searchText: 'GV-01' },
      { searchText: 'north' },
      { region: north },
      { inspectionType: 'HouseKeeping' },
      { sortIndex: 'lastUpdatedDate', isAsc: true },
    ];
    // Sorts on a plant's or form's column (plant id, region, facility, form name) join the period's rows to
    // those tables and sort them: bounded by the period, and a hash join over plants is the right plan there.
    for (const v of inA())
      for (const [url, base] of lists)
        for (const ask of asks)
          expect(
            await seqScansOf(v, url, { ...base, ...ask }),
            `${v.name} ${url} ${JSON.stringify(ask)}`,
          ).toEqual([]);
    for (const v of [named('L2 A'), named('L3 A')])
      expect(await seqScansOf(v, '/api/forms-m/02/2025?searchText=Roanoke')).toEqual([]);
  }, 90_000);

  it('read a period of flags through indexes for every frequency, scope, filter, search and deep page', async () => {
    const north = data.a.regions[0]?.id ?? 0;
    const periods = ['All/2025-02', 'Daily/2025-02', 'Yearly/2025'];
    const asks = [
      'All/All/1/{all}/false/formDate',
      'All/All/30/{all}/false/formDate',
      'All/InComplete/1/{all}/false/formDate',
      'All/Complete/5/{all}/true/formDate',
      `${north}/All/1/{all}/false/formDate`,
      'All/All/1/{all}/false/formDate/GV01',
      'All/All/1/{all}/false/formDate/notes',
      'All/All/1/{all}/true/status',
    ];
    // As for the report lists, sorts on a plant's, form's or question's column join the period's flags to that
    // table and sort them: bounded by the period, and a hash join over plants is the right plan there.
    for (const v of inA())
      for (const period of periods)
        for (const ask of asks) {
          const url = `/api/flagged-report/${period}/${ask.replace('{all}', String(period.startsWith('All')))}`;
          expect(await seqScansOf(v, url), `${v.name} ${url}`).toEqual([]);
        }
  }, 90_000);
  it('read flagged forms through indexes for every scope, state, sort, search and deep page, and one form', async () => {
    const asks = [
      'Daily/1/submittedDate',
      'Daily/30/submittedDate',
      'Daily/1/dateCompleted?isAsc=true',
      'Daily/1/submittedDate?searchText=north',
      'Daily/1/submittedDate?searchText=First1',
      'Monthly/1/dateCompleted',
    ];
    for (const v of inA())
      for (const list of ['flaggedcompleted', 'flaggedincomplete'])
        for (const ask of asks) {
          // L1 in All searching counts the matching forms of every organisation: the whole narrow summary
          // table is read either way, and a sequential read of it is the planner's right choice there.
          if (v.name === 'L1 All' && ask.includes('searchText')) continue;
          // The acting organisation joins the query string the call already has.
          const url = `/api/${list}/${ask}`;
          const joined =
            v.query && url.includes('?') ? `${url}&${v.query.slice(1)}` : `${url}${v.query ?? ''}`;
          expect(await seqScansOf({ ...v, query: undefined }, joined), `${v.name} ${joined}`).toEqual([]);
        }
    const { rows } = await rawClient(t.db).query<{ id: number }>(
      'select inspection_id as id from flagged_forms order by inspection_id limit 1',
    );
    for (const v of [named('L2 A'), named('L1 All')])
      expect(await seqScansOf(v, `/api/getflaggedanswerdetails/${rows[0]?.id}`)).toEqual([]);
  }, 90_000);
  it('compliance status reads inspections and the kept done counts through indexes: summary, line chart and plant list, every scope', async () => {
    // Every plant of A owes the daily fixture form (its inspections are the history above).
    await t.db.execute(sql`
      insert into plant_forms (plant_id, template_id, assigned_at)
      select p.id, f.id, timestamptz '2025-01-01'
      from plants p cross join (select id from form_templates order by id limit 1) f
      where p.org_id = ${data.a.id}
      on conflict do nothing`);
    await t.db.execute(sql`analyze plant_forms`);
    const { rows } = await rawClient(t.db).query<{ plant_id: number }>(HISTORY_PLANT);
    const urls = [
      '/api/dashboard/daily/summary?date=2026-02-11',
      '/api/dashboard/daily/line-chart?date=2026-02-11',
      `/api/dashboard/daily/plants/${rows[0]?.plant_id}?date=2026-02-11`,
    ];
    // L1 acts in A through ?orgId= (the same statements as L2); L1 in All is refused before any read.
    for (const v of inA().filter((viewer) => !viewer.query && viewer.name !== 'L1 All'))
      for (const url of urls) {
        t.statements.length = 0;
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(v.token) });
        if (response.statusCode === 404) continue; // the plant is outside an L3's or L4's reach
        expect(response.statusCode, response.body).toBe(200);
        const issued = t.statements.splice(0);
        for (const { query, params } of issued) {
          const { rows: plan } = await rawClient(t.db).query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
            `explain (format json) ${query}`,
            params,
          );
          const scans = nodes(planOf(plan[0]?.['QUERY PLAN'])).filter(
            (node) =>
              node['Node Type'] === 'Seq Scan' &&
              ['inspections', 'compliance_plant_done', 'compliance_plant_done_totals'].includes(
                node['Relation Name'] ?? '',
              ),
          );
          expect(scans, `${v.name} ${url}: ${query}`).toEqual([]);
        }
      }
  });
});
