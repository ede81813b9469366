import { sql, type SQL } from 'drizzle-orm';

/**
 * Search text of a row, matched by the lists' `ilike '%term%'` through a trigram index. The term is reduced to
 * letters, digits and spaces (shared `sanitizeSearch`), so the columns lose their punctuation the same way:
 * 'GV-101' is found as 'GV101' or 'GV-101', 'q.harlow' as 'qharlow'. Fields are joined by '|', which no term
 * holds, so a match never spans two fields.
 */
export function searchDocument(...columns: SQL[]): SQL {
  const parts = columns.map((column) => sql`regexp_replace(${column}, '[[:punct:]’‘“”–—]', '', 'g')`);
  return sql.join(parts, sql` || '|' || `);
}
