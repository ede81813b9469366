import { z } from 'zod';
import { COMPLIANCE_SLUGS } from './compliance';
import { dbIdText } from './ids';

/**
 * Reminders (spec 3 §2.9, §7 POST /remindemail, §8): L1 (in an organisation) and L2 remind the people
 * responsible for a plant of a form it owes for a period. The contract the dashboard's pop-ups call; the
 * server records every reminder (docs/decisions.md, Reminders).
 */
export const reminderMessages = {
  sent: 'Email Sent Successfully.',
  failed: 'Please Try Again',
  /** 409: the plant has no active L4 user and its region no active L3 user (nothing is recorded). */
  nobody: 'Nobody is responsible for this plant yet: assign an L4 user to it or an L3 user to its region.',
  /** 409: every form asked about is done for the period, or none is due (nothing is recorded). */
  nothingDue: 'Nothing to remind: the forms due for this period are done.',
  /** 400: the FormId is none of the plant's due forms of the frequency. */
  badForm: 'The form must be one of the forms the plant owes for this frequency.',
  /** 400: the point source is none of that form's point sources at the plant. */
  badPointSource: 'The point source must be one the plant chose for this form.',
} as const;

/**
 * POST /api/remindemail. `date` is any day of the period (YYYY-MM-DD or MM-DD-YYYY), as the dashboard's
 * calls take it. Without FormId the mail names every form the plant has not done in that period.
 */
export const remindEmailBody = z.object({
  plantUId: dbIdText,
  frequency: z.enum(COMPLIANCE_SLUGS),
  date: z.string().min(1).max(10),
  FormId: z.string().min(1).max(40).optional(),
  pointSource: z.string().max(200).nullable().optional(),
});
export type RemindEmailBody = z.input<typeof remindEmailBody>;

export const remindEmailResult = z.object({
  status: z.literal('valid'),
  message: z.literal(reminderMessages.sent),
  /** How many people the mail went to. */
  recipients: z.number().int(),
  /** When it was recorded (ISO time). */
  remindedAt: z.string(),
});
export type RemindEmailResult = z.infer<typeof remindEmailResult>;

/**
 * Automatic reminders (beyond the spec; docs/decisions.md, Reminders): per organisation, edited by L2 and
 * L1 acting in it. Every day at `sendTime` (the app's time zone, America/Chicago, as every period is) the
 * forms of ended periods still not done `graceDays` after the period's end are mailed, one digest per
 * person: to the plant's L4 users (else its region's L3 users); `regionAfterDays` later also to the region's
 * L3 users; `orgAfterDays` after that also to the organisation's L2 users.
 */
export const REMINDER_LIMITS = {
  graceDaysMax: 30,
  stepDaysMax: 30,
  /** Days an item stays in the digests after its last escalation step, then it is no longer mailed. */
  daysAtTopLevel: 7,
  /** The forms a digest lists; the rest are counted, with the dashboard's address. */
  formsPerDigest: 100,
} as const;

export const reminderSettingsMessages = {
  sendTime: 'The send time must be written HH:MM (24-hour clock).',
  frequencies: 'Choose the frequencies to remind, or turn automatic reminders off.',
  days: 'Days must be whole numbers from 0 to 30.',
  regionAfterDays: 'Escalation to region managers needs at least 1 day.',
  orgAfterDays: 'Escalation to the organisation managers needs at least 1 day.',
  saved: 'Reminder settings saved.',
} as const;

const days = (min: number, message: string) =>
  z
    .number({ error: reminderSettingsMessages.days })
    .int(reminderSettingsMessages.days)
    .min(min, message)
    .max(REMINDER_LIMITS.stepDaysMax, reminderSettingsMessages.days);

export const reminderSettings = z
  .object({
    enabled: z.boolean(),
    sendTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, reminderSettingsMessages.sendTime),
    frequencies: z
      .array(z.enum(COMPLIANCE_SLUGS))
      .max(COMPLIANCE_SLUGS.length)
      .refine((list) => new Set(list).size === list.length, reminderSettingsMessages.frequencies),
    graceDays: days(0, reminderSettingsMessages.days),
    regionAfterDays: days(1, reminderSettingsMessages.regionAfterDays),
    orgAfterDays: days(1, reminderSettingsMessages.orgAfterDays),
  })
  .refine((s) => !s.enabled || s.frequencies.length > 0, {
    message: reminderSettingsMessages.frequencies,
    path: ['frequencies'],
  });
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const defaultReminderSettings: ReminderSettings = {
  enabled: false,
  sendTime: '07:00',
  frequencies: [...COMPLIANCE_SLUGS],
  graceDays: 1,
  regionAfterDays: 2,
  orgAfterDays: 3,
};

export const reminderSettingsResult = z.object({
  status: z.literal('valid'),
  data: reminderSettings,
  /** The time zone the send time is read in. */
  timeZone: z.string(),
});

export const REMINDER_STATUSES = ['queued', 'sent', 'failed'] as const;

/** One reminder mail as L2 sees it on the Reminders screen: delivery status kept per mail. */
export const reminderMailRow = z.object({
  id: z.number().int(),
  kind: z.enum(['manual', 'automatic']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  recipients: z.array(z.string()),
  subject: z.string(),
  status: z.enum(REMINDER_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type ReminderMailRow = z.infer<typeof reminderMailRow>;

/** The latest reminder mails of the organisation (newest first). */
export const REMINDER_MAILS_SHOWN = 50;
export const reminderMailList = z.object({ status: z.literal('valid'), data: z.array(reminderMailRow) });
