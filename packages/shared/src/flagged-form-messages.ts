import { FLAGGED_FORMS_MENU, flagMessages } from './flag-rules';
import { FREQUENCIES, type Frequency } from './forms-vocabulary';
import { inspectionMessages } from './inspection-limits';

/**
 * Flagged forms (spec 3 §2.7; docs/decisions.md 'Flagged forms'): an inspection with at least one flag that
 * is not withdrawn; Complete once all those flags are closed, Incomplete while one is open.
 */
export const FLAGGED_FORM_STATES = ['complete', 'incomplete'] as const;
export type FlaggedFormState = (typeof FLAGGED_FORM_STATES)[number];
export type FlaggedFormType = Frequency;
export const FLAGGED_FORM_SORTS = ['submittedDate', 'dateCompleted'] as const;
export type FlaggedFormSort = (typeof FLAGGED_FORM_SORTS)[number];
export const FLAGGED_FORM_DEFAULTS = {
  searchFor: 'complete',
  formType: 'Daily',
  sortIndex: 'submittedDate',
  isAsc: false,
} as const;

/** Texts of the flagged forms (spec 3 §2.7); those the spec does not quote are in docs/decisions.md. */
export const flaggedFormMessages = {
  menu: FLAGGED_FORMS_MENU,
  titles: { complete: 'Completed Flagged Form', incomplete: 'Incomplete Flagged Forms' },
  detailTitles: { complete: 'Complete Flagged Form Details', incomplete: 'Incomplete Flagged Form Details' },
  empty: { complete: 'No Completed Flagged forms found', incomplete: 'No InComplete Flagged forms found' },
  searchPlaceholder: 'Enter region, completed by, date completed or form type to search...',
  stateLabels: { complete: 'Complete', incomplete: 'Incomplete' },
  overdue: 'Overdue',
  noImage: 'No Image Attached to this form.',
  noSignature: inspectionMessages.noSignature,
  certification: inspectionMessages.declaration,
  showFollowUp: 'Show FollowUp Form',
  notAvailable: 'NA',
  needsWork: 'Needs work',
  pseudo: { submittedBy: 'Submitted By', submissionDate: 'Submission Date', plantId: 'Plant Id' },
  completedBy: 'Completed By',
  followUpComments: 'Follow Up Comments',
  dateCompleted: 'Date Completed',
  followUpPhoto: 'Follow-up photo',
  notFound: 'Flagged form not found.',
  badType: `The form type must be one of: ${FREQUENCIES.join(', ')}.`,
  badState: 'The category must be complete or incomplete.',
  badPage: 'The page number must be a whole number from 1.',
  badSort: `Sort by one of: ${FLAGGED_FORM_SORTS.join(', ')}.`,
  commentsRequired: flagMessages.commentsRequired,
} as const;
