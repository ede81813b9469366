// Flagged inspections for the flag tests: one Daily Form whose 'Silt fence intact?' answer is flagged, and an
// open flag of organisation B.
import { sql } from 'drizzle-orm';
import { addDays, formatMdyDate, today } from '@envirotrack/shared';
import { dataOf, idsByText, type inspectionsHarness, type Person } from './inspections.harness';

type Harness = ReturnType<typeof inspectionsHarness>;

export async function rowsOf<T>(h: Harness, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await h.ctx.t.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * Submits the Daily Form of `date` at a plant (P1 unless told) with 'Silt fence intact?' answered `answer`
 * ('Needs Work' raises its flag); answers the inspection, the question ids and the flag's id (0 when none).
 */
export async function submitDaily(
  h: Harness,
  date: string,
  {
    plantId = h.ctx.p1,
    who = 'a4',
    answer = 'Needs Work',
  }: { plantId?: number; who?: Person; answer?: string } = {},
) {
  const q = idsByText((await h.form(who, 'ix-daily', date, plantId)).questions);
  const fence = q['Silt fence intact?'] ?? 0;
  const saved = dataOf<{ inspectionId: number; version: number }>(
    await h.post(
      who,
      '/api/submitinspection',
      await h.body(who, 'ix-daily', {
        plantId,
        inspectionDate: formatMdyDate(date),
        answers: [{ questionId: fence, answer }],
      }),
    ),
  );
  const [flag] = await rowsOf<{ id: number }>(
    h,
    sql`select id from inspection_flags where inspection_id = ${saved.inspectionId}`,
  );
  return { ...saved, fence, weather: q['Weather'] ?? 0, flagId: flag?.id ?? 0 };
}

/** An open flag of organisation B: a plant of B with the daily form, flagged by B's L2. */
export async function orgBFlag(h: Harness): Promise<number> {
  const [region] = await rowsOf<{ id: number }>(
    h,
    sql`select id from regions where org_id = ${h.ctx.orgB} limit 1`,
  );
  const added = await h.post('b2', '/api/addplant', {
    plantId: 'B1',
    plantName: 'B1 Ready Mix',
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    plantRegionId: region?.id ?? 0,
    facilityType: 'Ready Mix',
    inspections: [{ FormId: 'ix-daily', PointSources: [] }],
  });
  const plantId = dataOf<{ id: number }>(added).id;
  return (await submitDaily(h, addDays(today(), -9), { plantId, who: 'b2' })).flagId;
}
