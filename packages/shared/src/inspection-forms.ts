import { z } from 'zod';
import {
  FACILITY_TYPES,
  FREQUENCIES,
  INSPECTION_TYPES,
  MAX_CHOICES,
  PERMIT_TYPES,
  PRIORITIES,
  QUESTION_TYPES,
} from './forms-vocabulary';
import { dbCount, dbId } from './ids';

import { formMessages, INSPECTION_NAME_PATTERN } from './form-messages';

/** Two choices are the same when they differ only in case or surrounding spaces ('Yes' and 'yes'). */
const choiceKey = (choice: string) => choice.trim().toLowerCase();
export const sameChoice = (a: string, b: string): boolean => choiceKey(a) === choiceKey(b);
const hasSameChoiceTwice = (choices: readonly string[]): boolean =>
  new Set(choices.map(choiceKey)).size !== choices.length;

const inspectionName = z
  .string({ error: 'Inspection Name is required.' })
  .trim()
  .min(1, 'Inspection Name is required.')
  .max(100, 'Inspection Name is too long.')
  .regex(INSPECTION_NAME_PATTERN, formMessages.specialCharacters);

export const inspectionTypeBody = z.object({
  facilityType: z.enum(FACILITY_TYPES, { error: 'Facility Type is required.' }),
  permitType: z.enum(PERMIT_TYPES, { error: 'Permit Type is required.' }),
  frequency: z.enum(FREQUENCIES, { error: 'Frequency is required.' }),
  inspectionType: z.enum(INSPECTION_TYPES, { error: 'Inspection Type is required.' }),
  inspectionName,
});
export type InspectionTypeBody = z.infer<typeof inspectionTypeBody>;

export const renameFormBody = z.object({ formId: z.string().min(1).max(80), inspectionName });

export const formIdParam = z.object({ formId: z.string().min(1).max(80) });

/** One question as the set-up builder edits it (spec 2 §2.10, §3). */
export interface SetupQuestion {
  questionId?: number | null;
  questionType: (typeof QUESTION_TYPES)[number];
  question: string;
  questionHint?: string | null;
  choices: string[];
  priority?: (typeof PRIORITIES)[number] | null;
  isFlagged: boolean;
  followUpOn?: string | null;
  /** For a sub-question: the parent's choice it belongs to. */
  answerSelected?: string | null;
  /** 1 normal, 3 deleted (shown disabled, kept so old reports still render). */
  questionStatus: 1 | 3;
  /** Numbering path (1.2.3), computed by the server when it answers. */
  questionNum?: string;
  subQuestions: SetupQuestion[];
}

// The id names it as an OpenAPI component, which the tree's own subQuestions refer to.
export const setupQuestion: z.ZodType<SetupQuestion> = z
  .lazy(() =>
    z.object({
      questionId: dbId.nullable().optional(),
      questionType: z.enum(QUESTION_TYPES),
      question: z.string().trim().max(2000),
      questionHint: z.string().trim().max(2000).nullable().optional(),
      choices: z
        .array(z.string().trim().min(1, 'A choice cannot be empty.').max(200))
        .max(MAX_CHOICES, formMessages.tooManyChoices)
        .refine((list) => !hasSameChoiceTwice(list), formMessages.duplicateChoice),
      priority: z.enum(PRIORITIES).nullable().optional(),
      isFlagged: z.boolean(),
      followUpOn: z.string().nullable().optional(),
      answerSelected: z.string().nullable().optional(),
      questionStatus: z.union([z.literal(1), z.literal(3)]),
      questionNum: z.string().optional(),
      subQuestions: z.array(setupQuestion).max(200),
    }),
  )
  .meta({ id: 'SetupQuestion' });

export const setupBody = z.object({
  formId: z.string().min(1).max(80),
  permitType: z.enum(PERMIT_TYPES),
  quesData: z.array(setupQuestion).max(500),
  deletedComponents: z.array(dbId).max(5000).default([]),
  /** The version the editor loaded; a newer one on the server means someone else saved meanwhile. */
  version: dbCount.optional(),
});
export type SetupBody = z.input<typeof setupBody>;

export const pointSourceRef = z.object({ PsId: z.number().int(), PsName: z.string() });

export const formSummary = z.object({
  FormId: z.string(),
  FormName: z.string(),
  ParentId: z.string(),
  permitType: z.enum(PERMIT_TYPES),
  frequency: z.enum(FREQUENCIES),
  InspectionType: z.enum(INSPECTION_TYPES),
  facilityTypes: z.array(z.enum(FACILITY_TYPES)),
  FormActive: z.boolean(),
  isDeclarationRequired: z.boolean(),
  moduleSize: z.number().int().nullable(),
  editOnly: z.boolean(),
  /** Built-in (null) or the organisation that owns this copy. */
  ownerOrgId: z.number().int().nullable(),
  PointSources: z.array(pointSourceRef),
});
export type FormSummary = z.infer<typeof formSummary>;

/** `GET /inspectionstype/{orgId}/{facilityType}`: forms keyed by permit type, then frequency. */
export const formsByPermit = z.record(z.string(), z.record(z.string(), z.array(formSummary)));
export type FormsByPermit = z.infer<typeof formsByPermit>;

export const formWithQuestions = formSummary.extend({
  version: z.number().int(),
  questions: z.array(setupQuestion),
});
export type FormWithQuestions = z.infer<typeof formWithQuestions>;
