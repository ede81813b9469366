import { and, asc, eq, exists, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { type UserRef, type UserSortField } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { organisations, plants, regions, userPlants, userRegions, users } from '../../db/schema';
import { userListColumns } from '../../lib/accounts.queries';
import { defineList, listPage, searchMatch, searchValue } from '../../lib/list-page';
import { streamList } from '../../lib/list-stream';

const SORT_COLUMNS: Record<UserSortField, SQL> = {
  UserId: sql`lower(${users.userId})`,
  First_Name: sql`lower(${users.firstName})`,
  Last_Name: sql`lower(${users.lastName})`,
  Access_Level: sql`${users.accessLevel}`,
  Active: sql`${users.status}`,
};

export interface UserListScope {
  viewer: UserRef;
  /** For L1: the organisation acted in, or null for All. */
  orgScope: number | null;
  status: 1 | 2 | null;
  search: string;
  sort: UserSortField;
  ascending: boolean;
}

/** The users a viewer may see (see canSeeUser), the viewer excluded: what a page and an export read. */
function userList(db: Db, scope: UserListScope) {
  const { viewer } = scope;
  const level =
    viewer.level === 1 ? (scope.orgScope === null ? 'all' : 'org') : viewer.level === 3 ? 'regions' : 'org';
  const shape = [level, scope.status ?? '', scope.search ? 'q' : '', scope.sort, scope.ascending];
  return defineList({
    shape: `users:${shape.join(':')}`,
    build: () => ({
      table: users,
      id: users.id,
      where: and(
        isNull(users.deletedAt),
        ne(users.id, sql.placeholder('viewerId')),
        scope.status === null ? undefined : eq(users.status, sql.placeholder('status')),
        searchMatch(users.searchText, scope.search),
        level === 'all' ? undefined : eq(users.orgId, sql.placeholder('orgId')),
        level === 'regions' ? gte(users.accessLevel, 3) : undefined,
        level === 'regions'
          ? exists(
              db
                .select({ one: sql`1` })
                .from(userRegions)
                .where(
                  and(
                    eq(userRegions.userId, users.id),
                    sql`${userRegions.regionId} = any(${sql.placeholder('regionIds')}::integer[])`,
                  ),
                ),
            )
          : undefined,
      ),
      sort: SORT_COLUMNS[scope.sort],
      ascending: scope.ascending,
      rows: ({ inPage, orderBy }) =>
        db
          .select(userListColumns)
          .from(users)
          .where(inPage)
          .orderBy(...orderBy),
    }),
    values: {
      viewerId: viewer.id,
      status: scope.status,
      ...searchValue(scope.search),
      orgId: viewer.level === 1 ? scope.orgScope : (viewer.orgId ?? -1),
      regionIds: [...viewer.regionIds],
    },
  });
}

/** One page of the users a viewer may see. */
export function pageUsers(db: Db, scope: UserListScope & { page: number }) {
  const list = userList(db, scope);
  return listPage(db, list.shape, list.build, list.values, scope.page);
}

export type UserListRow = Awaited<ReturnType<typeof pageUsers>>['rows'][number];

/** Every user of the list, in list order, in batches (an export). */
export function streamUsers(db: Db, scope: UserListScope, each: (rows: UserListRow[]) => Promise<void>) {
  const list = userList(db, scope);
  return streamList(db, list.build(), list.values, each);
}

export async function findUserRow(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, orgName: organisations.name })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function regionIdsOf(db: Db, orgId: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.orgId, orgId), inArray(regions.id, [...ids]), isNull(regions.removedAt)));
  return rows.map((r) => r.id);
}

/** Accounts that would clash with `login` in `orgId` (null = L1): same organisation, or any L1 account. */
export async function loginClashes(db: Db, login: string, orgId: number | null, exceptId?: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        sql`lower(${users.userId}) = ${login.toLowerCase()}`,
        orgId === null ? undefined : or(eq(users.orgId, orgId), isNull(users.orgId)),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  return rows.length > 0;
}

export type UserValues = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;

export async function insertUser(db: Db, values: UserValues): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('users insert returned no row');
  return row.id;
}

export async function updateUserRow(db: Db, id: number, values: Partial<UserValues>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function replaceUserRegions(db: Db, userId: number, regionIds: readonly number[]) {
  await db.delete(userRegions).where(eq(userRegions.userId, userId));
  if (regionIds.length)
    await db.insert(userRegions).values(regionIds.map((regionId) => ({ userId, regionId })));
}

export async function organisationExists(db: Db, orgId: number) {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row !== undefined;
}

/** The ids among `ids` of live plants of the organisation in the given regions. */
export async function plantIdsIn(
  db: Db,
  orgId: number,
  regionIds: readonly number[],
  ids: readonly number[],
) {
  if (!ids.length || !regionIds.length) return [];
  const rows = await db
    .select({ id: plants.id })
    .from(plants)
    .where(
      and(
        eq(plants.orgId, orgId),
        isNull(plants.deletedAt),
        inArray(plants.regionId, [...regionIds]),
        inArray(plants.id, [...ids]),
      ),
    );
  return rows.map((r) => r.id);
}

export async function replaceUserPlants(db: Db, userId: number, plantIds: readonly number[]) {
  await db.delete(userPlants).where(eq(userPlants.userId, userId));
  if (plantIds.length) await db.insert(userPlants).values(plantIds.map((plantId) => ({ userId, plantId })));
}

/** An L4 user's assigned plants; an L3 user's plants are every plant of its regions. */
export function userPlantRefs(
  db: Db,
  user: { id: number; level: number; orgId: number | null; regionIds: readonly number[] },
) {
  const columns = { plantId: plants.id, plantName: plants.name };
  if (user.level === 4) {
    return db
      .select(columns)
      .from(userPlants)
      .innerJoin(plants, eq(plants.id, userPlants.plantId))
      .where(and(eq(userPlants.userId, user.id), isNull(plants.deletedAt)))
      .orderBy(asc(sql`lower(${plants.name})`));
  }
  if (user.level === 3 && user.regionIds.length) {
    return db
      .select(columns)
      .from(plants)
      .where(
        and(
          eq(plants.orgId, user.orgId ?? -1),
          isNull(plants.deletedAt),
          inArray(plants.regionId, [...user.regionIds]),
        ),
      )
      .orderBy(asc(sql`lower(${plants.name})`));
  }
  return Promise.resolve([]);
}
