import { z } from 'zod';
import { FACILITY_TYPES, FREQUENCIES, INSPECTION_TYPES, PERMIT_TYPES } from './forms-vocabulary';
import { FOLLOW_UP_FLAGS_MAX, followUpMessages } from './follow-ups';
import { dbCount, dbId } from './ids';
import { formSummary, formWithQuestions } from './inspection-forms';
import { ATTACHMENTS_PER_INSPECTION, MAX_MODULES, SIGNATURE_FONTS } from './inspection-limits';

/**
 * Filling in inspections (spec 2 §2.1, §2.2, §2.7, §3, §4, §5, §7). Dates travel as ISO 'YYYY-MM-DD' in
 * answers and replies, and as 'MM-DD-YYYY' in addresses and the submission payload, as the spec has them.
 */

/** 'MM-DD-YYYY' as in addresses and the payload. */
const mdyDate = z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'Dates are written MM-DD-YYYY.');
const yesNo = z.enum(['Yes', 'No']);

export interface AnswerItem {
  questionId: number;
  answer: string;
  /** Ignored on the way in: the server decides what is flagged from the form. */
  isFlagged?: boolean;
  moduleIndex?: number;
  subQuestions?: AnswerItem[];
}

// The id names it as an OpenAPI component, which the tree's own subQuestions refer to.
export const answerItem: z.ZodType<AnswerItem> = z
  .lazy(() =>
    z.object({
      questionId: dbId,
      answer: z.string().max(10_000),
      isFlagged: z.boolean().optional(),
      moduleIndex: z
        .number()
        .int()
        .min(0)
        .max(MAX_MODULES - 1)
        .optional(),
      subQuestions: z.array(answerItem).max(200).optional(),
    }),
  )
  .meta({ id: 'AnswerItem' });

/** The stored file names (from the upload calls) the inspection refers to. */
const storedName = z.string().regex(/^[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/, 'Not an uploaded file.');

export const signatureInput = z.object({
  mode: z.enum(['typed', 'drawn']),
  /** The typed name (typed mode). */
  name: z.string().trim().max(120).optional(),
  font: z.enum(SIGNATURE_FONTS).optional(),
});

/** `POST /submitinspection` and `POST /updateinspection/{inspectionId}` (spec 2 §3). */
export const submissionBody = z.object({
  userId: dbId.optional(),
  plantId: dbId,
  submittedDate: mdyDate.optional(),
  inspectionDate: mdyDate,
  formId: z.string().min(1).max(80),
  answers: z.array(answerItem).max(5000),
  time: z.string().max(20).optional(),
  inspectionId: dbId.nullable().optional(),
  imageUrls: z.array(storedName).max(ATTACHMENTS_PER_INSPECTION).default([]),
  attachmentfilename: z.array(z.string().max(255)).max(ATTACHMENTS_PER_INSPECTION).default([]),
  /** The saved signature: the stored name of a new one, or the inspection's own when it is kept. */
  signatureUrls: z.array(storedName).max(1).default([]),
  signature: signatureInput.optional(),
  orgId: dbId.optional(),
  permitType: z.enum(PERMIT_TYPES).optional(),
  facilityType: z.enum(FACILITY_TYPES).optional(),
  pointSource: dbId.nullable().default(null),
  isPermanent: yesNo.default('Yes'),
  inspectionType: z.enum(INSPECTION_TYPES).optional(),
  frequency: z.enum(FREQUENCIES).optional(),
  /** The version the form was loaded at (updates): a newer one on the server means someone else saved. */
  version: dbCount.min(1).optional(),
  /** Housekeeping sign-offs: the lead person, one of the plant's people (`GET /leadpersons`); null clears it. */
  leadPersonId: dbId.nullable().optional(),
  /**
   * A new Monthly inspection begun as a corrective-action follow-up: the open flags of the plant it follows
   * up (`GET /plants/{plantId}/openflags`); repeats count once. Linked in the submission's transaction.
   */
  followUpFlagIds: z.array(dbId).max(FOLLOW_UP_FLAGS_MAX, followUpMessages.tooMany).optional(),
});
export type SubmissionBody = z.input<typeof submissionBody>;

export const personRef = z.object({ id: z.number().int(), name: z.string() });

export const attachmentInfo = z.object({
  name: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type AttachmentInfo = z.infer<typeof attachmentInfo>;

export const storedAnswer = z.object({
  questionId: z.number().int(),
  moduleIndex: z.number().int(),
  answer: z.string(),
});
export type StoredAnswer = z.infer<typeof storedAnswer>;

export const flagState = z.enum(['open', 'closed', 'withdrawn']);
export const inspectionFlag = z.object({
  questionId: z.number().int(),
  moduleIndex: z.number().int(),
  answer: z.string(),
  status: flagState,
});

export const signatureInfo = z.object({
  url: z.string(),
  name: z.string(),
  mode: z.enum(['typed', 'drawn']),
  typedName: z.string().nullable(),
  font: z.string().nullable(),
  signedBy: personRef,
  signedAt: z.string(),
  /** SHA-256 (hex) of the answers as signed. */
  answersHash: z.string(),
  /** Whether the answers are still those signed. */
  matchesAnswers: z.boolean(),
});
export type SignatureInfo = z.infer<typeof signatureInfo>;

export const inspectionVersion = z.object({
  version: z.number().int(),
  savedBy: personRef,
  savedAt: z.string(),
  changedQuestionIds: z.array(z.number().int()),
  signedBy: personRef.nullable(),
});

/** `GET /getanswerdetails/...`: a saved inspection, with its history. */
export const inspectionDetails = z.object({
  inspectionId: z.number().int(),
  version: z.number().int(),
  formId: z.string(),
  formName: z.string(),
  parentId: z.string(),
  plantId: z.number().int(),
  pointSource: z.object({ PsId: z.number().int(), PsName: z.string() }).nullable(),
  periodKey: z.string(),
  inspectionDate: z.string(),
  time: z.string().nullable(),
  isPermanent: yesNo,
  answers: z.array(storedAnswer),
  flags: z.array(inspectionFlag),
  attachments: z.array(attachmentInfo),
  signature: signatureInfo.nullable(),
  totalScore: z.number().int().nullable(),
  submittedBy: personRef,
  submittedAt: z.string(),
  updatedBy: personRef,
  updatedAt: z.string(),
  /** Set when someone other than the signer changed the answers after the signature. */
  editedAfterSigning: z.object({ by: personRef, at: z.string() }).nullable(),
  versions: z.array(inspectionVersion),
  /** The lead person a housekeeping sign-off names (spec 2 §3). */
  leadPerson: personRef.nullable(),
});
export type InspectionDetails = z.infer<typeof inspectionDetails>;

/** The plant a fill-in is for. */
export const inspectionPlant = z.object({
  id: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  regionName: z.string(),
  orgId: z.number().int(),
});
export type InspectionPlant = z.infer<typeof inspectionPlant>;

/** `GET /questiontoforms/{formId}/{plantId}/inspection/{pointSource}/{date}`: the blank form to fill in. */
export const fillInForm = formWithQuestions.extend({
  plant: inspectionPlant,
  pointSource: z.object({ PsId: z.number().int(), PsName: z.string() }).nullable(),
  /** The date asked for (ISO) and the period it falls in. */
  date: z.string(),
  periodKey: z.string(),
  /** The saved inspection of this plant, form, point source and period, if there is one. */
  inspectionId: z.number().int().nullable(),
  signOffLabel: z.string().nullable(),
});
export type FillInForm = z.infer<typeof fillInForm>;

export const plantFormPointSource = z.object({
  PsId: z.number().int(),
  PsName: z.string(),
  InspectionId: z.number().int().nullable(),
  IsSelected: z.boolean(),
});

/** A form of the plant, for the date asked: with its inspection if the period has one. */
export const plantInspectionForm = formSummary.extend({
  InspectionId: z.number().int().nullable(),
  periodKey: z.string(),
  PointSources: z.array(plantFormPointSource),
});
export type PlantInspectionForm = z.infer<typeof plantInspectionForm>;

/** `GET /plantinspectionslist/{plantId}/{inspectionType}/{date}`. */
export const plantInspections = z.object({
  plant: inspectionPlant,
  date: z.string(),
  forms: z.record(z.string(), z.record(z.string(), z.array(plantInspectionForm))),
});
export type PlantInspections = z.infer<typeof plantInspections>;

/** `POST /getPriorFormDetails`. */
export const priorFormBody = z.object({
  FormId: z.string().min(1).max(80),
  ReqDate: mdyDate,
  PlantId: dbId,
});
export const priorFormDetails = z
  .object({ date: z.string(), totalScore: z.number().int().nullable() })
  .nullable();

/** The reply of `POST /submitinspection` and `POST /updateinspection/{id}`. */
export const savedInspection = z.object({
  inspectionId: z.number().int(),
  version: z.number().int(),
  openFlags: z.number().int(),
  totalScore: z.number().int().nullable(),
});
export type SavedInspection = z.infer<typeof savedInspection>;

/** `GET /leadpersons/{plantId}`: the people a housekeeping sign-off may name — the plant's active users. */
export const leadPersonChoice = z.object({ id: z.number().int(), name: z.string(), userId: z.string() });
export type LeadPersonChoice = z.infer<typeof leadPersonChoice>;

export const leadPersonMessages = {
  notThisForm: 'This form names no lead person.',
  notOfPlant: "Choose the lead person from the plant's people.",
} as const;
