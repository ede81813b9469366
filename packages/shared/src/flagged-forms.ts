import { z } from 'zod';
import { FLAGGED_FORM_SORTS, flaggedFormMessages } from './flagged-form-messages';
import { FREQUENCIES } from './forms-vocabulary';
import { dbIdText } from './ids';
import { attachmentInfo, signatureInfo } from './inspections';
import { LIBRARY_PARENT_IDS } from './library-parent-ids';
import { sanitizeSearch } from './lists';

/** The legal certification and signature show for the stormwater monthly and maintenance shop families. */
export const CERTIFIED_FLAGGED_PARENTS: readonly string[] = [
  LIBRARY_PARENT_IDS.monthlySw,
  LIBRARY_PARENT_IDS.shopInspection,
];

/** The Type column: the form's name, its point source in brackets when it has one. */
export const flaggedFormType = (inspectionName: string, pointSource: string | null): string =>
  pointSource ? `${inspectionName} (${pointSource})` : inspectionName;

/** 'Needs work-...' in an answer, in any case (spec 3 §2.7), shows the needs-work icon. */
export const answerNeedsWork = (answer: string): boolean => /needs work-/i.test(answer);

const norm = (text: string) => text.trim().replace(/:$/, '').trim().toLowerCase();

/**
 * The form's own questions as the detail shows them (spec 3 §2.7): its 'Submitted By' question (the second
 * one, after the pseudo-question) and its 'Date' question are hidden; 'Actions Taken' gets a trailing colon.
 */
export function flaggedQuestionShown(question: string): boolean {
  const key = norm(question);
  return key !== 'submitted by' && key !== 'date';
}
export const flaggedQuestionLabel = (question: string): string =>
  norm(question) === 'actions taken' ? 'Actions Taken:' : question;

const pageNum = z.coerce
  .number({ error: flaggedFormMessages.badPage })
  .int(flaggedFormMessages.badPage)
  .min(1, flaggedFormMessages.badPage)
  .max(100_000, flaggedFormMessages.badPage);

/** `GET /flaggedcompleted/{formType}/{pageNum}/{sortIndex}` (and flaggedincomplete). */
export const flaggedFormsParams = z.object({
  formType: z.enum(FREQUENCIES, { error: flaggedFormMessages.badType }),
  pageNum,
  sortIndex: z.enum(FLAGGED_FORM_SORTS, { error: flaggedFormMessages.badSort }),
});
export const flaggedFormsQuery = z.object({
  isAsc: z
    .enum(['true', 'false'], { error: 'isAsc must be true or false.' })
    .default('false')
    .transform((v) => v === 'true'),
  /** Reduced to letters, digits and spaces here too (the client already did). */
  searchText: z.string().max(100).default('').transform(sanitizeSearch),
});
export type FlaggedFormsQuery = z.input<typeof flaggedFormsQuery>;

/** One row of a flagged forms list (spec 3 §3 'flagged list item', with the product's names). */
export const flaggedFormItem = z.object({
  /** The inspection's id (the detail's {id}). */
  id: z.number().int(),
  FormId: z.string(),
  FormType: z.enum(FREQUENCIES),
  /** The form's name with its point source. */
  Type: z.string(),
  inspectionName: z.string(),
  pointSource: z.string().nullable(),
  PlantId: z.string(),
  plantUID: z.number().int(),
  plantName: z.string(),
  Region: z.string(),
  /** The first save (ISO moment): Date Submitted. */
  ActualDate: z.string(),
  /** The latest follow-up date of its flags (ISO date), when complete. */
  DateCompleted: z.string().nullable(),
  CompletedBy: z.string().nullable(),
  openFlags: z.number().int(),
  closedFlags: z.number().int(),
  /** Open flags past the organisation's close-by days. */
  overdue: z.boolean(),
});
export type FlaggedFormItem = z.infer<typeof flaggedFormItem>;

export const flaggedFormsPage = z.object({
  Forms: z.array(flaggedFormItem),
  PagesCount: z.number().int(),
  TotalCount: z.number().int(),
});
export type FlaggedFormsPage = z.infer<typeof flaggedFormsPage>;

export const flaggedFormParams = z.object({ inspectionId: dbIdText });

/** One question of the detail (spec 3 §3 'flagged form instance' questions). */
export const flaggedFormQuestion = z.object({
  /** null for the pseudo-questions (Submitted By, Submission Date, Plant Id). */
  questionId: z.number().int().nullable(),
  moduleIndex: z.number().int(),
  question: z.string(),
  questionType: z.string(),
  quesNum: z.string().nullable(),
  answer: z.string(),
  flaggedQuestion: z.boolean(),
  flagStatus: z.enum(['open', 'closed']).nullable(),
  completed: z.boolean(),
  completedBy: z.string().nullable(),
  followUpComments: z.string().nullable(),
  /** ISO date. */
  dateCompleted: z.string().nullable(),
  overdue: z.boolean(),
  /** The photo kept with the close, when there is one. */
  evidence: attachmentInfo.nullable(),
});
export type FlaggedFormQuestion = z.infer<typeof flaggedFormQuestion>;

/** `GET /getflaggedanswerdetails/{inspectionId}`: the flagged form instance (spec 3 §3) with the answers. */
export const flaggedFormDetails = z.object({
  id: z.number().int(),
  FormId: z.string(),
  FormType: z.enum(FREQUENCIES),
  type: z.string(),
  parentId: z.string(),
  PlantId: z.string(),
  plantName: z.string(),
  Region: z.string(),
  /** ISO moment of the first save. */
  Date: z.string(),
  /** ISO date: the day submitted in the app's time zone (the earliest follow-up date). */
  submittedOn: z.string(),
  submittedBy: z.string(),
  Completed: z.union([z.literal(0), z.literal(1)]),
  CompletedBy: z.string().nullable(),
  DateCompleted: z.string().nullable(),
  ImageUrls: z.array(attachmentInfo),
  SignatureUrls: z.array(signatureInfo),
  /** Whether the legal certification and the signature are shown (stormwater monthly, shop forms). */
  certification: z.boolean(),
  /** Corrective-action follow-up forms linked to its flags, oldest first. */
  Associations: z.array(
    z.object({
      followUpInspectionId: z.number().int(),
      frequency: z.enum(FREQUENCIES),
      createdAt: z.string(),
    }),
  ),
  questions: z.array(flaggedFormQuestion),
});
export type FlaggedFormDetails = z.infer<typeof flaggedFormDetails>;
