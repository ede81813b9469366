import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './orgs';
import { users } from './users';

/**
 * The person's accounts in other organisations that the sign-in proved (the same login and password), each
 * with a digest of its password hash then: a later password change of that account voids the proof.
 */
export interface LinkedAccount {
  userId: number;
  proof: string;
}

/** Every issued token names a session; revoking the row ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** For L1: the organisation chosen with the switch; null means All. Others: their own organisation. */
    actingOrgId: integer('acting_org_id').references(() => organisations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    linkedAccounts: jsonb('linked_accounts').$type<LinkedAccount[]>().notNull().default([]),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
