import { check, choice, comments, date, noIsProblem, text, title, YES_NO, yesIsProblem } from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

/**
 * The daily walk-through (spec 3 §3 'Daily form': rain in the past 24 hours, plant operating,
 * housekeeping, oil spills under 25 gallons, dust collectors, cement/flyash fill pipes, sweeping, washdown,
 * stockpiles watered, boiler burners, government visit, two Comments items, immediate correction, Rain
 * Amount). The spec names 15 of the 17; the two it leaves out are the wash-out containment and the
 * discharge check every ready-mix SWPPP asks for daily.
 */
export const dailyForm: LibraryForm = {
  key: 'daily-form',
  name: 'Daily Form',
  parentId: LIBRARY_PARENT_IDS.dailyForm,
  permitType: 'Water',
  frequency: 'Daily',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Daily Stormwater, Dust and Housekeeping Walk-through'),
    choice(
      'Has it rained at the plant in the past 24 hours?',
      YES_NO,
      'If Yes, check every outfall for a discharge (see the discharge question below) and record the amount in Rain Amount.',
    ),
    choice('Is the plant operating today?', YES_NO),
    check('Is general plant housekeeping acceptable (yard, batch plant area, trash and debris picked up)?', {
      hint: 'Trash and debris must be in covered containers; no loose material near storm drains or ditches.',
    }),
    yesIsProblem('Were there any oil or fuel spills (less than 25 gallons) today?', {
      hint:
        'Clean up with the spill kit and keep the used absorbent in a closed, labelled container. A spill of 25 ' +
        'gallons or more, or any spill that reaches water or a storm drain, must be reported to the Plant ' +
        'Manager at once for agency notification.',
      priority: 'High',
      detail: [
        comments('Describe the spill: material, estimated gallons, location and how it was cleaned up'),
        comments('Where was the used absorbent / contaminated soil placed?'),
      ],
    }),
    check(
      'Are the dust collectors (silo vents, central dust collector, baghouse) working with no visible dust?',
      {
        hint: 'Any visible emission from a dust collector outlet is a possible air permit deviation.',
        priority: 'High',
      },
    ),
    check('Are the cement / fly ash fill pipes capped, undamaged and free of spilled powder?', {
      hint: 'Caps on after every delivery; sweep up any spilled cement or fly ash before it can wash off.',
    }),
    check('Has the sweeping been done (plant entrance, paved areas, track-out onto the public road)?', {
      hint: 'No sediment or concrete tracked onto the public road; sweep the entrance as often as needed.',
      priority: 'High',
    }),
    check('Is washdown water (trucks, plant, equipment) directed to the settling pits or reclaimer only?', {
      hint: 'Process wash water must never reach a storm drain, ditch or outfall.',
      priority: 'High',
    }),
    check('Do the truck wash-out pits / settling basins have freeboard, with no overflow or leaking walls?', {
      hint: 'Keep at least 1 foot of freeboard; schedule a clean-out before solids reach half the depth.',
      priority: 'High',
    }),
    check('Have the stockpiles and haul roads been watered as needed to control dust?', {
      hint: 'No visible dust leaving the property line; water truck or sprinklers running on dry days.',
    }),
    check('Are the boiler / water-heater burners operating properly (no black smoke, no fuel leaks)?'),
    yesIsProblem(
      'Is there any discharge, or unusual colour, sheen or sediment, at an outfall or storm drain?',
      {
        hint: 'Only stormwater may leave the site. Any dry-weather flow or process water is an illicit discharge.',
        priority: 'High',
      },
    ),
    yesIsProblem('Did a government agency visit or inspect the plant today?', {
      hint: 'Notify the Environmental Manager the same day and keep a copy of anything left by the inspector.',
      detail: [
        text('Agency and inspector name'),
        comments('What was inspected, and what findings or requests were made?'),
      ],
    }),
    comments('Comments: conditions found that need attention'),
    comments('Comments: corrective actions taken or planned'),
    noIsProblem('Were all problems found today corrected immediately?', {
      na: true,
      detail: [comments('What is still open and who is responsible?'), date('Repair complete date')],
    }),
    text(
      'Rain Amount',
      'Inches from the site rain gauge for the past 24 hours (e.g. 0.25); enter 0 if none.',
    ),
  ],
};
