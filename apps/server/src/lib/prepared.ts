import type { Db } from '../db/client';

/**
 * A statement built once per database and prepared by name (node-postgres prepares it once per connection):
 * the hot calls skip query building and PostgreSQL skips planning from scratch. Build it with
 * `sql.placeholder(...)` for its parameters and `.prepare(name)`.
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
