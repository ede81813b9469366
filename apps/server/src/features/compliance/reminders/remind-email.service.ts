import {
  APP_TIME_ZONE,
  can,
  complianceMessages,
  dueWindow,
  FIRST_REPORT_YEAR,
  parseDate,
  reminderMessages,
  today,
  type RemindEmailResult,
} from '@envirotrack/shared';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit.queries';
import type { AppDeps } from '../../../lib/deps';
import { scopeOf } from '../../../lib/plant-scope';
import { Problem } from '../../../lib/problem';
import type { AuthContext } from '../../../plugins/auth';
import { dueRows, type DueForm } from '../compliance.forms';
import { plantInFilter, plantItems } from '../compliance.queries';
import { formsFor } from '../compliance.service';
import { fillInLink, manualReminderMail, type RemindedForm } from './reminders.mail';
import {
  chosenPointSources,
  insertReminderMail,
  markReminderMail,
  parentIdsOf,
  responsibleFor,
} from './reminders.queries';

export interface RemindEmailInput {
  plantUId: number;
  frequency: 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';
  date: string;
  FormId?: string | undefined;
  pointSource?: string | null | undefined;
}

/** Who may send: L2, and L1 acting in one organisation (spec 3 §6); the organisation acted in. */
export function senderOrg(auth: AuthContext): number {
  if (!can.sendReminders(auth.level)) throw new Problem('forbidden');
  const { orgId } = scopeOf(auth);
  if (orgId === null) throw new Problem('forbidden', complianceMessages.chooseOrganisation);
  return orgId;
}

function dateOf(text: string): string {
  const date = parseDate(text);
  if (!date) throw new Problem('badInput', complianceMessages.badDate);
  if (Number(date.slice(0, 4)) < FIRST_REPORT_YEAR) throw new Problem('badInput', complianceMessages.badYear);
  return date;
}

/** The fill-in links of a plant's owed items: the form it was assigned, and its point source chosen there. */
async function linksFor(
  db: Db,
  publicUrl: string,
  plantUId: number,
  forms: readonly DueForm[],
  items: readonly { root: number; ps: string }[],
  date: string,
): Promise<RemindedForm[]> {
  const chosen = await chosenPointSources(db, plantUId);
  const parents = await parentIdsOf(
    db,
    forms.map((f) => f.form.id),
  );
  return items.map((item) => {
    const candidates = forms.filter((f) => f.rootId === item.root);
    const due = candidates.find((f) => chosen.has(f.assignedId)) ?? candidates[0];
    if (!due) throw new Error(`no due form of root ${item.root}`);
    const ids = chosen.get(due.assignedId) ?? [];
    const source = due.pointSources.find((s) => s.name === item.ps && ids.includes(s.id));
    return {
      formName: due.form.name,
      pointSource: item.ps === '' ? null : item.ps,
      link: fillInLink(publicUrl, {
        parentId: parents.get(due.form.id) ?? '',
        formId: due.form.formKey,
        plantUId,
        pointSourceId: source?.id ?? null,
        date,
        inspectionType: due.form.inspectionType,
      }),
    };
  });
}

/**
 * POST /remindemail (spec 3 §2.9, §7): mails the people responsible for a plant the forms it has not done
 * in a period (one form with FormId, else all of the frequency). Everything is checked before anything is
 * written; the mail is recorded with what it names, then delivered, and its outcome kept (502 on failure).
 */
export async function remindEmail(
  deps: AppDeps,
  auth: AuthContext,
  body: RemindEmailInput,
): Promise<RemindEmailResult> {
  const { db } = deps;
  const orgId = senderOrg(auth);
  const date = dateOf(body.date);
  const plant = await plantInFilter(db, { orgId, regionIds: null, assignedTo: null, plantId: body.plantUId });
  if (!plant) throw new Problem('notFound');
  const query = { date, inspType: 'All' as const, inspectionForm: body.FormId ? [body.FormId] : null };
  const { forms, frequency, dueDays } = await formsFor(db, orgId, body.frequency, query).catch(
    (error: unknown) => {
      // The only bad input formsFor finds is a FormId that is none of the organisation's forms.
      if (error instanceof Problem && error.code === 'badInput')
        throw new Problem('badInput', reminderMessages.badForm);
      throw error;
    },
  );
  if (body.FormId && forms.length === 0) throw new Problem('badInput', reminderMessages.badForm);
  const now = today(APP_TIME_ZONE);
  const period = dueWindow(frequency, date, now, dueDays);
  const filter = { orgId, regionIds: null, assignedTo: null, plantId: body.plantUId };
  const items =
    period.dueThrough === null || forms.length === 0
      ? []
      : await plantItems(db, filter, dueRows(forms), period.key, period.dueThrough);
  if (body.FormId && items.length === 0 && period.dueThrough !== null)
    throw new Problem('badInput', reminderMessages.badForm);
  const asked =
    body.pointSource === undefined || body.pointSource === null
      ? items
      : items.filter((item) => item.ps === body.pointSource);
  if (asked.length === 0 && items.length > 0) throw new Problem('badInput', reminderMessages.badPointSource);
  const owed = asked.filter((item) => item.inspectionId === null);
  if (owed.length === 0 || period.dueThrough === null)
    throw new Problem('conflict', reminderMessages.nothingDue);
  const recipients = await responsibleFor(db, orgId, body.plantUId);
  if (recipients.length === 0) throw new Problem('conflict', reminderMessages.nobody);

  const links = await linksFor(db, deps.config.publicUrl, body.plantUId, forms, owed, period.dueThrough);
  const mail = manualReminderMail(
    { ...plant, frequency, period, forms: links },
    auth.claims.First_Name || 'Your manager',
  );
  const mailId = await db.transaction(async (tx) => {
    const id = await insertReminderMail(
      tx,
      { orgId, kind: 'manual', sentBy: auth.userId, recipients, subject: mail.subject, body: mail.text },
      owed.map((item) => ({
        plantId: body.plantUId,
        formRootId: item.root,
        pointSource: item.ps,
        frequency,
        periodKey: period.key,
      })),
    );
    if (id === undefined) throw new Error('a manual reminder has no dedupe key to conflict on');
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId,
      action: 'reminder.send',
      entity: 'plant',
      entityId: body.plantUId,
      details: {
        mailId: id,
        frequency,
        periodKey: period.key,
        forms: owed.length,
        to: recipients.map((r) => r.id),
      },
    });
    return id;
  });
  try {
    await deps.mailer.send({
      to: recipients.map((r) => r.email).join(', '),
      subject: mail.subject,
      text: mail.text,
      kind: 'reminder',
    });
  } catch (error) {
    await markReminderMail(db, mailId, {
      sent: false,
      error: error instanceof Error ? error.message : String(error),
      final: true,
    });
    throw new Problem('mailFailed');
  }
  const sentAt = await markReminderMail(db, mailId, { sent: true });
  return {
    status: 'valid',
    message: reminderMessages.sent,
    recipients: recipients.length,
    remindedAt: (sentAt ?? new Date()).toISOString(),
  };
}
