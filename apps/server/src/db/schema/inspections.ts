import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { formPointSources, formTemplates } from './forms';
import { organisations } from './orgs';
import { plants } from './plants';
import { users } from './users';

/** One stored answer: question, module (0 unless a module form) and the answer text (slots joined by '|'). */
export interface AnswerRecord {
  q: number;
  m: number;
  a: string;
}

/** The signature kept with an inspection: the image, how it was made, and the hash of what it signed. */
export interface SignatureRecord {
  file: string;
  mode: 'typed' | 'drawn';
  typedName: string | null;
  font: string | null;
  signedBy: number;
  signedAt: string;
  /** SHA-256 (hex) of the canonical answers at signing. */
  answersHash: string;
}

/**
 * A filled-in form: one per plant x form x point source x period. `form_root_id` is the library form an
 * organisation copy descends from (or the form itself), so copying a form mid-period does not open a second
 * inspection for that period; `point_source` is the source's name, the same in the copy.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    formRootId: integer('form_root_id')
      .notNull()
      .references(() => formTemplates.id),
    pointSourceId: integer('point_source_id').references(() => formPointSources.id),
    pointSource: text('point_source'),
    periodKey: text('period_key').notNull(),
    inspectionDate: date('inspection_date', { mode: 'string' }).notNull(),
    inspectionType: text('inspection_type').notNull(),
    permitType: text('permit_type').notNull(),
    frequency: text('frequency').notNull(),
    time: text('time'),
    isPermanent: boolean('is_permanent').notNull().default(true),
    answers: jsonb('answers').$type<AnswerRecord[]>().notNull(),
    totalScore: smallint('total_score'),
    signature: jsonb('signature').$type<SignatureRecord>(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lead person a housekeeping sign-off names (spec 2 §3). */
    leadPersonId: integer('lead_person_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('inspections_one_per_period').on(
      t.plantId,
      t.formRootId,
      sql`coalesce(${t.pointSource}, '')`,
      t.periodKey,
    ),
    index('inspections_org_date_idx').on(t.orgId, t.inspectionDate),
    index('inspections_plant_date_idx').on(t.plantId, t.inspectionDate),
    // The plant's forms for a date look up a handful of period keys; through inspections_one_per_period
    // that reads every inspection of the plant (0.8 ms at 8 years of daily forms, 0.2 ms with this index).
    index('inspections_plant_period_idx').on(t.plantId, t.periodKey),
    index('inspections_template_date_idx').on(t.templateId, t.inspectionDate),
    // Compliance status (features/compliance): what an organisation's period holds, per plant, form root and
    // point source, read from the index alone and matched against what is due.
    index('inspections_compliance_idx').on(
      t.orgId,
      t.periodKey,
      t.plantId,
      t.formRootId,
      t.pointSource,
      t.id,
    ),
    // The report lists (features/reports): one period of an organisation (the period key names the
    // frequency too), in submitted or last-updated order; the columns after the id answer the lists'
    // filters and count without reading the table. The '_all' ones serve L1 in All organisations.
    ...reportListIndexes(t),
    check('inspections_type_check', sql`${t.inspectionType} in ('Inspections', 'HouseKeeping')`),
    check(
      'inspections_frequency_check',
      sql`${t.frequency} in ('Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly')`,
    ),
    check('inspections_score_check', sql`${t.totalScore} is null or ${t.totalScore} between 0 and 100`),
  ],
);

function reportListIndexes(t: {
  orgId: ExtraConfigColumn;
  periodKey: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  updatedAt: ExtraConfigColumn;
  id: ExtraConfigColumn;
  inspectionType: ExtraConfigColumn;
  plantId: ExtraConfigColumn;
  templateId: ExtraConfigColumn;
  permitType: ExtraConfigColumn;
}) {
  const carried = [t.inspectionType, t.plantId, t.templateId, t.permitType] as const;
  return [
    index('inspections_report_submitted_idx').on(t.orgId, t.periodKey, t.createdAt, t.id, ...carried),
    index('inspections_report_updated_idx').on(t.orgId, t.periodKey, t.updatedAt, t.id, ...carried),
    index('inspections_report_all_submitted_idx').on(t.periodKey, t.createdAt, t.id, ...carried),
    // A region's, a regional user's or a plant search's reports: the period of each plant, read without
    // the table (a nested loop over the region's plants), then sorted: a region is a small part of the period.
    index('inspections_report_plant_idx').on(
      t.plantId,
      t.periodKey,
      t.orgId,
      t.createdAt,
      t.updatedAt,
      t.id,
      t.inspectionType,
      t.templateId,
      t.permitType,
    ),
  ];
}

/** Every saved state of an inspection, the first one too: who saved, when, and which answers changed. */
export const inspectionVersions = pgTable(
  'inspection_versions',
  {
    id: serial('id').primaryKey(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id),
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<AnswerRecord[]>().notNull(),
    changedQuestionIds: integer('changed_question_ids').array().notNull(),
    isPermanent: boolean('is_permanent').notNull(),
    attachments: text('attachments').array().notNull(),
    signature: jsonb('signature').$type<SignatureRecord>(),
    savedBy: integer('saved_by')
      .notNull()
      .references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    leadPersonId: integer('lead_person_id').references(() => users.id),
  },
  (t) => [uniqueIndex('inspection_versions_unique').on(t.inspectionId, t.version)],
);

/**
 * Uploaded attachments and signatures. A file belongs to the organisation it was uploaded in, and to an
 * inspection once one refers to it; files are never deleted, a detached one stays in the history.
 */
export const inspectionFiles = pgTable(
  'inspection_files',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    inspectionId: integer('inspection_id').references(() => inspections.id),
    attached: boolean('attached').notNull().default(false),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_files_name_unique').on(t.folder, t.name),
    index('inspection_files_inspection_idx').on(t.inspectionId),
    check('inspection_files_folder_check', sql`${t.folder} in ('images', 'signatures')`),
  ],
);

/** Rows of `inspection_period_counts` per organisation, period and type: concurrent saves rarely share one. */
export const PERIOD_COUNT_SHARDS = 16;

/**
 * How many inspections an organisation has in a period, per inspection type, kept by triggers on
 * inspections (migration 0011): a report list's total without reading the period's index entries (a month
 * of 10,000 plants holds ~66,000). Split into shards (plant id modulo PERIOD_COUNT_SHARDS) so that saves at
 * the same time wait on the same row seldom. An inspection's organisation, period and type never change.
 */
export const inspectionPeriodCounts = pgTable(
  'inspection_period_counts',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    periodKey: text('period_key').notNull(),
    inspectionType: text('inspection_type').notNull(),
    shard: smallint('shard').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.periodKey, t.inspectionType, t.shard] }),
    index('inspection_period_counts_period_idx').on(t.periodKey, t.inspectionType),
  ],
);

/**
 * How many inspections an organisation has in a period per form root, kept by triggers on inspections
 * (migration 0016): the compliance line chart of a whole organisation reads a few dozen rows instead of a
 * year's index entries. Sharded by plant id modulo 16 like inspection_period_counts.
 */
export const inspectionFormPeriodCounts = pgTable(
  'inspection_form_period_counts',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    periodKey: text('period_key').notNull(),
    formRootId: integer('form_root_id').notNull(),
    shard: smallint('shard').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.periodKey, t.formRootId, t.shard] })],
);
