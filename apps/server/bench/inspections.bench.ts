// Benchmark: generating a big organisation's past inspections, and the queries the inspection screens run on
// it. On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a scratch database is created next to it and
// dropped after) the default is 10k plants and ~1M inspections; else PGlite in memory with a smaller size.
// Sizes: BENCH_PLANTS, BENCH_INSPECTIONS (target, sets the span) or BENCH_YEARS. Prints timings and plans.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays, FREQUENCIES, periodKey, today } from '@envirotrack/shared';
import pg from 'pg';
import { type Database, openEmbedded, openPostgres } from '../src/db/client';
import { generateHistory } from '../src/db/generate/history';
import { createOrganisation } from '../src/db/generate/organisation';
import { countOrg } from '../src/db/generate/report';
import { rawClient, type RawClient } from '../src/db/generate/writer';
import { builtInForms } from '../src/db/seed/library';
import { installLibrary } from '../src/db/seed/library-loader';
import { createDiskStorage } from '../src/lib/storage';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PLANTS = Number(process.env.BENCH_PLANTS ?? (url ? 10_000 : 200));
const TARGET = Number(process.env.BENCH_INSPECTIONS ?? (url ? 1_000_000 : 20_000));
/** A few plants with years of records, where per-plant lookups show how they scale with history. */
const DEEP = { plants: url ? 20 : 3, years: url ? 5 : 2 };
const RUNS = 200;
const SEED = 'bench';
const to = addDays(today(), -1);

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) return { database: await openEmbedded({ memory: true }), drop: async () => undefined };
  const name = `envirotrack_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: openPostgres(target.toString()),
    drop: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(2);
  console.log(`${label.padEnd(58)} median ${at(0.5)} ms   p95 ${at(0.95)} ms   (${samples.length} runs)`);
}

interface Query {
  label: string;
  text: string;
  params: (i: number) => unknown[];
}

async function measure(client: RawClient, query: Query) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const params = query.params(i);
    const start = performance.now();
    await client.query(query.text, params);
    samples.push(performance.now() - start);
  }
  summary(query.label, samples);
}

async function explain(client: RawClient, query: Query) {
  const { rows } = await client.query<Record<string, string>>(
    `explain (analyze, buffers, costs off, timing off, summary off) ${query.text}`,
    query.params(0),
  );
  console.log(`  plan: ${query.label}`);
  for (const row of rows) console.log(`    ${Object.values(row)[0]}`);
}

interface Sample {
  plant_id: number;
  form_root_id: number;
  point_source: string;
  period_key: string;
  inspection_date: string;
  id: number;
}

/** The per-call queries of the inspection screens, with parameters drawn from existing inspections. */
function queries(orgId: number, samples: Sample[], housekeeping: Sample[]): Query[] {
  const sample = (i: number) => samples[i % samples.length] as Sample;
  const scorecard = (i: number) => housekeeping[i % housekeeping.length] ?? sample(i);
  return [
    {
      label: "plant's forms for a date, with each period's inspection",
      text: `select id, template_id, form_root_id, point_source_id, point_source, period_key, inspection_date,
               total_score, version
             from inspections where plant_id = $1 and period_key = any($2::text[])`,
      params: (i) => [sample(i).plant_id, FREQUENCIES.map((f) => periodKey(f, sample(i).inspection_date))],
    },
    {
      label: 'answer details: the inspection of plant/form/source/period',
      text: `select * from inspections
             where plant_id = $1 and form_root_id = $2 and coalesce(point_source, '') = $3 and period_key = $4`,
      params: (i) => [
        sample(i).plant_id,
        sample(i).form_root_id,
        sample(i).point_source,
        sample(i).period_key,
      ],
    },
    {
      label: 'answer details: versions and flags of the inspection',
      text: `select v.version, v.saved_by, v.saved_at, v.changed_question_ids, f.question_id, f.status
             from inspection_versions v left join inspection_flags f on f.inspection_id = v.inspection_id
             where v.inspection_id = $1`,
      params: (i) => [sample(i).id],
    },
    {
      label: 'prior housekeeping scorecard',
      text: `select inspection_date, total_score from inspections
             where plant_id = $1 and form_root_id = $2 and inspection_date < $3
             order by inspection_date desc limit 1`,
      params: (i) => [scorecard(i).plant_id, scorecard(i).form_root_id, scorecard(i).inspection_date],
    },
    {
      label: 'open flags of the organisation',
      text: `select count(*) from inspection_flags where org_id = $1 and status = 'open'`,
      params: () => [orgId],
    },
  ];
}

async function samplesOf(client: RawClient, orgId: number, housekeeping: boolean): Promise<Sample[]> {
  const { rows } = await client.query<Sample>(
    `select id, plant_id, form_root_id, coalesce(point_source, '') as point_source, period_key,
       inspection_date::text as inspection_date
     from inspections tablesample system (1)
     where org_id = $1 ${housekeeping ? `and inspection_type = 'HouseKeeping' and frequency = 'Monthly'` : ''}
     limit ${RUNS}`,
    [orgId],
  );
  if (rows.length) return rows;
  return (
    await client.query<Sample>(
      `select id, plant_id, form_root_id, coalesce(point_source, '') as point_source, period_key,
         inspection_date::text as inspection_date
       from inspections where org_id = $1 ${housekeeping ? `and inspection_type = 'HouseKeeping'` : ''}
       order by random() limit ${RUNS}`,
      [orgId],
    )
  ).rows;
}

async function generate(database: Database, dataDir: string, plants: number, years: number | undefined) {
  const org = await createOrganisation(database.db, { plants, seed: SEED, passwordHash: 'bench' });
  const options = {
    orgId: org.orgId,
    to,
    seed: SEED,
    storage: createDiskStorage(dataDir),
    concurrency: database.kind === 'postgres' ? 2 : 1,
  };
  let span = years;
  if (span === undefined) {
    // A dry run over one year tells how many inspections a year of these plants makes.
    const perYear = await generateHistory(database.db, { ...options, from: addDays(to, -364), dryRun: true });
    span = Math.min(10, Math.max(0.02, TARGET / Math.max(1, perYear.inspections)));
  }
  const from = addDays(to, 1 - Math.max(1, Math.round(span * 365.25)));
  const started = performance.now();
  const report = await generateHistory(database.db, { ...options, from });
  const seconds = (performance.now() - started) / 1000;
  const counts = await countOrg(database.db, org.orgId);
  console.log(
    `generated ${counts.inspections.toLocaleString('en-US')} inspections (${plants} plants, ${from} .. ${to}) ` +
      `in ${seconds.toFixed(1)} s = ${Math.round(counts.inspections / seconds).toLocaleString('en-US')}/s; ` +
      `${counts.versions.toLocaleString('en-US')} versions, ${counts.flags.toLocaleString('en-US')} flags ` +
      `(${counts.openFlags.toLocaleString('en-US')} open), ${report.signatures} signature images`,
  );
  return org.orgId;
}

const { database, drop } = await open();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-bench-'));
try {
  await database.migrate();
  await installLibrary(database.db, builtInForms);
  const client = rawClient(database.db);
  console.log(
    `inspections benchmark on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}`,
  );
  const yearsSetting = process.env.BENCH_YEARS ? Number(process.env.BENCH_YEARS) : undefined;
  const bigOrg = await generate(database, dataDir, PLANTS, yearsSetting);
  const deepOrg = await generate(database, dataDir, DEEP.plants, DEEP.years);
  await client.query('analyze');

  for (const [label, orgId] of [
    [`big organisation (${PLANTS} plants)`, bigOrg],
    [`deep history (${DEEP.plants} plants, ${DEEP.years} years)`, deepOrg],
  ] as const) {
    console.log(`\n${label}:`);
    const list = queries(orgId, await samplesOf(client, orgId, false), await samplesOf(client, orgId, true));
    for (const query of list) await measure(client, query);
    for (const query of list) await explain(client, query);
  }
} finally {
  await database.close();
  await drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
