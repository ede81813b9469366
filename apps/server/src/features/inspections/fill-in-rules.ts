// Rules on opening and saving fill-ins that the plant and its organisation set (docs/decisions.md, 'Inspections').
import { inspectionMessages } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { orgSettingsOf } from '../../lib/org-settings.queries';
import { Problem } from '../../lib/problem';
import type { PlantFound } from './inspection-target';

const ACTIVE = 1;

/** An In-Active plant takes no new inspection; the ones saved while it was active stay editable. */
export function requireActivePlant(found: PlantFound): void {
  if (found.plant.status !== ACTIVE) throw new Problem('badInput', inspectionMessages.plantInactive);
}

/**
 * An organisation whose settings hide housekeeping takes no housekeeping fill-in (list, form, new or
 * changed inspection); its saved scorecards stay readable. Other inspection types cost no read.
 */
export async function requireHousekeepingShown(db: Db, orgId: number, inspectionType: string) {
  if (inspectionType !== 'HouseKeeping') return;
  if ((await orgSettingsOf(db, orgId)).hideHousekeeping)
    throw new Problem('forbidden', inspectionMessages.housekeepingHidden);
}
