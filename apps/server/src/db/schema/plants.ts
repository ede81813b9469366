import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  doublePrecision,
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
import { formTemplates } from './forms';
import { organisations, regions } from './orgs';
import { listIndexes, lowerOf } from './list-indexes';
import { searchDocument } from './search';
import { users } from './users';

/** A facility. Deleting only marks deleted_at: its inspection records stay reachable for reports. */
export const plants = pgTable(
  'plants',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    plantId: text('plant_id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('USA'),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    facilityType: text('facility_type').notNull(),
    status: smallint('status').notNull().default(1),
    inactiveSince: timestamp('inactive_since', { withTimezone: true }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Drawn shapes, outfalls and coordinate pointers, validated by the shared plant contract. */
    map: jsonb('map').notNull().default({ shapes: [], outfalls: [], coordinates: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** What the list search matches: the plant id, name, city and state without punctuation (see search.ts). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(sql`plant_id`, sql`name`, sql`city`, sql`state`)),
  },
  (t) => [
    uniqueIndex('plants_org_plant_id_unique')
      .on(t.orgId, sql`lower(${t.plantId})`)
      .where(sql`${t.deletedAt} is null`),
    index('plants_org_region_idx').on(t.orgId, t.regionId, t.status),
    index('plants_region_idx').on(t.regionId),
    ...listIndexes({
      table: 'plants',
      live: sql`${t.deletedAt} is null`,
      scope: t.orgId,
      id: t.id,
      filters: [t.status, t.regionId],
      sorts: {
        plant_id: lowerOf(t.plantId),
        name: lowerOf(t.name),
        state: lowerOf(t.state),
        facility_type: { key: t.facilityType },
        status: { key: t.status },
      },
      searchText: t.searchText,
    }),
    check('plants_status_check', sql`${t.status} in (1, 2)`),
    check(
      'plants_facility_check',
      sql`${t.facilityType} in ('Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others')`,
    ),
  ],
);

/** The forms a plant uses, and which of each form's point sources apply to it. */
export const plantForms = pgTable(
  'plant_forms',
  {
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id),
    pointSourceIds: integer('point_source_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * When the form was first assigned to the plant (kept when its point sources change): compliance status
     * owes it from the period that holds that day (docs/decisions.md, Compliance status).
     */
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.plantId, t.templateId] }),
    index('plant_forms_template_idx').on(t.templateId),
    // Compliance status: the plants that have the forms of one frequency, read from the index alone.
    index('plant_forms_compliance_idx').on(t.templateId, t.plantId, t.assignedAt, t.pointSourceIds),
  ],
);

/** L4 users work at the plants assigned to them. */
export const userPlants = pgTable(
  'user_plants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.plantId] }), index('user_plants_plant_idx').on(t.plantId)],
);
