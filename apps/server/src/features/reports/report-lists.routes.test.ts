// The five report lists answer exactly what a plain ORDER BY ... OFFSET query over the period's inspections
// answers, for every kind of viewer (L1 in All and acting in A, L2, L3 of two regions, L4, B's L2), every
// sort, filter and search; bad input is refused before any inspection is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SORT_FIELDS, reportListMessages, type ReportSortField } from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { bearer } from '../../../test/factories';
import { type ListViewer } from '../../../test/list-dataset';
import { pagesOf, referencePage, searchOver, termOf, type ListAnswer } from '../../../test/list-reference';
import { PERIODS } from '../../../test/report-dataset';
import { type TestApp } from '../../../test/test-app';
import { makeListWorld, type ListWorld } from '../../../test/list-world';

let t: TestApp;
let viewers: ListViewer[] = [];
let regionA: ListWorld['regionA'];
let regionB: number;

beforeAll(async () => {
  ({ t, viewers, regionA, regionB } = await makeListWorld());
});
afterAll(() => t.close());

type Slug = keyof typeof PERIODS;
const SLUGS = Object.keys(PERIODS) as Slug[];

interface Ask {
  slug: Slug;
  sortIndex: ReportSortField;
  isAsc: boolean;
  curPageNo: number;
  searchText: string;
  region: number | 'All';
  inspectionType: 'All' | 'Inspections' | 'HouseKeeping';
}
const ask = (slug: Slug, change: Partial<Ask> = {}): Ask => ({
  slug,
  sortIndex: 'submittedDate',
  isAsc: false,
  curPageNo: 1,
  searchText: '',
  region: 'All',
  inspectionType: 'All',
  ...change,
});

/** The request each list makes for `a` (the monthly list is a GET with the fields as query parameters). */
function request(a: Ask) {
  const { slug, ...body } = a;
  switch (slug) {
    case 'daily':
      return { method: 'POST' as const, url: '/api/forms-d/02112025', payload: body };
    case 'weekly':
      return { method: 'POST' as const, url: '/api/forms-w/02132025', payload: body };
    case 'monthly':
      return { method: 'GET' as const, url: `/api/forms-m/02/2025?${new URLSearchParams(strings(body))}` };
    case 'quarterly':
      return { method: 'POST' as const, url: '/api/forms-q/012025', payload: body };
    case 'yearly':
      return { method: 'POST' as const, url: '/api/forms-y', payload: { ...body, year: 2025 } };
  }
}
const strings = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

async function send(v: ListViewer, call: { method: 'GET' | 'POST'; url: string; payload?: object }) {
  const joiner = call.url.includes('?') ? '&' : '?';
  return t.app.inject({
    ...call,
    url: v.query ? `${call.url}${joiner}${v.query.slice(1)}` : call.url,
    headers: bearer(v.token),
  });
}

async function answer(v: ListViewer, a: Ask): Promise<ListAnswer> {
  const response = await send(v, request(a));
  expect(response.statusCode, response.body).toBe(200);
  const { data, TotalCount } = response.json();
  return { data, TotalCount };
}

const KEYS: Record<ReportSortField, string> = {
  plantId: 'lower(p.plant_id)',
  plantRegionName: 'lower(r.name)',
  facilityType: 'p.facility_type',
  permitType: 'i.permit_type',
  inspectionName: 'lower(f.name)',
  submittedDate: 'i.created_at',
  lastUpdatedDate: 'i.updated_at',
};

function reference(v: ListViewer, a: Ask) {
  const term = termOf(a.searchText);
  const where = [
    `i.period_key = '${PERIODS[a.slug]}'`,
    searchOver(['p.plant_id', 'p.name', 'r.name', 'i.permit_type', 'f.name'], term),
  ];
  if (v.orgId !== null) where.push(`i.org_id = ${v.orgId}`);
  if (v.level === 3) where.push(`p.region_id in (${v.regionIds.join(',')})`);
  if (v.level === 4)
    where.push(`exists (select 1 from user_plants up where up.plant_id = p.id and up.user_id = ${v.userId})`);
  if (a.region !== 'All') where.push(`p.region_id = ${a.region}`);
  if (a.inspectionType !== 'All') where.push(`i.inspection_type = '${a.inspectionType}'`);
  const direction = a.isAsc ? 'asc' : 'desc';
  return referencePage(t, {
    select: `i.id as "inspectionId", f.form_key as "FormId", p.id as "plantUID", p.plant_id as "plantId",
      p.name as "plantName", r.name as "plantRegionName", p.facility_type as "facilityType",
      i.permit_type as "permitType", f.name as "inspectionName", f.parent_id as "parentInspectionName",
      i.inspection_type as "inspectionType", i.frequency, i.point_source as "pointSource",
      to_char(i.inspection_date, 'YYYY-MM-DD') as "inspectionDate",
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "submittedDate",
      to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastUpdatedDate"`,
    from: `inspections i join plants p on p.id = i.plant_id join regions r on r.id = p.region_id
      join form_templates f on f.id = i.template_id`,
    where,
    order: `${KEYS[a.sortIndex]} ${direction}, i.id ${direction}`,
    page: a.curPageNo,
    term,
  });
}

const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;

describe('the report lists', () => {
  it('answer every list, sort, direction and page as a plain ORDER BY ... OFFSET does, for every viewer', async () => {
    for (const v of viewers)
      for (const slug of SLUGS)
        for (const sortIndex of REPORT_SORT_FIELDS)
          for (const isAsc of [true, false]) {
            const a = ask(slug, { sortIndex, isAsc });
            const pages = pagesOf(await reference(v, a));
            for (const curPageNo of new Set([1, 2, pages, pages + 1]))
              expect(
                await answer(v, { ...a, curPageNo }),
                `${v.name} ${slug} ${sortIndex} ${isAsc} p${curPageNo}`,
              ).toEqual(await reference(v, { ...a, curPageNo }));
          }
    // Some 700 calls and as many reference queries: ~15 s alone, longer while other files run.
  }, 90_000);

  it("default to the newest submitted first, and keep deleted plants' records", async () => {
    const { data } = await answer(named('L2 A'), ask('daily'));
    const times = (data as { submittedDate: string }[]).map((row) => row.submittedDate);
    expect(times).toEqual([...times].sort().reverse());
    const { rows } = await rawClient(t.db).query<{ plant_id: string }>(
      `select p.plant_id from inspections i join plants p on p.id = i.plant_id
       where p.deleted_at is not null and i.period_key = $1 and p.plant_id like 'GV-%' limit 1`,
      [PERIODS.daily],
    );
    const deleted = rows[0]?.plant_id ?? 'none';
    const found = await answer(named('L2 A'), ask('daily', { searchText: deleted }));
    expect(found.data.map((row) => (row as { plantId: string }).plantId)).toContain(deleted);
  });

  it('search plant id (with or without its hyphen), plant name, region, permit type and form name', async () => {
    for (const searchText of [
      'GV-004',
      'gv004',
      'Roanoke',
      'north',
      'AIR',
      'house-keeping',
      'Outfalls)',
      '%_',
      'zzz',
    ])
      for (const v of [named('L1 All'), named('L2 A'), named('L3 A'), named('L2 B')])
        for (const slug of SLUGS) {
          const a = ask(slug, { searchText });
          expect(await answer(v, a), `${v.name} ${slug} '${searchText}'`).toEqual(await reference(v, a));
        }
    const hyphen = await answer(named('L2 A'), ask('daily', { searchText: 'GV-004' }));
    expect(hyphen.data.map((row) => (row as { plantId: string }).plantId)).toEqual(['GV-004']);
  });

  it('filter by region and inspection type, combined with search and sort', async () => {
    const cases: [string, Partial<Ask>][] = [
      ['L1 All', { region: regionA.north }],
      ['L1 in A', { region: regionA.west, inspectionType: 'Inspections' }],
      ['L2 A', { region: regionA.south, inspectionType: 'HouseKeeping', sortIndex: 'plantId', isAsc: true }],
      ['L3 A', { region: regionA.north, searchText: 'Roanoke' }],
      ['L4 A', { region: regionA.north, inspectionType: 'Inspections' }],
      ['L2 B', { region: regionB, inspectionType: 'HouseKeeping' }],
    ];
    for (const [name, change] of cases)
      for (const slug of SLUGS) {
        const a = ask(slug, change);
        const got = await answer(named(name), a);
        expect(got, `${name} ${slug} ${JSON.stringify(change)}`).toEqual(await reference(named(name), a));
      }
    const house = await answer(named('L2 A'), ask('daily', { inspectionType: 'HouseKeeping' }));
    expect(house.TotalCount).toBeGreaterThan(0);
    expect(new Set(house.data.map((row) => (row as { inspectionType: string }).inspectionType))).toEqual(
      new Set(['HouseKeeping']),
    );
  });

  it("show another organisation's user nothing of A, and L3 / L4 nothing outside their regions and plants", async () => {
    for (const slug of SLUGS) {
      const b = await answer(named('L2 B'), ask(slug));
      expect(b.data.every((row) => (row as { plantId: string }).plantId.startsWith('BR-'))).toBe(true);
      const l3 = await answer(named('L3 A'), ask(slug, { region: 'All' }));
      const names = new Set(l3.data.map((row) => (row as { plantRegionName: string }).plantRegionName));
      expect(names.has('West')).toBe(false);
    }
    const west = await send(named('L3 A'), request(ask('daily', { region: regionA.west })));
    expect(west.statusCode).toBe(403);
  });

  it("keep an organisation's period total right as inspections come and go, and refuse moving one", async () => {
    const client = rawClient(t.db);
    await client.query(`delete from inspections where period_key = $1 and plant_id % 9 = 0`, [
      PERIODS.yearly,
    ]);
    for (const v of [named('L1 All'), named('L1 in A'), named('L2 A'), named('L2 B')])
      for (const inspectionType of ['All', 'Inspections', 'HouseKeeping'] as const) {
        const a = ask('yearly', { inspectionType });
        expect(await answer(v, a), `${v.name} ${inspectionType}`).toEqual(await reference(v, a));
      }
    await expect(
      client.query(`update inspections set period_key = '2019' where period_key = $1`, [PERIODS.yearly]),
    ).rejects.toThrow(/do not change/);
  });

  it('refuse bad input with a clear message and read no inspection', async () => {
    const l2 = named('L2 A');
    const year = new Date().getUTCFullYear();
    const bad: [{ method: 'GET' | 'POST'; url: string; payload?: object }, string][] = [
      [{ method: 'GET', url: '/api/forms-m/13/2025' }, reportListMessages.badMonth],
      [{ method: 'POST', url: '/api/forms-q/52025', payload: {} }, reportListMessages.badQuarter],
      [{ method: 'POST', url: '/api/forms-y', payload: { year: 1999 } }, reportListMessages.badYear(year)],
      [
        { method: 'POST', url: '/api/forms-y', payload: { year: year + 1 } },
        reportListMessages.badYear(year),
      ],
      [
        { method: 'POST', url: '/api/forms-d/02112025', payload: { curPageNo: 0 } },
        reportListMessages.badPage,
      ],
      [
        { method: 'POST', url: '/api/forms-w/02112025', payload: { sortIndex: 'password' } },
        reportListMessages.badSort,
      ],
      [{ method: 'POST', url: '/api/forms-d/2025-02-11', payload: {} }, reportListMessages.badDate],
      [{ method: 'POST', url: '/api/forms-d/02302025', payload: {} }, reportListMessages.badDate],
      [
        { method: 'POST', url: '/api/forms-d/02112025', payload: { region: 999999 } },
        reportListMessages.badRegion,
      ],
      [
        { method: 'POST', url: '/api/forms-d/02112025', payload: { region: regionB } },
        reportListMessages.badRegion,
      ],
      [
        { method: 'POST', url: '/api/forms-d/02112025', payload: { inspectionType: 'x' } },
        reportListMessages.badType,
      ],
    ];
    for (const [call, message] of bad) {
      t.statements.length = 0;
      const response = await send(l2, call);
      expect(response.statusCode, `${call.url} ${JSON.stringify(call.payload)}`).toBe(400);
      expect(response.json().message).toBe(message);
      expect(t.statements.filter((s) => /from "inspections"/.test(s.query))).toEqual([]);
    }
  });
});
