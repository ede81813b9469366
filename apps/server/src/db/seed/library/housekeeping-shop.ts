import { SPECIAL_PARENT_IDS } from '@envirotrack/shared';
import { rated, title } from './choices';
import { block, scorecardEnd } from './housekeeping-plant';
import type { LibraryForm } from './types';

/** Monthly housekeeping scorecard of a maintenance shop, signed by the Shop Leadperson. */
export const housekeepingShop: LibraryForm = {
  key: 'housekeeping-shop',
  name: 'Housekeeping Shop',
  parentId: SPECIAL_PARENT_IDS.housekeepingShop,
  permitType: 'Others',
  frequency: 'Monthly',
  facilityTypes: ['Maintenance Shop', 'Ready Mix', 'Quarry', 'Asphalt'],
  inspectionType: 'HouseKeeping',
  declarationRequired: false,
  questions: [
    title('Shop Housekeeping Scorecard'),
    ...block('Shop Exterior', [
      rated(
        'Grounds around the shop',
        'Excellent: no trash, parts or stains; equipment parked in order. Unacceptable: oil stains, parts and ' +
          'trash scattered outside.',
      ),
      rated(
        'Outside storage of parts and equipment',
        'Excellent: under cover or on racks, drip pans under leaking units. Unacceptable: leaking equipment on ' +
          'bare ground.',
      ),
      rated(
        'Storm drains near the shop',
        'Excellent: clean, protected, no staining. Unacceptable: oil or sediment in or around the drain.',
      ),
    ]),
    ...block('Shop Floor and Bays', [
      rated(
        'Shop floor',
        'Excellent: swept, dry, drips cleaned with absorbent. Unacceptable: oil pools, slippery floor, debris.',
      ),
      rated(
        'Work bays and lifts',
        'Excellent: clear, tools put away, drip pans in use. Unacceptable: cluttered, fluids on the floor.',
      ),
      rated(
        'Floor drains and oil-water separator',
        'Excellent: grates clear, separator maintained. Unacceptable: drains blocked or carrying oil.',
      ),
      rated(
        'Wash bay',
        'Excellent: sediment removed, water to the separator only. Unacceptable: sludge build-up, water ' +
          'leaving the bay.',
      ),
    ]),
    ...block('Fluids and Waste Storage', [
      rated(
        'Used oil, antifreeze and filters',
        'Excellent: closed, labelled containers on containment. Unacceptable: open, unlabelled or leaking.',
      ),
      rated(
        'New oil and lubricants',
        'Excellent: drums closed, labelled, on containment, pumps dripping into pans. Unacceptable: leaking ' +
          'drums, no containment.',
      ),
      rated(
        'Batteries and universal waste',
        'Excellent: upright, labelled, dated, under cover. Unacceptable: cracked batteries, lamps broken, no ' +
          'labels.',
      ),
      rated(
        'Hazardous waste and parts washer',
        'Excellent: containers closed, labelled, dated; parts washer lid down. Unacceptable: open containers, ' +
          'no labels.',
      ),
    ]),
    ...block('Tools, Parts and Storage', [
      rated(
        'Tool boxes and benches',
        'Excellent: tools stored, benches clean. Unacceptable: tools and parts everywhere.',
      ),
      rated(
        'Parts room and shelving',
        'Excellent: parts labelled and shelved. Unacceptable: parts on the floor, blocked aisles.',
      ),
      rated(
        'Flammable cabinet and compressed gas cylinders',
        'Excellent: cabinet closed, cylinders chained and capped. Unacceptable: flammables outside the ' +
          'cabinet, cylinders loose.',
      ),
      rated(
        'Fire extinguishers, eyewash and spill kit',
        'Excellent: accessible, inspected, stocked. Unacceptable: blocked, expired or missing.',
      ),
    ]),
    ...block('Office, Break Room and Restrooms', [
      rated('Office', 'Excellent: clean and orderly, records filed. Unacceptable: dirty, records missing.'),
      rated(
        'Break room and restrooms',
        'Excellent: clean and stocked. Unacceptable: dirty, trash overflowing, supplies missing.',
      ),
      rated(
        'Safety Data Sheets and postings',
        'Excellent: SDS binder current, required postings displayed. Unacceptable: SDS missing, postings out ' +
          'of date.',
      ),
    ]),
    ...scorecardEnd,
  ],
};
