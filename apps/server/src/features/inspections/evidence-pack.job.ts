// The job that lays out an evidence pack (issue 17): reads every report of the range as the report page
// does, draws the PDF, keeps it through the Storage interface. Progress is written every few reports, and a
// cancel is seen at the same time.
import type { StorageFolder } from '../../lib/storage';
import { eq } from 'drizzle-orm';
import {
  APP_TIME_ZONE,
  EVIDENCE_PACK_MAX_REPORTS,
  evidencePackMessages as m,
  formatMdyDate,
  formatMoment,
  type ReportDetails,
} from '@envirotrack/shared';
import { organisations, plants } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import type { JobDefinition } from '../../lib/jobs';
import type { PlantScope } from '../../lib/plant-scope';
import { complianceRows } from './evidence-pack.compliance';
import { renderPack } from './evidence-pack.pdf';
import {
  deletePack,
  expiredPacks,
  findPack,
  movePack,
  packReports,
  plantPackForms,
  updatePack,
  type PackRow,
} from './evidence-pack.queries';
import { peopleNamed } from './inspection-details.queries';
import { reportDetailsInScope } from './report-detail.service';

export const EVIDENCE_PACK_JOB = 'evidence-pack.make';
/** Reports read at once while loading (each is a handful of indexed reads). */
const CONCURRENCY = 4;
/** Progress is written (and a cancel looked for) every this many reports. */
const PROGRESS_EVERY = 5;

async function loadReports(deps: AppDeps, pack: PackRow, ids: number[]): Promise<ReportDetails[]> {
  // The requester's access was checked when the pack was asked for; the job reads within its organisation.
  const scope: PlantScope = { level: 1, userId: pack.requestedBy, orgId: pack.orgId, regionIds: [] };
  const urlOf = (folder: StorageFolder, name: string) => deps.storage.urlOf({ folder, name });
  const out: ReportDetails[] = new Array<ReportDetails>(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      out[i] = await reportDetailsInScope(deps.db, urlOf, scope, ids[i] ?? 0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return out;
}

export async function makePack(deps: AppDeps, packId: number): Promise<void> {
  const pack = await findPack(deps.db, packId);
  if (!pack || !(await movePack(deps.db, packId, ['queued'], { state: 'running' }))) return;
  const [place] = await deps.db
    .select({ plant: plants, orgName: organisations.name })
    .from(plants)
    .innerJoin(organisations, eq(organisations.id, plants.orgId))
    .where(eq(plants.id, pack.plantId));
  if (!place) throw new Error(`The plant of evidence pack ${packId} is gone`);
  const rows = await packReports(
    deps.db,
    pack.plantId,
    pack.fromDate,
    pack.toDate,
    pack.permitTypes,
    EVIDENCE_PACK_MAX_REPORTS,
  );
  await updatePack(deps.db, packId, { total: rows.length, done: 0 });
  const reports = await loadReports(
    deps,
    pack,
    rows.map((r) => r.id),
  );
  const signers = new Map(
    reports.flatMap((r) =>
      r.signature ? [[r.signature.signedBy.id, r.signature.signedBy.name] as const] : [],
    ),
  );
  const [forms, requester] = await Promise.all([
    plantPackForms(deps.db, pack.plantId, pack.permitTypes),
    peopleNamed(deps.db, [pack.requestedBy]),
  ]);
  const p = place.plant;
  const pdf = await renderPack({
    cover: {
      organisation: place.orgName,
      plantId: p.plantId,
      plantName: p.name,
      address: `${p.street}, ${p.city}, ${p.state} ${p.zipCode}, ${p.country}`,
      permitTypes: pack.permitTypes,
      from: formatMdyDate(pack.fromDate),
      to: formatMdyDate(pack.toDate),
      generatedBy: requester.get(pack.requestedBy) ?? 'Unknown user',
      generatedAt: formatMoment(new Date(), APP_TIME_ZONE),
    },
    compliance: complianceRows(forms, rows, signers, pack.fromDate, pack.toDate),
    reports,
    verifyUrl: (id, hash) => `${deps.config.publicUrl}/verify/${id}/${hash}`,
    readImage: (folder, name) => deps.storage.read({ folder, name }),
    progress: async (done) => {
      if (done % PROGRESS_EVERY !== 0 && done !== reports.length) return false;
      await updatePack(deps.db, packId, { done });
      return (await findPack(deps.db, packId))?.state === 'cancelled';
    },
  });
  if (!pdf) return;
  const file = await deps.storage.put('packs', pdf, 'pdf');
  const kept = await movePack(deps.db, packId, ['running'], { state: 'done', fileName: file.name });
  if (!kept) await deps.storage.remove(file);
}

export const evidencePackJob = (deps: AppDeps): JobDefinition => ({
  name: EVIDENCE_PACK_JOB,
  run: async (data) => {
    const packId = (data as { packId?: unknown }).packId;
    if (typeof packId !== 'number') return;
    try {
      await makePack(deps, packId);
    } catch (error) {
      await movePack(deps.db, packId, ['queued', 'running'], { state: 'failed', error: m.failed });
      throw error;
    }
  },
});

/** Removes the packs past their keeping time, their files first (hourly). */
export const evidencePackExpiryJob = (deps: AppDeps): JobDefinition => ({
  name: 'evidence-pack.expire',
  cron: '41 * * * *',
  run: async () => {
    for (;;) {
      const batch = await expiredPacks(deps.db, new Date(), 200);
      for (const pack of batch) {
        if (pack.fileName) await deps.storage.remove({ folder: 'packs', name: pack.fileName });
        await deletePack(deps.db, pack.id);
      }
      if (batch.length < 200) return;
    }
  },
});
