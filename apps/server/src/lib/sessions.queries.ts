import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, userRegions, users, type LinkedAccount } from '../db/schema';
import { prepared } from './prepared';

export async function createSession(
  db: Db,
  session: { userId: number; actingOrgId: number | null; expiresAt: Date; linkedAccounts?: LinkedAccount[] },
): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('sessions insert returned no row');
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const liveSession = prepared((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      actingOrgId: sessions.actingOrgId,
      homeOrgId: users.orgId,
      accessLevel: users.accessLevel,
      // Read with the session so that scoping a call costs no statement of its own.
      regionIds: sql<number[]>`coalesce((select array_agg(${userRegions.regionId}) from ${userRegions}
        where ${userRegions.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 1),
        isNull(users.deletedAt),
      ),
    )
    .prepare('live_session'),
);

/**
 * The session if it is unrevoked, unexpired, and its user still active and not deleted, with the user's
 * regions. Read on every call (a prepared statement), never cached: revoking takes effect at once.
 */
export async function findLiveSession(db: Db, sessionId: string) {
  if (!UUID.test(sessionId)) return undefined;
  const [row] = await liveSession(db).execute({ sessionId });
  return row;
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except optionally the one making the change. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}
