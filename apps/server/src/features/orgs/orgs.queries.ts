import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrgSettings } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { organisations, plants, regions, userRegions, users } from '../../db/schema';
import { defineList, listPage, searchMatch, searchValue } from '../../lib/list-page';
import { streamList } from '../../lib/list-stream';

const byName = sql`lower(${organisations.name})`;

export function listOrganisations(db: Db) {
  return db
    .select({ id: organisations.id, name: organisations.name, logoUrl: organisations.logoUrl })
    .from(organisations)
    .orderBy(asc(byName));
}

/** The organisations list (L1), with its search and direction: what a page and an export read. */
function organisationList(db: Db, query: { search: string; isAsc: boolean }) {
  return defineList({
    shape: `organisations:${query.search ? 'q' : ''}:${query.isAsc}`,
    build: () => ({
      table: organisations,
      id: organisations.id,
      where: searchMatch(organisations.searchText, query.search),
      sort: byName,
      ascending: query.isAsc,
      rows: ({ inPage, orderBy }) =>
        db
          .select({ id: organisations.id, name: organisations.name, logoUrl: organisations.logoUrl })
          .from(organisations)
          .where(inPage)
          .orderBy(...orderBy),
    }),
    values: searchValue(query.search),
  });
}

export function pageOrganisations(db: Db, query: { search: string; page: number; isAsc: boolean }) {
  const list = organisationList(db, query);
  return listPage(db, list.shape, list.build, list.values, query.page);
}

export type OrganisationListRow = Awaited<ReturnType<typeof pageOrganisations>>['rows'][number];

/** Every organisation of the list, in list order, in batches (an export). */
export function streamOrganisations(
  db: Db,
  query: { search: string; isAsc: boolean },
  each: (rows: OrganisationListRow[]) => Promise<void>,
) {
  const list = organisationList(db, query);
  return streamList(db, list.build(), list.values, each);
}

export async function findOrganisationRow(db: Db, orgId: number) {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
  return org;
}

export async function insertOrganisation(db: Db, values: { name: string; settings: OrgSettings }) {
  const [org] = await db.insert(organisations).values(values).returning({ id: organisations.id });
  if (!org) throw new Error('organisations insert returned no row');
  return org.id;
}

export async function updateOrganisation(
  db: Db,
  orgId: number,
  values: { name: string; settings: OrgSettings },
) {
  await db
    .update(organisations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(organisations.id, orgId));
}

/** Sets the logo only while the organisation has none; answers false if another upload got there first. */
export async function claimOrganisationLogo(db: Db, orgId: number, logoUrl: string): Promise<boolean> {
  const rows = await db
    .update(organisations)
    .set({ logoUrl, updatedAt: sql`now()` })
    .where(and(eq(organisations.id, orgId), isNull(organisations.logoUrl)))
    .returning({ id: organisations.id });
  return rows.length === 1;
}

export async function clearOrganisationLogo(db: Db, orgId: number) {
  await db
    .update(organisations)
    .set({ logoUrl: null, updatedAt: sql`now()` })
    .where(eq(organisations.id, orgId));
}

export function listRegions(db: Db, orgId: number) {
  return db
    .select({ regionId: regions.id, regionName: regions.name })
    .from(regions)
    .where(and(eq(regions.orgId, orgId), isNull(regions.removedAt)))
    .orderBy(asc(sql`lower(${regions.name})`));
}

export async function insertRegions(db: Db, orgId: number, names: string[]) {
  if (names.length) await db.insert(regions).values(names.map((name) => ({ orgId, name })));
}

export async function renameRegion(db: Db, orgId: number, regionId: number, name: string) {
  await db
    .update(regions)
    .set({ name })
    .where(and(eq(regions.id, regionId), eq(regions.orgId, orgId)));
}

/**
 * Removes regions nothing live uses: a region still named by deleted plants' records is kept as a removed
 * row (out of every list and choice, its name free again); the others are deleted.
 */
export async function removeRegions(db: Db, orgId: number, regionIds: number[], keptForRecords: number[]) {
  const gone = regionIds.filter((id) => !keptForRecords.includes(id));
  if (gone.length) {
    await db.delete(regions).where(and(eq(regions.orgId, orgId), inArray(regions.id, gone)));
  }
  if (keptForRecords.length) {
    await db
      .update(regions)
      .set({ removedAt: sql`now()` })
      .where(and(eq(regions.orgId, orgId), inArray(regions.id, keptForRecords)));
  }
}

export interface RegionUse {
  regionId: number;
  /** Live users (active or not) holding the region. */
  users: number;
  /** Live plants in the region. */
  plants: number;
  /** Deleted plants still in the region: their inspection records show it. */
  deletedPlants: number;
}

/** What still uses each of the regions, counted; regions nothing uses are left out. */
export async function regionsInUse(db: Db, regionIds: number[]): Promise<RegionUse[]> {
  if (!regionIds.length) return [];
  const [byUsers, byPlants] = await Promise.all([
    db
      .select({ regionId: userRegions.regionId, n: sql<number>`count(*)::int` })
      .from(userRegions)
      .innerJoin(users, eq(users.id, userRegions.userId))
      .where(and(inArray(userRegions.regionId, regionIds), isNull(users.deletedAt)))
      .groupBy(userRegions.regionId),
    db
      .select({
        regionId: plants.regionId,
        live: sql<number>`(count(*) filter (where ${plants.deletedAt} is null))::int`,
        deleted: sql<number>`(count(*) filter (where ${plants.deletedAt} is not null))::int`,
      })
      .from(plants)
      .where(inArray(plants.regionId, regionIds))
      .groupBy(plants.regionId),
  ]);
  return regionIds.flatMap((regionId) => {
    const byPlant = byPlants.find((p) => p.regionId === regionId);
    const use = {
      regionId,
      users: byUsers.find((u) => u.regionId === regionId)?.n ?? 0,
      plants: byPlant?.live ?? 0,
      deletedPlants: byPlant?.deleted ?? 0,
    };
    return use.users || use.plants || use.deletedPlants ? [use] : [];
  });
}

/** Deleted users' memberships of regions being removed: nobody sees those users, so they keep no region. */
export async function dropDeletedUsersFromRegions(db: Db, regionIds: number[]) {
  if (!regionIds.length) return;
  await db
    .delete(userRegions)
    .where(
      and(
        inArray(userRegions.regionId, regionIds),
        inArray(
          userRegions.userId,
          db.select({ id: users.id }).from(users).where(isNotNull(users.deletedAt)),
        ),
      ),
    );
}
