import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './orgs';
import { plants } from './plants';
import { users } from './users';

/**
 * An evidence pack (issue 17, docs/decisions.md 'Evidence pack'): asked for by one user for one plant, made
 * by a queued job that counts its progress here and checks `state` for a cancel between reports. The PDF is
 * kept through the Storage interface (folder 'packs') until `expires_at`, then removed with the row.
 */
export const evidencePacks = pgTable(
  'evidence_packs',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    permitTypes: text('permit_types').array().notNull(),
    state: text('state').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The stored PDF's name in the 'packs' folder, once done. */
    fileName: text('file_name'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The expiry sweep reads the packs past their time.
    index('evidence_packs_expires_idx').on(t.expiresAt),
    index('evidence_packs_requested_by_idx').on(t.requestedBy),
    check(
      'evidence_packs_state_check',
      sql`${t.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`,
    ),
  ],
);
