import { check, comments, noIsProblem, paragraph, subtitle, title, yesIsProblem } from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

/**
 * Quarterly environmental inspection of a vehicle and equipment maintenance shop (stormwater permit sector
 * for vehicle maintenance, used oil and universal waste rules; spec 2 §3: 27 numbered questions). Spec 3
 * counts it with the quarterly forms and shows the certification on it.
 */
export const shopInspection: LibraryForm = {
  key: 'shop-inspection',
  name: 'Shop Inspection',
  parentId: LIBRARY_PARENT_IDS.shopInspection,
  permitType: 'Water',
  frequency: 'Quarterly',
  facilityTypes: ['Maintenance Shop'],
  inspectionType: 'Inspections',
  declarationRequired: true,
  questions: [
    title('Maintenance Shop Environmental Inspection'),
    paragraph(
      'Inspect the shop building, the wash bay and every outside area where vehicles and equipment are ' +
        'stored, fuelled or repaired.',
    ),
    subtitle('Used oil and fluids'),
    check('Used oil tanks and containers labelled "Used Oil", closed and not leaking', {
      na: false,
      priority: 'High',
    }),
    check('Used oil tank on secondary containment; containment clean and dry'),
    check('Used oil filters hot-drained and kept in a closed, labelled container'),
    check('Used antifreeze collected in a closed, labelled container for recycling'),
    check('Parts washer lid closed; solvent serviced by the vendor, service records kept'),
    check('New oil and lubricant drums closed, labelled and on containment'),
    check('Drip pans and funnels used; no funnels left open in drums'),
    subtitle('Batteries, tires and universal waste'),
    check('Lead-acid batteries stored upright, under cover, on containment'),
    check('Universal waste batteries and lamps in closed containers, labelled and dated (less than 1 year)'),
    check('Scrap tires stored under cover or removed regularly; no standing water in tires'),
    check('Aerosol cans emptied and managed as universal waste or punctured with an approved device'),
    check('Scrap metal containers covered'),
    subtitle('Floor drains and oil-water separator'),
    check('Floor drains connected only to the oil-water separator or sanitary sewer; no oil in drains', {
      na: false,
      priority: 'High',
      hint: 'A shop floor drain to a storm drain, ditch or dry well is an illegal discharge (Class V well).',
    }),
    check('Oil-water separator: oil and sludge below the pump-out level; pump-out records on file'),
    check('Shop floor clean; absorbent used on drips; no oil tracked outside'),
    check('Wash bay water goes to the separator or recycle system; no discharge outside', {
      priority: 'High',
    }),
    subtitle('Hazardous materials and records'),
    noIsProblem('Are Safety Data Sheets available for every chemical in the shop?'),
    check('All containers and drums labelled with contents and hazards'),
    check('Flammable liquids stored in a flammable cabinet or safety cans'),
    noIsProblem('Is the spill kit in place and fully stocked?'),
    check('Hazardous waste containers closed, labelled "Hazardous Waste" and dated', { priority: 'High' }),
    noIsProblem('Are manifests and recycling receipts (used oil, filters, antifreeze, batteries) on file?'),
    subtitle('Outside areas'),
    check('Outside equipment and parts storage: no leaks; drip pans under leaking units'),
    check('Dumpster lids closed; no liquids or oily waste in dumpsters'),
    check('Storm drains near the shop clean, with no staining'),
    yesIsProblem('Is there evidence of a non-stormwater discharge from the shop area?', { priority: 'High' }),
    comments('Comments and corrective actions'),
  ],
};
