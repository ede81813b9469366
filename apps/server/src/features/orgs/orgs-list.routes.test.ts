// The organisations list (list-page.ts): pages by name both ways, search ignoring punctuation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListDataset, signInListViewers, type ListViewer } from '../../../test/list-dataset';
import { apiPage } from '../../../test/list-reference';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let l1: ListViewer;

beforeAll(async () => {
  t = await createTestApp();
  [l1] = (await signInListViewers(t.app, await makeListDataset(t.db, 5))) as [ListViewer];
});
afterAll(() => t.close());

const names = async (query: string) => {
  const { data, TotalCount } = await apiPage(t, l1, `/api/org?${query}`);
  return { names: data.map((o) => (o as { orgName: string }).orgName), TotalCount };
};

describe('the organisations list', () => {
  it('pages and searches organisations by name, ignoring punctuation', async () => {
    expect(await names('page=1&isAsc=true')).toEqual({ names: ['Lists A', 'Lists B'], TotalCount: 2 });
    expect((await names('page=1&isAsc=false&search=lists')).names).toEqual(['Lists B', 'Lists A']);
    expect((await names('page=1&search=ListsA')).TotalCount).toBe(0);
    expect((await names('page=1&search=sts%20b')).names).toEqual(['Lists B']);
  });
});
