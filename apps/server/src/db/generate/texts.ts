import type { Rng } from './random';

/**
 * What inspectors write in free-text answers, chosen by the question's wording. A question the rules do not
 * recognise gets a neutral note; the data is meant to read plausibly in reports, not to be exact.
 */
export interface TextContext {
  rng: Rng;
  /** The name of the person filling in the form. */
  person: string;
  jobTitle: string;
  /** Inspection day as a count of days since the range start (for slowly rising meter readings). */
  dayIndex: number;
}

export type TextMaker = (ctx: TextContext) => string;

const pick =
  (list: readonly string[]): TextMaker =>
  ({ rng }) =>
    rng.pick(list);
const number =
  (min: number, max: number, decimals = 0): TextMaker =>
  ({ rng }) =>
    rng.between(min, max).toFixed(decimals);

const EQUIPMENT = [
  'Central dust collector',
  'Silo 2 bin vent',
  'Loader 4 (CAT 966)',
  'Oil-water separator',
  'Conveyor C-3 head pulley',
  'Water heater / boiler',
  'Reclaimer',
  'Truck wash-out pit pump',
  'Air compressor',
  'Fuel island dispenser',
];

const TEXT_RULES: readonly [RegExp, TextMaker][] = [
  [/name and title/i, ({ person, jobTitle }) => `${person}, ${jobTitle}`],
  [/(inspector|observer|collector) name|collected by|performed by|made by/i, ({ person }) => person],
  [/days since/i, number(1, 21)],
  [/rain(fall)? amount/i, number(0.1, 2.4, 2)],
  [/opacity/i, pick(['0', '0', '0', '5', '5', '10'])],
  [/pressure drop/i, number(2, 6, 1)],
  [/hour meter/i, ({ dayIndex, rng }) => String(4200 + dayIndex * 7 + rng.int(0, 6))],
  [/current reading/i, number(2, 8, 1)],
  [/voltage reading/i, number(8, 24, 1)],
  [/\bph\b/i, number(6.6, 8.4, 1)],
  [/suspended solids/i, number(8, 95)],
  [/oil and grease/i, number(0, 9, 1)],
  [/iron/i, number(0.1, 1.8, 2)],
  [/cost/i, ({ rng }) => String(rng.int(10, 300) * 500)],
  [/chain-of-custody/i, ({ rng }) => `COC-${rng.int(100000, 999999)}`],
  [/laboratory name/i, pick(['Xenco Laboratories', 'Pace Analytical', 'Eurofins Environment Testing'])],
  [/equipment \/ unit/i, pick(EQUIPMENT)],
  [
    /emission point|stack observed/i,
    pick(['Central dust collector stack', 'Silo 1 bin vent', 'Boiler stack']),
  ],
  [/boilers firing/i, pick(['Boiler 1', 'Boilers 1 and 2', 'None'])],
  [/plume colour/i, pick(['No visible plume', 'White; steam present', 'Light gray; no steam'])],
  [/wind/i, ({ rng }) => `${rng.pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])} ${rng.int(3, 15)} mph`],
  [/quantity spilled/i, number(1, 12)],
  [/duration/i, ({ rng }) => `${rng.int(0, 2)} min ${rng.int(0, 59)} s`],
  [
    /agenc/i,
    pick(['State environmental agency regional office', 'County environmental health', 'EPA Region 6']),
  ],
  [/which outfall/i, pick(['Outfall 1: same drainage area, activities and BMPs'])],
];

/** A maker for a Text question's answer, by its wording. */
export const textMaker = (question: string): TextMaker =>
  TEXT_RULES.find(([rule]) => rule.test(question))?.[1] ??
  pick(['See comments', 'Recorded in the plant log']);

const SPILL_DETAIL = [
  'About 2 gallons of hydraulic oil from a loader hose; absorbent applied, hose replaced.',
  'Diesel drip at the fuel island nozzle, under 1 gallon; cleaned up with pads.',
  'Small motor oil spill in the shop yard; contaminated soil shovelled into a drum.',
  'Used absorbent and soil placed in the labelled drum at the waste storage area.',
];
const PROBLEM_DETAIL = [
  'Sediment built up at the inlet; removed and filter fabric replaced.',
  'Guard loose on the conveyor drive; re-bolted by the maintenance crew.',
  'Leak at a fitting; tightened and cleaned up with absorbent.',
  'Silt fence sagging on the east side; re-staked and trenched in.',
  'Wash-out pit near full; clean-out scheduled with the loader this week.',
  'Extinguisher tag out of date; unit swapped and service ordered.',
  'Track-out on the entrance; swept with the sweeper truck the same day.',
  'Dust visible at a transfer point; water spray nozzle unclogged.',
  'Containment holding rainwater with a sheen; pumped through the separator.',
  'Drain valve found unlocked; closed and locked, crew reminded.',
];
const GENERAL_NOTES = [
  'No issues noted.',
  'All items checked; nothing to report.',
  'Crew reminded to keep the wash-out area clean.',
  'Plant running normally.',
  'Good housekeeping this period.',
];
const FOLLOW_UP_NOTES = [
  'Needs Work items reported to the plant manager; repairs scheduled.',
  'Corrective actions assigned to maintenance; see item details.',
  'Items written up and follow-up requested from the regional coordinator.',
];
const WORK_PERFORMED = [
  'Replaced torn bags in the central dust collector; pulse timer checked.',
  'Changed hydraulic oil and filters; checked hoses for wear.',
  'Cleaned out the oil-water separator; waste oil picked up by the recycler.',
  'Replaced worn conveyor belt splice and two return idlers.',
  'Serviced air compressor; drained receiver and replaced the intake filter.',
];
const CAPEX_PROJECTS = [
  'Pave the plant entrance to stop track-out onto the public road.',
  'New three-stage wash-out pit with a concrete reclaimer.',
  'Replace the central dust collector with a larger baghouse.',
  'Double-walled fuel tank with overfill protection.',
  'Covered storage for used oil and absorbents.',
];
export const REPAIR_NOTES = [
  'Replaced worn part',
  'Tightened and cleaned',
  'Re-set the guard',
  'Cleared blockage',
  'Topped up and re-checked',
];
export const FOLLOW_UP_REMARKS = [
  'Repaired by the maintenance crew; verified on the next inspection.',
  'Cleaned up and disposed of per the SPCC plan.',
  'BMP repaired and photographed; SWPPP log updated.',
  'Parts replaced; item checked and back to normal.',
  'Contractor called in; work completed and invoice filed.',
  'Discussed with the crew at the safety meeting; item corrected.',
];

/** Comments: the detail under a problem answer, or a general note (`followUps` when the form raised flags). */
export function commentMaker(question: string, isDetail: boolean): (rng: Rng, hasFlags: boolean) => string {
  if (/work performed/i.test(question)) return (rng) => rng.pick(WORK_PERFORMED);
  if (/improvement|capital/i.test(question)) return (rng) => rng.pick(CAPEX_PROJECTS);
  if (isDetail) {
    const pool = /spill|release|discharge|absorbent/i.test(question) ? SPILL_DETAIL : PROBLEM_DETAIL;
    return (rng) => rng.pick(pool);
  }
  return (rng, hasFlags) => rng.pick(hasFlags ? FOLLOW_UP_NOTES : GENERAL_NOTES);
}
