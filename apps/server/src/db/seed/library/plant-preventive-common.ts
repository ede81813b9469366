import type { FacilityType } from '@envirotrack/shared';
import { check, comments, subtitle, title } from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm, LibraryQuestion } from './types';

/** Conveyor items every plant type checks daily (each variant adds its own around them). */
export const conveyorChecks: readonly LibraryQuestion[] = [
  check('Conveyor belts: no tears or frayed edges; splices sound'),
  check('Belt tracking and tension; no spillage along the conveyor'),
  check('Idlers and return rollers turning freely'),
  check('Head and tail pulleys and lagging'),
  check('Guards on every drive, pulley and pinch point in place', { priority: 'High' }),
  check('Emergency pull cords and stop switches tested and working', { priority: 'High' }),
];

/**
 * The daily plant preventive forms (spec 2 §3: 54 numbered questions; spec 3 §2.2: an Ok / Needs Work / N/A
 * table with a Notes box of the needs-work items). Every variant is 40 equipment items of its facility type
 * followed by these 13 environmental and safety items and a closing comment: 40 + 13 + 1 = 54.
 */
const commonItems: readonly LibraryQuestion[] = [
  subtitle('Stormwater and spill prevention'),
  check('Storm drain inlets and outfalls: protection in place, no sediment or process water', {
    priority: 'High',
  }),
  check('Fuel tanks and secondary containment: no leaks; drain valves closed and locked', {
    priority: 'High',
  }),
  check('Fueling area: no spills, nozzle hung up, spill kit present'),
  check('Oil, grease and hydraulic fluid containers closed and on containment'),
  check('Used oil, filters and absorbents in labelled, closed containers'),
  check('Parked equipment: no leaks or drips; drip pans used where needed'),
  check('Entrance and public road free of track-out'),
  check('Haul roads, yard and stockpiles watered; no dust leaving the property', { priority: 'High' }),
  check('Trash and debris in covered containers'),
  subtitle('Safety and general'),
  check('Fire extinguishers charged, tagged and accessible'),
  check('Eyewash station and first aid kit stocked and accessible'),
  check('Walkways, stairs and platforms clear; handrails and toe boards secure'),
  check('Lockout / tagout locks and tags available; no equipment worked on without lockout'),
  comments('Notes: describe every Needs Work item, the repair planned and who is responsible'),
];

export interface PreventiveVariant {
  key: string;
  name: 'Daily Plant Preventive' | 'Plant Preventive';
  facilityTypes: readonly FacilityType[];
  heading: string;
  equipment: readonly LibraryQuestion[];
}

/** Builds one daily plant preventive form from its equipment section and the common items. */
export function preventiveForm(variant: PreventiveVariant): LibraryForm {
  return {
    key: variant.key,
    name: variant.name,
    parentId:
      variant.name === 'Plant Preventive'
        ? LIBRARY_PARENT_IDS.plantPreventive
        : LIBRARY_PARENT_IDS.dailyPlantPreventive,
    permitType: 'Water',
    frequency: 'Daily',
    facilityTypes: variant.facilityTypes,
    inspectionType: 'Inspections',
    declarationRequired: false,
    questions: [title(variant.heading), ...variant.equipment, ...commonItems],
  };
}
