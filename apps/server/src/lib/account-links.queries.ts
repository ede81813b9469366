import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations, sessions, users } from '../db/schema';

/**
 * The organisations of the accounts a session's sign-in proved (lib/passwords passwordProof) that still
 * hold: live, active, and their password unchanged since. SQL for a subselect of the caller's one statement.
 */
export const linkedOrganisationsSql = (sessionId: ReturnType<typeof sql.placeholder> | string) => sql<
  { orgId: number; orgName: string; userId: number }[]
>`coalesce((
  select json_agg(json_build_object('orgId', o.id, 'orgName', o.name, 'userId', u.id) order by lower(o.name))
  from ${sessions} s
  cross join lateral jsonb_to_recordset(s.linked_accounts) as l("userId" int, proof text)
  join ${users} u on u.id = l."userId"
  join ${organisations} o on o.id = u.org_id
  where s.id = ${sessionId}::uuid and u.deleted_at is null and u.status = 1
    and encode(sha256(convert_to(u.password_hash, 'UTF8')), 'hex') = l.proof
), '[]'::json)`;

/**
 * A session's links: those kept (with their proofs, carried over to the next session) and those that still
 * prove an account now, with its organisation.
 */
export async function sessionLinks(db: Db, sessionId: string) {
  const [row] = await db
    .select({ kept: sessions.linkedAccounts, proven: linkedOrganisationsSql(sessionId) })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return { kept: row?.kept ?? [], proven: row?.proven ?? [] };
}
