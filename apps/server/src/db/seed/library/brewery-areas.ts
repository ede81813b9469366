import { check, comments, noIsProblem, subtitle, title, yesIsProblem } from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

const brewery = {
  facilityTypes: ['Others'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  frequency: 'Weekly',
} as const;

/** Brewing (kettle) roof vents and roof area. */
export const breweryRoofVent: LibraryForm = {
  ...brewery,
  key: 'brewery-brewing-roof-vent',
  name: 'Brewing Roof Vent',
  parentId: LIBRARY_PARENT_IDS.breweryRoofVent,
  permitType: 'Air',
  questions: [
    title('Brewing Roof Vent Inspection'),
    subtitle('Vents and stacks'),
    check('Kettle / wort boil vapour stacks: condensers and vapour recovery working'),
    yesIsProblem('Are there visible emissions other than steam from any roof vent?', { priority: 'High' }),
    yesIsProblem('Is there a strong odour at the property line from the roof vents?'),
    check('Exhaust fans and vent caps: in place and undamaged'),
    check('CO2 and fermentation vents: discharging above the roof, unobstructed'),
    check('Refrigeration relief vent lines: caps in place, no ammonia odour', { priority: 'High' }),
    subtitle('Roof area'),
    check('No spent grain, wort, yeast or condensate on the roof'),
    check('Roof drains and gutters clear; no product in the roof drainage', { priority: 'High' }),
    check('Dust collector and grain handling equipment on the roof: no dust build-up'),
    comments('Comments and corrective actions'),
  ],
};

/** Filter cellar: diatomaceous earth (kieselguhr) filtration and CIP chemicals. */
export const breweryFilterCellar: LibraryForm = {
  ...brewery,
  key: 'brewery-filter-cellar-area',
  name: 'Filter Cellar Area',
  parentId: LIBRARY_PARENT_IDS.breweryFilterCellar,
  permitType: 'Waste',
  questions: [
    title('Filter Cellar Area Inspection'),
    subtitle('Filter aid and spent filter media'),
    check('Diatomaceous earth (DE) bags stored closed, off the floor, in a dry area'),
    check('DE dosing station dust collection working; no DE dust on surfaces', {
      hint: 'DE contains crystalline silica: keep dust down and use the required respirators.',
    }),
    check('Spent DE / filter cake collected in a closed container, not washed to the drain', {
      priority: 'High',
    }),
    noIsProblem('Are spent filter media disposal or reuse records up to date?'),
    subtitle('Chemicals and drains'),
    check('CIP caustic, acid and sanitiser containers closed, labelled and on containment'),
    check('Chemical transfer hoses and pumps: no leaks'),
    check('Floor and trench drains clear, going only to the process sewer / pretreatment'),
    yesIsProblem('Were there any beer, yeast or chemical spills to the drains since the last inspection?', {
      priority: 'High',
      detail: [comments('Material, estimated volume, and pretreatment / POTW notification if required')],
    }),
    check('Eyewash and safety shower working; spill kit stocked'),
    comments('Comments and corrective actions'),
  ],
};

/** Brewhouse: mash, lauter, kettle and whirlpool, and high-strength waste streams. */
export const breweryBrewhouse: LibraryForm = {
  ...brewery,
  key: 'brewery-brewhouse-area',
  name: 'Brewhouse Area',
  parentId: LIBRARY_PARENT_IDS.breweryBrewhouse,
  permitType: 'Water',
  questions: [
    title('Brewhouse Area Inspection'),
    subtitle('Process and waste streams'),
    check('Spent grain conveyed to the spent grain silo; none washed to the drains', { priority: 'High' }),
    check('Trub and spent hops collected for disposal or feed, not sent to the sewer', { priority: 'High' }),
    check('Mash tun, lauter tun, kettle and whirlpool: no leaks at valves, gaskets and manways'),
    check('Wort and hot liquor lines: no leaks'),
    check('Floor and trench drains clear, screens in place'),
    yesIsProblem('Were there any wort or product dumps or spills to the drains since the last inspection?', {
      priority: 'High',
      detail: [comments('Material, estimated volume, and pretreatment / POTW notification if required')],
    }),
    subtitle('Chemicals and outside areas'),
    check('CIP chemicals closed, labelled and on containment'),
    check('Spent grain silo and truck load-out: no spillage on the ground or in storm drains'),
    check('Outside storm drains near the brewhouse clean, no product residue'),
    comments('Comments and corrective actions'),
  ],
};

/** Grains unloading: malt / adjunct receiving, dust control and combustible dust. */
export const breweryGrainsUnloading: LibraryForm = {
  ...brewery,
  key: 'brewery-grains-unloading-area',
  name: 'Grains Unloading Area',
  parentId: LIBRARY_PARENT_IDS.breweryGrainsUnloading,
  permitType: 'Air',
  questions: [
    title('Grains Unloading Area Inspection'),
    subtitle('Dust control'),
    check('Receiving pit dust collector / aspiration running during unloading', { priority: 'High' }),
    yesIsProblem('Are there visible emissions from the dust collector outlet or silo bin vents?', {
      priority: 'High',
    }),
    check('Dust collector pressure drop normal; bags cleaned'),
    check('Unloading boot / shroud on the truck or railcar outlet'),
    subtitle('Housekeeping and combustible dust'),
    check('Spilled grain cleaned up in the pit, on the apron and around silos'),
    check('Grain dust layers removed from ledges and equipment', {
      hint: 'Accumulated grain dust is a combustible dust hazard.',
    }),
    check('Bucket elevator and conveyor covers, belt alignment and speed sensors working'),
    check('Explosion vents and isolation devices unobstructed'),
    check('Storm drains near the unloading area protected from grain and dust'),
    comments('Comments and corrective actions'),
  ],
};
