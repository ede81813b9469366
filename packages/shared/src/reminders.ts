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
