// The organisations list's export (issue 17): every organisation of the list (all pages), with its search and
// direction, for L1 only; the formula guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportHeaders } from '@envirotrack/shared';
import { rawClient } from '../../db/generate/writer';
import { allPages, exportRows } from '../../../test/export-read';
import { bearer } from '../../../test/factories';
import { makeListDataset, signInListViewers, type ListViewer } from '../../../test/list-dataset';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let viewers: ListViewer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  viewers = await signInListViewers(t.app, await makeListDataset(t.db, 5));
  // More than a page of organisations, one named like a formula.
  const names = Array.from({ length: 45 }, (_, i) => `('Export Org ${String(i).padStart(2, '0')}', '{}')`);
  await rawClient(t.db).query(
    `insert into organisations (name, settings) values ${names.join(',')}, ('=1+2 Org', '{}')`,
  );
});
afterAll(() => t.close());

const named = (name: string) => viewers.find((v) => v.name === name) as ListViewer;

describe('the organisations export', () => {
  it('holds every organisation of the list, all pages, both directions and with a search', async () => {
    for (const query of ['isAsc=true', 'isAsc=false', 'isAsc=true&search=export%20org%201']) {
      const rows = await allPages<{ orgName: string }>(
        t,
        named('L1 All'),
        (page) => `/api/org?page=${page}&${query}`,
      );
      const { header, data } = await exportRows(t, named('L1 All'), `/api/org/export?${query}`);
      expect(header).toEqual([...exportHeaders.organisations]);
      expect(data, query).toEqual(
        rows.map((row) => [row.orgName.startsWith('=') ? `'${row.orgName}` : row.orgName]),
      );
    }
    const all = await exportRows(t, named('L1 All'), '/api/org/export?format=xlsx');
    expect(all.data.length).toBeGreaterThan(40);
    expect(all.data.map((row) => row[0])).toContain("'=1+2 Org");
  });

  it('is for L1 only', async () => {
    for (const name of ['L2 A', 'L3 A', 'L4 A', 'L2 B']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/org/export',
        headers: bearer(named(name).token),
      });
      expect(response.statusCode, name).toBe(403);
    }
  });
});
