import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  type ExtraConfigColumn,
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
import { formTemplates } from './forms';
import { inspectionFiles, inspections } from './inspections';
import { organisations } from './orgs';
import { plants } from './plants';
import { users } from './users';

/**
 * Answers that call for a follow-up. A flag whose answer is changed before any follow-up is withdrawn, not
 * deleted, so the record shows it was raised.
 */
export const inspectionFlags = pgTable(
  'inspection_flags',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id),
    questionId: integer('question_id').notNull(),
    moduleIndex: smallint('module_index').notNull().default(0),
    answer: text('answer').notNull(),
    status: text('status').notNull().default('open'),
    followUpRemark: text('follow_up_remark'),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    followUpBy: integer('follow_up_by').references(() => users.id),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Set when the flag was raised: the flag of the previous period, same plant, form and point source and
     * question, that was open or closed within the organisation's close-by days — a repeat finding.
     */
    repeatOfId: integer('repeat_of_id').references((): AnyPgColumn => inspectionFlags.id),
    /** A photo kept with the follow-up when the flag was closed (an image of inspection_files). */
    evidenceFileId: integer('evidence_file_id').references((): AnyPgColumn => inspectionFiles.id),
    // Carried from the inspection (migration 0014) so the flagged reports list reads, filters and counts one
    // period of flags from one index, without joining inspections: plant, form, frequency and type never
    // change on an inspection; its date may move within its period, and syncFlags carries it on each save.
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    frequency: text('frequency').notNull(),
    inspectionType: text('inspection_type').notNull(),
    /** The report's date (inspections.inspection_date). */
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    /** When the report was first saved (inspections.created_at): the overdue rule counts from its day. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('inspection_flags_answer_unique').on(t.inspectionId, t.questionId, t.moduleIndex),
    index('inspection_flags_org_status_idx').on(t.orgId, t.status),
    ...flaggedReportIndexes(t),
    check('inspection_flags_status_check', sql`${t.status} in ('open', 'closed', 'withdrawn')`),
  ],
);

/**
 * The flagged reports list (features/flags): one organisation's listed flags (withdrawn ones never are) of a
 * range of report dates, newest first; by frequency; the '_all' one for L1 in All organisations; and per
 * plant. The columns after the id answer the list's filters and its counts without reading the table.
 */
function flaggedReportIndexes(t: {
  orgId: ExtraConfigColumn;
  reportDate: ExtraConfigColumn;
  id: ExtraConfigColumn;
  status: ExtraConfigColumn;
  frequency: ExtraConfigColumn;
  inspectionType: ExtraConfigColumn;
  plantId: ExtraConfigColumn;
  templateId: ExtraConfigColumn;
  questionId: ExtraConfigColumn;
  submittedAt: ExtraConfigColumn;
}) {
  const carried = [t.status, t.inspectionType, t.plantId, t.templateId, t.questionId, t.submittedAt] as const;
  const listed = sql`${t.status} <> 'withdrawn'`;
  return [
    index('inspection_flags_report_idx')
      .on(t.orgId, t.reportDate, t.id, t.frequency, ...carried)
      .where(listed),
    index('inspection_flags_report_freq_idx')
      .on(t.orgId, t.frequency, t.reportDate, t.id, ...carried)
      .where(listed),
    index('inspection_flags_report_all_idx')
      .on(t.reportDate, t.id, t.orgId, t.frequency, ...carried)
      .where(listed),
    // A region's, a regional user's or a plant search's flags: the period of each plant (a region is a small
    // part of the organisation's period), read without the table, then sorted.
    index('inspection_flags_report_plant_idx')
      .on(t.plantId, t.reportDate, t.orgId, t.id, t.frequency, ...carried.filter((c) => c !== t.plantId))
      .where(listed),
  ];
}

/**
 * How many listed flags (open or closed) an organisation has per month of report date, frequency, inspection
 * type, status and report date, kept by statement-level triggers on
 * inspection_flags (migration 0014): the flagged reports' counts of a month, quarter or year without reading
 * the period's index entries (a month of the generated 10,000 plants holds ~57,000 flags); the report date
 * lets the overdue count, which depends on today, be summed from it too.
 */
export const flagCounts = pgTable(
  'flag_counts',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    /** The first day of the report date's month. */
    month: date('month', { mode: 'string' }).notNull(),
    frequency: text('frequency').notNull(),
    inspectionType: text('inspection_type').notNull(),
    status: text('status').notNull(),
    /** The report's date: with the close-by days, whether its open flags are overdue. */
    reportDay: date('report_day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.orgId, t.month, t.frequency, t.inspectionType, t.status, t.reportDay],
    }),
    index('flag_counts_month_idx').on(t.month),
  ],
);

/**
 * Corrective-action follow-up (spec 3 §3 'Associations'): a form filled in as the follow-up of open flags
 * ('Is this a corrective action follow-up form?' Yes) is linked to each flag it answers. Never deleted.
 */
export const flagAssociations = pgTable(
  'flag_associations',
  {
    flagId: integer('flag_id')
      .notNull()
      .references(() => inspectionFlags.id),
    followUpInspectionId: integer('follow_up_inspection_id')
      .notNull()
      .references(() => inspections.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flagId, t.followUpInspectionId] }),
    index('flag_associations_follow_up_idx').on(t.followUpInspectionId),
  ],
);
