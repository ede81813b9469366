// The users list (list-page.ts) answers exactly what a plain ORDER BY ... OFFSET query over the same rows
// answers: every sort, both directions, every page and search, for each kind of viewer that sees users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SORT_FIELDS, type UserSortField } from '@envirotrack/shared';
import { makeListDataset, signInListViewers, type ListViewer } from '../../../test/list-dataset';
import { apiPage, pagesOf, referencePage, searchOver, termOf } from '../../../test/list-reference';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let viewers: ListViewer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  viewers = (await signInListViewers(t.app, await makeListDataset(t.db, 60))).filter((v) => v.level <= 3);
});
afterAll(() => t.close());

const KEYS: Record<UserSortField, string> = {
  UserId: 'lower(u.user_id)',
  First_Name: 'lower(u.first_name)',
  Last_Name: 'lower(u.last_name)',
  Access_Level: 'u.access_level',
  Active: 'u.status',
};

interface Ask {
  sort: UserSortField;
  asc: boolean;
  page: number;
  typed: string;
}

function reference(v: ListViewer, ask: Ask) {
  const term = termOf(ask.typed);
  const where = [
    'u.deleted_at is null',
    `u.id <> ${v.userId}`,
    searchOver(['u.user_id', 'u.first_name', 'u.last_name', 'u.email'], term),
  ];
  if (v.orgId !== null) where.push(`u.org_id = ${v.orgId}`);
  if (v.level >= 2) where.push('u.status = 1');
  if (v.level === 3)
    where.push(
      `u.access_level >= 3 and exists (select 1 from user_regions ur where ur.user_id = u.id
       and ur.region_id in (${v.regionIds.join(',')}))`,
    );
  return referencePage(t, {
    select: `u.id as "UniqueId", u.user_id as "UserId", u.first_name as "First_Name",
      u.last_name as "Last_Name", u.access_level as "Access_Level", u.status as "Active"`,
    from: 'users u',
    where,
    order: `${KEYS[ask.sort]} ${ask.asc ? 'asc' : 'desc'}, u.id`,
    page: ask.page,
    term,
  });
}

// The search segment is left out when empty (/user/true/UserId/1/1).
const answer = (v: ListViewer, ask: Ask) =>
  apiPage(t, v, `/api/user/${ask.asc}/${ask.sort}/${ask.page}/${ask.typed ? `${ask.typed}/` : ''}1`);

describe('the users list', () => {
  it('answers every sort, direction, page and search as a plain ORDER BY ... OFFSET does', async () => {
    for (const v of viewers)
      for (const sort of USER_SORT_FIELDS)
        for (const asc of [true, false])
          for (const typed of ['', 'harlow', 'q.o-neil', 'First3']) {
            const ask = { sort, asc, page: 1, typed };
            const pages = pagesOf(await reference(v, ask));
            for (let page = 1; page <= pages; page++)
              expect(await answer(v, { ...ask, page }), `${v.name} ${sort} ${asc} ${typed} p${page}`).toEqual(
                await reference(v, { ...ask, page }),
              );
          }
  });

  it('finds a user by a dotted or hyphenated user id', async () => {
    const l2 = viewers[2] as ListViewer;
    const ask = { sort: 'UserId', asc: true, page: 1 } as const;
    const found = await answer(l2, { ...ask, typed: 'q.harlow3' });
    expect(found.data.map((u) => (u as { UserId: string }).UserId)).toEqual([
      'q.harlow3',
      'q.harlow30',
      'q.harlow33',
      'q.harlow39',
    ]);
    expect((await answer(l2, { ...ask, typed: 'o-neil11' })).data).toEqual([
      expect.objectContaining({ UserId: 'q.o-neil11' }),
    ]);
  });
});
