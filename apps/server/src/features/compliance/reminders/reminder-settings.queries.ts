import { desc, eq } from 'drizzle-orm';
import {
  COMPLIANCE_SLUGS,
  defaultReminderSettings,
  REMINDER_MAILS_SHOWN,
  type ComplianceSlug,
  type ReminderMailRow,
  type ReminderSettings,
} from '@envirotrack/shared';
import type { Db } from '../../../db/client';
import { reminderMails, reminderSettingsTable } from '../../../db/schema';

const isSlug = (text: string): text is ComplianceSlug =>
  (COMPLIANCE_SLUGS as readonly string[]).includes(text);

/** An organisation's automatic reminder settings; the defaults (off) when it has none. */
export async function reminderSettingsOf(db: Db, orgId: number): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettingsTable).where(eq(reminderSettingsTable.orgId, orgId));
  if (!row) return defaultReminderSettings;
  return {
    enabled: row.enabled,
    sendTime: row.sendTime,
    frequencies: COMPLIANCE_SLUGS.filter((slug) => row.frequencies.filter(isSlug).includes(slug)),
    graceDays: row.graceDays,
    regionAfterDays: row.regionAfterDays,
    orgAfterDays: row.orgAfterDays,
  };
}

export async function saveReminderSettings(
  db: Db,
  orgId: number,
  userId: number,
  settings: ReminderSettings,
) {
  const values = {
    ...settings,
    frequencies: [...settings.frequencies],
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(reminderSettingsTable)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: reminderSettingsTable.orgId, set: values });
}

/** The organisation's latest reminder mails, newest first (reminder_mails_org_idx). */
export async function recentReminderMails(db: Db, orgId: number): Promise<ReminderMailRow[]> {
  const rows = await db
    .select()
    .from(reminderMails)
    .where(eq(reminderMails.orgId, orgId))
    .orderBy(desc(reminderMails.createdAt), reminderMails.id)
    .limit(REMINDER_MAILS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === 'manual' ? 'manual' : 'automatic',
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipients: row.recipients,
    subject: row.subject,
    status: row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'queued',
    attempts: row.attempts,
    lastError: row.lastError,
  }));
}
