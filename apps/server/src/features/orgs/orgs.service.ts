import type { z } from 'zod';
import {
  defaultOrgSettings,
  orgSettings,
  userMessages,
  type orgBody,
  type OrgDetails,
  type OrgSettings,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit.queries';
import { Problem } from '../../lib/problem';
import {
  removeRegions,
  dropDeletedUsersFromRegions,
  findOrganisationRow,
  insertOrganisation,
  insertRegions,
  listRegions,
  regionsInUse,
  renameRegion,
  updateOrganisation,
} from './orgs.queries';

type ParsedOrgBody = z.output<typeof orgBody>;

export const settingsOf = (raw: unknown): OrgSettings => {
  const parsed = orgSettings.safeParse(raw);
  return parsed.success ? parsed.data : defaultOrgSettings;
};

export async function organisationDetails(db: Db, orgId: number): Promise<OrgDetails> {
  const org = await findOrganisationRow(db, orgId);
  if (!org) throw new Problem('notFound', 'Organisation not found.');
  return {
    orgId: org.id,
    orgName: org.name,
    status: org.status,
    orgRegion: await listRegions(db, org.id),
    orgLogoDetails: org.logoUrl ? [{ imageURL: org.logoUrl }] : [],
    settings: settingsOf(org.settings),
  };
}

function checkArchivedRegions(settings: OrgSettings, regionIds: number[]) {
  const unknown = settings.archivedApp?.regionIds.filter((id) => !regionIds.includes(id)) ?? [];
  if (unknown.length)
    throw new Problem(
      'badInput',
      'The archived application can only be shown to regions of this organisation.',
    );
}

export async function createOrganisation(db: Db, actorId: number, body: ParsedOrgBody): Promise<number> {
  if (body.settings?.archivedApp?.regionIds.length) {
    throw new Problem(
      'badInput',
      'Save the organisation first, then choose the regions that see the archived application.',
    );
  }
  return db.transaction(async (tx) => {
    const orgId = await insertOrganisation(tx, {
      name: body.orgName,
      settings: body.settings ?? defaultOrgSettings,
    });
    await insertRegions(
      tx,
      orgId,
      body.orgRegion.map((r) => r.regionName),
    );
    await recordAudit(tx, {
      actorId,
      orgId,
      action: 'organisation.create',
      entity: 'organisation',
      entityId: orgId,
      details: { name: body.orgName },
    });
    return orgId;
  });
}

/**
 * Renames and adds regions. A region left out is removed only if no live user or plant still uses it;
 * deleted users just lose it, deleted plants' records keep showing its name.
 */
export async function updateOrganisationWithRegions(
  db: Db,
  actorId: number,
  orgId: number,
  body: ParsedOrgBody,
) {
  await db.transaction(async (tx) => {
    const org = await findOrganisationRow(tx, orgId);
    if (!org) throw new Problem('notFound', 'Organisation not found.');
    const existing = await listRegions(tx, orgId);
    const kept = body.orgRegion.filter((r) => r.regionId !== undefined);
    const strangers = kept.filter((r) => !existing.some((e) => e.regionId === r.regionId));
    if (strangers.length)
      throw new Problem('badInput', 'A region in the list does not belong to this organisation.');
    const removed = existing.filter((e) => !kept.some((r) => r.regionId === e.regionId));
    const removedIds = removed.map((r) => r.regionId);
    const inUse = await regionsInUse(tx, removedIds);
    const named = inUse.map((use) => ({
      ...use,
      name: removed.find((r) => r.regionId === use.regionId)?.regionName ?? '',
    }));
    const live = named.filter((use) => use.users || use.plants);
    if (live.length) throw new Problem('conflict', userMessages.regionsInUse(live));
    const settings = body.settings ?? settingsOf(org.settings);
    checkArchivedRegions(
      settings,
      kept.map((r) => r.regionId ?? 0),
    );
    await dropDeletedUsersFromRegions(tx, removedIds);
    await removeRegions(
      tx,
      orgId,
      removedIds,
      named.filter((use) => use.deletedPlants).map((use) => use.regionId),
    );
    // Two renames may swap names: move the renamed ones aside first so the unique index never trips.
    const renamed = kept.filter(
      (r) => existing.find((e) => e.regionId === r.regionId)?.regionName !== r.regionName,
    );
    for (const r of renamed) await renameRegion(tx, orgId, r.regionId ?? 0, `~${r.regionId}~${r.regionName}`);
    for (const r of renamed) await renameRegion(tx, orgId, r.regionId ?? 0, r.regionName);
    await insertRegions(
      tx,
      orgId,
      body.orgRegion.filter((r) => r.regionId === undefined).map((r) => r.regionName),
    );
    await updateOrganisation(tx, orgId, { name: body.orgName, settings });
    await recordAudit(tx, {
      actorId,
      orgId,
      action: 'organisation.update',
      entity: 'organisation',
      entityId: orgId,
      details: {
        name: body.orgName,
        removedRegions: removed.map((r) => r.regionName),
        renamed: renamed.map((r) => r.regionName),
      },
    });
  });
}
