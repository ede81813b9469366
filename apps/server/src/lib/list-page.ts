import { asc, count, desc, ilike, inArray, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PAGE_SIZE } from '@envirotrack/shared';
import type { Db } from '../db/client';

/**
 * One page of a list, the way every list reads it at any size:
 * - the count reads only the listed table, with the list's filters (an index-only scan where an index
 *   covers them), never the joins that only decorate the rows;
 * - the page's ids come first, in list order, from an index on (scope, sort key, id): a deep page walks
 *   that index instead of sorting the whole organisation, and the wide rows are read for 20 ids only;
 * - search is `ilike '%term%'` on a row's search text (db/schema/search.ts), served by a trigram index.
 */
export interface ListPage<TRow> {
  rows: TRow[];
  total: number;
}

export interface ListQuery {
  /** The listed table and its id, the last tie-break of every sort (so pages never overlap). */
  table: PgTable;
  id: PgColumn;
  /** Scope, filters and search; only columns of `table` (subqueries allowed), so the count needs no join. */
  where: SQL | undefined;
  /** The sort key; with `sortJoin` it may read the joined table (e.g. the region's name). */
  sort: SQL | Column;
  ascending: boolean;
  page: number;
  sortJoin?: { table: PgTable; on: SQL };
}

/** `order by key, id`: descending lists keep ascending ids within ties, as they always have. */
export const listOrder = (sort: SQL | Column, ascending: boolean, id: Column): SQL[] => [
  ascending ? asc(sort) : desc(sort),
  asc(id),
];

/** The search condition on a row's search text; none for an empty term. */
export const searchMatch = (searchText: Column, term: string): SQL | undefined =>
  term ? ilike(searchText, `%${term}%`) : undefined;

/** Where `rowsOf` reads one page: rows whose id is in the page (a subquery on the sort index), in list order. */
export interface PageRows {
  inPage: SQL;
  orderBy: SQL[];
}

/** Counts the matching rows and reads one page of them: two statements, run side by side. */
export async function listPage<TRow>(
  db: Db,
  query: ListQuery,
  rowsOf: (page: PageRows) => PromiseLike<TRow[]>,
): Promise<ListPage<TRow>> {
  const orderBy = listOrder(query.sort, query.ascending, query.id);
  let ids = db.select({ id: query.id }).from(query.table).$dynamic();
  if (query.sortJoin) ids = ids.innerJoin(query.sortJoin.table, query.sortJoin.on);
  const pageIds = ids
    .where(query.where)
    .orderBy(...orderBy)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const [rows, total] = await Promise.all([
    rowsOf({ inPage: inArray(query.id, pageIds), orderBy }),
    db.select({ n: count() }).from(query.table).where(query.where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
