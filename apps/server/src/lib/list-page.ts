import { asc, count, desc, ilike, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PAGE_SIZE } from '@envirotrack/shared';
import type { Db } from '../db/client';

/**
 * One page of a list, the way every list reads it at any size:
 * - the count reads only the listed table, with the list's filters (an index-only scan where an index
 *   covers them), never the joins that only decorate the rows;
 * - the page's ids come first, in list order, from an index on (scope, sort key, id): a deep page walks
 *   that index instead of sorting the whole organisation, and the wide rows are read for 20 ids only;
 * - search is `ilike '%term%'` on a row's search text (db/schema/search.ts), served by a trigram index;
 * - a list bounded by a period (the reports: one organisation's inspections of one day, week, month...)
 *   puts the period in its index after the scope, (scope, period, key, id): the count reads that period's
 *   index entries only, never the organisation's history, and a filter or search on joined tables is an
 *   `in (subquery)` on the listed table's own columns (hashed once per statement), so the count still
 *   needs no join. Sorts on joined columns sort the period's rows (bounded by the period, not indexed).
 *   A count that a counts table keeps (an organisation's period, by type) comes from there (`count`);
 * - both statements are prepared once per shape (which filters, which sort and direction): a call only
 *   binds its values, so neither the server nor PostgreSQL builds or plans the query again.
 */
export interface ListPage<TRow, TCount extends { n: number } = { n: number }> {
  rows: TRow[];
  total: number;
  /** The count statement's row: `n`, and whatever else a `count` of the query reads (e.g. per status). */
  counts: TCount | undefined;
}

export interface ListQuery<TRow, TCount extends { n: number } = { n: number }> {
  /** The listed table and its id, the last tie-break of every sort (so pages never overlap). */
  table: PgTable;
  id: PgColumn;
  /**
   * Scope, filters and search, with `sql.placeholder` for every value; only columns of `table`
   * (subqueries allowed), so the count needs no join.
   */
  where: SQL | undefined;
  /** The sort key; with `sortJoin` it may read the joined table (e.g. the region's name). */
  sort: SQL | Column;
  ascending: boolean;
  sortJoin?: { table: PgTable; on: SQL };
  /**
   * Ties broken by the id in the sort's direction, not always ascending: one index on (scope, key, id)
   * then serves both directions, walked backwards for descending (the report lists, whose period holds
   * many rows with the same key). Lists that had ascending ids within ties keep them.
   */
  idFollowsSort?: boolean;
  /** The page's rows: a select whose `where` is `inPage`, ordered by `orderBy`. */
  rows: (page: PageRows) => Preparable<TRow[]>;
  /**
   * The total kept elsewhere, for filters a counts table answers (`{ n }`, with the same values): e.g. the
   * report lists' `inspection_period_counts`, so a month of 66,000 inspections is not counted entry by entry.
   * It may read more totals beside `n` (answered as `counts`).
   */
  count?: Preparable<TCount[]>;
}

/** `order by key, id`: descending lists keep ascending ids within ties, as they always have. */
export const listOrder = (
  sort: SQL | Column,
  ascending: boolean,
  id: Column,
  idFollowsSort = false,
): SQL[] => [ascending ? asc(sort) : desc(sort), ascending || !idFollowsSort ? asc(id) : desc(id)];

/** The search condition on a row's search text, its value `searchValue(term)`; none for an empty term. */
export const searchMatch = (searchText: Column, term: string): SQL | undefined =>
  term ? ilike(searchText, sql.placeholder('search')) : undefined;

export const searchValue = (term: string) => ({ search: `%${term}%` });

/**
 * Where a list's rows are read: rows whose id is in the page, in list order. The page's ids are an array
 * (`id = any(array(...))`), so PostgreSQL plans the rows for a page's few ids, also in a generic plan that
 * does not know the page size.
 */
export interface PageRows {
  inPage: SQL;
  orderBy: SQL[];
}

interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}
interface Preparable<T> {
  prepare(name: string): Prepared<T>;
}
interface Statements {
  rows: Prepared<unknown[]>;
  count: Prepared<{ n: number }[]>;
}

const statements = new WeakMap<Db, Map<string, Statements>>();
const names = new Map<string, number>();

/**
 * Counts the matching rows and reads one page of them: two prepared statements, run side by side.
 * `shape` names everything `build` depends on other than `values` (e.g. `plants:L2:region:asc:plantId`):
 * one shape, one statement text.
 */
export async function listPage<TRow, TCount extends { n: number } = { n: number }>(
  db: Db,
  shape: string,
  build: () => ListQuery<TRow, TCount>,
  values: Record<string, unknown>,
  page: number,
): Promise<ListPage<TRow, TCount>> {
  let built = statements.get(db);
  if (!built) statements.set(db, (built = new Map()));
  let prepared = built.get(shape);
  if (!prepared) {
    // Short names (PostgreSQL keeps 63 bytes of a statement's name), one per shape in this process.
    const n = names.get(shape) ?? names.size + 1;
    names.set(shape, n);
    prepared = prepareList(db, `list_${n}`, build());
    built.set(shape, prepared);
  }
  const [rows, total] = await Promise.all([
    prepared.rows.execute({ ...values, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    prepared.count.execute(values),
  ]);
  const counts = total[0] as TCount | undefined;
  return { rows: rows as TRow[], total: counts?.n ?? 0, counts };
}

function prepareList<TRow, TCount extends { n: number }>(
  db: Db,
  name: string,
  query: ListQuery<TRow, TCount>,
): Statements {
  const orderBy = listOrder(query.sort, query.ascending, query.id, query.idFollowsSort);
  let ids = db.select({ id: query.id }).from(query.table).$dynamic();
  if (query.sortJoin) ids = ids.innerJoin(query.sortJoin.table, query.sortJoin.on);
  const pageIds = ids
    .where(query.where)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return {
    rows: query.rows({ inPage: sql`${query.id} = any(array${pageIds})`, orderBy }).prepare(`${name}_rows`),
    count: (query.count ?? db.select({ n: count() }).from(query.table).where(query.where)).prepare(
      `${name}_count`,
    ),
  };
}

/**
 * A list as its page and its export read it (lib/list-stream.ts): the statement's shape, the query, and the
 * values of its placeholders.
 */
export interface ListDefinition<TRow, TCount extends { n: number } = { n: number }> {
  shape: string;
  build: () => ListQuery<TRow, TCount>;
  values: Record<string, unknown>;
}

/** Types a list's definition (its row type inferred from its `rows` select). */
export const defineList = <TRow, TCount extends { n: number } = { n: number }>(
  list: ListDefinition<TRow, TCount>,
): ListDefinition<TRow, TCount> => list;
