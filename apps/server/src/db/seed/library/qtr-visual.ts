import {
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
  yesIsProblem,
} from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';

export const COLOURS = [
  'Clear / colourless',
  'Light brown / tan',
  'Dark brown / muddy',
  'Gray / milky',
  'Other',
];
export const CLARITY = ['Clear', 'Slightly cloudy', 'Cloudy', 'Opaque'];

/** Quarterly visual assessment of a stormwater discharge, per outfall (spec 2 §3: 24 numbered questions). */
export const qtrVisual: LibraryForm = {
  key: 'qtr-visual',
  name: 'QTR Visual',
  parentId: LIBRARY_PARENT_IDS.qtrVisual,
  permitType: 'Water',
  frequency: 'Quarterly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'Inspections',
  declarationRequired: true,
  pointSources: OUTFALLS,
  questions: [
    title('Quarterly Visual Stormwater Assessment'),
    paragraph(
      'Collect the sample from a qualifying storm event (more than 0.1 inch of rain, at least 72 hours after the ' +
        'previous measurable storm) within the first 30 minutes of discharge, or as soon as practicable and no ' +
        'later than 60 minutes.',
      'Look at the sample in a clean, clear glass jar in good light, away from direct sunlight.',
    ),
    date('Date of the assessment'),
    text('Assessment made by (name and title)'),
    {
      type: 'ObjectiveType',
      text: 'Was a qualifying discharge from this outfall sampled this quarter?',
      choices: YES_NO,
      sub: [
        {
          on: 'No',
          questions: [comments('Explain why (no qualifying storm, adverse weather, frozen conditions)')],
        },
      ],
    },
    {
      type: 'ObjectiveType',
      text: 'Is this outfall substantially identical to another outfall (assessed there instead)?',
      choices: YES_NO,
      sub: [
        {
          on: 'Yes',
          questions: [text('Which outfall was assessed, and why is it substantially identical?')],
        },
      ],
    },

    subtitle('Storm event and sample'),
    date('Date of the storm event'),
    text('Rainfall amount (inches)', 'From the site rain gauge.'),
    noIsProblem('Was the storm a qualifying event (more than 0.1 inch, 72 hours since the last one)?', {
      na: true,
    }),
    time('Time the discharge began'),
    time('Time the sample was collected'),
    time('Time the sample was examined'),
    noIsProblem('Was the sample collected within the first 30 minutes of discharge?', {
      na: true,
      detail: [comments('Explain why the sample was collected later')],
    }),
    dropdown('Nature of the discharge', ['Rainfall runoff', 'Snowmelt']),
    text('Sample collected by (name)'),

    subtitle('Visual observations'),
    dropdown('Colour', COLOURS),
    yesIsProblem('Is there an odour?', { detail: [comments('Describe the odour and its likely source')] }),
    dropdown('Clarity', CLARITY),
    yesIsProblem('Are floating solids present?'),
    yesIsProblem('Are settled solids present?'),
    yesIsProblem('Are suspended solids present?'),
    yesIsProblem('Is foam present?'),
    yesIsProblem('Is an oil sheen present?', { priority: 'High' }),
    yesIsProblem('Are there other obvious indicators of stormwater pollution?'),

    subtitle('Results and corrective action'),
    yesIsProblem('Do the observations show pollution that needs corrective action?', {
      priority: 'High',
      detail: [
        comments('Probable sources of the pollution'),
        comments('Corrective actions and SWPPP / BMP changes'),
        date('Corrective action complete date'),
      ],
    }),
    comments('Additional comments'),
  ],
};
