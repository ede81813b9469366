// The lists read through list-page.ts answer exactly what a plain ORDER BY ... OFFSET query over the same rows
// answers: every sort, both directions, every page, scope, status and search, for each kind of viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANT_SORT_FIELDS, USER_SORT_FIELDS } from '@envirotrack/shared';
import { rawClient } from '../db/generate/writer';
import { bearer, signIn } from '../../test/factories';
import { makeListDataset } from '../../test/list-dataset';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let data: Awaited<ReturnType<typeof makeListDataset>>;
const token: Record<string, string> = {};

interface Viewer {
  name: string;
  token: string;
  level: number;
  orgId: number | null;
  userId: number;
  regionIds: number[];
  query?: string;
}
let viewers: Viewer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  data = await makeListDataset(t.db, 60);
  for (const login of ['lists.admin', 'a.admin', 'a.regional', 'a.plant', 'b.admin'])
    token[login] = await signIn(t.app, login);
  const { a, b, users } = data;
  const [north, south] = a.regions.map((r) => r.id);
  viewers = [
    {
      name: 'L1 All',
      token: token['lists.admin'] ?? '',
      level: 1,
      orgId: null,
      userId: users.l1.id,
      regionIds: [],
    },
    {
      name: 'L1 in A',
      token: token['lists.admin'] ?? '',
      level: 1,
      orgId: a.id,
      userId: users.l1.id,
      regionIds: [],
      query: `?orgId=${a.id}`,
    },
    {
      name: 'L2 A',
      token: token['a.admin'] ?? '',
      level: 2,
      orgId: a.id,
      userId: users.a2.id,
      regionIds: [],
    },
    {
      name: 'L3 A',
      token: token['a.regional'] ?? '',
      level: 3,
      orgId: a.id,
      userId: users.a3.id,
      regionIds: [north ?? 0, south ?? 0],
    },
    {
      name: 'L4 A',
      token: token['a.plant'] ?? '',
      level: 4,
      orgId: a.id,
      userId: users.a4.id,
      regionIds: [north ?? 0],
    },
    {
      name: 'L2 B',
      token: token['b.admin'] ?? '',
      level: 2,
      orgId: b.id,
      userId: users.b2.id,
      regionIds: [],
    },
  ];
});
afterAll(() => t.close());

const norm = (column: string) => `regexp_replace(${column}, '[[:punct:]’‘“”–—]', '', 'g')`;
const matches = (columns: string[]) => `(${columns.map((c) => `${norm(c)} ilike $1`).join(' or ')})`;
const page = (n: number) => `limit 20 offset ${(n - 1) * 20}`;

async function reference<T>(
  select: string,
  from: string,
  where: string[],
  order: string,
  n: number,
  term: string,
) {
  const client = rawClient(t.db);
  const clause = where.join(' and ');
  const params = [`%${term}%`];
  const rows = await client.query<T>(
    `select ${select} from ${from} where ${clause} order by ${order} ${page(n)}`,
    params,
  );
  const total = await client.query<{ n: number }>(
    `select count(*)::int as n from ${from} where ${clause}`,
    params,
  );
  return { data: rows.rows, TotalCount: total.rows[0]?.n };
}

const PLANT_KEYS: Record<(typeof PLANT_SORT_FIELDS)[number], string> = {
  plantId: 'lower(p.plant_id)',
  plantName: 'lower(p.name)',
  plantRegionName: 'lower(r.name)',
  state: 'lower(p.state)',
  facilityType: 'p.facility_type',
  Active: 'p.status',
};

function plantsReference(
  v: Viewer,
  sort: (typeof PLANT_SORT_FIELDS)[number],
  asc: boolean,
  n: number,
  search: string,
  status: number,
) {
  const where = [
    'p.deleted_at is null',
    search ? matches(['p.plant_id', 'p.name', 'p.city', 'p.state']) : '$1 = $1',
  ];
  if (v.orgId !== null) where.push(`p.org_id = ${v.orgId}`);
  if (v.level >= 2) where.push(`p.status = ${status}`);
  if (v.level === 3) where.push(`p.region_id in (${v.regionIds.join(',')})`);
  if (v.level === 4)
    where.push(`exists (select 1 from user_plants up where up.plant_id = p.id and up.user_id = ${v.userId})`);
  return reference(
    `p.id, p.plant_id as "plantId", p.name as "plantName", p.region_id as "plantRegionId",
     r.name as "plantRegionName", p.state, p.facility_type as "facilityType", p.status as "Active"`,
    'plants p join regions r on r.id = p.region_id',
    where,
    `${PLANT_KEYS[sort]} ${asc ? 'asc' : 'desc'}, p.id`,
    n,
    search,
  );
}

async function plantsAnswer(
  v: Viewer,
  sort: string,
  asc: boolean,
  n: number,
  search: string,
  status: number,
) {
  const url = `/api/plantsbyregion/All/x/${asc}/${sort}/${n}/${search || 'None'}/${status}${v.query ?? ''}`;
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(v.token) });
  expect(response.statusCode, response.body).toBe(200);
  const { data: rows, TotalCount } = response.json();
  return { data: rows, TotalCount };
}

describe('the plants list', () => {
  it('answers every sort, direction and page as a plain ORDER BY ... OFFSET does, for every viewer', async () => {
    for (const v of viewers)
      for (const sort of PLANT_SORT_FIELDS)
        for (const asc of [true, false])
          for (const status of v.level === 1 ? [1] : [1, 2]) {
            const first = await plantsReference(v, sort, asc, 1, '', status);
            const pages = Math.max(1, Math.ceil((first.TotalCount ?? 0) / 20));
            for (let n = 1; n <= pages + 1; n++)
              expect(
                await plantsAnswer(v, sort, asc, n, '', status),
                `${v.name} ${sort} ${asc} p${n}`,
              ).toEqual(await plantsReference(v, sort, asc, n, '', status));
          }
  });

  it('searches the plant id, name, city and state, ignoring case and punctuation', async () => {
    for (const v of viewers)
      for (const search of [
        'roanoke',
        'GV-01',
        'gv01',
        'Coeur dAlene',
        'winston salem',
        'Quarry 3',
        'TX',
        'zzz',
      ])
        for (const [sort, asc] of [
          ['plantId', true],
          ['plantName', false],
          ['plantRegionName', true],
        ] as const)
          for (const n of [1, 2]) {
            const term = search.replace(/[^\p{L}\p{N} ]/gu, '');
            expect(await plantsAnswer(v, sort, asc, n, search, 1), `${v.name} ${search} ${sort}`).toEqual(
              await plantsReference(v, sort, asc, n, term, 1),
            );
          }
  });

  it('finds a plant by its hyphenated id, typed with or without the hyphen, and nothing across fields', async () => {
    const l2 = viewers[2] as Viewer;
    for (const typed of ['GV-007', 'gv007', 'GV 007'.replace(' ', '')]) {
      const { data: rows } = await plantsAnswer(l2, 'plantId', true, 1, typed, 1);
      expect(rows.map((p: { plantId: string }) => p.plantId)).toEqual(['GV-007']);
    }
    // '007' + the name's first letters would only match by running the id into the name.
    expect((await plantsAnswer(l2, 'plantId', true, 1, 'GV007Roanoke', 1)).TotalCount).toBe(0);
  });
});

const USER_KEYS: Record<(typeof USER_SORT_FIELDS)[number], string> = {
  UserId: 'lower(u.user_id)',
  First_Name: 'lower(u.first_name)',
  Last_Name: 'lower(u.last_name)',
  Access_Level: 'u.access_level',
  Active: 'u.status',
};

function usersReference(
  v: Viewer,
  sort: (typeof USER_SORT_FIELDS)[number],
  asc: boolean,
  n: number,
  search: string,
  status: number,
) {
  const where = [
    'u.deleted_at is null',
    `u.id <> ${v.userId}`,
    search ? matches(['u.user_id', 'u.first_name', 'u.last_name', 'u.email']) : '$1 = $1',
  ];
  if (v.orgId !== null) where.push(`u.org_id = ${v.orgId}`);
  if (v.level >= 2) where.push(`u.status = ${status}`);
  if (v.level === 3)
    where.push(
      `u.access_level >= 3 and exists (select 1 from user_regions ur where ur.user_id = u.id
       and ur.region_id in (${v.regionIds.join(',')}))`,
    );
  return reference(
    `u.id as "UniqueId", u.user_id as "UserId", u.first_name as "First_Name", u.last_name as "Last_Name",
     u.access_level as "Access_Level", u.status as "Active"`,
    'users u',
    where,
    `${USER_KEYS[sort]} ${asc ? 'asc' : 'desc'}, u.id`,
    n,
    search,
  );
}

async function usersAnswer(v: Viewer, sort: string, asc: boolean, n: number, search: string, status: number) {
  const url = `/api/user/${asc}/${sort}/${n}/${search || ''}${search ? '/' : ''}${status}${v.query ?? ''}`;
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(v.token) });
  expect(response.statusCode, response.body).toBe(200);
  const { data: rows, TotalCount } = response.json();
  return { data: rows, TotalCount };
}

describe('the users list', () => {
  it('answers every sort, direction, page and search as a plain ORDER BY ... OFFSET does', async () => {
    for (const v of viewers.filter((viewer) => viewer.level <= 3))
      for (const sort of USER_SORT_FIELDS)
        for (const asc of [true, false])
          for (const search of ['', 'harlow', 'q.o-neil', 'First3']) {
            const term = search.replace(/[^\p{L}\p{N} ]/gu, '');
            const first = await usersReference(v, sort, asc, 1, term, 1);
            const pages = Math.max(1, Math.ceil((first.TotalCount ?? 0) / 20));
            for (let n = 1; n <= pages; n++)
              expect(
                await usersAnswer(v, sort, asc, n, search, 1),
                `${v.name} ${sort} ${asc} ${search} p${n}`,
              ).toEqual(await usersReference(v, sort, asc, n, term, 1));
          }
  });

  it('finds a user by a dotted or hyphenated user id', async () => {
    const l2 = viewers[2] as Viewer;
    const found = await usersAnswer(l2, 'UserId', true, 1, 'q.harlow3', 1);
    expect(found.data.map((u: { UserId: string }) => u.UserId)).toEqual([
      'q.harlow3',
      'q.harlow30',
      'q.harlow33',
      'q.harlow39',
    ]);
    expect((await usersAnswer(l2, 'UserId', true, 1, 'o-neil11', 1)).data).toEqual([
      expect.objectContaining({ UserId: 'q.o-neil11' }),
    ]);
  });
});

describe('the organisations list', () => {
  it('pages and searches organisations by name, ignoring punctuation', async () => {
    const l1 = viewers[0] as Viewer;
    const answer = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/org?${query}`, headers: bearer(l1.token) })).json();
    const all = await answer('page=1&isAsc=true');
    expect(all.data.map((o: { orgName: string }) => o.orgName)).toEqual(['Lists A', 'Lists B']);
    expect(all.TotalCount).toBe(2);
    const desc = await answer('page=1&isAsc=false&search=lists');
    expect(desc.data.map((o: { orgName: string }) => o.orgName)).toEqual(['Lists B', 'Lists A']);
    expect((await answer('page=1&search=ListsA')).TotalCount).toBe(0);
    expect((await answer('page=1&search=sts%20b')).data.map((o: { orgName: string }) => o.orgName)).toEqual([
      'Lists B',
    ]);
  });
});
