import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './orgs';
import { plants } from './plants';
import { users } from './users';

/**
 * One reminder mail (docs/decisions.md, Reminders): sent by hand from the dashboard (`manual`, with who
 * sent it) or by the automatic run (`automatic`, one digest per person per run). Its delivery status is
 * kept: queued (recorded, not yet delivered), sent, failed (with the attempts and the last error).
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    kind: text('kind').notNull(),
    /** Who pressed Send Reminder; null for the automatic run. */
    sentBy: integer('sent_by').references(() => users.id),
    /** The automatic run it belongs to. */
    runId: integer('run_id'),
    /** Unique within an organisation: an automatic digest's key (run day x person), so it is made once. */
    dedupeKey: text('dedupe_key'),
    recipientIds: integer('recipient_ids').array().notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_mails_dedupe_unique').on(t.orgId, t.dedupeKey),
    // The organisation's recent mails (the status list L2 reads), newest first.
    index('reminder_mails_org_idx').on(t.orgId, t.createdAt.desc(), t.id),
    check('reminder_mails_kind_check', sql`${t.kind} in ('manual', 'automatic')`),
    check('reminder_mails_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/** What a reminder mail named: one row per plant x form root x point source x period. */
export const reminderItems = pgTable(
  'reminder_items',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => reminderMails.id),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    formRootId: integer('form_root_id').notNull(),
    /** The point source's name ('' for a form without point sources), as inspections key it. */
    pointSource: text('point_source').notNull().default(''),
    frequency: text('frequency').notNull(),
    periodKey: text('period_key').notNull(),
  },
  (t) => [
    // 'Last reminded' of a plant's forms in a period (the reminder pop-ups).
    index('reminder_items_plant_period_idx').on(t.plantId, t.periodKey, t.formRootId, t.mailId),
    index('reminder_items_mail_idx').on(t.mailId),
  ],
);

/**
 * One automatic run per organisation and day (in its time zone): claimed with insert .. on conflict do
 * nothing, so several server instances running the schedule at once make one run.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    runDay: date('run_day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    mails: integer('mails').notNull().default(0),
    items: integer('items').notNull().default(0),
  },
  (t) => [uniqueIndex('reminder_runs_org_day_unique').on(t.orgId, t.runDay)],
);

/** An organisation's automatic reminder settings (shared reminderSettings); no row: the defaults (off). */
export const reminderSettingsTable = pgTable(
  'reminder_settings',
  {
    orgId: integer('org_id')
      .primaryKey()
      .references(() => organisations.id),
    enabled: boolean('enabled').notNull().default(false),
    /** 'HH:MM' in the app's time zone. */
    sendTime: text('send_time').notNull(),
    frequencies: text('frequencies').array().notNull(),
    graceDays: smallint('grace_days').notNull(),
    regionAfterDays: smallint('region_after_days').notNull(),
    orgAfterDays: smallint('org_after_days').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The schedule's question, every 15 minutes: which organisations are on and due by now.
  (t) => [
    index('reminder_settings_due_idx')
      .on(t.sendTime, t.orgId)
      .where(sql`${t.enabled}`),
  ],
);
