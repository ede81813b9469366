// POST /api/remindemail against the hand-built organisation of compliance.fixture.ts (October 2026), with
// the app's real mailer delivering to an SMTP server in this process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { complianceMessages, reminderMessages } from '@envirotrack/shared';
import { bearer, makeUser } from '../../../../test/factories';
import { mailText, startSmtpSink, type SmtpSink } from '../../../../test/smtp-sink';
import { fx, ids, one, tokens, useComplianceFixture } from '../compliance.fixture';

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

const remind = (payload: object, token = tokens.l2, query = '') =>
  fx.t.app.inject({ method: 'POST', url: `/api/remindemail${query}`, headers: bearer(token), payload });

const monthlyP2 = () => ({ plantUId: String(ids.p2), frequency: 'monthly', date: '10-15-2026' });

async function counts() {
  return one<{ mails: number; items: number; audits: number }>(sql`
    select (select count(*)::int from reminder_mails) as mails, (select count(*)::int from reminder_items) as items,
      (select count(*)::int from audit_events where action = 'reminder.send') as audits`);
}

async function emailsOf(query: ReturnType<typeof sql>) {
  const result = (await fx.t.db.execute(query)) as unknown as { rows: { email: string }[] };
  return result.rows.map((r) => r.email).sort();
}

describe('POST /api/remindemail', () => {
  it("mails the plant's L4 users the forms it has not done, with links that open them, and records it", async () => {
    const before = await counts();
    const response = await remind(monthlyP2());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'valid', message: reminderMessages.sent, recipients: 1 });

    const l4 = await emailsOf(sql`select u.email from users u join user_plants up on up.user_id = u.id
      where up.plant_id = ${ids.p2}`);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(l4);
    const text = mail ? mailText(mail) : '';
    expect(text).toContain('Subject: Reminder: Form cs-m1 due at plant CS-P2 for October 2026');
    expect(text).toContain('Plant CS-P2 - Plant CS-P2 (North), Monthly forms of October 2026:');
    expect(text).toContain('- Form cs-m1');
    // Its outfall was done: only the plain form is named.
    expect(text).not.toContain('Form cs-m2');
    expect(text).toContain(
      `https://et.example.com/inspections/common/cs-m1?date=10-31-2026&plantId=${ids.p2}&formId=cs-m1&type=Inspections`,
    );

    const after = await counts();
    expect(after).toEqual({ mails: before.mails + 1, items: before.items + 1, audits: before.audits + 1 });
    const row = await one<{
      kind: string;
      status: string;
      sent_by: number;
      recipients: string[];
      attempts: number;
    }>(sql`select kind, status, sent_by, recipients, attempts from reminder_mails order by id desc limit 1`);
    expect(row).toMatchObject({
      kind: 'manual',
      status: 'sent',
      sent_by: ids.author,
      recipients: l4,
      attempts: 1,
    });
    const item = await one<{ plant_id: number; frequency: string; period_key: string; point_source: string }>(
      sql`select plant_id, frequency, period_key, point_source from reminder_items order by id desc limit 1`,
    );
    expect(item).toEqual({ plant_id: ids.p2, frequency: 'Monthly', period_key: '2026-10', point_source: '' });

    // The pop-up shows when each form was last reminded; the done one never was.
    const details = await fx.t.app.inject({
      method: 'GET',
      url: `/api/dashboard/monthly/plants/${ids.p2}?date=2026-10-15`,
      headers: bearer(tokens.l2),
    });
    const formList = details.json().data.formList as { FormId: string; lastRemindedAt: string | null }[];
    expect(formList.find((f) => f.FormId === 'cs-m1')?.lastRemindedAt).toBe(response.json().remindedAt);
    expect(formList.find((f) => f.FormId === 'cs-m2')?.lastRemindedAt).toBeNull();
    // Another period of the same form was not reminded.
    const september = await fx.t.app.inject({
      method: 'GET',
      url: `/api/dashboard/monthly/plants/${ids.p2}?date=2026-09-15`,
      headers: bearer(tokens.l2),
    });
    expect(september.json().data.formList[0].lastRemindedAt).toBeNull();
  });

  it("goes to the region's active L3 users when the plant has no active L4 user; names one point source with its id", async () => {
    const inactive = await makeUser(fx.t.db, {
      level: 4,
      orgId: ids.orgA,
      regionIds: [ids.north],
      status: 2,
    });
    await fx.t.db.execute(
      sql`insert into user_plants (user_id, plant_id) values (${inactive.id}, ${ids.p1})`,
    );
    const l3 = await emailsOf(sql`select u.email from users u join user_regions ur on ur.user_id = u.id
      where ur.region_id = ${ids.north} and u.access_level = 3`);
    const response = await remind(
      {
        plantUId: String(ids.p1),
        frequency: 'monthly',
        date: '2026-10-01',
        FormId: 'cs-m2',
        pointSource: 'Outfall 2',
      },
      tokens.l1,
      `?orgId=${ids.orgA}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.received.map((m) => m.to)).toEqual([l3]);
    const ps = await one<{ id: number }>(sql`select ps.id from form_point_sources ps
      join form_templates t on t.id = ps.template_id where t.form_key = 'cs-m2' and ps.name = 'Outfall 2'`);
    const text = mailText(smtp.received[0] ?? { from: '', to: [], raw: '' });
    expect(text).toContain('- Form cs-m2 (Outfall 2)');
    expect(text).toContain(`formId=cs-m2&type=Inspections&ps=${ps.id}`);
  });

  it('refuses L3, L4, L1 in All and another organisation before writing anything', async () => {
    const before = await counts();
    for (const token of [tokens.l3, tokens.l4])
      expect((await remind(monthlyP2(), token)).statusCode).toBe(403);
    const all = await remind(monthlyP2(), tokens.l1);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(complianceMessages.chooseOrganisation);
    expect((await remind(monthlyP2(), tokens.b2)).statusCode).toBe(404);
    expect((await remind(monthlyP2(), tokens.l1, `?orgId=${ids.orgB}`)).statusCode).toBe(404);
    // A deleted plant is not found either.
    expect((await remind({ ...monthlyP2(), plantUId: String(ids.p6) })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    expect(smtp.received).toEqual([]);
  });

  it('answers bad input with a clear 400 and records nothing', async () => {
    const before = await counts();
    const cases: [object, string | undefined][] = [
      [{ ...monthlyP2(), date: '13-45-2026' }, complianceMessages.badDate],
      [{ ...monthlyP2(), date: '2010-01-01' }, complianceMessages.badYear],
      [{ ...monthlyP2(), FormId: 'no-such-form' }, reminderMessages.badForm],
      // A form of another frequency is none of the plant's monthly forms.
      [{ ...monthlyP2(), FormId: 'cs-d1' }, reminderMessages.badForm],
      [{ ...monthlyP2(), FormId: 'cs-m2', pointSource: 'Outfall 9' }, reminderMessages.badPointSource],
      [{ ...monthlyP2(), frequency: 'hourly' }, undefined],
      [{ ...monthlyP2(), plantUId: 'x' }, undefined],
      [{ frequency: 'monthly', date: '2026-10-15' }, undefined],
    ];
    for (const [payload, message] of cases) {
      const response = await remind(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect(smtp.received).toEqual([]);
  });

  it('answers 409 when nothing is owed or nobody is responsible, and records nothing', async () => {
    const before = await counts();
    // P1 did its plain form; P3 was deactivated in October; nothing is due in a month to come.
    const done = await remind({ ...monthlyP2(), plantUId: String(ids.p1), FormId: 'cs-m1' });
    expect([done.statusCode, done.json().message]).toEqual([409, reminderMessages.nothingDue]);
    const closed = await remind({ ...monthlyP2(), plantUId: String(ids.p3) });
    expect([closed.statusCode, closed.json().message]).toEqual([409, reminderMessages.nothingDue]);
    const future = await remind({ ...monthlyP2(), date: '2030-01-15' });
    expect([future.statusCode, future.json().message]).toEqual([409, reminderMessages.nothingDue]);
    // P4 (South) owes its form, but South has no L3 user and P4 no L4 user.
    const nobody = await remind({ ...monthlyP2(), plantUId: String(ids.p4) });
    expect([nobody.statusCode, nobody.json().message]).toEqual([409, reminderMessages.nobody]);
    expect(await counts()).toEqual(before);
    expect(smtp.received).toEqual([]);
  });

  it("answers 502 'Please Try Again' when the mail server refuses, and records the reminder as failed", async () => {
    smtp.failNext(1);
    const response = await remind(monthlyP2());
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(reminderMessages.failed);
    const row = await one<{ status: string; attempts: number; last_error: string }>(
      sql`select status, attempts, last_error from reminder_mails order by id desc limit 1`,
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('Mailbox unavailable');
    expect(smtp.received).toEqual([]);
  });
});
