import { Column, getTableColumns, is, SQL, sql, Subquery, Table, type Query } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { listOrder, type ListQuery } from './list-page';

/** What a list's `rows` select is besides preparable: its SQL and its selected fields (Drizzle's select). */
interface StreamableSelect {
  toSQL(): Query;
  _: { selectedFields: Record<string, unknown> };
}

interface OrderedField {
  path: string[];
  field: unknown;
}

/** The select's fields in the order of its columns, nested objects and tables flattened (as Drizzle does). */
function orderedFields(fields: Record<string, unknown>, prefix: string[] = []): OrderedField[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = [...prefix, name];
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased) || is(field, Subquery))
      return [{ path, field }];
    if (is(field, Table)) return orderedFields(getTableColumns(field), path);
    return orderedFields(field as Record<string, unknown>, path);
  });
}

/** Rows fetched per round trip: small enough to keep the server's memory flat, big enough to be quick. */
export const STREAM_BATCH = 2000;

/**
 * Every row of a list, in list order, in batches: the list's own query (`ListQuery`, the one its pages
 * use) read through a cursor in one read-only transaction, so the export sees one snapshot and the server
 * holds one batch at a time whatever the list's size. The rows are the page's select with the list's
 * filters in place of the page's ids; a sort on a joined table (`sortJoin`) reads a table that select joins.
 * `each` is awaited before the next batch is fetched (the caller's back-pressure).
 */
export async function streamList<TRow, TCount extends { n: number }>(
  db: Db,
  query: ListQuery<TRow, TCount>,
  values: Record<string, unknown>,
  each: (rows: TRow[]) => Promise<void>,
  batch = STREAM_BATCH,
): Promise<number> {
  const orderBy = listOrder(query.sort, query.ascending, query.id, query.idFollowsSort);
  const select = query.rows({ inPage: query.where ?? sql`true`, orderBy }) as unknown as StreamableSelect;
  const { sql: text, params } = select.toSQL();
  const fields = orderedFields(select._.selectedFields);
  return db.transaction(
    async (tx) => {
      const session = tx._.session;
      await session
        .prepareQuery(
          { sql: `declare list_export no scroll cursor for ${text}`, params },
          undefined,
          undefined,
          false,
        )
        .execute(values);
      const fetch = session.prepareQuery<PreparedQueryConfig & { execute: TRow[] }>(
        { sql: `fetch ${batch} from list_export`, params: [] },
        fields as never,
        undefined,
        true,
      );
      let total = 0;
      for (;;) {
        const rows = await fetch.execute();
        if (rows.length) await each(rows);
        total += rows.length;
        if (rows.length < batch) break;
      }
      await tx.execute(sql`close list_export`);
      return total;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Every row of a statement that is not a list's (e.g. the dashboard's per-plant counts, one grouped
 * statement), in its own order, in batches: the same cursor, transaction and back-pressure as `streamList`.
 * The rows are as the statement names its columns.
 */
export async function streamStatement<TRow>(
  db: Db,
  statement: SQL,
  each: (rows: TRow[]) => Promise<void>,
  batch = STREAM_BATCH,
): Promise<number> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`declare statement_export no scroll cursor for ${statement}`);
      let total = 0;
      for (;;) {
        const result = (await tx.execute(sql.raw(`fetch ${batch} from statement_export`))) as unknown as {
          rows: TRow[];
        };
        if (result.rows.length) await each(result.rows);
        total += result.rows.length;
        if (result.rows.length < batch) break;
      }
      await tx.execute(sql`close statement_export`);
      return total;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
