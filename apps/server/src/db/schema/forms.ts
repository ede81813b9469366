import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './orgs';

/**
 * Inspection form templates. Built-in ones (owner null) come from the library; an organisation that edits a
 * built-in gets its own copy (based_on) and its plants use the copy from then on. Deleting only marks
 * deleted_at: past inspections keep their form.
 */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').primaryKey(),
    /** The FormId of URLs and calls. */
    formKey: text('form_key').notNull(),
    name: text('name').notNull(),
    parentId: text('parent_id').notNull(),
    permitType: text('permit_type').notNull(),
    frequency: text('frequency').notNull(),
    facilityTypes: text('facility_types').array().notNull(),
    inspectionType: text('inspection_type').notNull(),
    declarationRequired: boolean('declaration_required').notNull().default(false),
    moduleSize: smallint('module_size'),
    editOnly: boolean('edit_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ownerOrgId: integer('owner_org_id').references(() => organisations.id),
    basedOnId: integer('based_on_id').references((): AnyPgColumn => formTemplates.id),
    /** The library key of a built-in form, how the loader knows it is installed. */
    libraryKey: text('library_key'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('form_templates_key_unique').on(t.formKey),
    uniqueIndex('form_templates_library_key_unique').on(t.libraryKey),
    uniqueIndex('form_templates_one_copy_per_org')
      .on(t.ownerOrgId, t.basedOnId)
      .where(sql`${t.basedOnId} is not null and ${t.deletedAt} is null`),
    index('form_templates_owner_idx').on(t.ownerOrgId, t.permitType, t.frequency),
    check('form_templates_permit_check', sql`${t.permitType} in ('Water', 'Air', 'Waste', 'Others')`),
    check(
      'form_templates_frequency_check',
      sql`${t.frequency} in ('Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly')`,
    ),
    check('form_templates_type_check', sql`${t.inspectionType} in ('Inspections', 'HouseKeeping')`),
    check('form_templates_module_check', sql`${t.moduleSize} is null or ${t.moduleSize} in (3, 4)`),
  ],
);

export const formPointSources = pgTable(
  'form_point_sources',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('form_point_sources_name_unique').on(t.templateId, t.name)],
);

/**
 * Questions of a template, as a tree (parent_question_id, ordered by position). A question is never
 * changed in what it asks: an edit retires it (status 3) and adds a new one, so old answers keep pointing at
 * the wording they answered.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    parentQuestionId: integer('parent_question_id').references((): AnyPgColumn => questions.id),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    text: text('text').notNull(),
    hint: text('hint'),
    choices: text('choices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priority: text('priority'),
    isFlagged: boolean('is_flagged').notNull().default(false),
    followUpOn: text('follow_up_on'),
    answerSelected: text('answer_selected'),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_template_idx').on(t.templateId, t.parentQuestionId, t.position),
    check('questions_status_check', sql`${t.status} in (1, 3)`),
    check('questions_choices_check', sql`coalesce(array_length(${t.choices}, 1), 0) <= 6`),
    check(
      'questions_priority_check',
      sql`${t.priority} is null or ${t.priority} in ('High', 'Medium', 'Low')`,
    ),
    check(
      'questions_flag_check',
      sql`not ${t.isFlagged} or (${t.followUpOn} is not null and ${t.followUpOn} = any(${t.choices}))`,
    ),
  ],
);
