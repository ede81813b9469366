// The plants list's export (issue 17): every plant of the list on screen, all pages, with its filters, sort
// and scope, for every kind of viewer; Excel holds the same rows; the formula guard; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStatusLabel,
  exportHeaders,
  exportMessages,
  guardCell,
  PLANT_SORT_FIELDS,
  type PlantListItem,
} from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { allPages, exportRows } from '../../../test/export-read';
import { bearer } from '../../../test/factories';
import { makeListDataset, signInListViewers, type ListViewer } from '../../../test/list-dataset';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let viewers: ListViewer[] = [];
let north = 0;
let south = 0;
let west = 0;

beforeAll(async () => {
  t = await createTestApp();
  const data = await makeListDataset(t.db, 60);
  [north = 0, south = 0, west = 0] = data.a.regions.map((r) => r.id);
  viewers = await signInListViewers(t.app, data);
});
afterAll(() => t.close());

const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;
const listPath = (
  region: number | 'All',
  sort: string,
  asc: boolean,
  search: string,
  status: number,
  page = 1,
) => `/api/plantsbyregion/${region}/x/${asc}/${sort}/${page}/${search || 'None'}/${status}`;

const expected = (row: PlantListItem) =>
  [
    row.plantId,
    row.plantName,
    row.plantRegionName,
    row.state,
    row.facilityType,
    activeStatusLabel(row.Active),
  ].map(guardCell);

async function compare(
  v: ListViewer,
  region: number | 'All',
  sort: string,
  asc: boolean,
  search = '',
  status = 1,
) {
  const rows = await allPages<PlantListItem>(t, v, (page) =>
    listPath(region, sort, asc, search, status, page),
  );
  const { header, data } = await exportRows(t, v, `${listPath(region, sort, asc, search, status)}/export`);
  expect(header).toEqual([...exportHeaders.plants]);
  expect(data, `${v.name} ${region} ${sort} ${asc} '${search}' ${status}`).toEqual(rows.map(expected));
  return rows.length;
}

describe('the plants export', () => {
  it('holds every plant of the list, all pages, in list order, for every viewer, sort and direction', async () => {
    let compared = 0;
    for (const v of viewers)
      for (const sort of PLANT_SORT_FIELDS)
        for (const asc of [true, false]) compared += await compare(v, 'All', sort, asc);
    expect(compared).toBeGreaterThan(1000);
  });

  it('keeps the region, status and search filters, and answers Excel with the same rows', async () => {
    expect(await compare(named('L2 A'), north, 'plantName', true, 'Roanoke')).toBeGreaterThan(0);
    expect(await compare(named('L2 A'), 'All', 'state', false, '', 2)).toBeGreaterThan(0);
    expect(await compare(named('L3 A'), south, 'plantId', true)).toBeGreaterThan(0);
    expect(await compare(named('L1 in A'), north, 'facilityType', false)).toBeGreaterThan(0);
    const url = `${listPath('All', 'plantId', true, '', 1)}/export`;
    const csv = await exportRows(t, named('L2 A'), url);
    const xlsx = await exportRows(t, named('L2 A'), `${url}?format=xlsx`);
    expect(xlsx.header).toEqual(csv.header);
    expect(xlsx.data).toEqual(csv.data);
    expect(xlsx.response.headers['content-disposition']).toMatch(
      /^attachment; filename="plants-[\d-]{10}\.xlsx"$/,
    );
  });

  it("shows another organisation's user none of A's plants, and L3 / L4 nothing outside their scope", async () => {
    const b = await exportRows(t, named('L2 B'), `${listPath('All', 'plantId', true, '', 1)}/export`);
    expect(b.data.length).toBeGreaterThan(0);
    expect(b.data.every((row) => row[0]?.startsWith('BR-'))).toBe(true);
    const a = await exportRows(t, named('L2 A'), `${listPath('All', 'plantId', true, '', 1)}/export`);
    expect(a.data.every((row) => row[0]?.startsWith('GV-'))).toBe(true);
    const l3 = await exportRows(t, named('L3 A'), `${listPath('All', 'plantId', true, '', 1)}/export`);
    expect(l3.data.some((row) => row[2] === 'West')).toBe(false);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${listPath(west, 'plantId', true, '', 1)}/export`,
      headers: bearer(named('L3 A').token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('guards cells a spreadsheet would read as a formula', async () => {
    const client = rawClient(t.db);
    await client.query(`update plants set name = '-2+3' where plant_id = 'GV-004'`);
    const { data } = await exportRows(
      t,
      named('L2 A'),
      `${listPath('All', 'plantId', true, 'GV004', 1)}/export`,
    );
    expect(data.map((row) => row[1])).toEqual(["'-2+3"]);
    const xlsx = await exportRows(
      t,
      named('L2 A'),
      `${listPath('All', 'plantId', true, 'GV004', 1)}/export?format=xlsx`,
    );
    expect(xlsx.data.map((row) => row[1])).toEqual(["'-2+3"]);
  });

  it('refuses bad input with a clear message', async () => {
    for (const [query, message] of [
      ['format=pdf', exportMessages.badFormat],
      ['dates=x', exportMessages.badDates],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${listPath('All', 'plantId', true, '', 1)}/export?${query}`,
        headers: bearer(named('L2 A').token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badSort = await t.app.inject({
      method: 'GET',
      url: `${listPath('All', 'password', true, '', 1)}/export`,
      headers: bearer(named('L2 A').token),
    });
    expect(badSort.statusCode).toBe(400);
  });
});
