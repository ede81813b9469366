import { z } from 'zod';
import { validPage } from './api';
import { FLAG_STATUSES } from './flag-rules';
import { FREQUENCIES } from './forms-vocabulary';
import { dbIdText } from './ids';

/**
 * Corrective-action follow-up (spec 2 §2.2, spec 3 §2.7 and §3 'Associations'): a Monthly form begun as the
 * follow-up of a plant's open flags is linked to the flags it answers (docs/decisions.md, 'Corrective-action
 * follow-up'). Linking does not close a flag: closing needs a remark and a date (`POST /markflagged`).
 */

/** The most flags one submission may follow up, and the most the chooser lists (the newest reports first). */
export const FOLLOW_UP_FLAGS_MAX = 200;

/** Texts of the follow-up that the spec does not quote, except the modal's question (spec 2 §2.2, spec 3 §2.5). */
export const followUpMessages = {
  /** spec 2 §2.2, spec 3 §2.5. */
  question: 'Is this a corrective action follow-up form?',
  /** spec 3 §2.5 'Select Form Type'. */
  modalTitle: 'Select Form Type',
  modalHint: (count: number) =>
    `This plant has ${count} open flag${count === 1 ? '' : 's'}. Answer Yes to link this form to the flags it follows up.`,
  chooserTitle: 'This form follows up these flags',
  chooserHint:
    'The flags checked here are linked to this form when it is submitted. Linking does not close a flag: close it on its report with a comment and a date.',
  chooserEmpty: 'This plant has no open flags.',
  chooserMore: (shown: number, total: number) => `Showing the ${shown} newest of ${total} open flags.`,
  chooserNone: 'No flag is checked: the form will be submitted without follow-up links.',
  overdue: 'Overdue',
  followUpOf: 'Follow-up of:',
  followedUpBy: 'Followed up by:',
  notOpen: (ids: number[]) =>
    `Only open flags of this plant can be followed up; not: ${ids.join(', ')}. Reload the flags and try again.`,
  monthlyOnly: 'Only a Monthly form can be a corrective action follow-up form.',
  onlyWhenSubmitted: 'Follow-up links are made when the form is first submitted.',
  tooMany: `A form can follow up at most ${FOLLOW_UP_FLAGS_MAX} flags.`,
} as const;

export const openFlagsParams = z.object({ plantId: dbIdText });

/** An open flag of a plant, as the follow-up chooser lists it. */
export const openFlag = z.object({
  flagId: z.number().int(),
  inspectionId: z.number().int(),
  formId: z.string(),
  inspectionName: z.string(),
  frequency: z.enum(FREQUENCIES),
  /** ISO: the date the flagged report is for. */
  inspectionDate: z.string(),
  /** ISO moment the flagged report was first submitted (the close-by days count from its day). */
  submittedAt: z.string(),
  pointSource: z.string().nullable(),
  questionId: z.number().int(),
  question: z.string(),
  moduleIndex: z.number().int(),
  answer: z.string(),
  /** ISO: the last day to close it (submission day + the organisation's close-by days). */
  dueDate: z.string(),
  overdue: z.boolean(),
});
export type OpenFlag = z.infer<typeof openFlag>;

/** `GET /plants/{plantId}/openflags`: the lists' envelope — the plant's newest open flags, how many in all. */
export const plantOpenFlagsAnswer = validPage(openFlag);
export type PlantOpenFlags = { data: OpenFlag[]; TotalCount: number };

const linkedReport = {
  inspectionId: z.number().int(),
  formId: z.string(),
  inspectionName: z.string(),
  frequency: z.enum(FREQUENCIES),
  /** ISO. */
  inspectionDate: z.string(),
};

/** On a follow-up report: a flag it follows up, with the report that raised it ('Follow-up of'). */
export const followedFlag = z.object({
  ...linkedReport,
  flagId: z.number().int(),
  questionId: z.number().int(),
  question: z.string(),
  moduleIndex: z.number().int(),
  answer: z.string(),
  status: z.enum(FLAG_STATUSES),
});
export type FollowedFlag = z.infer<typeof followedFlag>;

/** On a flagged report: a follow-up form linked to one of its flags ('Followed up by'; spec 3 §3 Associations). */
export const flagAssociation = z.object({
  ...linkedReport,
  flagId: z.number().int(),
  questionId: z.number().int(),
  question: z.string(),
  moduleIndex: z.number().int(),
  linkedAt: z.string(),
});
export type FlagAssociation = z.infer<typeof flagAssociation>;
