import {
  comments,
  dropdown,
  paragraph,
  subtitle,
  text,
  title,
  yesIsProblem,
  choice,
  YES_NO,
} from './choices';
import { LIBRARY_PARENT_IDS } from './parent-ids';
import type { LibraryForm } from './types';
import { observationConditions } from './visible-emissions';

/**
 * Visible opacity of the brewery powerhouse (boiler) stacks. Spec 3 §2.2: the opacity report carries the
 * Powerhouse Supervisor and EHS Manager signatures.
 */
export const breweryVisibleOpacity: LibraryForm = {
  key: 'brewery-visible-opacity',
  name: 'Visible Opacity',
  parentId: LIBRARY_PARENT_IDS.breweryOpacity,
  permitType: 'Air',
  frequency: 'Monthly',
  facilityTypes: ['Others'],
  inspectionType: 'Inspections',
  declarationRequired: false,
  questions: [
    title('Powerhouse Visible Opacity Observation'),
    paragraph(
      'Observe each boiler stack while the boiler is firing, using EPA Method 9: 24 readings at 15-second ' +
        'intervals, averaged over 6 minutes.',
      'Fuel-oil firing and soot blowing are the most likely times for smoke; observe during them when they occur.',
    ),
    ...observationConditions,
    subtitle('Boiler stacks'),
    text('Boilers firing during the observation (boiler numbers)'),
    dropdown('Fuel being fired', ['Natural gas', 'Fuel oil', 'Natural gas and fuel oil', 'Biogas']),
    choice('Was soot blowing in progress during the observation?', YES_NO),
    text('Stack observed'),
    text('Plume colour and whether water vapour (steam) was present'),
    text(
      'Highest 6-minute average opacity (%)',
      'Read opacity where the condensed steam plume has dissipated.',
    ),
    yesIsProblem('Does the opacity exceed the permit limit (typically 20%)?', {
      priority: 'High',
      hint: 'An exceedance is a permit deviation: notify the EHS Manager the same day.',
      detail: [comments('Cause and corrective action taken'), text('Deviation reported to (agency), date')],
    }),
    yesIsProblem('Were there any boiler upsets, trips or burner problems since the last observation?', {
      detail: [comments('Describe the event, its duration and the corrective action')],
    }),
    comments('Comments'),
  ],
};
