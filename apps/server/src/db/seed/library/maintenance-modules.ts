import { SPECIAL_PARENT_IDS } from '@envirotrack/shared';
import { comments, date, text } from './choices';
import type { LibraryForm } from './types';

const ALL_FACILITIES = ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'] as const;

/**
 * Module forms (spec 2 §4, §9): the questions are one module; 'Add More' appends a copy. Only answerable
 * questions, so that a module is exactly `moduleSize` answers; edit-only, because adding or deleting a
 * question would break the fixed module size.
 */
export const maintenanceRecord: LibraryForm = {
  key: 'maintenance-record',
  name: 'Maintenance Record',
  parentId: SPECIAL_PARENT_IDS.maintenanceRecord,
  permitType: 'Others',
  frequency: 'Yearly',
  facilityTypes: ALL_FACILITIES,
  inspectionType: 'Inspections',
  declarationRequired: false,
  moduleSize: 4,
  editOnly: true,
  questions: [
    date('Date'),
    text('Equipment / unit', 'E.g. central dust collector, silo 2 bin vent, loader 4, oil-water separator.'),
    comments('Work performed', 'What was inspected, repaired or replaced, and parts used.'),
    text('Performed by', 'Name, and company if a contractor.'),
  ],
};

/** Capital budget sheet: one module per planned improvement. */
export const improvementsCapex: LibraryForm = {
  key: 'improvements-capex',
  name: 'Improvements & CAPEX',
  parentId: SPECIAL_PARENT_IDS.improvementsCapex,
  permitType: 'Others',
  frequency: 'Yearly',
  facilityTypes: ALL_FACILITIES,
  inspectionType: 'Inspections',
  declarationRequired: false,
  moduleSize: 3,
  editOnly: true,
  questions: [
    comments(
      'Improvement / capital project',
      'What it is and the compliance need it meets (e.g. new wash-out pit, paving the entrance, baghouse).',
    ),
    text('Estimated cost ($)'),
    date('Target completion date'),
  ],
};
