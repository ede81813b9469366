import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { APP_TIME_ZONE, complianceFrequency, today } from '@envirotrack/shared';
import { recordAudit } from '../../../lib/audit.queries';
import type { AppDeps } from '../../../lib/deps';
import type { JobDefinition, SendOptions } from '../../../lib/jobs';
import { orgSettingsOf } from '../../../lib/org-settings.queries';
import { dueForms, dueRows } from '../compliance.forms';
import { latePeriods, planDigests, type FormInfo } from './auto-reminders.plan';
import {
  claimRun,
  dueOrganisations,
  finishRun,
  insertDigests,
  overdueItems,
  peopleOf,
  type OverdueQuery,
} from './auto-reminders.queries';
import { reminderSettingsOf } from './reminder-settings.queries';
import { markReminderMail, parentIdsOf, reminderMailById } from './reminders.queries';

/** What the runs use of the app. */
export type ReminderDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'jobs'>;

export const REMINDER_JOBS = { schedule: 'reminders.schedule', deliver: 'reminders.deliver' } as const;
/** Each digest is its own job: 3 more tries after a failure, 1, 2 and 4 minutes apart. */
export const DELIVERY_RETRY = { retryLimit: 3, retryDelay: 60, retryBackoff: true } satisfies SendOptions;

/** 'HH:MM' (24-hour) in the app's time zone. */
export function clockOf(now: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: APP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/** What one run of an organisation planned and how long its parts took (the benchmark prints it). */
export interface RunReport {
  orgId: number;
  runId: number | null;
  mails: number[];
  items: number;
  overdue: number;
  /** query: the overdue items; plan: the digests; record: their rows; enqueue: their jobs. */
  ms: { query: number; plan: number; record: number; enqueue: number; total: number };
}

/** What a run of an organisation asks: its late periods, its forms (for the digests' lines) and the query. */
export async function runInputs(db: ReminderDeps['db'], orgId: number, runDay: string) {
  const settings = await reminderSettingsOf(db, orgId);
  const org = await orgSettingsOf(db, orgId);
  const periods = latePeriods(settings, runDay, org.dailyDueDays);
  const forms = await Promise.all(
    settings.frequencies.map(async (slug) => {
      const frequency = complianceFrequency(slug);
      const due = await dueForms(db, orgId, {
        frequency,
        inspectionType: null,
        hideHousekeeping: org.hideHousekeeping,
        formKeys: null,
      });
      return { frequency, due };
    }),
  );
  const all = forms.flatMap((f) => f.due);
  const parents = await parentIdsOf(
    db,
    all.map((f) => f.form.id),
  );
  const formInfo = new Map<number, FormInfo>(
    all.map((f) => [f.assignedId, { ...f.form, parentId: parents.get(f.form.id) ?? '' }]),
  );
  const arrays = forms.map((f) => ({ ...dueRows(f.due), frequency: f.frequency }));
  const query: OverdueQuery = {
    orgId,
    forms: {
      assigned: arrays.flatMap((a) => a.assigned),
      roots: arrays.flatMap((a) => a.roots),
      psIds: arrays.flatMap((a) => a.psIds),
      psNames: arrays.flatMap((a) => a.psNames),
      frequencies: arrays.flatMap((a) => a.assigned.map(() => a.frequency)),
    },
    periods: {
      keys: periods.map((p) => p.key),
      lastDays: periods.map((p) => p.last),
      frequencies: periods.map((p) => p.frequency),
    },
  };
  return { periods, formInfo, query };
}

/**
 * One organisation's run of a day (docs/decisions.md, Reminders): the overdue items of the late periods,
 * one digest per person, recorded in one transaction with the claim of the day's run, so a second instance
 * running it at once waits and then makes nothing. Each digest is then sent as its own job.
 */
export async function runOrganisation(deps: ReminderDeps, orgId: number, runDay: string): Promise<RunReport> {
  const started = performance.now();
  const { db } = deps;
  const { periods, formInfo, query } = await runInputs(db, orgId, runDay);
  const ms = { query: 0, plan: 0, record: 0, enqueue: 0, total: 0 };
  let lap = performance.now();
  const split = (part: keyof typeof ms) => {
    const now = performance.now();
    ms[part] = now - lap;
    lap = now;
  };
  const outcome = await db.transaction(async (tx) => {
    const runId = await claimRun(tx, orgId, runDay);
    if (runId === undefined) return { runId: null, mails: [], items: 0, overdue: 0, queued: true };
    // Its hash joins and sorts hold a few hundred thousand rows at 10k plants: in memory, not on disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    lap = performance.now();
    const rows = periods.length && query.forms.assigned.length ? await overdueItems(tx, query) : [];
    split('query');
    const people = await peopleOf(tx, orgId);
    const planned = planDigests({
      rows,
      periods: new Map(periods.map((p) => [p.key, p])),
      forms: formInfo,
      people,
      publicUrl: deps.config.publicUrl,
      runDay,
    });
    split('plan');
    const mails = await insertDigests(tx, orgId, runId, planned);
    const items = planned.reduce((n, m) => n + m.items.length, 0);
    await finishRun(tx, runId, mails.length, items);
    await recordAudit(tx, {
      actorId: null,
      orgId,
      action: 'reminder.run',
      entity: 'organisation',
      entityId: orgId,
      details: { runId, runDay, mails: mails.length, items, overdue: rows.length },
    });
    // The digests' delivery jobs, in one statement, committed with the digests: a crash after the commit
    // cannot leave a digest recorded with no job to send it.
    const queued = await deps.jobs.sendManyWithin(
      tx,
      REMINDER_JOBS.deliver,
      mails.map((mailId) => ({ mailId })),
      DELIVERY_RETRY,
    );
    return { runId, mails, items, overdue: rows.length, queued };
  });
  split('record');
  // With the queue off (JOBS=false) each digest is delivered here, after the commit, in turn, its failure
  // kept on the mail.
  if (!outcome.queued)
    await deps.jobs.sendMany(
      REMINDER_JOBS.deliver,
      outcome.mails.map((mailId) => ({ mailId })),
      DELIVERY_RETRY,
    );
  split('enqueue');
  ms.total = performance.now() - started;
  const { queued: _queued, ...report } = outcome;
  return { orgId, ...report, ms };
}

/** The scheduled run: every organisation whose send time has come today and that has not run today. */
export async function runDueReminders(deps: ReminderDeps, now: Date): Promise<RunReport[]> {
  const runDay = today(APP_TIME_ZONE, now);
  const orgs = await dueOrganisations(deps.db, clockOf(now), runDay);
  const reports: RunReport[] = [];
  for (const orgId of orgs) reports.push(await runOrganisation(deps, orgId, runDay));
  return reports;
}

const deliverData = z.object({ mailId: z.number().int() });

/**
 * One digest's delivery, as the queue runs it: a mail already sent (or given up) is left alone; a failure
 * is kept on the mail (attempts, error) and thrown so the queue retries it, until `retryLimit` retries are
 * spent and it is marked failed. With the queue off nothing retries, so the first failure is final.
 */
export async function deliverReminder(deps: ReminderDeps, data: unknown, retryLimit: number): Promise<void> {
  const { mailId } = deliverData.parse(data);
  const mail = await reminderMailById(deps.db, mailId);
  if (!mail || mail.status !== 'queued') return;
  try {
    await deps.mailer.send({
      to: mail.recipients.join(', '),
      subject: mail.subject,
      text: mail.body,
      kind: 'reminder',
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markReminderMail(deps.db, mailId, {
      sent: false,
      error: message,
      final: mail.attempts >= retryLimit,
    });
    throw error;
  }
  await markReminderMail(deps.db, mailId, { sent: true });
}

/** The schedule (every 15 minutes) and the delivery of each digest. */
export function reminderJobs(deps: ReminderDeps): JobDefinition[] {
  return [
    {
      name: REMINDER_JOBS.schedule,
      cron: '*/15 * * * *',
      run: async () => void (await runDueReminders(deps, new Date())),
    },
    {
      name: REMINDER_JOBS.deliver,
      run: (data) => deliverReminder(deps, data, deps.jobs.enabled ? DELIVERY_RETRY.retryLimit : 0),
    },
  ];
}
