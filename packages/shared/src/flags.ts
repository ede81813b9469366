import { z } from 'zod';
import { dbId } from './ids';
import { MAX_MODULES } from './inspection-limits';
import { FLAG_REMARK_MAX, FLAG_STATUSES, flagMessages } from './flag-rules';

/** `POST /markflagged`: close one flagged answer of an inspection with a follow-up comment and date. */
export const closeFlagBody = z.object({
  inspectionId: dbId,
  questionId: dbId,
  /** 0 unless the question is in a module of a module form. */
  moduleIndex: z.number().int().min(0).max(MAX_MODULES).default(0),
  comments: z.string().max(FLAG_REMARK_MAX, flagMessages.remarkTooLong),
  /** MM-DD-YYYY (or YYYY-MM-DD). */
  date: z.string().max(20),
  /** Optional photo evidence: the name of an image the caller uploaded (POST /inspection-files/images). */
  evidence: z.string().trim().min(1).max(120).optional(),
});
export type CloseFlagBody = z.input<typeof closeFlagBody>;

export const flagPerson = z.object({ id: z.number().int(), name: z.string() });

/** A photo kept with a flag's follow-up. */
export const flagEvidence = z.object({ name: z.string(), url: z.string(), fileName: z.string() });
export type FlagEvidence = z.infer<typeof flagEvidence>;

/** The earlier flag a repeat finding repeats: its report. */
export const flagRepeatOf = z.object({
  inspectionId: z.number().int(),
  inspectionDate: z.string(),
  frequency: z.string(),
});

/** A flag with its follow-up, as reports and flag lists show it. */
export const flagFollowUp = z.object({
  inspectionId: z.number().int(),
  questionId: z.number().int(),
  moduleIndex: z.number().int(),
  answer: z.string(),
  status: z.enum(FLAG_STATUSES),
  followUpRemark: z.string().nullable(),
  /** ISO date. */
  followUpDate: z.string().nullable(),
  followUpBy: flagPerson.nullable(),
  raisedAt: z.string(),
  closedAt: z.string().nullable(),
  /** The photo kept with the follow-up. */
  evidence: flagEvidence.nullable(),
});
export type FlagFollowUp = z.infer<typeof flagFollowUp>;
