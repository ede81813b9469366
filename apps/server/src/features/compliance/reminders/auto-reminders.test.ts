// Automatic reminders against the hand-built organisation of compliance.fixture.ts: its October 2026 monthly
// forms, reminded in early November, with the app's real mailer delivering to an SMTP server in this process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeOrg } from '../../../../test/factories';
import { createTestApp } from '../../../../test/test-app';
import { mailText, startSmtpSink, type SmtpSink } from '../../../../test/smtp-sink';
import { fx, ids, one, tokens, useComplianceFixture } from '../compliance.fixture';
import {
  deliverReminder,
  DELIVERY_RETRY,
  REMINDER_JOBS,
  runDueReminders,
  runOrganisation,
  type ReminderDeps,
} from './auto-reminders';
import { insertReminderMail } from './reminders.queries';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
useComplianceFixture(() => [
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://et.example.com' },
  { realMail: true },
]);
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const deps = (): ReminderDeps => ({
  db: fx.t.db,
  config: fx.t.config,
  mailer: fx.t.mailer,
  jobs: fx.t.app.jobs,
});
const emails = { l2: '', l3: '', l4: '' };

async function emailOf(level: number, orgId = ids.orgA) {
  return (
    await one<{ email: string }>(
      sql`select email from users where access_level = ${level} and org_id = ${orgId} order by id limit 1`,
    )
  ).email;
}

const settings = {
  enabled: true,
  sendTime: '07:00',
  frequencies: ['monthly'],
  graceDays: 1,
  regionAfterDays: 1,
  orgAfterDays: 1,
};
const put = (payload: object, token = tokens.l2) =>
  fx.t.app.inject({ method: 'PUT', url: '/api/reminders/settings', headers: bearer(token), payload });

/** Who got a digest, and the plants each names. */
const digests = () =>
  Object.fromEntries(
    smtp.received.map((mail) => [
      mail.to.join(','),
      [...mailText(mail).matchAll(/^Plant (CS-P\d)/gm)].map((m) => m[1]).sort(),
    ]),
  );

beforeAll(async () => {
  emails.l2 = await emailOf(2);
  emails.l3 = await emailOf(3);
  emails.l4 = await emailOf(4);
  expect((await put(settings)).statusCode).toBe(200);
});

describe('the automatic run', () => {
  it('sends nothing before the send time; at it, one digest per person, once, though two instances run at once', async () => {
    // 2 November 2026, 06:59 in Chicago (CST, UTC-6): not yet.
    expect(await runDueReminders(deps(), new Date('2026-11-02T12:59:00Z'))).toEqual([]);
    expect(smtp.received).toEqual([]);
    const at = new Date('2026-11-02T13:00:00Z');
    const [a, b] = await Promise.all([runDueReminders(deps(), at), runDueReminders(deps(), at)]);
    const made = [...(a ?? []), ...(b ?? [])].filter((r) => r.runId !== null);
    expect(made).toHaveLength(1);
    // P1 has no L4 user: its region's L3; P2's L4 user. P4 (South) has nobody yet: it waits for escalation.
    expect(digests()).toEqual({ [emails.l3]: ['CS-P1'], [emails.l4]: ['CS-P2'] });
    const l4 = mailText(smtp.received.find((m) => m.to.includes(emails.l4)) ?? { from: '', to: [], raw: '' });
    expect(l4).toContain('Subject: Reminder: 1 overdue form');
    expect(l4).toContain(
      'Plant CS-P2 - Plant CS-P2 (North), Monthly forms of October 2026 (2 days overdue):',
    );
    expect(l4).toContain(`/inspections/common/cs-m1?date=10-31-2026&plantId=${ids.p2}&formId=cs-m1`);
    // Later the same day, nothing more.
    expect(await runDueReminders(deps(), new Date('2026-11-02T20:00:00Z'))).toEqual([]);
    expect(smtp.received).toHaveLength(2);
    const rows = await one<{ n: number; sent: number }>(sql`select count(*)::int as n,
      count(*) filter (where status = 'sent')::int as sent from reminder_mails where kind = 'automatic'`);
    expect(rows).toEqual({ n: 2, sent: 2 });
  });

  it("escalates after the grace days: the region's L3 users, then the organisation's L2 users; then stops", async () => {
    await runOrganisation(deps(), ids.orgA, '2026-11-03');
    expect(digests()).toEqual({ [emails.l3]: ['CS-P1', 'CS-P2'], [emails.l4]: ['CS-P2'] });
    smtp.received.length = 0;
    await runOrganisation(deps(), ids.orgA, '2026-11-04');
    expect(digests()).toEqual({
      [emails.l2]: ['CS-P1', 'CS-P2', 'CS-P4'],
      [emails.l3]: ['CS-P1', 'CS-P2'],
      [emails.l4]: ['CS-P2'],
    });
    smtp.received.length = 0;
    // Past the last step plus a week, October is no longer reminded.
    const late = await runOrganisation(deps(), ids.orgA, '2026-11-12');
    expect(late.mails).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("runs on the day of the app's time zone: 23:30 in Chicago is the next day in UTC", async () => {
    const [report] = await runDueReminders(deps(), new Date('2026-11-06T05:30:00Z'));
    expect(report?.runId).not.toBeNull();
    const run = await one<{ day: string }>(
      sql`select run_day::text as day from reminder_runs where id = ${report?.runId}`,
    );
    expect(run.day).toBe('2026-11-05');
  });

  it('keeps a failed delivery queued while the queue retries it, then failed, visible to L2', async () => {
    const person = { id: ids.author, email: emails.l2, name: 'L2', level: 2 };
    const queued = async (subject: string) =>
      (await insertReminderMail(
        fx.t.db,
        {
          orgId: ids.orgA,
          kind: 'automatic',
          sentBy: null,
          recipients: [person],
          subject,
          body: 'Overdue forms',
        },
        [],
      )) ?? 0;
    const flaky = await queued('Flaky');
    smtp.failNext(1);
    await expect(deliverReminder(deps(), { mailId: flaky }, 3)).rejects.toThrow();
    await deliverReminder(deps(), { mailId: flaky }, 3);
    const down = await queued('Down');
    smtp.failNext(4);
    const states: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(deliverReminder(deps(), { mailId: down }, 3)).rejects.toThrow();
      states.push(
        (await one<{ status: string }>(sql`select status from reminder_mails where id = ${down}`)).status,
      );
    }
    expect(states).toEqual(['queued', 'queued', 'queued', 'failed']);
    // Given up: the queue's next run of it sends nothing.
    await deliverReminder(deps(), { mailId: down }, 3);
    expect(smtp.received.map((m) => mailText(m).match(/Subject: (\w+)/)?.[1])).toEqual(['Flaky']);

    const list = await fx.t.app.inject({
      method: 'GET',
      url: '/api/reminders/mails',
      headers: bearer(tokens.l2),
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as {
      id: number;
      status: string;
      attempts: number;
      lastError: string | null;
    }[];
    expect(rows.find((r) => r.id === flaky)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(rows.find((r) => r.id === down)).toMatchObject({ status: 'failed', attempts: 4 });
    expect(rows.find((r) => r.id === down)?.lastError).toContain('Mailbox unavailable');
  });
});

describe('reminder settings', () => {
  it('are read back as saved; refused to L3, L4 and L1 in All; another organisation has its own', async () => {
    const read = await fx.t.app.inject({
      method: 'GET',
      url: '/api/reminders/settings',
      headers: bearer(tokens.l2),
    });
    expect(read.json()).toEqual({ status: 'valid', data: settings, timeZone: 'America/Chicago' });
    for (const token of [tokens.l3, tokens.l4, tokens.l1])
      expect((await put(settings, token)).statusCode).toBe(403);
    const other = await fx.t.app.inject({
      method: 'GET',
      url: '/api/reminders/settings',
      headers: bearer(tokens.b2),
    });
    expect(other.json().data.enabled).toBe(false);
    const l1 = await put({ ...settings, sendTime: '06:30' }, tokens.l1);
    expect(l1.statusCode).toBe(403);
    const inA = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/reminders/settings?orgId=${ids.orgA}`,
      headers: bearer(tokens.l1),
      payload: { ...settings, sendTime: '06:30' },
    });
    expect(inA.json().data.sendTime).toBe('06:30');
    expect((await put(settings)).statusCode).toBe(200);
  });

  it('refuses bad values with 400 and keeps what was saved', async () => {
    const bad = [
      { sendTime: '7:00' },
      { sendTime: '24:00' },
      { frequencies: [] },
      { frequencies: ['hourly'] },
      { frequencies: ['daily', 'daily'] },
      { graceDays: -1 },
      { graceDays: 31 },
      { graceDays: 1.5 },
      { regionAfterDays: 0 },
      { orgAfterDays: 0 },
      { enabled: 'yes' },
    ];
    for (const change of bad) {
      const response = await put({ ...settings, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    // Off, no frequency is fine.
    expect((await put({ ...settings, enabled: false, frequencies: [] })).statusCode).toBe(200);
    const read = await fx.t.app.inject({
      method: 'GET',
      url: '/api/reminders/settings',
      headers: bearer(tokens.l2),
    });
    expect(read.json().data).toEqual({ ...settings, enabled: false, frequencies: [] });
  });
});

describe('on the job queue (pg-boss)', () => {
  it('schedules the run every 15 minutes and delivers a digest sent to the queue', async () => {
    const t = await createTestApp({ JOBS: 'true', SMTP_URL: smtp.url }, { realMail: true });
    try {
      expect(await t.app.jobs.schedules()).toEqual(
        expect.arrayContaining([{ name: REMINDER_JOBS.schedule, cron: '*/15 * * * *' }]),
      );
      const org = await makeOrg(t.db, { name: 'Queue Org', regions: ['Only'] });
      const person = { id: 0, email: 'queue.person@example.com', name: 'Q', level: 2 };
      const mailId = await insertReminderMail(
        t.db,
        {
          orgId: org.id,
          kind: 'automatic',
          sentBy: null,
          recipients: [person],
          subject: 'Queued',
          body: 'x',
        },
        [],
      );
      await t.app.jobs.send(REMINDER_JOBS.deliver, { mailId }, DELIVERY_RETRY);
      let status = 'queued';
      for (let waited = 0; status === 'queued' && waited < 40; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const result = (await t.db.execute(
          sql`select status from reminder_mails where id = ${mailId}`,
        )) as unknown as {
          rows: { status: string }[];
        };
        status = result.rows[0]?.status ?? 'missing';
      }
      expect(status).toBe('sent');
      expect(smtp.received.map((m) => m.to)).toEqual([['queue.person@example.com']]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
