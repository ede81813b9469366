import { SPECIAL_PARENT_IDS } from '@envirotrack/shared';
import { note, slotItem, subtitle, title, WEEKDAY_SLOTS, WEEKLY_SLOT } from './choices';
import type { LibraryForm, LibraryQuestion } from './types';

const daily = (question: string, hint?: string): LibraryQuestion[] => slotItem(question, WEEKDAY_SLOTS, hint);
const weekly = (question: string, hint?: string): LibraryQuestion[] => slotItem(question, WEEKLY_SLOT, hint);

const HOW_TO =
  'Check the day the item was inspected (Mon to Sat; Weekly items once a week). When something needs repair, ' +
  'write the repair in that day\u2019s Repair comment and the date it was completed.';

/**
 * Weekly sheets answered per weekday slot (spec 2 §4): the choices of an item are its slots, so the daily
 * items have the six weekday choices and the weekly items the single choice 'Weekly'.
 */
export const dailyWeeklyCheckAll: LibraryForm = {
  key: 'daily-weekly-check-all',
  name: 'Daily-Weekly Check (All)',
  parentId: SPECIAL_PARENT_IDS.dailyWeeklyAll,
  permitType: 'Others',
  frequency: 'Weekly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt'],
  inspectionType: 'HouseKeeping',
  declarationRequired: false,
  questions: [
    title('Daily-Weekly Plant Check'),
    note(HOW_TO),
    subtitle('Daily checks'),
    ...daily('Plant walk-around: no leaks, spills or unusual noise'),
    ...daily('Dust collectors running with no visible emissions'),
    ...daily('Conveyor guards in place and emergency stops working'),
    ...daily('Fuel tanks and containment: no leaks, drain valves locked'),
    ...daily('Entrance swept; no track-out onto the public road'),
    ...daily('Haul roads and stockpiles watered'),
    ...daily('Wash-out / settling pits: freeboard available, no overflow'),
    ...daily('Storm drain inlet protection in place'),
    ...daily('Loader and mobile equipment pre-shift inspections done'),
    ...daily('Trash and debris picked up'),
    subtitle('Weekly checks'),
    ...weekly('Fire extinguishers: in place, charged, not blocked'),
    ...weekly('Spill kits fully stocked'),
    ...weekly('Eyewash stations flushed'),
    ...weekly('Air compressor receiver drained'),
    ...weekly('Conveyor bearings and drives greased'),
  ],
};

/** The additional daily-weekly items for plants with boilers, chillers, reclaimers or central mixers. */
export const dailyWeeklyCheckAdditional: LibraryForm = {
  key: 'daily-weekly-check-additional',
  name: 'Daily-Weekly Check (additional)',
  parentId: SPECIAL_PARENT_IDS.dailyWeeklyAdditional,
  permitType: 'Others',
  frequency: 'Weekly',
  facilityTypes: ['Ready Mix', 'Asphalt'],
  inspectionType: 'HouseKeeping',
  declarationRequired: false,
  questions: [
    title('Daily-Weekly Check - Additional Equipment'),
    note(HOW_TO),
    subtitle('Daily checks'),
    ...daily('Water heater / boiler: burner normal, no smoke, no fuel leaks'),
    ...daily('Chiller / ice plant running, no refrigerant or water leaks'),
    ...daily('Reclaimer / slurry system running, no overflow'),
    ...daily('Central mixer drum and seals: no leaks or build-up'),
    ...daily('Admixture dispensers and lines: no leaks'),
    ...daily('Hot oil heater and asphalt tanks: no leaks, temperatures normal'),
    subtitle('Weekly checks'),
    ...weekly('Silo high-level alarms tested'),
    ...weekly('Bin vent filters inspected and cleaned'),
    ...weekly('Admixture tank levels and containment checked'),
    ...weekly('Water meter checked against batch records'),
    ...weekly('Central mixer trunnions and drive greased'),
  ],
};
