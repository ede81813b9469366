import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations, sessions, users, type LinkedAccount } from '../db/schema';

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

/** The proven account of the session's person in `orgId`, if there is one. */
export async function linkedAccountIn(db: Db, sessionId: string, orgId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ linked: linkedOrganisationsSql(sessionId) })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.linked.find((link) => link.orgId === orgId)?.userId;
}

/** The links the session keeps (proofs included), to carry over to the next session. */
export async function linkedAccountsOf(db: Db, sessionId: string): Promise<LinkedAccount[]> {
  const [row] = await db
    .select({ linked: sessions.linkedAccounts })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.linked ?? [];
}
