import {
  ANNUAL_SLOT,
  HALF_YEAR_SLOTS,
  SPECIAL_PARENT_IDS,
  WEEKDAYS,
  type FillInForm,
} from '@envirotrack/shared';

/**
 * How a form is laid out (spec 2 §2.7, §4, §9): a plain list of questions; a check sheet answered in slots
 * (Mon to Sat, or 6 Month / 12 Month / Annual); a housekeeping scorecard; or repeated modules.
 */
export type FillInLayout =
  | { kind: 'standard' }
  | { kind: 'modules' }
  | { kind: 'scorecard' }
  | { kind: 'slots'; columns: readonly string[] };

const MODULE_PARENTS: string[] = [SPECIAL_PARENT_IDS.maintenanceRecord, SPECIAL_PARENT_IDS.improvementsCapex];
const SCORECARD_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.housekeepingPlant,
  SPECIAL_PARENT_IDS.housekeepingShop,
];
const WEEKDAY_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.dailyWeeklyAll,
  SPECIAL_PARENT_IDS.dailyWeeklyAdditional,
];

export function layoutOf(form: Pick<FillInForm, 'ParentId' | 'moduleSize'>): FillInLayout {
  if (form.moduleSize || MODULE_PARENTS.includes(form.ParentId)) return { kind: 'modules' };
  if (SCORECARD_PARENTS.includes(form.ParentId)) return { kind: 'scorecard' };
  if (WEEKDAY_PARENTS.includes(form.ParentId)) return { kind: 'slots', columns: WEEKDAYS };
  if (form.ParentId === SPECIAL_PARENT_IDS.yearlyCheck)
    return { kind: 'slots', columns: [...HALF_YEAR_SLOTS, ANNUAL_SLOT] };
  return { kind: 'standard' };
}
