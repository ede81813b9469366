import { complianceMessages, inspectionMessages } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { orgSettingsOf } from '../../lib/org-settings.queries';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { regionOfOrg, type PlantFilter } from './compliance.queries';

/**
 * Scope first, for every dashboard call (docs/decisions.md 'Compliance status'): L1 must act in one
 * organisation (in All: 403); L2 reads its organisation, L3 its regions, L4 its assigned plants; a region
 * filter must be the organisation's (400) and, for L3 and L4, their own (403).
 */
export async function dashboardReach(
  db: Db,
  auth: AuthContext,
  region: number | 'All',
): Promise<{ orgId: number; filter: PlantFilter }> {
  const scope = scopeOf(auth);
  if (scope.orgId === null) {
    throw new Problem('forbidden', scope.level === 1 ? complianceMessages.chooseOrganisation : undefined);
  }
  const orgId = scope.orgId;
  if (region !== 'All') {
    if (!(await regionOfOrg(db, region, orgId))) throw new Problem('badInput', complianceMessages.badRegion);
    if (scope.level >= 3 && !scope.regionIds.includes(region)) throw new Problem('forbidden');
  }
  const regionIds = region !== 'All' ? [region] : scope.level >= 3 ? [...scope.regionIds] : null;
  return {
    orgId,
    filter: { orgId, regionIds, assignedTo: scope.level === 4 ? scope.userId : null, plantId: null },
  };
}

/** The organisation's settings, refusing the HouseKeeping filter where housekeeping is hidden (403). */
export async function dashboardSettings(db: Db, orgId: number, inspType: string) {
  const settings = await orgSettingsOf(db, orgId);
  if (inspType === 'HouseKeeping' && settings.hideHousekeeping)
    throw new Problem('forbidden', inspectionMessages.housekeepingHidden);
  return settings;
}
