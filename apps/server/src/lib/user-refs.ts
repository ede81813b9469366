// Who a user is for the visibility rules (canSeeUser): level, organisation and regions.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { canSeeUser, type AccessLevel, type UserRef } from '@envirotrack/shared';
import type { Db } from '../db/client';
import { userRegions, users } from '../db/schema';
import type { AuthContext } from '../plugins/auth';
import { prepared } from './prepared';

/** A caller as the visibility rules see it, plus the organisation an L1 acts in (null: All). */
export interface Viewer extends UserRef {
  actingOrgId: number | null;
}

/** The caller as a user reference; the session check has already read its level, organisation and regions. */
export function viewerOf(auth: AuthContext): Viewer {
  return {
    id: auth.userId,
    level: auth.level,
    orgId: auth.homeOrgId,
    regionIds: auth.regionIds,
    actingOrgId: auth.level === 1 ? auth.orgScope : null,
  };
}

/**
 * canSeeUser, and for an L1 acting in an organisation only that organisation's users (and itself): the
 * single-user calls keep to the organisation the users list shows.
 */
export function viewerMaySee(viewer: Viewer, target: UserRef): boolean {
  if (!canSeeUser(viewer, target)) return false;
  return viewer.actingOrgId === null || viewer.id === target.id || target.orgId === viewer.actingOrgId;
}

const userRefStatement = prepared((db) =>
  db
    .select({
      id: users.id,
      level: users.accessLevel,
      orgId: users.orgId,
      regionIds: sql<
        number[]
      >`coalesce((select array_agg(${userRegions.regionId} order by ${userRegions.regionId})
        from ${userRegions} where ${userRegions.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('user_ref'),
);

/** A user (not deleted) with its regions, in one statement. */
export async function findUserRef(db: Db, id: number): Promise<UserRef | undefined> {
  const [user] = await userRefStatement(db).execute({ id });
  return user && { ...user, level: user.level as AccessLevel };
}
