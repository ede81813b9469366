// The evidence pack's calls (issue 17): start one for a plant in the caller's scope, poll it, cancel it,
// download it. Only the user who asked for a pack sees it (anyone else: 404, as for a missing one).
import {
  EVIDENCE_PACK_KEEP_HOURS,
  EVIDENCE_PACK_MAX_REPORTS,
  evidencePackMessages as m,
  type EvidencePack,
  type EvidencePackRequest,
  type EvidencePackState,
  type PermitType,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { EVIDENCE_PACK_JOB } from './evidence-pack.job';
import { findPack, insertPack, movePack, packReports, type PackRow } from './evidence-pack.queries';
import { bad, plantInScope } from './inspection-target';

export const packOf = (row: PackRow): EvidencePack => ({
  packId: row.id,
  plantId: row.plantId,
  state: row.state as EvidencePackState,
  done: row.done,
  total: row.total,
  from: row.fromDate,
  to: row.toDate,
  permitTypes: row.permitTypes as PermitType[],
  createdAt: row.createdAt.toISOString(),
  error: row.error,
});

/** `POST /plants/{plantId}/evidence-packs`: checks the plant and the range's size, then queues the job. */
export async function startPack(
  deps: AppDeps,
  auth: AuthContext,
  plantId: number,
  body: EvidencePackRequest,
): Promise<EvidencePack> {
  const plant = await plantInScope(deps.db, auth, plantId);
  const reports = await packReports(
    deps.db,
    plant.plant.id,
    body.from,
    body.to,
    body.permitTypes,
    EVIDENCE_PACK_MAX_REPORTS + 1,
  );
  if (reports.length > EVIDENCE_PACK_MAX_REPORTS) throw bad(m.tooMany(EVIDENCE_PACK_MAX_REPORTS));
  const row = await insertPack(deps.db, {
    orgId: plant.plant.orgId,
    plantId: plant.plant.id,
    requestedBy: auth.userId,
    fromDate: body.from,
    toDate: body.to,
    permitTypes: [...new Set(body.permitTypes)],
    total: reports.length,
    expiresAt: new Date(Date.now() + EVIDENCE_PACK_KEEP_HOURS * 3_600_000),
  });
  await deps.jobs.send(EVIDENCE_PACK_JOB, { packId: row.id }, { retryLimit: 0 });
  return packOf((await findPack(deps.db, row.id)) ?? row);
}

/** The caller's own pack; 404 for anyone else's or a missing one. */
export async function ownPack(deps: AppDeps, auth: AuthContext, packId: number): Promise<PackRow> {
  const row = await findPack(deps.db, packId);
  if (!row || row.requestedBy !== auth.userId) throw new Problem('notFound', m.packNotFound);
  return row;
}

/** `DELETE /evidence-packs/{packId}`: stops a pack still queued or being made (409 once it has ended). */
export async function cancelPack(deps: AppDeps, auth: AuthContext, packId: number): Promise<EvidencePack> {
  const row = await ownPack(deps, auth, packId);
  const moved = await movePack(deps.db, row.id, ['queued', 'running'], { state: 'cancelled' });
  if (!moved) throw new Problem('conflict', m.notFinished);
  return packOf((await findPack(deps.db, row.id)) ?? row);
}

/** `GET /evidence-packs/{packId}/file`: the PDF of a finished pack, while it is kept. */
export async function packFile(deps: AppDeps, auth: AuthContext, packId: number) {
  const row = await ownPack(deps, auth, packId);
  if (row.state !== 'done' || !row.fileName) throw new Problem('conflict', m.notReady);
  const bytes = await deps.storage.read({ folder: 'packs', name: row.fileName });
  if (!bytes) throw new Problem('notFound', m.fileGone);
  return { row, bytes };
}
