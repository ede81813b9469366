// The reference the list tests compare the API with: the plain query a list answers, ORDER BY ... OFFSET over
// the same rows, with the search matched column by column as the search text documents it (db/schema/search.ts).
import { expect } from 'vitest';
import { rawClient } from '../src/db/generate/writer';
import { bearer } from './factories';
import type { ListViewer } from './list-dataset';
import type { TestApp } from './test-app';

export interface ListAnswer {
  data: unknown[];
  TotalCount: number | undefined;
}

const norm = (column: string) => `regexp_replace(${column}, '[[:punct:]’‘“”–—]', '', 'g')`;

/** A search over `columns` with the term as parameter $1 (or no search: '$1 = $1'). */
export const searchOver = (columns: string[], term: string) =>
  term ? `(${columns.map((c) => `${norm(c)} ilike $1`).join(' or ')})` : '$1 = $1';

/** What the server does to a typed term (shared sanitizeSearch). */
export const termOf = (typed: string) => typed.replace(/[^\p{L}\p{N} ]/gu, '');

/** One page of 20 and the count, by plain SQL. */
export async function referencePage(
  t: TestApp,
  query: { select: string; from: string; where: string[]; order: string; page: number; term: string },
): Promise<ListAnswer> {
  const client = rawClient(t.db);
  const clause = query.where.join(' and ');
  const params = [`%${query.term}%`];
  const rows = await client.query<unknown>(
    `select ${query.select} from ${query.from} where ${clause} order by ${query.order}
     limit 20 offset ${(query.page - 1) * 20}`,
    params,
  );
  const total = await client.query<{ n: number }>(
    `select count(*)::int as n from ${query.from} where ${clause}`,
    params,
  );
  return { data: rows.rows, TotalCount: total.rows[0]?.n };
}

/** The page the API answers `viewer` at `url` (its `?orgId=` appended). */
export async function apiPage(t: TestApp, viewer: ListViewer, url: string): Promise<ListAnswer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${url}${viewer.query ?? ''}`,
    headers: bearer(viewer.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data, TotalCount } = response.json();
  return { data, TotalCount };
}

export const pagesOf = (answer: ListAnswer) => Math.max(1, Math.ceil((answer.TotalCount ?? 0) / 20));
