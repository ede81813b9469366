import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './orgs';
import { users } from './users';

/**
 * An organisation's golden rules (spec 3 §2.10): the list is saved whole, so a save replaces the rows.
 * `rule_num` is the row's place in the list as entered (ties of priority keep that order).
 */
export const goldenRules = pgTable(
  'golden_rules',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    ruleNum: integer('rule_num').notNull(),
    rule: text('rule').notNull(),
    priority: integer('priority').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('golden_rules_org_priority_idx').on(t.orgId, t.priority, t.ruleNum)],
);

/**
 * A reference document (spec 3 §2.11): a stored file or a link, with an optional banner image. Built-in
 * references (links every organisation sees) have no organisation and cannot be deleted.
 */
export const referenceDocuments = pgTable(
  'reference_documents',
  {
    id: serial('id').primaryKey(),
    /** Null: built in, shown to every organisation. */
    orgId: integer('org_id').references(() => organisations.id),
    title: text('title').notNull(),
    link: text('link'),
    /** The file's type as its content proved it ('pdf', 'docx' ...), or 'url' for a link. */
    ext: text('ext').notNull(),
    /** The stored file's name in the references folder; null for a link. */
    fileName: text('file_name'),
    originalName: text('original_name'),
    contentType: text('content_type'),
    size: integer('size'),
    /** The stored banner image's name in the references folder. */
    bannerName: text('banner_name'),
    bannerType: text('banner_type'),
    isDeletable: boolean('is_deletable').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reference_documents_org_idx').on(t.orgId, t.id),
    check('reference_documents_file_or_link', sql`(${t.link} is null) <> (${t.fileName} is null)`),
    check('reference_documents_built_in', sql`${t.orgId} is not null or not ${t.isDeletable}`),
  ],
);
