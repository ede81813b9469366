import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The maintained compliance summary (docs/decisions.md, 'Compliance status'; migration 0019): kept by
 * triggers in the transaction of every write that moves a count, never written by the app. The dashboard's
 * bar chart reads one or two rows per plant from `compliance_plant_due` and `compliance_plant_done`; the
 * per-item query of features/compliance stays as their reference (compliance-kept.test.ts compares them).
 *
 * What is due does not depend on the period except through the day a form was assigned (a form is owed
 * from the period holding that day), so the due items are kept with that day (`assigned_on`, in the app's
 * time zone) and a period counts the rows assigned on or before its last due day. A plant's creation,
 * status and deletion, the organisation's daily due days and hidden housekeeping are read with the plants
 * at request time.
 */

/** Every due item now: plant x form root x point source name ('' for none), of the organisation's effective form. */
export const complianceItems = pgTable(
  'compliance_items',
  {
    orgId: integer('org_id').notNull(),
    plantId: integer('plant_id').notNull(),
    frequency: text('frequency').notNull(),
    inspectionType: text('inspection_type').notNull(),
    formRootId: integer('form_root_id').notNull(),
    pointSource: text('point_source').notNull(),
    /** The first day (America/Chicago) one of the plant's assignments of the form was made. */
    assignedOn: date('assigned_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plantId, t.formRootId, t.pointSource] }),
    // An organisation's items of a frequency, read from the index alone (the list charts' counts).
    index('compliance_items_org_idx').on(
      t.orgId,
      t.frequency,
      t.plantId,
      t.formRootId,
      t.pointSource,
      t.inspectionType,
      t.assignedOn,
    ),
  ],
);

/** Due items per plant, frequency, type and assignment day. */
export const compliancePlantDue = pgTable(
  'compliance_plant_due',
  {
    orgId: integer('org_id').notNull(),
    frequency: text('frequency').notNull(),
    plantId: integer('plant_id').notNull(),
    inspectionType: text('inspection_type').notNull(),
    assignedOn: date('assigned_on', { mode: 'string' }).notNull(),
    due: integer('due').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.frequency, t.plantId, t.inspectionType, t.assignedOn] }),
    // The triggers rewrite one plant's rows.
    index('compliance_plant_due_plant_idx').on(t.plantId),
    // The organisation's bar chart reads a frequency's rows from the index alone, in plant order (the key
    // with the count last: Drizzle writes no INCLUDE).
    index('compliance_plant_due_read_idx').on(
      t.orgId,
      t.frequency,
      t.plantId,
      t.inspectionType,
      t.assignedOn,
      t.due,
    ),
  ],
);

/**
 * Due items done per period and plant (by the type and assignment day of the item they fill), and how many
 * of those inspections carry a flag that is not withdrawn.
 */
export const compliancePlantDone = pgTable(
  'compliance_plant_done',
  {
    orgId: integer('org_id').notNull(),
    periodKey: text('period_key').notNull(),
    plantId: integer('plant_id').notNull(),
    inspectionType: text('inspection_type').notNull(),
    assignedOn: date('assigned_on', { mode: 'string' }).notNull(),
    done: integer('done').notNull(),
    flagged: integer('flagged').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.periodKey, t.plantId, t.inspectionType, t.assignedOn] }),
    // The triggers drop one plant's emptied rows after its due items changed.
    index('compliance_plant_done_plant_idx').on(t.plantId, t.done),
    // The organisation's bar chart reads a period's rows from the index alone, in plant order.
    index('compliance_plant_done_read_idx').on(
      t.orgId,
      t.periodKey,
      t.plantId,
      t.inspectionType,
      t.assignedOn,
      t.done,
      t.flagged,
    ),
  ],
);

/**
 * The done counts of `compliance_plant_done` summed per period and plant, one column per inspection type:
 * kept by a trigger on that table (migration 0025) in the same transaction. The organisation's bar chart
 * reads these when every due item of the frequency was assigned by the period's last due day, which makes
 * the day of assignment irrelevant: one row a plant instead of one per type and day.
 */
export const compliancePlantDoneTotals = pgTable(
  'compliance_plant_done_totals',
  {
    orgId: integer('org_id').notNull(),
    periodKey: text('period_key').notNull(),
    plantId: integer('plant_id').notNull(),
    doneInspections: integer('done_inspections').notNull(),
    doneHousekeeping: integer('done_housekeeping').notNull(),
    flaggedInspections: integer('flagged_inspections').notNull(),
    flaggedHousekeeping: integer('flagged_housekeeping').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.periodKey, t.plantId] }),
    // The bar chart reads a period's rows from the index alone.
    index('compliance_plant_done_totals_read_idx').on(
      t.orgId,
      t.periodKey,
      t.plantId,
      t.doneInspections,
      t.doneHousekeeping,
      t.flaggedInspections,
      t.flaggedHousekeeping,
    ),
  ],
);

/**
 * A stamp drawn afresh, in the same transaction, by every write to an organisation's plants (subject
 * 'plants') and to its kept due items ('due'): triggers of migration 0024. The server's copies of what the
 * bar chart reads of them (compliance-directory.ts) are checked against it before each use, so a copy is
 * never older than the database, whichever server instance wrote; being random rather than counted, a stamp
 * cannot come back after a restore or in another database. No row: nothing written since; not copied.
 */
export const orgDataVersions = pgTable(
  'org_data_versions',
  {
    orgId: integer('org_id').notNull(),
    subject: text('subject').notNull(),
    stamp: uuid('stamp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.subject] })],
);
