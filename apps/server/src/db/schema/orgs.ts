import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    logoUrl: text('logo_url'),
    /** Per-organisation switches (menu, tiles, header text, archived link), typed in the orgs feature. */
    settings: jsonb('settings').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisations_name_unique').on(sql`lower(${t.name})`),
    check('organisations_status_check', sql`${t.status} in (1, 2)`),
  ],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('regions_org_name_unique').on(t.orgId, sql`lower(${t.name})`),
    index('regions_org_idx').on(t.orgId),
  ],
);
