import {
  check,
  comments,
  date,
  noIsProblem,
  paragraph,
  subtitle,
  text,
  title,
  yesIsProblem,
} from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

const UST_SITES = ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop'] as const;

/** Monthly UST walkthrough of spill and overfill equipment (40 CFR 280.36; spec 2 §3: 6 questions). */
export const monthlyUstSpill: LibraryForm = {
  key: 'monthly-ust-spill',
  name: 'Monthly UST Spill',
  parentId: LIBRARY_PARENT_IDS.monthlyUstSpill,
  permitType: 'Water',
  frequency: 'Monthly',
  facilityTypes: UST_SITES,
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Monthly UST Spill Prevention and Release Detection Walkthrough'),
    check('Spill buckets free of water, product and debris', {
      na: false,
      hint: 'Remove liquid and dispose of it properly; never empty a spill bucket onto the ground.',
      priority: 'High',
    }),
    check('Spill buckets: no cracks, holes or loose fittings; lids and drain valves work', { na: false }),
    check('Overfill prevention (alarm, flapper valve or ball float) in place; alarm tested and audible'),
    check('Release detection (ATG / monitoring) operating with no alarms; monthly results on file', {
      na: false,
      priority: 'High',
    }),
    check('Containment sumps (turbine and dispenser) dry, free of liquid and debris, sensors in place'),
    check('Dispensers, hoses, nozzles and breakaways: no leaks, drips or damage', { na: false }),
  ],
};

/** Monthly reading of the impressed-current cathodic protection rectifier (spec 2 §3: 8; §5 info text). */
export const monthlyUstRect: LibraryForm = {
  key: 'monthly-ust-rect',
  name: 'Monthly UST Rect',
  parentId: LIBRARY_PARENT_IDS.monthlyUstRect,
  permitType: 'Water',
  frequency: 'Monthly',
  facilityTypes: UST_SITES,
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Cathodic Protection Rectifier Reading'),
    paragraph(
      'Rectifier information: record the manufacturer, model and serial number from the rectifier nameplate. ' +
        'Rated output: 20 volts, 5 amps.',
      'Read the voltage and amperage meters and compare them with the readings set at the last cathodic ' +
        'protection survey. A reading of zero, or a large change, means the tanks may not be protected: ' +
        'report it to the Plant Manager the same day.',
      'Keep these reports for at least 5 years.',
    ),
    subtitle('Readings'),
    noIsProblem('Is the rectifier on (power light lit, breaker not tripped)?', { priority: 'High' }),
    text('Output voltage reading (volts)', 'Rated output 20 volts.'),
    text('Output current reading (amps)', 'Rated output 5 amps.'),
    noIsProblem('Are the readings within the range set at the last cathodic protection survey?', {
      priority: 'High',
    }),
    text('Hour meter reading'),
    yesIsProblem('Is there damage to the rectifier, cabinet, wiring or anode cables?'),
    date(
      'Date of the last cathodic protection survey',
      'A qualified cathodic protection tester must survey the system at least every 3 years.',
    ),
    comments('Comments'),
  ],
};

/** Monthly review of the spill log (spec 2 §3: 4 questions). */
export const monthlySpillLogs: LibraryForm = {
  key: 'monthly-spill-logs',
  name: 'Monthly Spill Logs',
  parentId: LIBRARY_PARENT_IDS.monthlySpillLogs,
  permitType: 'Water',
  frequency: 'Monthly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Monthly Spill Log'),
    yesIsProblem('Were there any spills or leaks at the plant this month?', {
      detail: [
        comments('For each spill: date, material, estimated quantity, location, cause and clean-up'),
        text('Total estimated quantity spilled this month (gallons)'),
      ],
    }),
    noIsProblem('Is every spill this month entered in the spill log?', { na: true }),
    yesIsProblem('Did any spill reach a storm drain, ditch or waterway, or exceed a reportable quantity?', {
      priority: 'High',
      hint: 'Oil reaching water must be reported to the National Response Center (1-800-424-8802) and the state.',
      detail: [
        text('Agencies notified, date and report number'),
        comments('Describe the release and the follow-up'),
      ],
    }),
    comments('Comments (spill log reviewed by)'),
  ],
};
