// Benchmark (issue 17): an export of 1M report rows to CSV, through the exports' own code (lib/list-stream.ts's
// cursor, lib/list-export.ts's CSV writer) into a sink that counts the bytes, as a response would take them.
// Measures rows per second and the process's memory (RSS and heap) sampled every 100 ms: flat while the rows
// stream. The rows are the report lists' rows (inspection, plant, region, form) of every inspection, newest
// first (no single list holds 1M rows: a period holds at most one organisation's month).
//
// It needs the 10k plants / 1M inspections bench database: BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the
// PostgreSQL server, BENCH_EXPORT_TEMPLATE (default envirotrack_bench_base) the database copied (never
// changed) to a scratch database that is dropped afterwards. Without them it says so and measures nothing.
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { exportMoment, exportDate } from '@envirotrack/shared';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { formTemplates, inspections, plants, regions } from '../src/db/schema';
import { writeExport, type ExportColumn } from '../src/lib/list-export';
import { streamList } from '../src/lib/list-stream';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const template = process.env.BENCH_EXPORT_TEMPLATE ?? 'envirotrack_bench_base';
const LIMIT = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  if (!url) {
    console.log('exports bench: skipped (no BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (!exists.rowCount) {
    console.log(`exports bench: skipped (no database ${template} to copy)`);
    await admin.end();
    return;
  }
  const name = `envirotrack_bench_exports_${process.pid}`;
  await admin.query(`create database ${name} template ${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  try {
    await run(database.db);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

type Db = ReturnType<typeof openPostgres>['db'];

async function run(db: Db) {
  const rowsOf = db
    .select({
      plantId: plants.plantId,
      plantName: plants.name,
      region: regions.name,
      facilityType: plants.facilityType,
      permitType: inspections.permitType,
      form: formTemplates.name,
      pointSource: inspections.pointSource,
      inspectionType: inspections.inspectionType,
      frequency: inspections.frequency,
      inspectionDate: inspections.inspectionDate,
      submittedDate: inspections.createdAt,
      lastUpdatedDate: inspections.updatedAt,
    })
    .from(inspections)
    .innerJoin(plants, eq(plants.id, inspections.plantId))
    .innerJoin(regions, eq(regions.id, plants.regionId))
    .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId));
  type Row = Awaited<typeof rowsOf>[number];
  const columns: ExportColumn<Row>[] = [
    { header: 'Plant Id', value: (row) => row.plantId },
    { header: 'Plant Name', value: (row) => row.plantName },
    { header: 'Region', value: (row) => row.region },
    { header: 'Facility', value: (row) => row.facilityType },
    { header: 'Permit', value: (row) => row.permitType },
    { header: 'Form', value: (row) => row.form },
    { header: 'Point Source', value: (row) => row.pointSource },
    { header: 'Inspection Type', value: (row) => row.inspectionType },
    { header: 'Frequency', value: (row) => row.frequency },
    { header: 'Inspection Date', value: (row, dates) => exportDate(row.inspectionDate, dates) },
    { header: 'Submitted', value: (row, dates) => exportMoment(row.submittedDate, dates) },
    { header: 'Last Updated', value: (row, dates) => exportMoment(row.lastUpdatedDate, dates) },
  ];

  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 256 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const samples: { rss: number; heap: number }[] = [];
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    samples.push({ rss, heap: heapUsed });
  };
  sample();
  const before = samples[0] ?? { rss: 0, heap: 0 };
  const timer = setInterval(sample, 100);
  let rows = 0;
  const started = performance.now();
  let firstRow = 0;
  await writeExport(
    sink,
    { format: 'csv', dates: 'iso' },
    {
      list: 'bench',
      columns,
      rows: (each) =>
        streamList(
          db,
          {
            table: inspections,
            id: inspections.id,
            where: sql`${inspections.id} in (select id from ${inspections} order by id desc limit ${sql.placeholder('limit')})`,
            sort: inspections.createdAt,
            ascending: false,
            idFollowsSort: true,
            rows: ({ inPage, orderBy }) => rowsOf.where(inPage).orderBy(...orderBy),
          },
          { limit: LIMIT },
          async (batch) => {
            if (!rows) firstRow = performance.now() - started;
            rows += batch.length;
            await each(batch);
          },
        ),
    },
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  const peakRss = Math.max(...samples.map((s) => s.rss));
  const peakHeap = Math.max(...samples.map((s) => s.heap));
  const late = samples.slice(Math.floor(samples.length / 2));
  console.log(`exports bench: ${rows.toLocaleString('en-US')} report rows to CSV (${mb(bytes)})`);
  console.log(`  ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`);
  console.log(`  first rows after ${(firstRow / 1000).toFixed(2)} s (the cursor's sort)`);
  console.log(
    `  RSS before ${mb(before.rss)}, peak ${mb(peakRss)}; heap before ${mb(before.heap)}, peak ${mb(peakHeap)}`,
  );
  console.log(
    `  second half of the run: RSS ${mb(Math.min(...late.map((s) => s.rss)))} to ${mb(Math.max(...late.map((s) => s.rss)))}`,
  );
}

await main();
