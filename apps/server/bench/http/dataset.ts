// The benchmark's database: reused when it holds the finished organisation, else created and filled with the
// generator (10k plants, ~1M inspections by default) after the server under test has migrated it.
import { performance } from 'node:perf_hooks';
import { addDays, today } from '@envirotrack/shared';
import pg from 'pg';
import { openPostgres } from '../../src/db/client';
import { generateHistory, type HistoryProgress } from '../../src/db/generate/history';
import { backdateOrganisation, createOrganisation } from '../../src/db/generate/organisation';
import { hashPassword } from '../../src/lib/passwords';
import { createDiskStorage } from '../../src/lib/storage';
import { BENCH_ORG, BENCH_PASSWORD, databaseUrl, settings } from './settings';

const GENERATING = `${BENCH_ORG} (generating)`;
const SEED = 'bench-http';

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * 'ready' when the database holds the finished organisation; 'new' when it was just created or is empty. A
 * database with other data, or with an interrupted generation, is refused rather than dropped.
 */
export async function databaseState(): Promise<'ready' | 'new'> {
  const { dbName, serverUrl = '' } = settings;
  const exists = await withClient(serverUrl, async (admin) => {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
    if (!rowCount) await admin.query(`create database ${dbName}`);
    return Boolean(rowCount);
  });
  if (!exists) return 'new';
  return withClient(databaseUrl(dbName), async (client) => {
    const { rows } = await client.query<{ t: string | null }>(
      `select to_regclass('organisations')::text as t`,
    );
    if (!rows[0]?.t) return 'new';
    const orgs = await client.query<{ name: string }>('select name from organisations');
    const names = orgs.rows.map((r) => r.name);
    if (names.includes(BENCH_ORG)) return 'ready';
    const stop = (why: string) =>
      new Error(
        `database ${dbName} ${why}: drop it (drop database ${dbName}) or choose another BENCH_HTTP_DB`,
      );
    if (names.includes(GENERATING)) throw stop('holds an interrupted generation');
    if (names.length) throw stop('holds other organisations');
    return 'new';
  });
}

/** Generates the organisation with the bench password, names it as finished, and refreshes the statistics. */
export async function generateDataset(): Promise<void> {
  const database = openPostgres(databaseUrl(settings.dbName), 4);
  const storage = createDiskStorage(settings.dataDir);
  const to = addDays(today(), -1);
  const started = performance.now();
  try {
    const org = await createOrganisation(database.db, {
      name: GENERATING,
      plants: settings.plants,
      seed: SEED,
      passwordHash: await hashPassword(BENCH_PASSWORD),
    });
    const options = { orgId: org.orgId, to, seed: SEED, storage, concurrency: 2 };
    // A dry run over one year tells how many inspections a year of these plants makes.
    const perYear = await generateHistory(database.db, { ...options, from: addDays(to, -364), dryRun: true });
    const years = Math.min(10, Math.max(0.02, settings.inspections / Math.max(1, perYear.inspections)));
    const from = addDays(to, 1 - Math.max(1, Math.round(years * 365.25)));
    console.log(`generating ${settings.plants} plants, inspections ${from} .. ${to} (${settings.dataDir})`);
    let shown = 0;
    const progress = (p: HistoryProgress) => {
      if (p.seconds - shown < 15) return;
      shown = p.seconds;
      console.log(
        `  plants ${p.plantsDone}/${p.plants}, ${p.inspections.toLocaleString('en-US')} inspections`,
      );
    };
    const report = await generateHistory(database.db, { ...options, from, onProgress: progress });
    await backdateOrganisation(database.db, org.orgId, from);
    await withClient(databaseUrl(settings.dbName), async (client) => {
      await client.query('update organisations set name = $1 where id = $2', [BENCH_ORG, org.orgId]);
      await client.query('analyze');
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`generated ${report.inspections.toLocaleString('en-US')} inspections in ${seconds} s`);
  } finally {
    await database.close();
  }
}

export interface DatasetSize {
  orgId: number;
  plants: number;
  inspections: number;
  /** The server's major.minor version, for the report. */
  postgres: string;
}

export function datasetSize(): Promise<DatasetSize> {
  return withClient(databaseUrl(settings.dbName), async (client) => {
    const { rows } = await client.query<DatasetSize>(
      `select o.id as "orgId",
         (select count(*) from plants p where p.org_id = o.id)::int as plants,
         (select count(*) from inspections i where i.org_id = o.id)::int as inspections,
         current_setting('server_version') as postgres
       from organisations o where o.name = $1`,
      [BENCH_ORG],
    );
    if (!rows[0]) throw new Error(`${BENCH_ORG} not found in ${settings.dbName}`);
    return rows[0];
  });
}

/**
 * The organisation's golden rules and reference documents (issue 16), added once to a database made before
 * they existed: 20 rules and 40 link references, as a busy organisation keeps. Run after the server under
 * test has migrated the database.
 */
export function ensureLibrary(orgId: number): Promise<void> {
  return withClient(databaseUrl(settings.dbName), async (client) => {
    await client.query(
      `insert into golden_rules (org_id, rule_num, rule, priority)
       select $1, n, 'Golden rule ' || n || ': keep every outfall clear of debris', (n * 7) % 20
       from generate_series(1, 20) n
       where not exists (select 1 from golden_rules where org_id = $1)`,
      [orgId],
    );
    await client.query(
      `insert into reference_documents (org_id, title, link, ext)
       select $1, 'Permit guidance ' || n, 'https://example.com/guidance/' || n, 'url'
       from generate_series(1, 40) n
       where not exists (select 1 from reference_documents where org_id = $1)`,
      [orgId],
    );
  });
}
