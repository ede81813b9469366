import { SPECIAL_PARENT_IDS } from '@envirotrack/shared';
import { blockScore, comments, rated, subtitle, title, totalScore } from './choices';
import type { LibraryForm, LibraryQuestion } from './types';

/** A scored block: its heading, its rated items, then its block score (spec 2 §4). */
export const block = (heading: string, items: readonly LibraryQuestion[]): LibraryQuestion[] => [
  subtitle(heading),
  ...items,
  blockScore(),
];

/** The end of every housekeeping scorecard: total, overall comments, then the notes of items scored 3 or less. */
export const scorecardEnd: readonly LibraryQuestion[] = [
  totalScore(),
  comments('Overall comments'),
  comments(
    'List all items scored =<3',
    'For each item scored Fair or lower: what is wrong and when it will be fixed.',
  ),
];

/** Monthly housekeeping scorecard of a production plant, signed by the Plant Leadperson. */
export const housekeepingPlant: LibraryForm = {
  key: 'housekeeping-plant',
  name: 'Housekeeping Plant',
  parentId: SPECIAL_PARENT_IDS.housekeepingPlant,
  permitType: 'Others',
  frequency: 'Monthly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Others'],
  inspectionType: 'HouseKeeping',
  declarationRequired: false,
  questions: [
    title('Plant Housekeeping Scorecard'),
    ...block('Entrance and Yard', [
      rated(
        'Entrance and public road',
        'Excellent: entrance paved or rocked and swept, no material on the public road. Unacceptable: mud, ' +
          'concrete or rock tracked onto the public road.',
      ),
      rated(
        'Yard surface and drainage',
        'Excellent: graded, no ponding, no spilled material or ruts. Unacceptable: potholes, standing slurry, ' +
          'material blocking drainage.',
      ),
      rated(
        'Fences, gates and signs',
        'Excellent: fences intact, gates work, plant and permit signs legible. Unacceptable: fence down, signs ' +
          'missing or illegible.',
      ),
      rated(
        'Parking and employee areas',
        'Excellent: clean, no trash, vehicles parked in marked areas. Unacceptable: trash, leaking vehicles, ' +
          'blocked walkways.',
      ),
    ]),
    ...block('Production Area', [
      rated(
        'Plant structure, platforms and stairs',
        'Excellent: free of build-up and spilled material, handrails intact. Unacceptable: heavy build-up, ' +
          'blocked walkways, missing handrails.',
      ),
      rated(
        'Conveyors and transfer points',
        'Excellent: no spillage under belts, guards in place. Unacceptable: piles of spillage, guards missing.',
      ),
      rated(
        'Silos, bin vents and dust collectors',
        'Excellent: no dust on the structure or ground, no visible emissions. Unacceptable: dust deposits, ' +
          'visible emissions, blown filters.',
      ),
      rated(
        'Control room / scale house',
        'Excellent: clean and orderly, records filed, SWPPP / SPCC plans at hand. Unacceptable: dirty, ' +
          'cluttered, plans missing.',
      ),
    ]),
    ...block('Stockpiles and Materials', [
      rated(
        'Aggregate stockpiles and bins',
        'Excellent: in their bins, separated, away from drains. Unacceptable: spilling over walls or into ' +
          'drainage.',
      ),
      rated(
        'Admixture and chemical storage',
        'Excellent: labelled, closed, on containment, no drips. Unacceptable: leaks, unlabelled containers, ' +
          'no containment.',
      ),
      rated(
        'Returned / waste concrete and RAP area',
        'Excellent: contained, crushed or recycled regularly. Unacceptable: spread across the yard or near ' +
          'drains.',
      ),
      rated(
        'Scrap, pallets and unused equipment',
        'Excellent: stored in one orderly, designated area. Unacceptable: scattered, leaking, collecting water.',
      ),
    ]),
    ...block('Fuel, Oil and Waste', [
      rated(
        'Fuel area and containment',
        'Excellent: no stains, containment dry and clean, valves locked. Unacceptable: oil in containment, ' +
          'stained ground, valve open.',
      ),
      rated(
        'Drums and small containers',
        'Excellent: closed, labelled, on spill pallets under cover. Unacceptable: open, unlabelled, leaking or ' +
          'outside.',
      ),
      rated(
        'Dumpsters and trash',
        'Excellent: lids closed, no overflow, no liquids. Unacceptable: overflowing, open, trash blowing ' +
          'around.',
      ),
      rated('Spill kit', 'Excellent: present, sealed and fully stocked. Unacceptable: missing or empty.'),
    ]),
    ...block('Water Management', [
      rated(
        'Wash-out pits and settling basins',
        'Excellent: freeboard available, walls intact, cleaned on schedule. Unacceptable: full, overflowing ' +
          'or leaking.',
      ),
      rated(
        'Storm drains and outfalls',
        'Excellent: inlet protection clean, no sediment or staining. Unacceptable: blocked, gray deposits, ' +
          'process water present.',
      ),
      rated(
        'Ditches, berms and sediment controls',
        'Excellent: intact and maintained. Unacceptable: breached, full of sediment, missing.',
      ),
    ]),
    ...scorecardEnd,
  ],
};
