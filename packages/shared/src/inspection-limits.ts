import { HALF_YEAR_SLOTS } from './answer-slots';
import type { Frequency } from './forms-vocabulary';
import { messages } from './messages';
import { deleteModuleConfirm } from './modules';
import { dateQuestionLimit, mondayOf } from './periods';
import { plantMessages } from './plant-messages';

/** Limits, timings and texts of the inspection screens (spec 2 §5, §8, §9). */
/** Attachment types the fill-in accepts (spec 2 §5), checked by content on the server. */
export const ATTACHMENT_TYPES = [
  'jpeg',
  'png',
  'jpg',
  'mp4',
  'm4v',
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'csv',
  'txt',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** Limits the spec does not give (docs/decisions.md, 'Inspections'). */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
export const ATTACHMENTS_PER_INSPECTION = 30;
export const SIGNATURE_MAX_BYTES = 512 * 1024;
export const MAX_MODULES = 50;
export const ATTACHMENT_THUMBNAIL = 100;
export const SIGNATURE_CANVAS = { width: 327, height: 150 } as const;
/** The five bundled script fonts a typed signature is drawn in (spec 2 §9). */
export const SIGNATURE_FONTS = [
  'Dancing Script',
  'Great Vibes',
  'Allura',
  'Sacramento',
  'Homemade Apple',
] as const;
export type SignatureFont = (typeof SIGNATURE_FONTS)[number];

/** Timings of the inspection screens (spec 2 §8, §9). */
export const inspectionTimings = {
  plantModalDelay: 2000,
  attachmentError: 4500,
  failureRedirect: 14000,
} as const;

/** Inspections dated on or before this day show their permanent-facility answer; later ones show NA. */
export const PERMANENT_SHOWN_UNTIL = '2024-11-30';

export const inspectionMessages = {
  submitted: messages.formSubmitted,
  selectPointSource: plantMessages.selectPointSource,
  addSignature: messages.addSignature,
  noInspections: plantMessages.noInspections,
  noAttachments: 'No Attachments to this form.',
  noSignature: 'No Signature Attached',
  attachmentGone: (name: string) =>
    `The attachment ${name} is no longer available: it was saved on another inspection or removed. Attach it again.`,
  signatureGone: 'The signature is no longer available. Sign again.',
  attachmentTypes: (count: number) =>
    `Only ${ATTACHMENT_TYPES.join(', ')} files allowed. ${count} file(s) CANNOT be upload.`,
  plantInfoTitle: (plantId: string) => `Plant Info for Plant Id ${plantId}`,
  deleteModuleConfirm,
  declaration:
    'I certify under penalty of law that this document and all attachments were prepared under my direction or ' +
    'supervision in accordance with a system designed to assure that qualified personnel properly gathered and ' +
    'evaluated the information submitted. Based on my inquiry of the person or persons who manage the system, or ' +
    'those persons directly responsible for gathering the information, the information submitted is, to the best ' +
    'of my knowledge and belief, true, accurate, and complete. I am aware that there are significant penalties for ' +
    'submitting false information, including the possibility of fine and imprisonment for knowing violations.',
  /** Texts the spec does not quote (docs/decisions.md, 'Inspections'). */
  declarationSignature: 'This form must be signed: add and save your signature under the certification.',
  staleVersion:
    'Someone else saved this inspection while you were editing it. Your answers were not saved; they are kept on this page. Reload to see the saved version, then enter your changes again.',
  alreadyFilled:
    'This form has already been filled in for this period. Open it again from the plant to edit the saved inspection.',
  /** What the fill-in says when it opens the saved inspection after an 'already filled' answer. */
  alreadyFilledOpened:
    'This form was already saved for this period: the saved inspection is open. Your answers are kept as a draft.',
  submitFailed:
    'The form could not be saved. Your answers are kept on this device and will be offered when you open this form again.',
  draftFound: (savedAt: string) => `You have answers for this form that were not saved (${savedAt}).`,
  restoreDraft: 'Restore them',
  discardDraft: 'Discard',
  leaveFormTitle: 'Leave this form?',
  leaveForm:
    'Your answers are not submitted. They stay on this device and are offered when you open this form again.',
  /** Uploads a restored draft named that were removed (not saved within a day). */
  draftUploadsGone: (attachments: readonly string[], signature: boolean) =>
    [
      'Some uploads of these answers were removed because they were not saved within a day.',
      attachments.length ? `Attach again: ${attachments.join(', ')}.` : '',
      signature ? 'Sign again.' : '',
    ]
      .filter(Boolean)
      .join(' '),
  editedAfterSigning: (name: string, when: string) =>
    `Changed by ${name} on ${when}, after it was signed. The signature covers the answers as they were when signed.`,
  formInactive: 'This form is In-Active for the plant: no new inspection can be started.',
  plantInactive:
    'This plant is In-Active: no new inspection can be started. Saved inspections can still be edited.',
  housekeepingHidden: 'Housekeeping is turned off for this organisation.',
  notAssigned: 'This form is not chosen for this plant.',
  dateNotAllowed: 'This date cannot be chosen for this form.',
  permanentLabel: 'Permanent facility',
  lowScoreLabel: 'List all items scored =<3',
  priorScoreLabel: 'Prior scorecard',
  totalScoreLabel: 'Total Score',
  addMore: 'Add More',
} as const;

/** The extension a file name claims, lower case ('' when none). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const isAcceptedAttachment = (fileName: string): boolean =>
  (ATTACHMENT_TYPES as readonly string[]).includes(extensionOf(fileName));

/** The images among attachments show themselves; other files show an icon of their type. */
export const isImageAttachment = (contentType: string): boolean => contentType.startsWith('image/');

/** The Date questions that record when a repair was completed (spec 2 §5), known by their wording. */
export const REPAIR_COMPLETE_PATTERN = /repair complete/i;

export interface DateBounds {
  min?: string;
  max: string;
}

/**
 * The dates a Date question accepts (spec 2 §5), in the fill-in and on the server: up to a year ahead; a
 * repair-complete date no earlier than the start of the period it belongs to (the ISO week, the half-year
 * of a '12 Month' slot, the year, the month) and, on monthly forms, no later than today.
 */
export function dateQuestionBounds(
  question: string,
  frequency: Frequency,
  formDate: string,
  todayIso: string,
  slot?: string,
): DateBounds {
  const max = dateQuestionLimit(todayIso);
  if (!REPAIR_COMPLETE_PATTERN.test(question)) return { max };
  const year = formDate.slice(0, 4);
  switch (frequency) {
    case 'Weekly':
      return { min: mondayOf(formDate), max };
    case 'Monthly':
      return { min: `${formDate.slice(0, 7)}-01`, max: todayIso };
    case 'Yearly':
      return { min: slot === HALF_YEAR_SLOTS[1] ? `${year}-07-01` : `${year}-01-01`, max };
    default:
      return { max };
  }
}
