// The flagged reports list answers exactly what a plain ORDER BY ... OFFSET query over the flags of the period's
// reports answers (joined through inspections, not the flags' carried columns), with the counts of the period,
// for every kind of viewer (L1 in All and acting in A, L2, L3 of two regions, L4, B's L2), every frequency,
// status, sort, page, region and search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLAGGED_SORT_FIELDS,
  type FlaggedFrequency,
  type FlaggedSortField,
  type FlaggedStatusFilter,
} from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { bearer } from '../../../test/factories';
import { type ListViewer } from '../../../test/list-dataset';
import { pagesOf, referencePage, searchOver, termOf } from '../../../test/list-reference';
import { type TestApp } from '../../../test/test-app';
import { makeListWorld, type ListWorld } from '../../../test/list-world';

let t: TestApp;
let viewers: ListViewer[] = [];
let regionA: ListWorld['regionA'];
let regionB: number;

beforeAll(async () => {
  ({ t, viewers, regionA, regionB } = await makeListWorld({ flags: true }));
});
afterAll(() => t.close());

export interface Ask {
  freq: FlaggedFrequency;
  date: string;
  region: number | 'All';
  status: FlaggedStatusFilter;
  page: number;
  isAsc: boolean;
  sortIndex: FlaggedSortField;
  search: string;
}
const ask = (change: Partial<Ask> = {}): Ask => ({
  freq: 'All',
  date: '2025-02',
  region: 'All',
  status: 'All',
  page: 1,
  isAsc: false,
  sortIndex: 'formDate',
  search: '',
  ...change,
});

/** Each frequency and the periods it is asked about (the report dataset's reports of 2024 and 2025). */
const PERIODS: [FlaggedFrequency, string][] = [
  ['All', '2025-02'],
  ['All', '2025-01'],
  ['Daily', '2025-02'],
  ['Weekly', '2025-02'],
  ['Monthly', '2025'],
  ['Quarterly', '2025-Q1'],
  ['Yearly', '2025'],
  ['Yearly', '2024'],
];

const urlOf = (a: Ask) =>
  `/api/flagged-report/${a.freq}/${a.date}/${a.region}/${a.status}/${a.page}/${a.freq === 'All'}/${a.isAsc}/` +
  `${a.sortIndex}${a.search ? `/${encodeURIComponent(a.search)}` : ''}`;

async function call(v: ListViewer, url: string) {
  return t.app.inject({ method: 'GET', url: `${url}${v.query ?? ''}`, headers: bearer(v.token) });
}

async function answer(v: ListViewer, a: Ask) {
  const response = await call(v, urlOf(a));
  expect(response.statusCode, response.body).toBe(200);
  const { data, TotalCount, flaggedCount } = response.json();
  return { data, TotalCount, flaggedCount };
}

const KEYS: Record<FlaggedSortField, string> = {
  formDate: 'i.inspection_date',
  plantId: 'lower(p.plant_id)',
  inspectionName: 'lower(ft.name)',
  questionText: 'lower(q.text)',
  answer: 'lower(f.answer)',
  status: 'f.status',
};

const FIRST_LAST: Record<string, [string, string]> = {
  '2025-02': ['2025-02-01', '2025-02-28'],
  '2025-01': ['2025-01-01', '2025-01-31'],
  '2025-Q1': ['2025-01-01', '2025-03-31'],
  '2025': ['2025-01-01', '2025-12-31'],
  '2024': ['2024-01-01', '2024-12-31'],
};

const OVERDUE = `(f.status = 'open' and i.inspection_date
  + coalesce((o.settings ->> 'flagCloseDays')::int, 30) < (now() at time zone 'America/Chicago')::date)`;
const FROM = `inspection_flags f join inspections i on i.id = f.inspection_id join plants p on p.id = i.plant_id
  join regions r on r.id = p.region_id join form_templates ft on ft.id = i.template_id
  join organisations o on o.id = i.org_id left join questions q on q.id = f.question_id
  left join users u on u.id = f.follow_up_by`;

function conditions(v: ListViewer, a: Ask, term: string): string[] {
  const [first, last] = FIRST_LAST[a.date] ?? ['', ''];
  const where = [
    `f.status <> 'withdrawn'`,
    `i.inspection_date between '${first}' and '${last}'`,
    `not (i.inspection_type = 'HouseKeeping' and coalesce((o.settings ->> 'hideHousekeeping')::boolean, false))`,
    searchOver(['p.plant_id', 'p.name', 'ft.name', 'q.text'], term),
  ];
  if (a.freq !== 'All') where.push(`i.frequency = '${a.freq}'`);
  if (v.orgId !== null) where.push(`i.org_id = ${v.orgId}`);
  if (v.level === 3) where.push(`p.region_id in (${v.regionIds.join(',')})`);
  if (v.level === 4)
    where.push(`exists (select 1 from user_plants up where up.plant_id = p.id and up.user_id = ${v.userId})`);
  if (a.region !== 'All') where.push(`p.region_id = ${a.region}`);
  return where;
}

async function reference(v: ListViewer, a: Ask) {
  const term = termOf(a.search);
  const where = conditions(v, a, term);
  const statusWhere =
    a.status === 'All' ? [] : [`f.status = '${a.status === 'Complete' ? 'closed' : 'open'}'`];
  const direction = a.isAsc ? 'asc' : 'desc';
  const page = await referencePage(t, {
    select: `f.id as "flagId", f.inspection_id as "InspectionUId", f.question_id as "questionId",
      f.module_index as "moduleIndex", ft.form_key as "FormId", p.id as "plantUID", p.plant_id as "plantId",
      p.name as "plantName", r.name as "plantRegionName", ft.name as "inspectionName",
      i.point_source as "pointSource", i.frequency, case when q.status = 1 then '1' end as "questionNum",
      q.text as "questionText", f.answer as "AnswerForFlag",
      to_char(i.inspection_date, 'YYYY-MM-DD') as "formDate",
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "submittedDate",
      f.status = 'closed' as "isCompleted", f.follow_up_remark as "followUpRemark",
      to_char(f.follow_up_date, 'YYYY-MM-DD') as "followUpDate",
      nullif(trim(u.first_name || ' ' || u.last_name), '') as "completedBy",
      ${OVERDUE} as "isOverdue", f.repeat_of_id is not null as "isRepeat"`,
    from: FROM,
    where: [...where, ...statusWhere],
    order: `${KEYS[a.sortIndex]} ${direction}, f.id ${direction}`,
    page: a.page,
    term,
  });
  const { rows } = await rawClient(t.db).query<{ open: number; closed: number; overdue: number }>(
    `select (count(*) filter (where f.status = 'open'))::int as open,
       (count(*) filter (where f.status = 'closed'))::int as closed,
       (count(*) filter (where ${OVERDUE}))::int as overdue
     from ${FROM} where ${where.join(' and ')}`,
    [`%${term}%`],
  );
  const counts = rows[0] ?? { open: 0, closed: 0, overdue: 0 };
  return { ...page, flaggedCount: { ...counts, total: counts.open + counts.closed } };
}

const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;

describe('the flagged reports list', () => {
  it('answers every frequency, period and status as a plain query does, with the counts, for every viewer', async () => {
    let seen = 0;
    for (const v of viewers)
      for (const [freq, date] of PERIODS)
        for (const status of ['All', 'Complete', 'InComplete'] as const) {
          const a = ask({ freq, date, status });
          const expected = await reference(v, a);
          seen += expected.TotalCount ?? 0;
          expect(await answer(v, a), `${v.name} ${freq} ${date} ${status}`).toEqual(expected);
        }
    expect(seen).toBeGreaterThan(100);
  });

  it('answers every sort, direction and page as ORDER BY ... OFFSET does', async () => {
    for (const v of [named('L1 All'), named('L2 A'), named('L3 A'), named('L4 A')])
      for (const sortIndex of FLAGGED_SORT_FIELDS)
        for (const isAsc of [true, false]) {
          const a = ask({ freq: 'All', date: '2025-02', sortIndex, isAsc });
          const pages = pagesOf(await reference(v, a));
          for (const page of new Set([1, 2, pages, pages + 1]))
            expect(await answer(v, { ...a, page }), `${v.name} ${sortIndex} ${isAsc} p${page}`).toEqual(
              await reference(v, { ...a, page }),
            );
        }
    // About 130 requests and as many reference queries: 9.5 s alone, near the default 20 s beside another file.
  }, 60_000);

  it('defaults to the newest report first, and counts overdue and repeat findings', async () => {
    const { data, flaggedCount } = await answer(named('L2 A'), ask());
    const dates = (data as { formDate: string }[]).map((row) => row.formDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(flaggedCount.overdue).toBeGreaterThan(0);
    const all = await answer(named('L2 A'), ask({ sortIndex: 'status', isAsc: false }));
    expect((all.data as { isRepeat: boolean }[]).some((row) => row.isRepeat)).toBe(true);
  });

  it('searches plant id (with or without its hyphen), plant name, form and question', async () => {
    for (const search of ['GV-004', 'gv004', 'Roanoke', 'housekeeping', 'Outfalls', 'notes', 'zzz'])
      for (const v of [named('L1 All'), named('L2 A'), named('L3 A'), named('L2 B')]) {
        const a = ask({ search: termOf(search) });
        expect(await answer(v, a), `${v.name} '${search}'`).toEqual(await reference(v, a));
      }
    const [first] = (await answer(named('L2 A'), ask())).data as { plantId: string }[];
    const plantId = first?.plantId ?? 'none';
    const found = await answer(named('L2 A'), ask({ search: plantId.replace('-', '') }));
    expect(new Set(found.data.map((row: { plantId: string }) => row.plantId))).toEqual(new Set([plantId]));
  });

  it('filters by region, combined with frequency, status, search and sort', async () => {
    const cases: [string, Partial<Ask>][] = [
      ['L1 All', { region: regionA.north }],
      ['L1 in A', { region: regionA.west, freq: 'Daily', status: 'InComplete' }],
      ['L2 A', { region: regionA.south, sortIndex: 'plantId', isAsc: true, status: 'Complete' }],
      ['L3 A', { region: regionA.north, search: 'Roanoke' }],
      ['L4 A', { region: regionA.north, freq: 'Monthly', date: '2025' }],
      ['L2 B', { region: regionB }],
    ];
    for (const [name, change] of cases) {
      const a = ask(change);
      expect(await answer(named(name), a), `${name} ${JSON.stringify(change)}`).toEqual(
        await reference(named(name), a),
      );
    }
  });

  it('leaves out the housekeeping flags of an organisation that hides housekeeping', async () => {
    const b = await answer(named('L2 B'), ask({ search: 'housekeeping' }));
    expect(b.TotalCount).toBe(0);
    const a = await answer(named('L2 A'), ask({ search: 'housekeeping' }));
    expect(a.TotalCount).toBeGreaterThan(0);
  });

  it('refuses a region of L3 and L4 outside theirs (403), of another organisation and a bad period (400), reading no flag', async () => {
    const refused: [string, string, number][] = [
      ['L3 A', urlOf(ask({ region: regionA.west })), 403],
      ['L4 A', urlOf(ask({ region: regionA.south })), 403],
      ['L2 A', urlOf(ask({ region: regionB })), 400],
      ['L2 B', urlOf(ask({ region: regionA.north })), 400],
      ['L2 A', urlOf(ask({ freq: 'Quarterly', date: '2025-02' })), 400],
      ['L2 A', urlOf(ask({ freq: 'Daily' })).replace('/false/false/', '/true/false/'), 400],
    ];
    for (const [name, url, status] of refused) {
      t.statements.length = 0;
      expect((await call(named(name), url)).statusCode, `${name} ${url}`).toBe(status);
      expect(t.statements.filter((s) => /from "inspection_flags"/.test(s.query))).toEqual([]);
    }
  });

  it("shows another organisation's user nothing of A, and L3 / L4 nothing outside their regions and plants", async () => {
    const b = await answer(named('L2 B'), ask({ freq: 'Yearly', date: '2025' }));
    expect(b.TotalCount).toBeGreaterThan(0);
    expect(b.data.every((row: { plantId: string }) => row.plantId.startsWith('BR-'))).toBe(true);
    const l3 = await answer(named('L3 A'), ask({ freq: 'Yearly', date: '2025' }));
    expect(l3.data.some((row: { plantRegionName: string }) => row.plantRegionName === 'West')).toBe(false);
  });

  it('keeps the kept counts right as flags are closed, withdrawn, reopened, moved to another month and removed', async () => {
    const client = rawClient(t.db);
    await client.query(`update inspection_flags set status = 'closed', closed_at = now() where id % 11 = 0
      and status = 'open'`);
    await client.query(
      `update inspection_flags set status = 'withdrawn' where id % 13 = 0 and status = 'open'`,
    );
    await client.query(
      `update inspection_flags set status = 'open' where id % 17 = 0 and status = 'withdrawn'`,
    );
    await client.query(
      `update inspection_flags set report_date = report_date - 20 where inspection_id % 19 = 0`,
    );
    await client.query(`update inspection_flags set repeat_of_id = null where id % 23 = 0`);
    await client.query(`delete from inspection_flags where id % 29 = 0 and repeat_of_id is null
      and id not in (select repeat_of_id from inspection_flags where repeat_of_id is not null)`);
    await client.query(`update inspections set inspection_date = inspection_date - 20 where id % 19 = 0`);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from (
         select org_id, date_trunc('month', report_date)::date, frequency, inspection_type, status,
           report_date, count(*)::int from inspection_flags
         where status <> 'withdrawn' group by 1, 2, 3, 4, 5, 6
         except select org_id, month, frequency, inspection_type, status, report_day, n from flag_counts
         where n <> 0) missing`,
    );
    expect(rows[0]?.n).toBe(0);
    for (const v of [named('L1 All'), named('L1 in A'), named('L2 A'), named('L2 B')])
      for (const [freq, date] of PERIODS) {
        const a = ask({ freq, date });
        expect(await answer(v, a), `${v.name} ${freq} ${date}`).toEqual(await reference(v, a));
      }
  });
});
