import { SPECIAL_PARENT_IDS } from '@envirotrack/shared';
import { check, comments, noIsProblem, subtitle, text, title, yesIsProblem } from './choices';
import type { LibraryForm } from './types';

/** Weekly stormwater and plant-area check of a ready-mix plant. */
export const weeklyFormRm: LibraryForm = {
  key: 'weekly-form-rm',
  name: 'Weekly Form RM',
  parentId: SPECIAL_PARENT_IDS.weeklyFormRm,
  permitType: 'Water',
  frequency: 'Weekly',
  facilityTypes: ['Ready Mix'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Weekly Ready Mix Plant Inspection'),
    subtitle('Wash-out and process water'),
    check('Wash-out pits / settling basins: at least 1 foot of freeboard, walls intact', {
      priority: 'High',
    }),
    check('Reclaimer and recycle water system working, no overflow'),
    check('Truck wash rack: wash water contained, no slurry leaving the area', { priority: 'High' }),
    yesIsProblem('Is any process water or slurry leaving the site or reaching a storm drain?', {
      priority: 'High',
    }),
    subtitle('Stormwater controls'),
    check('Storm drain inlet protection in place and clean'),
    check('Perimeter berms, silt fence and wattles intact'),
    check('Sediment basin / pond outlet clear, sediment below the clean-out mark'),
    check('Entrance and public road free of track-out'),
    subtitle('Materials'),
    check('Aggregate stockpiles in bins, away from drains'),
    check('Cement and fly ash spills at silos and fill pipes cleaned up'),
    check('Admixture tanks: labelled, on containment, no leaks'),
    check('Returned concrete area contained'),
    subtitle('Oil and waste'),
    check('Drums and containers closed, labelled, on containment'),
    check('Used oil and filters in closed, labelled containers'),
    noIsProblem('Is the spill kit fully stocked?'),
    check('Dumpsters closed and not overflowing'),
    comments('Comments and corrective actions'),
  ],
};

const PRESSURE_RANGE =
  'Read the magnehelic / differential pressure gauge with the collector running. The normal reading is above ' +
  '.5 and below 10 inches of water: below .5 means torn or missing bags, above 10 means blinded bags or a ' +
  'cleaning failure.';

/** Weekly dust collector and fuel area check (air permit and SPCC items). */
export const weeklyDustCollectorFuelArea: LibraryForm = {
  key: 'weekly-dust-collector-fuel-area',
  name: 'Weekly Dust Collector and Fuel Area',
  parentId: SPECIAL_PARENT_IDS.weeklyDustCollector,
  permitType: 'Air',
  frequency: 'Weekly',
  facilityTypes: ['Ready Mix', 'Asphalt'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Weekly Dust Collector and Fuel Area Inspection'),
    subtitle('Dust collector'),
    text('Dust collector pressure drop reading (inches of water)', PRESSURE_RANGE),
    noIsProblem('Is the pressure drop within the normal range (above .5 and below 10 inches)?', {
      priority: 'High',
      hint: PRESSURE_RANGE,
    }),
    yesIsProblem('Are there visible emissions from the dust collector outlet or any silo vent?', {
      priority: 'High',
      hint: 'Visible emissions from a controlled outlet are a possible air permit deviation: report them.',
    }),
    check('Pulse-jet / shaker cleaning system working (air pressure, solenoids, timer)'),
    check('Dust hopper and discharge (screw, airlock) working; collected dust returned or disposed of'),
    check('Housing, doors, seals and ductwork: no holes or leaks'),
    check('Fan and motor running normally, belts in good condition'),
    check('Silo bin vent filters: no dust on silo tops, filters cleaned'),
    check('Truck loading boot / shroud capturing the dust'),
    subtitle('Fuel area'),
    check('Fuel tanks: no leaks, rust or damage; labels legible', { priority: 'High' }),
    check('Secondary containment free of oil and water; drain valve closed and locked', { priority: 'High' }),
    check('Hoses, nozzles and breakaways: no leaks or cracks'),
    check('Fuel area pad: no stains or spills'),
    noIsProblem('Is the spill kit at the fuel area fully stocked?'),
    check('Emergency shut-off, no-smoking signs and fire extinguisher in place'),
    comments('Comments and corrective actions'),
  ],
};
