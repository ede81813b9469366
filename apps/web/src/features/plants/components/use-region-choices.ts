import type { RegionRef } from '@envirotrack/shared';
import type { Session } from '../../../lib/session';
import { useRegions } from '../api/get-regions';

/**
 * The regions a user may pick (spec 2 §2.4, §6): L1 and L2 the organisation's regions (an L1 acting in All
 * has none to offer), L3 and L4 their own.
 */
export function useRegionChoices(session: Session, orgId: number | null = session.orgId) {
  const own = session.Access_Level >= 3;
  const query = useRegions(orgId, !own);
  const regions: RegionRef[] = own ? session.Regions : (query.data ?? []);
  return { regions, isFetching: !own && query.isFetching, error: own ? null : query.error };
}

export const regionOptions = (regions: RegionRef[]) =>
  regions.map((region) => ({ value: String(region.regionId), label: region.regionName }));
