import { check, subtitle } from './choices';
import { conveyorChecks, preventiveForm } from './plant-preventive-common';

const DUST_RANGE =
  'Normal differential pressure is above 0.5 and below 10 inches of water; outside that range the bags are ' +
  'torn, blinded or not cleaning.';

/** Daily Plant Preventive for ready-mix plants. */
export const dailyPlantPreventiveReadyMix = preventiveForm({
  key: 'daily-plant-preventive',
  name: 'Daily Plant Preventive',
  facilityTypes: ['Ready Mix'],
  heading: 'Daily Plant Preventive Maintenance - Ready Mix',
  equipment: [
    subtitle('Aggregate receiving and storage'),
    check('Aggregate bins / bunkers: walls undamaged, no overflow between bins'),
    check('Aggregate stockpile and bin sprinklers working'),
    check('Receiving hopper, grizzly and gates'),
    check('Aggregate tunnel: no material build-up; sump pump working'),
    subtitle('Conveyors'),
    ...conveyorChecks,
    check('Belt scrapers and cleaners adjusted'),
    check('Gearboxes and drive motors: oil level, no leaks, no unusual noise or heat'),
    subtitle('Cement and fly ash silos'),
    check('Silo fill pipes, caps and couplings'),
    check('Silo vent dust collectors: bags / cartridges cleaned, no visible emissions', { priority: 'High' }),
    check('Silo high-level indicators and overfill alarms working', {
      priority: 'High',
      hint: 'An overfilled silo blows out its vent filter: a visible-emission and spill event.',
    }),
    check('Silo pressure relief valves seated'),
    check('Silo aeration pads, air system and air dryer'),
    check('Cement screws and butterfly valves: no powder leaks'),
    subtitle('Batching'),
    check('Weigh hoppers and scales: hanging free, calibration sticker current'),
    check('Batch controls and ticket printer'),
    check('Water meter and water batching system'),
    check('Admixture dispensers, calibration tubes and lines: no leaks'),
    check('Admixture tanks labelled, on containment, no leaks'),
    check('Central dust collector: fan running, bags cleaning, differential pressure normal', {
      hint: DUST_RANGE,
      priority: 'High',
    }),
    check('Truck loading point (boot / shroud) capturing the dust', { priority: 'High' }),
    check('Central mixer drum, liners and blades'),
    subtitle('Air compressor and utilities'),
    check('Air compressor: oil level, belts; receiver tank drained of water'),
    check('Air lines and air dryer: no leaks'),
    check('Water heater / boiler: burner, controls, no fuel leaks'),
    check('Chiller / ice system'),
    check('Electrical panels closed; no exposed or damaged wiring'),
    subtitle('Wash-out and reclaim'),
    check('Reclaimer / slurry system operating, no overflow'),
    check('Settling pits: freeboard available, walls intact', { priority: 'High' }),
    check('Recycle water pumps and lines'),
    check('Wash rack / wash-out area: all concrete and wash water contained', { priority: 'High' }),
    subtitle('Loaders and mobile equipment'),
    check('Front-end loader: pre-shift check done, no leaks, back-up alarm working'),
    check('Water truck operating; spray bars working'),
    check('Sweeper operating'),
    check('Mixer trucks wash out chutes and drums only in the wash-out area'),
    check('Spillage around the plant cleaned up at the end of the shift'),
  ],
});
