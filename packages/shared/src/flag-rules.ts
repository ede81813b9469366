// The flags' constants, rules and texts, apart from their schemas: the app's menus load these alone.

/** The flagged forms' menu entry (spec 3 §2.7), apart from their other texts: the shell's menu needs it alone. */
export const FLAGGED_FORMS_MENU = 'Flagged forms';
/** Photo evidence of a follow-up: the attachment types that are pictures (spec 2 §5 upload rules). */
export const FLAG_EVIDENCE_TYPES = ['jpeg', 'jpg', 'png'] as const;

/** The longest follow-up remark a flag keeps (a few paragraphs of corrective action). */
export const FLAG_REMARK_MAX = 2000;

/** Open flags must be closed within this many days of the report's submission (organisation setting). */
export const DEFAULT_FLAG_CLOSE_DAYS = 30;
export const FLAG_CLOSE_DAYS_MIN = 1;
export const FLAG_CLOSE_DAYS_MAX = 365;

/**
 * Overdue: still open after the organisation's close-by days, counted from the inspection that found it
 * (its report's date, ISO) — corrective actions run from the day the condition was found, however late
 * the report was submitted. On the due day itself a flag is not yet overdue.
 */
export function isFlagOverdue(
  status: FlagStatus,
  foundOn: string,
  closeDays: number,
  todayIso: string,
): boolean {
  if (status !== 'open') return false;
  const due = new Date(`${foundOn}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + closeDays);
  return todayIso > due.toISOString().slice(0, 10);
}

export const FLAG_STATUSES = ['open', 'closed', 'withdrawn'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** Texts of the flag follow-up (spec 3 §5, §8); the ones the spec does not quote are docs/decisions.md 'Flags'. */
export const flagMessages = {
  /** Flagged reports list (spec 3 §5). */
  commentsRequired: 'Please enter followup comments to close this flag.',
  /** Report detail (spec 3 §5). */
  commentsRequiredOnReport: 'Please enter you comments.',
  /** The server's message after a close (spec 3 §8 'Server message shown after flag close'). */
  closed: 'Follow-up saved. The flag is closed.',
  alreadyClosed: 'This flag is already closed.',
  evidenceMissing: 'The photo was not found or is already used elsewhere: upload it again.',
  evidenceNotImage: 'Photo evidence must be a JPEG or PNG image.',
  withdrawn: 'This flag was withdrawn: the answer was changed and no longer calls for a follow-up.',
  notFound: 'Flag not found.',
  dateRange: (first: string, last: string) => `The follow-up date must be between ${first} and ${last}.`,
  dateFormat: 'The follow-up date is written MM-DD-YYYY.',
  remarkTooLong: `Follow-up comments can be at most ${FLAG_REMARK_MAX} characters.`,
  actInOrganisation: 'Choose an organisation to act in before closing a flag.',
} as const;
