import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './orgs';
import { users } from './users';

/** 'How are we doing...?' answers. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => organisations.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/** Technical support requests, kept and e-mailed to the support address. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => organisations.id),
    comments: text('comments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);
