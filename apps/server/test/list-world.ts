// The report and flag lists' tests share one world: a test app recording its statements, the list data set
// (60 plants an organisation), its reports and, when asked, its flags; every kind of viewer signed in.
import { makeFlagDataset } from './flag-dataset';
import { makeListDataset, signInListViewers, type ListViewer } from './list-dataset';
import { makeReportDataset } from './report-dataset';
import { createTestApp, type TestApp } from './test-app';

export interface ListWorld {
  t: TestApp;
  viewers: ListViewer[];
  /** Organisation A's regions the tests filter by. */
  regionA: { north: number; south: number; west: number };
  /** A region of organisation B. */
  regionB: number;
}

export async function makeListWorld(options: { flags?: boolean } = {}): Promise<ListWorld> {
  const t = await createTestApp({}, { recordStatements: true });
  const data = await makeListDataset(t.db, 60);
  await makeReportDataset(t.db, data.users.a2.id);
  if (options.flags) await makeFlagDataset(t.db, data.users.a3.id, data.a.id, data.b.id);
  const viewers = await signInListViewers(t.app, data);
  const [north = 0, south = 0, west = 0] = data.a.regions.map((r) => r.id);
  return { t, viewers, regionA: { north, south, west }, regionB: data.b.regions[0]?.id ?? 0 };
}
