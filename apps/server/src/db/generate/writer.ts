import type { Db } from '../client';

/** The driver's own query call (node-postgres pool or PGlite): one parameter can be used twice in it. */
export interface RawClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export function rawClient(db: Db): RawClient {
  const client = (db as unknown as { $client?: RawClient }).$client;
  if (!client?.query) throw new Error('the generator needs a database opened by db/client.ts');
  return client;
}

/** One flag raised by an answer, and how its follow-up stands. */
export interface FlagRow {
  q: number;
  m: number;
  answer: string;
  status: 'open' | 'closed';
  remark: string | null;
  date: string | null;
  by: number | null;
  closedAt: string | null;
}

/** Inspections waiting to be written, column by column (what unnest wants). */
export class InspectionBatch {
  readonly plantId: number[] = [];
  readonly templateId: number[] = [];
  readonly formRootId: number[] = [];
  readonly pointSourceId: (number | null)[] = [];
  readonly pointSource: (string | null)[] = [];
  readonly periodKey: string[] = [];
  readonly inspectionDate: string[] = [];
  readonly inspectionType: string[] = [];
  readonly permitType: string[] = [];
  readonly frequency: string[] = [];
  readonly time: string[] = [];
  readonly totalScore: (number | null)[] = [];
  readonly createdBy: number[] = [];
  readonly createdAt: string[] = [];
  readonly changed: string[] = [];
  readonly answers: string[] = [];
  readonly signatures: string[] = [];
  readonly flag = {
    row: [] as number[],
    q: [] as number[],
    m: [] as number[],
    answer: [] as string[],
    status: [] as string[],
    remark: [] as (string | null)[],
    date: [] as (string | null)[],
    by: [] as (number | null)[],
    closedAt: [] as (string | null)[],
  };

  get size(): number {
    return this.plantId.length;
  }

  get flagCount(): number {
    return this.flag.row.length;
  }

  addFlag(row: number, flag: FlagRow): void {
    const f = this.flag;
    f.row.push(row);
    f.q.push(flag.q);
    f.m.push(flag.m);
    f.answer.push(flag.answer);
    f.status.push(flag.status);
    f.remark.push(flag.remark);
    f.date.push(flag.date);
    f.by.push(flag.by);
    f.closedAt.push(flag.closedAt);
  }
}

/**
 * One statement per batch: ids are drawn from the sequence once (r), then the inspections, their first
 * version and their flags are inserted from the same rows. The answers travel once, as one JSON array, and
 * are parsed once; each row takes its element.
 */
const INSERT_BATCH = `
with r as materialized (
  select nextval('inspections_id_seq')::int as id, u.*
  from unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::date[], $9::text[],
              $10::text[], $11::text[], $12::text[], $13::smallint[], $14::int[], $15::timestamptz[], $16::text[])
    with ordinality as u(plant_id, template_id, form_root_id, point_source_id, point_source, period_key,
                         inspection_date, inspection_type, permit_type, frequency, time, total_score, created_by,
                         created_at, changed, ord)
),
ins as (
  insert into inspections (id, org_id, plant_id, template_id, form_root_id, point_source_id, point_source,
    period_key, inspection_date, inspection_type, permit_type, frequency, time, is_permanent, answers,
    total_score, signature, version, created_by, created_at, updated_by, updated_at)
  select id, $1, plant_id, template_id, form_root_id, point_source_id, point_source, period_key, inspection_date,
    inspection_type, permit_type, frequency, time, true, $17::jsonb -> (ord::int - 1), total_score,
    $18::jsonb -> (ord::int - 1), 1, created_by, created_at, created_by, created_at
  from r
),
ver as (
  insert into inspection_versions (inspection_id, version, answers, changed_question_ids, is_permanent,
    attachments, signature, saved_by, saved_at)
  select id, 1, $17::jsonb -> (ord::int - 1), changed::int[], true, '{}', $18::jsonb -> (ord::int - 1),
    created_by, created_at
  from r
),
fl as (
  insert into inspection_flags (org_id, inspection_id, question_id, module_index, answer, status,
    follow_up_remark, follow_up_date, follow_up_by, raised_at, closed_at, plant_id, template_id, frequency,
    inspection_type, report_date, submitted_at)
  select $1, r.id, f.q, f.m, f.answer, f.status, f.remark, f.follow_up_date, f.follow_up_by, r.created_at,
    f.closed_at, r.plant_id, r.template_id, r.frequency, r.inspection_type, r.inspection_date, r.created_at
  from unnest($19::int[], $20::int[], $21::smallint[], $22::text[], $23::text[], $24::text[], $25::date[],
              $26::int[], $27::timestamptz[])
    as f(ord, q, m, answer, status, remark, follow_up_date, follow_up_by, closed_at)
  join r on r.ord = f.ord
)
select count(*)::int as n from r`;

export async function writeBatch(client: RawClient, orgId: number, b: InspectionBatch): Promise<number> {
  const f = b.flag;
  const { rows } = await client.query<{ n: number }>(INSERT_BATCH, [
    orgId,
    b.plantId,
    b.templateId,
    b.formRootId,
    b.pointSourceId,
    b.pointSource,
    b.periodKey,
    b.inspectionDate,
    b.inspectionType,
    b.permitType,
    b.frequency,
    b.time,
    b.totalScore,
    b.createdBy,
    b.createdAt,
    b.changed,
    `[${b.answers.join(',')}]`,
    `[${b.signatures.join(',')}]`,
    f.row,
    f.q,
    f.m,
    f.answer,
    f.status,
    f.remark,
    f.date,
    f.by,
    f.closedAt,
  ]);
  return rows[0]?.n ?? 0;
}

/** Writes batches while the next one is built, at most `limit` statements at a time. */
export class Pipeline {
  private readonly inflight = new Set<Promise<void>>();
  private failure: unknown;

  constructor(
    private readonly client: RawClient,
    private readonly orgId: number,
    private readonly limit: number,
  ) {}

  async push(batch: InspectionBatch): Promise<void> {
    if (this.failure) throw this.failure;
    const job = writeBatch(this.client, this.orgId, batch)
      .then((written) => {
        if (written !== batch.size) throw new Error(`wrote ${written} of ${batch.size} inspections`);
      })
      .catch((error: unknown) => {
        this.failure ??= error;
      });
    this.inflight.add(job);
    void job.finally(() => this.inflight.delete(job));
    // Let the driver send the statement now rather than after the next batch is built.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.inflight.size >= this.limit) await Promise.race(this.inflight);
    if (this.failure) throw this.failure;
  }

  async drain(): Promise<void> {
    await Promise.all(this.inflight);
    if (this.failure) throw this.failure;
  }
}
