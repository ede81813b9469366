import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCases } from '../test/role-org.accounts';
import { complianceCases } from '../test/role-org.compliance';
import { complianceCalendarCases } from '../test/role-org.compliance-calendar';
import { evidencePackCases } from '../test/role-org.evidence-packs';
import { get, type Case } from '../test/role-org.cases';
import { exportCases } from '../test/role-org.exports';
import { flaggedReportCases } from '../test/role-org.flagged-reports';
import { flaggedFormCases } from '../test/role-org.flagged-forms';
import { formGridCases } from '../test/role-org.form-grid';
import { buildWorld, closeWorld, upload } from '../test/role-org.fixture';
import { inspectionCases } from '../test/role-org.inspections';
import { plantCases } from '../test/role-org.plants';
import { referenceCases } from '../test/role-org.references';
import { reminderCases } from '../test/role-org.reminders';
import { reportListCases } from '../test/role-org.report-lists';
import {
  CALLERS,
  FORM,
  HIDDEN_FROM,
  send,
  snapshot,
  type Call,
  type Caller,
  type World,
} from '../test/role-org.world';

/**
 * Every operation of the API, called as every kind of caller (anonymous, L1 in All, L1 acting in A, L2,
 * L3 of North and L4 of a North plant of A, L2 of B) on organisation A's resources, against the table in
 * test/role-org.*.ts. An operation added to the API without a row in the table fails here, so tenancy and
 * roles are decided for every future call.
 */
const tables = [
  accountCases,
  plantCases,
  inspectionCases,
  reportListCases,
  flaggedReportCases,
  flaggedFormCases,
  complianceCases,
  reminderCases,
  complianceCalendarCases,
  formGridCases,
  referenceCases,
  exportCases,
  evidencePackCases,
];
const table: Record<string, Case[]> = Object.assign({}, ...tables);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

let w: World;
let documented: string[] = [];

beforeAll(async () => {
  w = await buildWorld();
  const response = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
  documented = Object.entries(doc.paths)
    .filter(([path]) => !isDocs(path))
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
});

afterAll(() => closeWorld(w));

/**
 * Runs one case as every caller; answers what went against the table (nothing when all is as expected).
 * The refused calls go first, together between two snapshots of the database and the stored files, so they
 * meet the fixture before any allowed write of the operation and must leave both exactly as they were.
 */
async function check(key: string, c: Case): Promise<string[]> {
  const [method, path = ''] = key.split(' ');
  const route = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);
  const problems: string[] = [];
  const nameOf = (who: Caller) => `${c.label ? `[${c.label}] ` : ''}${who}`;
  const prepare = async (who: Caller) => {
    const call = await c.request(w, who);
    if (call.method === method && route.test(call.url)) return call;
    problems.push(`${nameOf(who)}: the case sends ${call.method} ${call.url}, not ${key}`);
    return undefined;
  };
  const attempt = async (who: Caller, call: Call) => {
    const expected = c.expect[who];
    const response = await send(w, who, call);
    const status = response.statusCode;
    const succeeded = status >= 200 && status < 300;
    if (expected === 'ok' ? !succeeded : status !== expected) {
      problems.push(`${nameOf(who)}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`);
    }
    const body = response.body.toLowerCase();
    const hidden = c.reach === 'public' ? [] : (HIDDEN_FROM[who] ?? []);
    for (const marker of hidden.filter((m) => !c.mayShow?.includes(m))) {
      if (body.includes(marker)) problems.push(`${nameOf(who)}: the answer shows '${marker}' (${status})`);
    }
    return succeeded;
  };

  const refused = CALLERS.filter((who) => c.expect[who] !== 'ok');
  const calls: [Caller, Call | undefined][] = [];
  for (const who of refused) calls.push([who, await prepare(who)]);
  const before = await snapshot(w);
  for (const [who, call] of calls) if (call) await attempt(who, call);
  const after = await snapshot(w);
  const changed = Object.keys(after).filter((part) => after[part] !== before[part]);
  if (changed.length) {
    problems.push(
      `${c.label ? `[${c.label}] ` : ''}refused calls (${refused.join(', ')}) changed ${changed.join(', ')}`,
    );
  }
  for (const who of CALLERS.filter((caller) => c.expect[caller] === 'ok')) {
    const call = await prepare(who);
    if (call && (await attempt(who, call)) && c.restore) await c.restore(w, who);
  }
  return problems;
}

describe('the role x organisation table', () => {
  it('has an expectation for every documented operation, and none for an operation the API lacks', () => {
    const keys = Object.keys(table);
    // No operation is in two tables (one would silently replace the other).
    expect(tables.reduce((n, t) => n + Object.keys(t).length, 0)).toBe(keys.length);
    expect({
      withoutExpectation: documented.filter((key) => !keys.includes(key)),
      notInTheApi: keys.filter((key) => !documented.includes(key)),
    }).toEqual({ withoutExpectation: [], notInTheApi: [] });
  });

  it("lets nobody in anonymously but to public calls, and B's L2 nowhere into A", () => {
    const wrong = Object.entries(table).flatMap(([key, cases]) =>
      cases.flatMap((c) => {
        const name = `${key}${c.label ? ` [${c.label}]` : ''}`;
        if (c.reach === 'public') return CALLERS.every((who) => c.expect[who] === 'ok') ? [] : [name];
        if (c.expect.anon !== 401) return [`${name}: anonymous`];
        return c.reach === 'A' && c.expect.b2 === 'ok' ? [`${name}: B's L2`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('every operation as every kind of caller', () => {
  for (const [key, cases] of Object.entries(table)) {
    it(key, async () => {
      const problems: string[] = [];
      for (const c of cases) problems.push(...(await check(key, c)));
      expect(problems).toEqual([]);
    });
  }

  it('notices a change: the snapshot the refused calls are held to sees rows and stored files', async () => {
    const before = await snapshot(w);
    await upload(w, 'a2', 'images', w.plantN);
    const after = await snapshot(w);
    expect(
      Object.keys(after)
        .filter((part) => after[part] !== before[part])
        .sort(),
    ).toEqual(['files', 'inspection_files']);
  });

  it("B's own L2 reaches B's plant, inspection and users (the refusals above are about A, not a broken caller)", async () => {
    expect((await send(w, 'b2', get(`/api/plant/${w.plantB}`))).statusCode).toBe(200);
    const details = await send(w, 'b2', get(`/api/getanswerdetails/${FORM}/${w.plantB}/null/${w.date}`));
    expect(details.json()).toMatchObject({ data: { inspectionId: w.inspectionB } });
    expect((await send(w, 'b2', get('/api/user/true/UserId/1/1'))).statusCode).toBe(200);
  });

  it("holds L1 acting in A to A: B's plant, inspection and users are out of its reach, not of L1 in All", async () => {
    // docs/decisions.md: L1 sees every plant and user, or one organisation's when acting in it.
    const urls = [
      `/api/plant/${w.plantB}`,
      `/api/getanswerdetails/${FORM}/${w.plantB}/null/${w.date}`,
      `/api/userdetails/${w.ids.b2}`,
      `/api/userplantlist/${w.ids.b2}`,
    ];
    const answers: string[] = [];
    for (const url of urls) {
      const [inA, inAll] = [await send(w, 'l1a', get(url)), await send(w, 'l1all', get(url))];
      answers.push(`${url}: acting in A ${inA.statusCode}, in All ${inAll.statusCode}`);
    }
    expect(answers).toEqual(urls.map((url) => `${url}: acting in A 404, in All 200`));
  });
});
