import { SPECIAL_PARENT_IDS } from '@envirotrack/shared';
import {
  ANNUAL_SLOT,
  check,
  comments,
  HALF_YEAR_SLOTS,
  note,
  noIsProblem,
  slotItem,
  subtitle,
  title,
} from './choices';
import type { LibraryForm, LibraryQuestion } from './types';

/** Monthly plant check: one answer a month, Ok / Needs Work / N/A, signed off by the Plant Manager. */
export const monthlyCheckAll: LibraryForm = {
  key: 'monthly-check-all',
  name: 'Monthly Check (All)',
  parentId: SPECIAL_PARENT_IDS.monthlyCheckAll,
  permitType: 'Others',
  frequency: 'Monthly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'HouseKeeping',
  declarationRequired: false,
  questions: [
    title('Monthly Plant Check'),
    subtitle('Safety equipment'),
    check('Fire extinguishers: monthly inspection tag initialled, gauge in the green', { na: false }),
    check('Emergency and exit lights working'),
    check('First aid kits stocked'),
    check('Eyewash stations: flushed, water clean, caps in place'),
    noIsProblem('Is the Safety Data Sheet binder complete and current?'),
    subtitle('Equipment'),
    check('Conveyor belts, chains and sprockets: wear and tension'),
    check('Gearbox and hydraulic oil levels; no leaks'),
    check('Electrical panels: doors closed, labelled, 36-inch clearance'),
    check('Portable electrical tools and cords: no damage; GFCI tested'),
    check('Ladders, stairs and platforms: secure and undamaged'),
    check('Back-up alarms and horns on mobile equipment working'),
    check('Silo and bin vent filters: condition and cleaning system'),
    subtitle('Environmental'),
    check('Secondary containment: no cracks, no oil, drainage log up to date'),
    check('Spill kits: sealed and fully stocked'),
    check('Stormwater BMPs: silt fence, inlet protection, berms maintained'),
    check('Waste containers: closed, labelled, picked up on schedule'),
    comments('Comments'),
  ],
};

const halfYearly = (question: string, hint?: string): LibraryQuestion[] =>
  slotItem(question, HALF_YEAR_SLOTS, hint);
const annual = (question: string, hint?: string): LibraryQuestion[] => slotItem(question, ANNUAL_SLOT, hint);

/** Yearly check: items answered at '6 Month' and '12 Month', or once as 'Annual' (spec 2 §4). */
export const yearlyCheck: LibraryForm = {
  key: 'yearly-check',
  name: 'Yearly Check',
  parentId: SPECIAL_PARENT_IDS.yearlyCheck,
  permitType: 'Others',
  frequency: 'Yearly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'HouseKeeping',
  declarationRequired: false,
  questions: [
    title('Yearly Plant Check'),
    note(
      'Check the 6 Month and 12 Month columns when a half-yearly item is done, or Annual for yearly items; ' +
        'record any repair and the date it was completed.',
    ),
    subtitle('Every 6 months'),
    ...halfYearly('Batch / belt scales calibrated by a certified scale company'),
    ...halfYearly('Baghouse and bin vent bags inspected; torn or blinded bags replaced'),
    ...halfYearly('Conveyor belts and splices inspected end to end'),
    ...halfYearly('Admixture dispensers calibrated'),
    ...halfYearly('Emergency response and spill drill held'),
    subtitle('Annual'),
    ...annual('Fire extinguishers serviced by a licensed contractor'),
    ...annual('SPCC annual discharge prevention briefing held', 'Required by 40 CFR 112.7(f)(3).'),
    ...annual('Stormwater (SWPPP) annual training and comprehensive site evaluation'),
    ...annual('SWPPP and SPCC Plan reviewed and updated for changes at the plant'),
    ...annual('Aboveground tanks: annual integrity inspection (e.g. STI SP001) done'),
    ...annual('Silos: structural inspection of shell, roof, relief valve and ladders'),
    ...annual('Backflow preventers tested'),
    ...annual('Electrical infrared (thermography) survey of main panels'),
    ...annual('Air permit annual compliance certification and emissions inventory submitted'),
    ...annual('Hazardous waste / used oil contractor and disposal records reviewed'),
  ],
};
