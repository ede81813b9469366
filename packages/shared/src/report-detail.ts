import { z } from 'zod';
import { FACILITY_TYPES, FREQUENCIES, INSPECTION_TYPES, PERMIT_TYPES } from './forms-vocabulary';
import { flagEvidence, flagRepeatOf } from './flags';
import { flagAssociation, followedFlag } from './follow-ups';
import { dbIdText } from './ids';
import { setupQuestion } from './inspection-forms';
import {
  attachmentInfo,
  flagState,
  inspectionVersion,
  personRef,
  signatureInfo,
  storedAnswer,
} from './inspections';

/**
 * The report detail (spec 3 §2.2, §3): a submitted inspection read back, with the questions of the form it
 * was made with (retired ones it answered included), its flags, files, signature and history.
 */

export const reportParams = z.object({ inspectionId: dbIdText });
export const reportVersionParams = z.object({ inspectionId: dbIdText, version: dbIdText });

/** A flag with its follow-up (spec 3 §3 question item: followUpRemark, followUpDate, completedBy). */
export const reportFlag = z.object({
  questionId: z.number().int(),
  moduleIndex: z.number().int(),
  answer: z.string(),
  status: flagState,
  followUpRemark: z.string().nullable(),
  followUpDate: z.string().nullable(),
  followUpBy: personRef.nullable(),
  raisedAt: z.string(),
  /** Open past the organisation's close-by days (docs/decisions.md 'Flags'). */
  overdue: z.boolean(),
  /** A repeat finding: the previous period's flag on the same answer was open or recently closed. */
  repeatOf: flagRepeatOf.nullable(),
  evidence: flagEvidence.nullable(),
});
export type ReportFlag = z.infer<typeof reportFlag>;

export const reportPlant = z.object({
  id: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  regionName: z.string(),
});

/** `GET /reports/{inspectionId}`. */
export const reportDetails = z.object({
  inspectionId: z.number().int(),
  version: z.number().int(),
  formId: z.string(),
  inspectionName: z.string(),
  parentId: z.string(),
  permitType: z.enum(PERMIT_TYPES),
  frequency: z.enum(FREQUENCIES),
  inspectionType: z.enum(INSPECTION_TYPES),
  isDeclarationRequired: z.boolean(),
  moduleSize: z.number().int().nullable(),
  periodKey: z.string(),
  inspectionDate: z.string(),
  time: z.string().nullable(),
  plant: reportPlant,
  /** The plant's organisation: its logo heads the printed report (company logos are public). */
  organisation: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  /** The point source (outfall) name, when the form has them. */
  pointSource: z.string().nullable(),
  isPermanent: z.enum(['Yes', 'No']),
  /** The form's questions as numbered for the report: live ones, and retired ones the inspection answered. */
  questions: z.array(setupQuestion),
  answers: z.array(storedAnswer),
  flags: z.array(reportFlag),
  attachments: z.array(attachmentInfo),
  signature: signatureInfo.nullable(),
  signOffLabel: z.string().nullable(),
  totalScore: z.number().int().nullable(),
  /** Scorecards: the plant's previous scorecard of the form (null when none, or not a scorecard). */
  priorScore: z.object({ date: z.string(), totalScore: z.number().int().nullable() }).nullable(),
  submittedBy: personRef,
  submittedAt: z.string(),
  updatedBy: personRef,
  updatedAt: z.string(),
  editedAfterSigning: z.object({ by: personRef, at: z.string() }).nullable(),
  versions: z.array(inspectionVersion),
  /** The lead person a housekeeping sign-off names (spec 2 §3), or null. */
  leadPerson: personRef.nullable(),
  /** The flags this report follows up, with the reports that raised them ('Follow-up of'). */
  followsUp: z.array(followedFlag),
  /** The follow-up forms linked to this report's flags ('Followed up by'; spec 3 §3 Associations). */
  associations: z.array(flagAssociation),
});
export type ReportDetails = z.infer<typeof reportDetails>;

/** `GET /reports/{inspectionId}/versions/{version}`: the inspection as it was saved at that version. */
export const reportVersion = z.object({
  version: z.number().int(),
  savedBy: personRef,
  savedAt: z.string(),
  changedQuestionIds: z.array(z.number().int()),
  isPermanent: z.enum(['Yes', 'No']),
  answers: z.array(storedAnswer),
  attachments: z.array(attachmentInfo),
  signature: signatureInfo.nullable(),
});
export type ReportVersion = z.infer<typeof reportVersion>;

/** Texts of the report detail the spec does not quote (docs/decisions.md, 'Report detail'). */
export const reportDetailMessages = {
  unanswered: 'Unanswered',
  notAvailable: 'NA',
  notApplicable: 'Not Applicable',
  reportNotFound: 'Report not found.',
  versionNotFound: 'This version of the report does not exist.',
  signedUnchanged: 'Signed answers unchanged',
  changedAfterSigning: (name: string, date: string) => `Answers changed after signing by ${name} on ${date}`,
  historyTitle: 'History',
  compareTitle: (a: number, b: number) => `Changes from version ${a} to version ${b}`,
  noChanges: 'No answers changed between these versions.',
  viewingVersion: (version: number, of: number) => `Showing version ${version} of ${of}, as it was saved.`,
  referenceDocument: 'Reference Document.',
  notesTitle: 'Notes',
  noNeedsWork: 'No items need work.',
  priorScorecard: 'Prior Scorecard',
  grandTotal: 'Grand Total',
  collectorSignature: "Collector's Signature",
  powerhouseSupervisor: 'Powerhouse Supervisor',
  ehsManager: 'EHS Manager',
  dustRange: 'Dust collector pressure drop readings should be above .5 and below 10 inches.',
  rectifierInfo:
    'Cathodic protection rectifier: record the manufacturer, model, serial number and rated output ' +
    '(20 volts, 5 amps). Keep these reports for at least 5 years.',
  /** A question the form's set-up has since reworded or removed: the report shows it as it was asked. */
  retiredQuestion: 'Since changed in the form',
  flagOpen: 'Flag open: follow-up needed',
  flagClosed: 'Flag closed',
  flagWithdrawn: 'Flag withdrawn: the answer was changed',
  flagOverdue: 'Overdue',
  flagRepeat: 'Repeat finding',
  flagEvidence: 'Photo of the follow-up',
} as const;
