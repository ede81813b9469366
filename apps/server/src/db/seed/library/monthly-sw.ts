import {
  check,
  comments,
  date,
  dropdown,
  noIsProblem,
  OUTFALLS,
  paragraph,
  subtitle,
  text,
  time,
  title,
  YES_NO,
  choice,
  yesIsProblem,
} from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

/** Monthly SWPPP site inspection, filled in once per outfall (spec 2 §3: 59 numbered questions). */
export const monthlySw: LibraryForm = {
  key: 'monthly-sw',
  name: 'Monthly Stormwater',
  parentId: LIBRARY_PARENT_IDS.monthlySw,
  permitType: 'Water',
  frequency: 'Monthly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'Inspections',
  declarationRequired: true,
  pointSources: OUTFALLS,
  questions: [
    title('Monthly Stormwater (SWPPP) Inspection'),
    paragraph(
      'Walk the drainage area of the selected outfall and every industrial activity that drains to it.',
      'Answer Needs Work or Yes on a problem item and describe the corrective action; corrective actions must be ' +
        'completed before the next storm event or as soon as practicable, and recorded in the SWPPP.',
    ),
    subtitle('Inspection conditions'),
    text('Inspector name and title'),
    time('Time of inspection'),
    dropdown('Weather at the time of inspection', ['Dry / clear', 'Overcast', 'Rain', 'Snow / ice']),
    choice('Was stormwater discharging from this outfall during the inspection?', YES_NO),
    text('Days since the last rain of more than 0.1 inch'),

    subtitle('Outfall observations'),
    yesIsProblem('Is there a discharge from this outfall in dry weather (non-stormwater flow)?', {
      hint: 'Any flow with no rain in the past 72 hours must be traced to its source.',
      priority: 'High',
    }),
    yesIsProblem('Is the discharge discoloured (gray / milky from cement fines, muddy brown)?', { na: true }),
    yesIsProblem('Is there an unusual odour (petroleum, chemical, sewage)?', { na: true }),
    yesIsProblem('Is the discharge cloudy or turbid (poor clarity)?', { na: true }),
    yesIsProblem('Are floating solids present?', { na: true }),
    yesIsProblem('Is foam present?', { na: true }),
    yesIsProblem('Is an oil sheen present?', { na: true, priority: 'High' }),
    yesIsProblem('Is there erosion or scour at the outfall or in the receiving channel?'),
    yesIsProblem('Are sediment, concrete or cement deposits present at or below the outfall?', {
      priority: 'High',
    }),
    check('Outfall structure, pipe and energy dissipater (rip-rap) condition'),

    subtitle('Sediment and erosion control BMPs'),
    check('Silt fence: trenched in, no tears or sags, sediment below one third of its height'),
    check('Fiber rolls / wattles: staked, in contact with the ground, not overtopped'),
    check('Storm drain inlet protection in place and cleaned of sediment', { priority: 'High' }),
    check('Earthen berms and perimeter controls intact, no breaches'),
    check('Sediment basins / ponds: freeboard available, outlet clear, sediment below clean-out mark'),
    check('Diversion ditches and swales clear and stabilised, no erosion'),
    check('Rock check dams intact and not silted up'),
    check('Stabilised entrance / rumble grate: rock or grate not clogged with fines'),
    check('Disturbed and slope areas stabilised (vegetation, rock, mulch), no rills or gullies'),
    check('Concrete wash-out containment (pits / reclaimer) intact, with no overflow', { priority: 'High' }),

    subtitle('Material storage areas'),
    check('Aggregate and sand stockpiles kept in bins / away from drains, with perimeter controls'),
    check('Cement / fly ash silos and transfer points free of spilled material'),
    check('Admixture tanks labelled, on secondary containment, no leaks'),
    check('Fuel and oil tank containment free of oil and water; drain valves closed and locked', {
      priority: 'High',
    }),
    check('Drums and containers closed, labelled and stored under cover on containment'),
    check('Returned / waste concrete area contained and away from drains'),
    check('Scrap metal, batteries and waste materials stored under cover'),
    check('Curing compounds, form oil and chemicals stored under cover'),
    check('Dumpsters: lids closed, not leaking, no liquids inside'),

    subtitle('Vehicle and equipment areas'),
    check('Fueling area: no spills or stains, spill kit present, nozzles secured'),
    check('Vehicle / equipment maintenance done only in the designated covered area'),
    check('Parked vehicles and equipment not leaking; drip pans used where needed'),
    check('Truck / equipment wash area: all wash water contained and recycled', { priority: 'High' }),
    check('Oil-water separator and floor drains: maintained, no oil carried out'),
    check('Equipment and parts stored outside are covered or on containment'),
    check('Paved areas and haul roads swept; track-out onto public roads controlled'),

    subtitle('Non-stormwater discharges'),
    yesIsProblem(
      'Is any unauthorised non-stormwater discharge occurring (wash water, process water, slurry)?',
      {
        priority: 'High',
      },
    ),
    yesIsProblem('Is there evidence of a past discharge (staining, gray deposits) near drains or outfalls?'),
    yesIsProblem('Have there been any spills or leaks since the last inspection?'),
    noIsProblem('Were all spills cleaned up and recorded in the spill log?', { na: true }),
    noIsProblem('Are the allowable non-stormwater discharges at the site listed in the SWPPP?', {
      hint: 'E.g. fire hydrant flushing, potable water line flushing, uncontaminated groundwater, landscape watering.',
    }),

    subtitle('Good housekeeping'),
    check('Trash and debris picked up; no litter in ditches or drainage'),
    check('Spill kits in place and fully stocked'),
    check('Dust controlled (water truck / sprinklers); no dust leaving the site'),
    noIsProblem('Was rainwater drained from containment inspected for sheen and logged before release?', {
      na: true,
      priority: 'High',
    }),
    noIsProblem('Is the SWPPP on site and current (site map, team, contacts, BMPs)?', { priority: 'High' }),
    noIsProblem('Is employee stormwater training current for this year?'),
    noIsProblem('Are the rain gauge and rainfall log kept up to date?'),

    subtitle('Corrective actions'),
    noIsProblem('Were all corrective actions from the last inspection completed?', {
      na: true,
      priority: 'High',
    }),
    yesIsProblem('Are any new corrective actions required?'),
    comments('Describe the corrective actions required and who is responsible'),
    date('Date the corrective actions are due', 'Before the next storm event, or as soon as practicable.'),
    yesIsProblem('Does any change at the site require the SWPPP to be updated?', {
      detail: [comments('Describe the change and the SWPPP section to update')],
    }),
    comments('Additional comments'),
  ],
};
