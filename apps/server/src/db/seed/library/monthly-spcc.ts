import {
  check,
  choice,
  comments,
  noIsProblem,
  paragraph,
  subtitle,
  text,
  title,
  YES_NO,
  yesIsProblem,
} from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

/** Monthly SPCC inspection of oil storage (40 CFR 112.8; spec 2 §3: 28 numbered questions). */
export const monthlySpcc: LibraryForm = {
  key: 'monthly-spcc',
  name: 'Monthly SPCC',
  parentId: LIBRARY_PARENT_IDS.monthlySpcc,
  permitType: 'Water',
  frequency: 'Monthly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'Inspections',
  declarationRequired: true,
  questions: [
    title('Monthly SPCC Inspection'),
    paragraph(
      'Inspect every aboveground oil container of 55 gallons or more, its containment, piping and the ' +
        'loading / unloading area, as listed in the SPCC Plan.',
      'Keep this record with the SPCC Plan for at least 3 years.',
    ),
    subtitle('Aboveground storage tanks'),
    check('Tank shell: no leaks, drips, weeps or stains', { priority: 'High' }),
    check('Tank exterior: no rust, corrosion, blistering or peeling coating'),
    check('Tank supports and foundation: no settlement, cracks or corrosion'),
    check('Tank labels (contents, capacity, hazard placard) legible'),
    check('Level gauges and overfill alarms / vent whistles working'),
    check('Normal and emergency vents clear and unobstructed'),
    check('Double-wall tanks: interstitial monitor shows no product and no alarm'),

    subtitle('Secondary containment'),
    check('Dike / containment walls and floor: no cracks, holes, gaps or deterioration', {
      priority: 'High',
    }),
    noIsProblem('Is the containment free of oil, sheen and debris?', { priority: 'High' }),
    noIsProblem('Are the containment drain valves closed and locked?', { na: true, priority: 'High' }),
    choice('Is there accumulated rainwater in the containment?', YES_NO),
    noIsProblem(
      'Was all water drained from containment this month checked for sheen and entered in the drainage log?',
      {
        na: true,
        priority: 'High',
        hint: 'Log date, estimated volume, sheen check result and who drained it; relock the valve afterwards.',
      },
    ),

    subtitle('Piping, valves and pumps'),
    check('Aboveground piping: no leaks, corrosion or damage'),
    check('Valves, flanges, fittings and gaskets: no leaks'),
    check('Pipe supports in good condition'),
    check('Pumps and hoses: no leaks, hoses not cracked or worn'),
    check('Dispensing nozzles hung up off the ground; drip pans in place'),

    subtitle('Drums and portable containers'),
    check('Drums (oil, hydraulic fluid, used oil) closed, labelled and not leaking'),
    check('Drums stored on spill pallets or in a contained, covered area'),
    check('Totes and portable containers (admixture, lubricants) sound and on containment'),

    subtitle('Loading and unloading areas'),
    check('Tank truck loading / unloading area: no stains or spills; curbing or drip pans in place'),
    noIsProblem('Are drain covers or valves available and used during fuel deliveries?', { na: true }),
    noIsProblem('Is every delivery attended for its whole duration?', { na: true }),

    subtitle('Spill response and records'),
    noIsProblem('Are the spill kits in place and fully stocked?', { priority: 'High' }),
    noIsProblem('Is the SPCC Plan on site, certified and within its 5-year review?', { priority: 'High' }),
    noIsProblem('Has the annual discharge prevention briefing been held for oil-handling staff?'),
    yesIsProblem('Has any oil discharge occurred since the last inspection?', {
      priority: 'High',
      detail: [
        comments('Describe the discharge: date, oil type, estimated gallons, cause and clean-up'),
        text('Agency notified, date and report number (if reportable)'),
      ],
    }),
    comments('Comments and corrective actions'),
  ],
};
