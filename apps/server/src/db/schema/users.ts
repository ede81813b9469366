import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations, regions } from './orgs';
import { listIndexes, lowerOf } from './list-indexes';
import { searchDocument } from './search';

/**
 * One row per account. The same login (UserId or e-mail) may have accounts in several organisations;
 * sign-in then asks which. L1 accounts belong to no organisation. Deleted accounts keep their row (and
 * name) so every record they signed still shows who signed it.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').references(() => organisations.id),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    accessLevel: smallint('access_level').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    jobDesc: text('job_desc').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    status: smallint('status').notNull().default(1),
    elmsFlag: boolean('elms_flag').notNull().default(false),
    /**
     * The reference_delete permission granted to an L3 or L4 user (spec 3 §6; L1 and L2 always hold it, so
     * theirs stays false). docs/decisions.md, 'reference_delete'.
     */
    referenceDelete: boolean('reference_delete').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** What the users list search matches (see search.ts). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument(sql`user_id`, sql`first_name`, sql`last_name`, sql`email`),
      ),
  },
  (t) => [
    uniqueIndex('users_login_unique')
      .on(sql`coalesce(${t.orgId}, 0)`, sql`lower(${t.userId})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_login_idx').on(sql`lower(${t.userId})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_org_idx').on(t.orgId, t.userId),
    ...listIndexes({
      table: 'users',
      live: sql`${t.deletedAt} is null`,
      scope: t.orgId,
      id: t.id,
      filters: [t.status, t.accessLevel],
      sorts: {
        user_id: lowerOf(t.userId),
        first_name: lowerOf(t.firstName),
        last_name: lowerOf(t.lastName),
        access_level: { key: t.accessLevel },
        status: { key: t.status },
      },
      searchText: t.searchText,
    }),
    check('users_access_level_check', sql`${t.accessLevel} between 1 and 4`),
    check('users_status_check', sql`${t.status} in (1, 2)`),
    check('users_l1_has_no_org', sql`(${t.accessLevel} = 1) = (${t.orgId} is null)`),
  ],
);

export const userRegions = pgTable(
  'user_regions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.regionId] }), index('user_regions_region_idx').on(t.regionId)],
);

/** Temporary passwords from "forgot password": hashed, single use, with an expiry. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tempHash: text('temp_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
