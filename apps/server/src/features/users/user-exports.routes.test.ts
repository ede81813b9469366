// The users list's export (issue 17): every user of the list on screen, all pages, with its filters, sort and
// scope, for every kind of viewer that may see the list; L4 is refused as the list refuses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLevelLabel,
  activeStatusLabel,
  exportHeaders,
  guardCell,
  USER_SORT_FIELDS,
  type AccessLevel,
  type UserListItem,
} from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { allPages, exportRows } from '../../../test/export-read';
import { bearer } from '../../../test/factories';
import { makeListDataset, signInListViewers, type ListViewer } from '../../../test/list-dataset';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let viewers: ListViewer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  viewers = await signInListViewers(t.app, await makeListDataset(t.db, 60));
});
afterAll(() => t.close());

const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;
const listPath = (sort: string, asc: boolean, search: string, status: number, page = 1) =>
  search
    ? `/api/user/${asc}/${sort}/${page}/${search}/${status}`
    : `/api/user/${asc}/${sort}/${page}/${status}`;

const expected = (row: UserListItem) =>
  [
    row.UserId,
    row.First_Name,
    row.Last_Name,
    accessLevelLabel(row.Access_Level as AccessLevel),
    activeStatusLabel(row.Active),
  ].map(guardCell);

async function compare(v: ListViewer, sort: string, asc: boolean, search = '', status = 1) {
  const rows = await allPages<UserListItem>(t, v, (page) => listPath(sort, asc, search, status, page));
  const { header, data } = await exportRows(t, v, `${listPath(sort, asc, search, status)}/export`);
  expect(header).toEqual([...exportHeaders.users]);
  expect(data, `${v.name} ${sort} ${asc} '${search}' ${status}`).toEqual(rows.map(expected));
  return rows.length;
}

describe('the users export', () => {
  it('holds every user of the list, all pages, in list order, for every viewer that sees the list', async () => {
    let compared = 0;
    for (const v of viewers.filter((viewer) => viewer.level !== 4))
      for (const sort of USER_SORT_FIELDS)
        for (const asc of [true, false]) compared += await compare(v, sort, asc);
    expect(compared).toBeGreaterThan(500);
    expect(await compare(named('L2 A'), 'Last_Name', true, 'harlow')).toBeGreaterThan(0);
    expect(await compare(named('L2 A'), 'UserId', true, '', 2)).toBeGreaterThanOrEqual(0);
  });

  it("shows another organisation's user none of A's users, refuses L4, and guards formulas", async () => {
    const b = await exportRows(t, named('L2 B'), `${listPath('UserId', true, '', 1)}/export`);
    expect(b.data.map((row) => row[0])).not.toContain('a.admin');
    const a = await exportRows(t, named('L3 A'), `${listPath('UserId', true, '', 1)}/export`);
    expect(a.data.map((row) => row[0])).not.toContain('b.admin');
    const l4 = await t.app.inject({
      method: 'GET',
      url: `${listPath('UserId', true, '', 1)}/export`,
      headers: bearer(named('L4 A').token),
    });
    expect(l4.statusCode).toBe(403);
    await rawClient(t.db).query(`update users set first_name = '+SUM(1)' where user_id = 'a.plant'`);
    const guarded = await exportRows(
      t,
      named('L2 A'),
      `${listPath('UserId', true, 'aplant', 1)}/export?format=xlsx`,
    );
    expect(guarded.data.map((row) => row[1])).toEqual(["'+SUM(1)"]);
  });
});
