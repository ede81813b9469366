import {
  choice,
  comments,
  dropdown,
  noIsProblem,
  paragraph,
  subtitle,
  text,
  time,
  title,
  YES_NO,
  yesIsProblem,
  type ItemOptions,
} from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm, LibraryQuestion } from './types';

export const SKY = ['Clear', 'Partly cloudy', 'Overcast', 'Rain / fog'];

/** Observation conditions of EPA Method 22 / Method 9 (shared with the brewery opacity form). */
export const observationConditions: readonly LibraryQuestion[] = [
  subtitle('Observer and conditions'),
  text('Observer name'),
  noIsProblem('Is the observer Method 9 certified (certificate less than 6 months old)?', {
    na: true,
    hint: 'Method 22 (presence of visible emissions) needs no certification; Method 9 opacity readings do.',
  }),
  time('Observation start time'),
  time('Observation end time'),
  dropdown('Sky conditions', SKY),
  text('Wind direction and approximate speed (mph)'),
  choice(
    'Was the sun behind the observer (within the 140 degree sector)?',
    YES_NO,
    'Keep the line of sight roughly perpendicular to the plume, against a contrasting background.',
  ),
];

const emissionPoint = (question: string, options: ItemOptions = {}): LibraryQuestion =>
  yesIsProblem(question, {
    na: true,
    ...options,
    detail: [
      text('Duration of the visible emissions (minutes and seconds in the observation period)'),
      comments('Cause and corrective action taken'),
    ],
  });

/** Monthly Method 22 check of the emission points of a plant's air permit, with Method 9 when needed. */
export const monthlyVisibleEmissions: LibraryForm = {
  key: 'monthly-visible-emissions',
  name: 'Monthly Visible Emissions',
  parentId: LIBRARY_PARENT_IDS.visibleEmissions,
  permitType: 'Air',
  frequency: 'Monthly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Visible Emissions Observation (EPA Method 22 / Method 9)'),
    paragraph(
      'Observe each emission point listed in the air permit for at least 6 minutes while the plant is ' +
        'operating, and record whether any visible emissions are seen (Method 22).',
      'If visible emissions are seen, correct the cause, or have a certified reader determine the opacity by ' +
        'Method 9 (24 readings at 15-second intervals) and compare the 6-minute average with the permit limit.',
    ),
    ...observationConditions,
    subtitle('Emission points (Method 22)'),
    emissionPoint('Cement / fly ash silo vents: visible emissions seen?', { priority: 'High' }),
    emissionPoint('Central dust collector / baghouse stack: visible emissions seen?', { priority: 'High' }),
    emissionPoint('Truck loading point: visible emissions seen?', { priority: 'High' }),
    emissionPoint('Asphalt dryer baghouse stack: visible emissions seen?', { priority: 'High' }),
    emissionPoint('Asphalt silo load-out and drum discharge: blue smoke seen?'),
    emissionPoint('Crushers, screens and transfer points: fugitive emissions seen?', { priority: 'High' }),
    emissionPoint('Conveyors, stackers and stockpiles: fugitive emissions seen?'),
    emissionPoint('Haul roads and yard: fugitive dust seen?'),
    yesIsProblem('Is visible dust crossing the property line?', { priority: 'High' }),
    subtitle('Method 9 opacity (when emissions were seen)'),
    text('Emission point read'),
    text(
      'Highest 6-minute average opacity (%)',
      'Compare with the opacity limit in the permit (e.g. 20% for many stacks, 7% or 12% for NSPS OOO crushing ' +
        'and screening fugitives).',
    ),
    yesIsProblem('Does the opacity exceed the permit limit?', {
      na: true,
      priority: 'High',
      hint: 'An exceedance is a permit deviation: report it to the Environmental Manager the same day.',
      detail: [comments('Cause and corrective action taken'), text('Deviation reported to (agency), date')],
    }),
    comments('Comments'),
  ],
};
