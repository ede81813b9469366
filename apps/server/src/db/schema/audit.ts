import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, when: one row per write that matters as evidence. Never updated or deleted. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    orgId: integer('org_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_org_idx').on(t.orgId, t.occurredAt),
  ],
);

/**
 * Every mail the application sends, without its body (bodies may carry temporary passwords):
 * to whom, what, and whether delivery worked.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    transport: text('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
