import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flaggedFormMessages,
  FREQUENCIES,
  type FlaggedFormItem,
  type FlaggedFormSort,
  type FlaggedFormState,
  type Frequency,
} from '@envirotrack/shared';
import { bearer } from '../../../test/factories';
import { makeListDataset, signInListViewers, type ListViewer } from '../../../test/list-dataset';
import { referencePage, searchOver, termOf, type ListAnswer } from '../../../test/list-reference';
import { makeReportDataset } from '../../../test/report-dataset';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let viewers: ListViewer[] = [];

/**
 * Flags over the report dataset's inspections, written straight to inspection_flags so that the triggers
 * keep flagged_forms (the list's source): open, closed (follow-up dates and people varying, ties included)
 * and withdrawn flags; then closes, reopenings and withdrawals as later statements do.
 */
async function makeFlags() {
  await t.db.execute(sql`
    insert into inspection_flags (org_id, inspection_id, question_id, answer, status, follow_up_remark,
      follow_up_date, follow_up_by, closed_at, plant_id, template_id, frequency, inspection_type, report_date,
      submitted_at)
    select i.org_id, i.id, q, 'Needs Work', s.status,
      case when s.status = 'closed' then 'Fixed ' || i.id end,
      case when s.status = 'closed' then i.inspection_date + ((i.id * q) % 9) end,
      case when s.status = 'closed' then (select u.id from users u where u.org_id = i.org_id
        order by u.id limit 1 offset (i.id % 3)) end,
      case when s.status = 'closed' then i.created_at + make_interval(hours => q) end,
      i.plant_id, i.template_id, i.frequency, i.inspection_type, i.inspection_date, i.created_at
    from inspections i cross join generate_series(1, 2) q
    cross join lateral (select case
      when i.id % 3 = 0 then (case when q = 1 then 'open' else 'closed' end)
      when i.id % 3 = 1 then 'closed'
      else (case when q = 2 and i.id % 4 = 0 then 'closed' else 'withdrawn' end) end as status) s
    where i.id % 2 = 0`);
  await t.db.execute(sql`update inspection_flags set status = 'closed', follow_up_remark = 'Late fix',
      follow_up_date = (select inspection_date + 3 from inspections where id = inspection_id),
      follow_up_by = (select min(u.id) from users u where u.org_id = inspection_flags.org_id), closed_at = now()
    where status = 'open' and inspection_id % 7 = 0`);
  await t.db.execute(
    sql`update inspection_flags set status = 'open' where status = 'withdrawn' and inspection_id % 5 = 0`,
  );
  await t.db.execute(
    sql`update inspection_flags set status = 'withdrawn' where status = 'open' and inspection_id % 11 = 0`,
  );
  await t.db.execute(sql`vacuum analyze`);
}

beforeAll(async () => {
  t = await createTestApp();
  const data = await makeListDataset(t.db, 40);
  await makeReportDataset(t.db, data.users.a2.id);
  await makeFlags();
  viewers = await signInListViewers(t.app, data);
});
afterAll(() => t.close());

interface Ask {
  state: FlaggedFormState;
  formType: Frequency;
  pageNum: number;
  sortIndex: FlaggedFormSort;
  isAsc: boolean;
  searchText: string;
}
const ask = (state: FlaggedFormState, formType: Frequency, change: Partial<Ask> = {}): Ask => ({
  state,
  formType,
  pageNum: 1,
  sortIndex: 'submittedDate',
  isAsc: false,
  searchText: '',
  ...change,
});

const urlOf = (a: Ask) =>
  `/api/${a.state === 'complete' ? 'flaggedcompleted' : 'flaggedincomplete'}/${a.formType}/${a.pageNum}/${a.sortIndex}?isAsc=${a.isAsc}&searchText=${encodeURIComponent(a.searchText)}`;

async function answer(v: ListViewer, a: Ask): Promise<ListAnswer & { PagesCount: number }> {
  const url = urlOf(a);
  const response = await t.app.inject({
    method: 'GET',
    url: v.query ? `${url}&${v.query.slice(1)}` : url,
    headers: bearer(v.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { Forms, TotalCount, PagesCount } = response.json().data as {
    Forms: FlaggedFormItem[];
    TotalCount: number;
    PagesCount: number;
  };
  return {
    data: Forms.map((f) => ({
      id: f.id,
      PlantId: f.PlantId,
      Region: f.Region,
      Type: f.Type,
      DateCompleted: f.DateCompleted,
      CompletedBy: f.CompletedBy,
      overdue: f.overdue,
    })),
    TotalCount,
    PagesCount,
  };
}

/** The same page by plain SQL over inspection_flags itself (not the triggers' table). */
function reference(v: ListViewer, a: Ask) {
  const term = termOf(a.searchText);
  const complete = a.state === 'complete';
  const where = [
    `i.frequency = '${a.formType}'`,
    `(g.o = 0) = ${complete}`,
    searchOver(
      [
        'r.name',
        'u.user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        `to_char(g.d, 'MMDDYYYY')`,
        'f.name',
        'i.point_source',
      ],
      term,
    ),
  ];
  if (v.orgId !== null) where.push(`i.org_id = ${v.orgId}`);
  if (v.level === 3) where.push(`p.region_id in (${v.regionIds.join(',')})`);
  if (v.level === 4)
    where.push(`exists (select 1 from user_plants up where up.plant_id = p.id and up.user_id = ${v.userId})`);
  const direction = a.isAsc ? 'asc' : 'desc';
  const key = a.sortIndex === 'submittedDate' ? 'i.created_at' : 'g.d';
  return referencePage(t, {
    select: `i.id, p.plant_id as "PlantId", r.name as "Region",
      f.name || coalesce(' (' || i.point_source || ')', '') as "Type",
      case when g.o = 0 then to_char(g.d, 'YYYY-MM-DD') end as "DateCompleted",
      case when g.o = 0 then u.first_name || ' ' || u.last_name end as "CompletedBy",
      g.o > 0 and i.inspection_date + 30 < (now() at time zone 'America/Chicago')::date as overdue`,
    from: `(select inspection_id, count(*) filter (where status = 'open') as o,
        (array_agg(follow_up_date order by follow_up_date desc, closed_at desc)
          filter (where status = 'closed'))[1] as d,
        (array_agg(follow_up_by order by follow_up_date desc, closed_at desc)
          filter (where status = 'closed'))[1] as by
      from inspection_flags where status <> 'withdrawn' group by inspection_id) g
      join inspections i on i.id = g.inspection_id join plants p on p.id = i.plant_id
      join regions r on r.id = p.region_id join form_templates f on f.id = i.template_id
      left join users u on u.id = g.by`,
    where,
    order: `${key} ${direction}, i.id ${direction}`,
    page: a.pageNum,
    term,
  });
}

async function expectSame(v: ListViewer, a: Ask) {
  const [got, want] = await Promise.all([answer(v, a), reference(v, a)]);
  expect({ data: got.data, TotalCount: got.TotalCount }, `${v.name} ${urlOf(a)}`).toEqual(want);
  expect(got.PagesCount).toBe(Math.max(1, Math.ceil((want.TotalCount ?? 0) / 20)));
  return got;
}

describe('flagged forms lists (GET /flaggedcompleted, /flaggedincomplete)', () => {
  it('answer each form type and state as the plain query over the flags does, for every scope', async () => {
    let seen = 0;
    for (const v of viewers)
      for (const formType of FREQUENCIES)
        for (const state of ['complete', 'incomplete'] as const) {
          const got = await expectSame(v, ask(state, formType));
          seen += got.TotalCount ?? 0;
        }
    expect(seen).toBeGreaterThan(100);
  });

  it('sort by date submitted or date completed, either way, and page', async () => {
    const [, inA] = viewers;
    for (const v of [viewers[0], inA]) {
      if (!v) continue;
      for (const sortIndex of ['submittedDate', 'dateCompleted'] as const)
        for (const isAsc of [true, false]) {
          await expectSame(v, ask('complete', 'Daily', { sortIndex, isAsc }));
          await expectSame(v, ask('complete', 'Daily', { sortIndex, isAsc, pageNum: 2 }));
        }
      await expectSame(v, ask('incomplete', 'Monthly', { sortIndex: 'dateCompleted' }));
    }
  });

  it('search region, completed by, date completed and form type (with its point source)', async () => {
    const dates = (await t.db.execute(
      sql`select to_char(max(follow_up_date), 'MM/DD/YYYY') as d from inspection_flags where status = 'closed'`,
    )) as unknown as { rows: { d: string }[] };
    const terms = ['south', 'First1', dates.rows[0]?.d ?? '', 'Weekly Dust', 'outfall 2', 'nothing-like-it'];
    for (const v of viewers)
      for (const searchText of terms)
        for (const state of ['complete', 'incomplete'] as const)
          for (const formType of ['Daily', 'Weekly', 'Monthly'] as const)
            await expectSame(v, ask(state, formType, { searchText }));
  });

  it('mark open forms past the close-by days overdue, and never a complete one', async () => {
    const [, inA] = viewers;
    if (!inA) throw new Error('no viewer');
    const open = await answer(inA, ask('incomplete', 'Daily'));
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data.every((row) => (row as { overdue: boolean }).overdue)).toBe(true);
    const done = await answer(inA, ask('complete', 'Daily'));
    expect(done.data.some((row) => (row as { overdue: boolean }).overdue)).toBe(false);
  });

  it('refuse a bad form type, page, sort or order with a clear 400', async () => {
    const [, inA] = viewers;
    if (!inA) throw new Error('no viewer');
    const cases: [string, string][] = [
      ['/api/flaggedcompleted/Hourly/1/submittedDate', flaggedFormMessages.badType],
      ['/api/flaggedcompleted/Daily/0/submittedDate', flaggedFormMessages.badPage],
      ['/api/flaggedincomplete/Daily/x/submittedDate', flaggedFormMessages.badPage],
      ['/api/flaggedcompleted/Daily/1/plantId', flaggedFormMessages.badSort],
    ];
    for (const [url, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(inA.token) });
      expect([response.statusCode, response.json().message], url).toEqual([400, message]);
    }
    const order = await t.app.inject({
      method: 'GET',
      url: '/api/flaggedcompleted/Daily/1/submittedDate?isAsc=maybe',
      headers: bearer(inA.token),
    });
    expect(order.statusCode).toBe(400);
  });
});
