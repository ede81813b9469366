import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: every query function takes one as its first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** The node-postgres pool (PostgreSQL only), for instrumentation such as SQL_TIMING and the job queue. */
  pool?: pg.Pool;
  /** The embedded client (PGlite only), which the job queue reaches through its PGlite adapter. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The same database through a Drizzle instance that reports every statement (plan tests read them). */
  logged(logger: Logger): Db;
}

const options = { schema, casing: 'snake_case' } as const;

export interface EmbeddedDatabase extends Database {
  /** The whole data directory as a tarball, loadable with `{ dump }` (how tests clone a template). */
  dump(): Promise<Blob>;
}

/** Postgres in WASM, persisted in `dir` (or in memory, or loaded from a dump for tests). */
export async function openEmbedded(
  source: { dir: string } | { dump: Blob } | { memory: true },
): Promise<EmbeddedDatabase> {
  // pg_trgm backs the lists' substring search (migration 0007 creates the extension).
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('dir' in source) {
    await fs.mkdir(path.dirname(source.dir), { recursive: true });
    client = await PGlite.create(source.dir, { extensions });
  } else if ('dump' in source) {
    client = await PGlite.create({ loadDataDir: source.dump, extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, ...options });
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    pglite: client,
    migrate: () =>
      refreshingListTables(
        (text) => client.query(text),
        () => migratePglite(db, { migrationsFolder: migrationsDir }),
      ),
    logged: (logger) => drizzlePglite({ client, ...options, logger }) as unknown as Db,
    close: () => client.close(),
    dump: async () => {
      const file = await client.dumpDataDir('gzip');
      return new Blob([await file.arrayBuffer()]);
    },
  };
}

/**
 * Runs the migrations; when some were applied, vacuums and analyzes the tables the lists read. A migration
 * may rewrite them (a generated column does), which empties their visibility map: until a vacuum, the lists'
 * index-only scans would read the table too, and autovacuum does not count a rewrite as work to do.
 */
async function refreshingListTables(
  query: (text: string) => Promise<{ rows: unknown[] }>,
  migrate: () => Promise<void>,
) {
  const applied = async () => {
    const exists = await query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
    if (!(exists.rows[0] as { t: string | null } | undefined)?.t) return 0;
    const { rows } = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
    return (rows[0] as { n: number } | undefined)?.n ?? 0;
  };
  const before = await applied();
  await migrate();
  if ((await applied()) > before) await query('vacuum (analyze) plants, users, organisations');
}

// Several app instances may start at once against one PostgreSQL: only one migrates at a time.
const MIGRATION_LOCK = 7_117_001;

export function openPostgres(url: string, max = 10): Database {
  // No JIT: the planner compiles a statement it costs above 100,000 (a whole organisation's month), which
  // took 136 ms of a 600 ms dashboard call, to save a few ms of its execution. Answers here are short
  // statements, read by a person waiting. (An `options` in the address replaces this one.)
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection the server ends (a restart, a terminated backend) would otherwise crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was lost (${error.message})`));
  const db = drizzlePg({ client: pool, ...options });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    logged: (logger) => drizzlePg({ client: pool, ...options, logger }) as unknown as Db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await refreshingListTables(
          (text) => client.query(text),
          () => migratePg(drizzlePg({ client, ...options }), { migrationsFolder: migrationsDir }),
        );
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openEmbedded({ dir: path.join(config.dataDir, 'db') });
}
