import { sql, type SQL } from 'drizzle-orm';
import { searchDocument } from './search';
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
    /** What the organisations list search matches (see search.ts). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(sql`name`)),
  },
  (t) => [
    uniqueIndex('organisations_name_unique').on(sql`lower(${t.name})`),
    index('organisations_list_name_idx').on(sql`lower(${t.name})`, t.id, t.name),
    index('organisations_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
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
    /**
     * Set when a region still named by deleted plants' records is removed: it leaves every list and choice,
     * its name is free again, and those records keep showing it.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('regions_org_name_unique')
      .on(t.orgId, sql`lower(${t.name})`)
      .where(sql`${t.removedAt} is null`),
    index('regions_org_idx').on(t.orgId),
  ],
);
