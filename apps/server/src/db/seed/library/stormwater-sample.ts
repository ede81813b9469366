import {
  choice,
  comments,
  date,
  dropdown,
  OUTFALLS,
  paragraph,
  subtitle,
  text,
  time,
  title,
  yesIsProblem,
} from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import { CLARITY, COLOURS } from './qtr-visual';
import type { LibraryForm } from './types';

/**
 * The water-sample report (spec 3 §2.2: colour, clarity, oil sheen, odour, floating, suspended and settled
 * solids, foam; signed by the collector), with the benchmark monitoring results from the laboratory.
 */
export const stormwaterSampleReport: LibraryForm = {
  key: 'stormwater-sample-report',
  name: 'Stormwater Sample Report',
  parentId: LIBRARY_PARENT_IDS.stormwaterSample,
  permitType: 'Water',
  frequency: 'Quarterly',
  facilityTypes: ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'],
  inspectionType: 'Inspections',
  declarationRequired: true,
  pointSources: OUTFALLS,
  questions: [
    title('Stormwater Sample Report'),
    paragraph(
      'Take a grab sample from a qualifying storm event in the laboratory bottles, with the preservative the ' +
        'laboratory supplied, and deliver it on ice under chain of custody within the holding time.',
      'pH must be measured within 15 minutes of collection (field meter) or the result is not valid.',
    ),
    subtitle('Sample collection'),
    date('Sample date'),
    time('Sample time'),
    time('Time the discharge began'),
    text('Rainfall amount (inches)'),
    choice('Sample type', ['Grab', 'Composite']),
    text('Collector name'),
    text('Laboratory name'),
    text('Chain-of-custody number'),
    subtitle('Visual observations'),
    dropdown('Colour', COLOURS),
    dropdown('Clarity', CLARITY),
    yesIsProblem('Is an oil sheen present?', { priority: 'High' }),
    yesIsProblem('Is there an odour?'),
    yesIsProblem('Are floating solids present?'),
    yesIsProblem('Are suspended solids present?'),
    yesIsProblem('Are settled solids present?'),
    yesIsProblem('Is foam present?'),
    subtitle('Laboratory results'),
    text('pH (standard units)', 'Benchmark range 6.0 to 9.0 s.u. unless the permit says otherwise.'),
    text('Total suspended solids, TSS (mg/L)', 'Typical benchmark 100 mg/L.'),
    text('Oil and grease, O&G (mg/L)', 'Typical limit 15 mg/L.'),
    text('Total iron (mg/L), if required', 'Concrete products sector benchmark 1.0 mg/L.'),
    comments('Other parameters: name, result and units'),
    date('Date the laboratory results were received'),
    yesIsProblem('Does any result exceed a benchmark or permit limit?', {
      priority: 'High',
      hint: 'A benchmark exceedance requires a review of the SWPPP and the BMPs, usually within 30 days.',
      detail: [
        comments('Parameters exceeded, results and benchmark values'),
        comments('Corrective actions and SWPPP / BMP changes'),
        date('Corrective action complete date'),
      ],
    }),
    comments('Comments'),
  ],
};
