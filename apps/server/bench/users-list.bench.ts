// Benchmark: the users list and sign-in at scale. Run with `npm run bench` (PGlite in memory) or with
// BENCH_DATABASE_URL set to an empty PostgreSQL database. Prints timings and the query plan; asserts nothing.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openEmbedded, openPostgres } from '../src/db/client';
import { pageUsers } from '../src/features/users/users.queries';
import { findAccountsByLogin } from '../src/lib/accounts.queries';

const ORGS = Number(process.env.BENCH_ORGS ?? 500);
const USERS_PER_ORG = Number(process.env.BENCH_USERS_PER_ORG ?? 100);
const RUNS = 50;

async function open(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  return url ? openPostgres(url) : openEmbedded({ memory: true });
}

async function seed(database: Database) {
  const { db } = database;
  await db.execute(
    sql`insert into organisations (name) select 'Bench Org ' || g from generate_series(1, ${ORGS}) g`,
  );
  await db.execute(
    sql`insert into regions (org_id, name) select o.id, 'Region ' || r from organisations o, generate_series(1, 4) r`,
  );
  await db.execute(sql`
    insert into users (org_id, user_id, email, first_name, last_name, access_level, password_hash, status)
    select o.id, 'user' || o.id || '.' || u, 'user' || o.id || '.' || u || '@bench.example.com',
           'First' || (u % 97), 'Last' || (u % 89), 2 + (u % 3), 'x', 1 + (u % 7 = 0)::int
    from organisations o, generate_series(1, ${USERS_PER_ORG}) u`);
  await db.execute(sql`
    insert into user_regions (user_id, region_id)
    select u.id, (select r.id from regions r where r.org_id = u.org_id order by r.id limit 1 offset (u.id % 4))
    from users u where u.access_level >= 3`);
  await db.execute(sql`analyze`);
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(2);
  console.log(`${label.padEnd(48)} median ${at(0.5)} ms   p95 ${at(0.95)} ms   (${samples.length} runs)`);
}

async function time(label: string, run: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  summary(label, samples);
}

const database = await open();
await database.migrate();
const started = performance.now();
await seed(database);
console.log(
  `seeded ${ORGS} organisations x ${USERS_PER_ORG} users in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);

const { db } = database;
const viewerL2 = { id: 0, level: 2 as const, orgId: Math.ceil(ORGS / 2), regionIds: [] };
const viewerL1 = { id: 0, level: 1 as const, orgId: null, regionIds: [] };
const base = { status: 1 as const, search: '', sort: 'UserId' as const, ascending: true, page: 1 };

await time('L2 list, own organisation, page 1', () =>
  pageUsers(db, { ...base, viewer: viewerL2, orgScope: null }),
);
await time('L2 list, search "First1", sorted by last name', () =>
  pageUsers(db, { ...base, viewer: viewerL2, orgScope: null, search: 'First1', sort: 'Last_Name' }),
);
await time('L1 list, All organisations, page 1', () =>
  pageUsers(db, { ...base, viewer: viewerL1, orgScope: null, status: null }),
);
await time('L1 list, All organisations, page 50', () =>
  pageUsers(db, { ...base, viewer: viewerL1, orgScope: null, status: null, page: 50 }),
);
await time('sign-in lookup by login', (i) => findAccountsByLogin(db, `user${(i % ORGS) + 1}.7`));

const plan = await db.execute(sql`explain select id from users
  where deleted_at is null and org_id = ${viewerL2.orgId} and status = 1 order by lower(user_id) limit 20`);
console.log('\nplan of the L2 list query:');
for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
  console.log(`  ${Object.values(row)[0]}`);
await database.close();
