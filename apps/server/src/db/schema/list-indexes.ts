import { sql, type SQL } from 'drizzle-orm';
import { index, type ExtraConfigColumn, type IndexBuilder } from 'drizzle-orm/pg-core';

type Part = ExtraConfigColumn | SQL;

export interface ListIndexSpec {
  table: string;
  /** The rows a list shows (e.g. not deleted): every list index is partial on it. */
  live: SQL;
  /** The organisation column: each sort has an index within one organisation and one across all (L1). */
  scope: ExtraConfigColumn;
  id: ExtraConfigColumn;
  /** Columns the lists filter on (status, region...), carried so those filters need no table read. */
  filters: ExtraConfigColumn[];
  /** Per sort: its key, and the columns the key is computed from (an index-only scan needs them). */
  sorts: Record<string, { key: Part; from?: ExtraConfigColumn }>;
  /** The search text column, under a trigram index. */
  searchText?: ExtraConfigColumn;
}

/**
 * The indexes behind one list (lib/list-page.ts): a page is an index-only walk of (scope, sort key, id), so
 * deep pages never sort the organisation and counts read only the index; search uses the trigram index.
 * Columns after the id do not change the order: they only let the scan answer the filters.
 */
export function listIndexes(spec: ListIndexSpec): IndexBuilder[] {
  const built: IndexBuilder[] = [];
  for (const [name, sort] of Object.entries(spec.sorts)) {
    const carried = [
      ...spec.filters.filter((column) => column !== sort.key),
      ...(sort.from ? [sort.from] : []),
    ];
    built.push(
      index(`${spec.table}_list_${name}_idx`)
        .on(spec.scope, sort.key, spec.id, ...carried)
        .where(spec.live),
      index(`${spec.table}_list_all_${name}_idx`)
        .on(sort.key, spec.id, ...carried)
        .where(spec.live),
    );
  }
  if (spec.searchText)
    built.push(index(`${spec.table}_search_idx`).using('gin', spec.searchText.op('gin_trgm_ops')));
  return built;
}

export const lowerOf = (column: ExtraConfigColumn) => ({ key: sql`lower(${column})`, from: column });
