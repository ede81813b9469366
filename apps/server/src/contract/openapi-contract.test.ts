// The API keeps the promises of its OpenAPI document: every operation of `/api/docs/json`, called with
// inputs generated from the document's own schemas (fast-check) and with the edge values that broke it
// before (ids of 2^31, -1, text for numbers, deep nesting, empty and malformed bodies, long strings), answers
// no 5xx, only statuses the document lists for it, and JSON bodies of the documented shape. On the real
// server and database. CONTRACT_RUNS (requests per operation and caller) and CONTRACT_SEED repeat or widen it.
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installLibrary } from '../db/seed/library-loader';
import { fixtureForms } from '../../test/form-fixtures';
import { attemptCounters, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { PASSWORD, signIn } from '../../test/factories';
import { makeListDataset } from '../../test/list-dataset';
import { AnswerCheck, operationsOf, requestsFor, type Operation } from '../../test/contract/operations';
import type { Schema } from '../../test/contract/schema-values';
import { createTestApp, type TestApp } from '../../test/test-app';

const RUNS = Number(process.env.CONTRACT_RUNS ?? 25);
const SEED = Number(process.env.CONTRACT_SEED ?? 20261124);

let t: TestApp;
let document: Schema;
let callers: { name: string; login: string; token: string }[] = [
  { name: 'L1 All', login: 'lists.admin', token: '' },
  { name: 'L2 A', login: 'a.admin', token: '' },
];

beforeAll(async () => {
  t = await createTestApp();
  await installLibrary(t.db, fixtureForms);
  await makeListDataset(t.db, 12);
  await signInCallers();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

/**
 * The callers a secured operation is tried as: the widest (L1 in All) and an organisation's admin. A
 * generated call may have ended their sessions, changed their passwords or deactivated them: put the two
 * accounts back and sign in again.
 */
async function signInCallers(): Promise<void> {
  const logins = callers.map((c) => c.login);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD), status: 1, deletedAt: null })
    .where(inArray(users.userId, logins));
  await t.db.delete(attemptCounters);
  callers = await Promise.all(callers.map(async (c) => ({ ...c, token: await signIn(t.app, c.login) })));
}

async function liveCallers() {
  for (const c of callers) {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${c.token}` },
    });
    if (me.statusCode !== 200) {
      await signInCallers();
      break;
    }
  }
  return callers;
}

async function failuresOf(op: Operation, check: AnswerCheck, seed: number): Promise<string[]> {
  const failures: string[] = [];
  const requests = fc.sample(requestsFor(document, op), { numRuns: RUNS, seed });
  for (const caller of op.secured ? await liveCallers() : [undefined]) {
    for (const request of requests) {
      const headers = caller
        ? { ...request.headers, authorization: `Bearer ${caller.token}` }
        : request.headers;
      const response = await t.app.inject({ ...request, headers });
      const problem = check.problem(
        op,
        response.statusCode,
        response.headers['content-type']?.toString(),
        response.body,
      );
      if (problem)
        failures.push(
          `${op.key} as ${caller?.name ?? 'anonymous'}: ${request.method} ${request.url.slice(0, 160)} -> ${problem}`,
        );
    }
  }
  return failures;
}

describe('the OpenAPI contract', () => {
  it('lists the operations the server has, each with the answers it gives', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    for (const op of operations) expect(Object.keys(op.responses), op.key).toContain('200');
  });

  it('holds for generated and edge-case requests to every operation: no 5xx, documented statuses and bodies', async () => {
    const check = new AnswerCheck(document);
    const failures: string[] = [];
    const operations = operationsOf(document);
    for (const [i, op] of operations.entries()) failures.push(...(await failuresOf(op, check, SEED + i)));
    // One line per operation and answer is enough to act on; the seed repeats the run.
    const distinct = [
      ...new Map(failures.map((f) => [f.replace(/: [A-Z]+ \S+ ->/, ' ->').slice(0, 200), f])).values(),
    ];
    expect(distinct, `seed ${SEED}, ${RUNS} runs`).toEqual([]);
  }, 600_000);
});
