import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { STATUS, type PlantSortField } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { organisations, plantForms, plants, regions, userPlants, users } from '../../db/schema';
import { userListColumns } from '../../lib/accounts.queries';
import { defineList, listPage, searchMatch, searchValue } from '../../lib/list-page';
import { scopeCondition, scopeFilter, scopeParams, scopeShape, type PlantScope } from '../../lib/plant-scope';
import { prepared } from '../../lib/prepared';
import { streamList } from '../../lib/list-stream';

export type PlantRow = typeof plants.$inferSelect;

const SORT: Record<PlantSortField, SQL> = {
  plantId: sql`lower(${plants.plantId})`,
  plantName: sql`lower(${plants.name})`,
  plantRegionName: sql`lower(${regions.name})`,
  state: sql`lower(${plants.state})`,
  facilityType: sql`${plants.facilityType}`,
  Active: sql`${plants.status}`,
};

export interface PlantListQuery {
  region: number | null;
  status: 1 | 2 | null;
  search: string;
  sort: PlantSortField;
  ascending: boolean;
}

/** The plants list the caller may see, with its filters: what a page and an export read. */
function plantList(db: Db, scope: PlantScope, query: PlantListQuery) {
  const { region, status, search, sort, ascending } = query;
  const shape = [scopeShape(scope), region ?? '', status ?? '', search ? 'q' : '', sort, ascending];
  return defineList({
    shape: `plants:${shape.join(':')}`,
    build: () => ({
      table: plants,
      id: plants.id,
      where: and(
        scopeCondition(scopeShape(scope)),
        region === null ? undefined : eq(plants.regionId, sql.placeholder('region')),
        status === null ? undefined : eq(plants.status, sql.placeholder('status')),
        searchMatch(plants.searchText, search),
      ),
      sort: SORT[sort],
      ascending,
      sortJoin:
        sort === 'plantRegionName' ? { table: regions, on: eq(regions.id, plants.regionId) } : undefined,
      rows: ({ inPage, orderBy }) =>
        db
          .select({
            id: plants.id,
            plantId: plants.plantId,
            plantName: plants.name,
            plantRegionId: plants.regionId,
            plantRegionName: regions.name,
            state: plants.state,
            facilityType: plants.facilityType,
            Active: plants.status,
            lat: plants.lat,
            lng: plants.lng,
          })
          .from(plants)
          .innerJoin(regions, eq(regions.id, plants.regionId))
          .where(inPage)
          .orderBy(...orderBy),
    }),
    values: { ...scopeParams(scope), region, status, ...searchValue(search) },
  });
}

export async function pagePlants(db: Db, scope: PlantScope, query: PlantListQuery & { page: number }) {
  const list = plantList(db, scope, query);
  return listPage(db, list.shape, list.build, list.values, query.page);
}

export type PlantListRow = Awaited<ReturnType<typeof pagePlants>>['rows'][number];

/** Every plant of the list, in list order, in batches (an export). */
export function streamPlants(
  db: Db,
  scope: PlantScope,
  query: PlantListQuery,
  each: (rows: PlantListRow[]) => Promise<void>,
) {
  const list = plantList(db, scope, query);
  return streamList(db, list.build(), list.values, each);
}

const plantDetails = prepared((db) =>
  db
    .select({ plant: plants, regionName: regions.name, orgName: organisations.name })
    .from(plants)
    .innerJoin(regions, eq(regions.id, plants.regionId))
    .innerJoin(organisations, eq(organisations.id, plants.orgId))
    .where(and(eq(plants.id, sql.placeholder('id')), scopeFilter()))
    .prepare('plant_details'),
);

export async function findPlant(db: Db, scope: PlantScope, id: number) {
  const [row] = await plantDetails(db).execute({ id, ...scopeParams(scope) });
  return row;
}

export async function plantIdTaken(db: Db, orgId: number, plantId: string, exceptId?: number) {
  const rows = await db
    .select({ id: plants.id })
    .from(plants)
    .where(
      and(
        eq(plants.orgId, orgId),
        isNull(plants.deletedAt),
        sql`lower(${plants.plantId}) = ${plantId.toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${plants.id} <> ${exceptId}`,
      ),
    );
  return rows.length > 0;
}

export async function insertPlant(db: Db, values: typeof plants.$inferInsert): Promise<number> {
  const [row] = await db.insert(plants).values(values).returning({ id: plants.id });
  if (!row) throw new Error('plants insert returned no row');
  return row.id;
}

export async function updatePlantRow(db: Db, id: number, values: Partial<typeof plants.$inferInsert>) {
  await db
    .update(plants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(plants.id, id));
}

export async function replacePlantForms(
  db: Db,
  plantId: number,
  forms: { templateId: number; pointSourceIds: number[] }[],
) {
  // A form that stays keeps its row, so the day it was first assigned (compliance status) is not lost.
  const kept = forms.map((f) => f.templateId);
  await db
    .delete(plantForms)
    .where(
      and(
        eq(plantForms.plantId, plantId),
        sql`not (${plantForms.templateId} = any(${sql.param(kept)}::integer[]))`,
      ),
    );
  if (forms.length)
    await db
      .insert(plantForms)
      .values(forms.map((f) => ({ plantId, ...f })))
      .onConflictDoUpdate({
        target: [plantForms.plantId, plantForms.templateId],
        set: { pointSourceIds: sql`excluded.point_source_ids` },
      });
}

const plantFormsStatement = prepared((db) =>
  db
    .select()
    .from(plantForms)
    .where(eq(plantForms.plantId, sql.placeholder('plantId')))
    .prepare('plant_forms'),
);

export function plantFormsOf(db: Db, plantId: number) {
  return plantFormsStatement(db).execute({ plantId });
}

export async function unassignPlantUsers(db: Db, plantId: number) {
  await db.delete(userPlants).where(eq(userPlants.plantId, plantId));
}

const plantUsersStatement = prepared((db) =>
  db
    .select(userListColumns)
    .from(userPlants)
    .innerJoin(users, eq(users.id, userPlants.userId))
    .where(and(eq(userPlants.plantId, sql.placeholder('plantId')), isNull(users.deletedAt)))
    .orderBy(asc(sql`lower(${users.userId})`))
    .prepare('plant_users'),
);

export function plantUsers(db: Db, plantId: number) {
  return plantUsersStatement(db).execute({ plantId });
}

export async function regionInOrg(db: Db, orgId: number, regionId: number) {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), eq(regions.orgId, orgId), isNull(regions.removedAt)));
  return row !== undefined;
}

export function plantsOfUser(db: Db, userId: number) {
  return db
    .select({ plantId: plants.id, plantName: plants.name })
    .from(userPlants)
    .innerJoin(plants, eq(plants.id, userPlants.plantId))
    .where(and(eq(userPlants.userId, userId), isNull(plants.deletedAt)))
    .orderBy(asc(sql`lower(${plants.name})`));
}

export function plantsOfRegions(db: Db, orgId: number, regionIds: readonly number[]) {
  return db
    .select({ plantId: plants.id, plantName: plants.name })
    .from(plants)
    .where(
      and(
        eq(plants.orgId, orgId),
        isNull(plants.deletedAt),
        inArray(plants.regionId, regionIds.length ? [...regionIds] : [-1]),
      ),
    )
    .orderBy(asc(sql`lower(${plants.name})`));
}

/** Which of `ids` are live regions of the organisation. */
export async function liveRegionIds(db: Db, orgId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.orgId, orgId), isNull(regions.removedAt), inArray(regions.id, [...ids])));
  return rows.map((r) => r.id);
}

/** The active, live plants of some regions of an organisation, by name (plants_org_region_idx). */
export function activePlantsOfRegions(db: Db, orgId: number, regionIds: readonly number[]) {
  return db
    .select({ id: plants.id, plantId: plants.plantId, plantName: plants.name, regionId: plants.regionId })
    .from(plants)
    .where(
      and(
        eq(plants.orgId, orgId),
        inArray(plants.regionId, [...regionIds]),
        eq(plants.status, STATUS.active),
        isNull(plants.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${plants.name})`), asc(plants.id));
}
