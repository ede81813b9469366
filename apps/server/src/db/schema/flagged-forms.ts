import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { formTemplates } from './forms';
import { inspections } from './inspections';
import { organisations } from './orgs';
import { plants } from './plants';
import { users } from './users';

/**
 * Flagged forms (spec 3 §2.7; docs/decisions.md 'Flagged forms'): one row per inspection with at least one
 * flag that is not withdrawn, with its open and closed counts and its last follow-up. Kept by statement-level
 * triggers on inspection_flags (migration 0014, adding each statement's changes), never written by the app:
 * the lists read it instead of aggregating the organisation's flags on each request.
 */
export const flaggedForms = pgTable(
  'flagged_forms',
  {
    inspectionId: integer('inspection_id')
      .primaryKey()
      .references(() => inspections.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    pointSource: text('point_source'),
    frequency: text('frequency').notNull(),
    /** The inspection's first save (its 'Date Submitted'). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    openCount: integer('open_count').notNull(),
    closedCount: integer('closed_count').notNull(),
    complete: boolean('complete')
      .notNull()
      .generatedAlwaysAs(sql`open_count = 0`),
    /** The follow-up of the flag closed last (latest follow-up date, then latest close): Date Completed, By. */
    lastFollowUpDate: date('last_follow_up_date', { mode: 'string' }),
    lastClosedAt: timestamp('last_closed_at', { withTimezone: true }),
    lastFollowUpBy: integer('last_follow_up_by').references(() => users.id),
  },
  (t) => [
    // The lists: one organisation's forms of one frequency and state, in submitted or completed order; the
    // columns after the id answer the search and the overdue mark without reading the table.
    index('flagged_forms_submitted_idx').on(
      t.orgId,
      t.frequency,
      t.complete,
      t.submittedAt,
      t.inspectionId,
      t.plantId,
      t.templateId,
      t.lastFollowUpBy,
      t.lastFollowUpDate,
      t.pointSource,
    ),
    index('flagged_forms_completed_idx').on(
      t.orgId,
      t.frequency,
      t.complete,
      t.lastFollowUpDate,
      t.inspectionId,
      t.plantId,
      t.templateId,
      t.lastFollowUpBy,
      t.submittedAt,
      t.pointSource,
    ),
    // L1 in All organisations.
    index('flagged_forms_all_submitted_idx').on(
      t.frequency,
      t.complete,
      t.submittedAt,
      t.inspectionId,
      t.plantId,
      t.templateId,
      t.lastFollowUpBy,
      t.lastFollowUpDate,
      t.pointSource,
    ),
    index('flagged_forms_all_completed_idx').on(
      t.frequency,
      t.complete,
      t.lastFollowUpDate,
      t.inspectionId,
      t.plantId,
      t.templateId,
      t.lastFollowUpBy,
      t.submittedAt,
      t.pointSource,
    ),
    // A region's, an L3's or an L4's forms: each plant's, then sorted (a region is a small part).
    index('flagged_forms_plant_idx').on(
      t.plantId,
      t.frequency,
      t.complete,
      t.submittedAt,
      t.lastFollowUpDate,
      t.inspectionId,
      t.templateId,
      t.lastFollowUpBy,
    ),
  ],
);

/**
 * How many flagged forms each plant has per frequency and state, kept by triggers on flagged_forms (migration
 * 0014): a list's total is the sum over the scope's plants (an organisation's, a region's or a user's) without
 * counting its forms' index entries (~56,000 complete Daily forms in the benchmark organisation take 15 to
 * 40 ms to count; their ~10,000 plants' rows a few). One row per plant also keeps concurrent closes apart.
 */
export const flaggedFormCounts = pgTable(
  'flagged_form_counts',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    frequency: text('frequency').notNull(),
    complete: boolean('complete').notNull(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.frequency, t.complete, t.plantId] }),
    index('flagged_form_counts_all_idx').on(t.frequency, t.complete, t.plantId, t.n),
  ],
);
