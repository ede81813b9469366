import { APP_TIME_ZONE, type ReminderSettings } from '@envirotrack/shared';
import { recordAudit } from '../../../lib/audit.queries';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../plugins/auth';
import { recentReminderMails, reminderSettingsOf, saveReminderSettings } from './reminder-settings.queries';
import { senderOrg } from './remind-email.service';

/** The Reminders screen: L2 and L1 acting in the organisation, as for Send Reminder (docs/decisions.md). */
export async function readReminderSettings(db: Db, auth: AuthContext) {
  const orgId = senderOrg(auth);
  return { status: 'valid' as const, data: await reminderSettingsOf(db, orgId), timeZone: APP_TIME_ZONE };
}

export async function writeReminderSettings(db: Db, auth: AuthContext, settings: ReminderSettings) {
  const orgId = senderOrg(auth);
  await db.transaction(async (tx) => {
    await saveReminderSettings(tx, orgId, auth.userId, settings);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId,
      action: 'reminder.settings',
      entity: 'organisation',
      entityId: orgId,
      details: { ...settings },
    });
  });
  return readReminderSettings(db, auth);
}

export async function reminderMailsOf(db: Db, auth: AuthContext) {
  const orgId = senderOrg(auth);
  return { status: 'valid' as const, data: await recentReminderMails(db, orgId) };
}
