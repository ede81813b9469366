// The plants list (list-page.ts) answers exactly what a plain ORDER BY ... OFFSET query over the same rows
// answers: every sort, both directions, every page, scope, status and search, for each kind of viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANT_SORT_FIELDS, type PlantSortField } from '@envirotrack/shared';
import { makeListDataset, signInListViewers, type ListViewer } from '../../../test/list-dataset';
import { apiPage, pagesOf, referencePage, searchOver, termOf } from '../../../test/list-reference';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let viewers: ListViewer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  viewers = await signInListViewers(t.app, await makeListDataset(t.db, 60));
});
afterAll(() => t.close());

const KEYS: Record<PlantSortField, string> = {
  plantId: 'lower(p.plant_id)',
  plantName: 'lower(p.name)',
  plantRegionName: 'lower(r.name)',
  state: 'lower(p.state)',
  facilityType: 'p.facility_type',
  Active: 'p.status',
};

interface Ask {
  sort: PlantSortField;
  asc: boolean;
  page: number;
  typed: string;
  status: number;
}

function reference(v: ListViewer, ask: Ask) {
  const term = termOf(ask.typed);
  const where = ['p.deleted_at is null', searchOver(['p.plant_id', 'p.name', 'p.city', 'p.state'], term)];
  if (v.orgId !== null) where.push(`p.org_id = ${v.orgId}`);
  if (v.level >= 2) where.push(`p.status = ${ask.status}`);
  if (v.level === 3) where.push(`p.region_id in (${v.regionIds.join(',')})`);
  if (v.level === 4)
    where.push(`exists (select 1 from user_plants up where up.plant_id = p.id and up.user_id = ${v.userId})`);
  return referencePage(t, {
    select: `p.id, p.plant_id as "plantId", p.name as "plantName", p.region_id as "plantRegionId",
      r.name as "plantRegionName", p.state, p.facility_type as "facilityType", p.status as "Active",
      case when p.lat is null or p.lng is null then null
        else json_build_object('lat', p.lat, 'lng', p.lng) end as coords`,
    from: 'plants p join regions r on r.id = p.region_id',
    where,
    order: `${KEYS[ask.sort]} ${ask.asc ? 'asc' : 'desc'}, p.id`,
    page: ask.page,
    term,
  });
}

const answer = (v: ListViewer, ask: Ask) =>
  apiPage(
    t,
    v,
    `/api/plantsbyregion/All/x/${ask.asc}/${ask.sort}/${ask.page}/${ask.typed || 'None'}/${ask.status}`,
  );

describe('the plants list', () => {
  it('answers every sort, direction and page as a plain ORDER BY ... OFFSET does, for every viewer', async () => {
    for (const v of viewers)
      for (const sort of PLANT_SORT_FIELDS)
        for (const asc of [true, false])
          for (const status of v.level === 1 ? [1] : [1, 2]) {
            const ask = { sort, asc, page: 1, typed: '', status };
            const pages = pagesOf(await reference(v, ask));
            for (let page = 1; page <= pages + 1; page++)
              expect(await answer(v, { ...ask, page }), `${v.name} ${sort} ${asc} p${page}`).toEqual(
                await reference(v, { ...ask, page }),
              );
          }
  });

  it('searches the plant id, name, city and state, ignoring case and punctuation', async () => {
    const searches = ['roanoke', 'GV-01', 'gv01', 'Coeur dAlene', 'winston salem', 'Quarry 3', 'TX', 'zzz'];
    const sorts = [
      ['plantId', true],
      ['plantName', false],
      ['plantRegionName', true],
    ] as const;
    for (const v of viewers)
      for (const typed of searches)
        for (const [sort, asc] of sorts)
          for (const page of [1, 2]) {
            const ask = { sort, asc, page, typed, status: 1 };
            expect(await answer(v, ask), `${v.name} ${typed} ${sort}`).toEqual(await reference(v, ask));
          }
  });

  it('finds a plant by its hyphenated id, typed with or without the hyphen, and nothing across fields', async () => {
    const l2 = viewers[2] as ListViewer;
    const ask = { sort: 'plantId', asc: true, page: 1, status: 1 } as const;
    for (const typed of ['GV-007', 'gv007']) {
      const { data } = await answer(l2, { ...ask, typed });
      expect(data.map((p) => (p as { plantId: string }).plantId)).toEqual(['GV-007']);
    }
    // '007' + the name's first letters would only match by running the id into the name.
    expect((await answer(l2, { ...ask, typed: 'GV007Roanoke' })).TotalCount).toBe(0);
  });
});
