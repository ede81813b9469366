import { check, comments, dropdown, noIsProblem, paragraph, subtitle, title, yesIsProblem } from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

/** Monthly RCRA hazardous waste, universal waste and used oil check (40 CFR 262, 273, 279). */
export const monthlyHazardousUniversalWaste: LibraryForm = {
  key: 'monthly-haz-universal-waste',
  name: 'Monthly Hazardous & Universal Waste',
  parentId: LIBRARY_PARENT_IDS.hazardousWaste,
  permitType: 'Waste',
  frequency: 'Monthly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Monthly Hazardous and Universal Waste Inspection'),
    paragraph(
      'Generator categories by hazardous waste generated in a calendar month: VSQG up to 100 kg (about 220 lb), ' +
        'SQG 100 to 1,000 kg, LQG 1,000 kg (about 2,200 lb) or more.',
      'Accumulation limits: SQG 180 days and 6,000 kg on site; LQG 90 days. Weekly container inspections are ' +
        'required for SQG and LQG central accumulation areas.',
    ),
    subtitle('Generator status'),
    dropdown('Generator category this month', ['VSQG', 'SQG', 'LQG', 'No hazardous waste']),
    noIsProblem('Did the amount generated and stored stay within the limits of the registered category?', {
      priority: 'High',
    }),
    subtitle('Hazardous waste containers'),
    check('Containers closed except when waste is added or removed', { priority: 'High' }),
    check('Labelled "Hazardous Waste" with the contents, hazards and accumulation start date', {
      priority: 'High',
    }),
    check('Containers in good condition, compatible with the waste, no leaks or bulging'),
    check('Accumulation time within the limit for the generator category', { priority: 'High' }),
    check('Satellite containers at or near the point of generation, no more than 55 gallons'),
    check('Aisle space kept; incompatible wastes separated'),
    check('Liquid wastes on secondary containment'),
    subtitle('Universal waste and used oil'),
    check('Universal waste batteries: in sound containers (closed if damaged or leaking), labelled, dated'),
    check('Lamps: closed containers labelled "Universal Waste - Lamps", dated, none broken'),
    check('Universal waste stored less than one year'),
    check('Aerosol cans managed as universal waste or punctured with an approved device'),
    check('Used oil containers and tanks labelled "Used Oil", closed, not leaking', { na: false }),
    subtitle('Emergency preparedness and records'),
    check('Spill kit, fire extinguisher and phone or alarm near the storage area'),
    noIsProblem('Is emergency contact information posted near the phone (SQG / LQG)?', { na: true }),
    noIsProblem('Are manifests, land disposal notices and recycling receipts filed?', {
      na: true,
      hint:
        'If the signed copy from the disposal facility has not come back, an LQG follows up at 35 days and ' +
        'files an exception report at 45 days; an SQG reports at 60 days.',
    }),
    yesIsProblem('Have there been any waste spills or releases since the last inspection?', {
      priority: 'High',
    }),
    comments('Comments and corrective actions'),
  ],
};
