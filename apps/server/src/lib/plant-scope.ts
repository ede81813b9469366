import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { plants, userPlants } from '../db/schema';
import type { AuthContext } from '../plugins/auth';

/**
 * What a caller may see of plants: L1 all (or the organisation it acts in), L2 its organisation, L3 its
 * regions, L4 the plants assigned to it. Every feature that reads or writes a plant's records uses it.
 */
export interface PlantScope {
  level: number;
  userId: number;
  orgId: number | null;
  regionIds: readonly number[];
}

export function scopeOf(auth: AuthContext): PlantScope {
  return {
    level: auth.level,
    userId: auth.userId,
    orgId: auth.level === 1 ? auth.orgScope : auth.homeOrgId,
    regionIds: auth.level >= 3 ? auth.regionIds : [],
  };
}

export type ScopeShape = 'all' | 'org' | 'regions' | 'assigned';

/** Which form the scope's condition takes: the statements of one shape differ only in their values. */
export function scopeShape(scope: PlantScope): ScopeShape {
  if (scope.level === 1) return scope.orgId === null ? 'all' : 'org';
  return scope.level === 2 ? 'org' : scope.level === 3 ? 'regions' : 'assigned';
}

/**
 * The plants a scope of this shape sees, for lists (each shape picks its indexes); its values are
 * `scopeParams`.
 */
export function scopeCondition(shape: ScopeShape): SQL | undefined {
  const live = isNull(plants.deletedAt);
  if (shape === 'all') return live;
  const own = and(live, eq(plants.orgId, sql.placeholder('scopeOrgId')));
  if (shape === 'org') return own;
  if (shape === 'regions')
    return and(own, sql`${plants.regionId} = any(${sql.placeholder('scopeRegionIds')}::integer[])`);
  return and(
    own,
    exists(
      sql`(select 1 from ${userPlants} where ${userPlants.plantId} = ${plants.id}
        and ${userPlants.userId} = ${sql.placeholder('scopeUserId')})`,
    ),
  );
}

/** The values of `scopeFilter`'s placeholders. */
export function scopeParams(scope: PlantScope) {
  return {
    scopeLevel: scope.level,
    // Only L1 in All sees every organisation; any other caller without an organisation sees nothing.
    scopeOrgId: scope.level === 1 ? scope.orgId : (scope.orgId ?? -1),
    scopeRegionIds: [...scope.regionIds],
    scopeUserId: scope.userId,
  };
}

/**
 * `scopeCondition` in one shape for every level, for prepared statements that read plants by id (its
 * values from `scopeParams`). Not for lists: it cannot pick the per-organisation indexes.
 */
export function scopeFilter(): SQL {
  const level = sql.placeholder('scopeLevel');
  const orgId = sql.placeholder('scopeOrgId');
  return sql`(${plants.deletedAt} is null
    and (${orgId}::integer is null or ${plants.orgId} = ${orgId})
    and (${level}::integer <= 2
      or (${level} = 3 and ${plants.regionId} = any(${sql.placeholder('scopeRegionIds')}::integer[]))
      or (${level} = 4 and exists (select 1 from ${userPlants} where ${userPlants.plantId} = ${plants.id}
        and ${userPlants.userId} = ${sql.placeholder('scopeUserId')}))))`;
}

/**
 * The records (inspections, flags...) of plants a scope of this shape sees, on the records' own columns so
 * a list counts without joining plants; its values are `scopeParams`. The plants are an array, so an index
 * on (plant_id, ...) reads only their records (a region is a small part of an organisation's period).
 * Deleted plants' records stay in: they are compliance evidence (docs/decisions.md, Report lists). L4's
 * plants are those still assigned to it.
 */
export function recordScopeCondition(
  shape: ScopeShape,
  record: { orgId: PgColumn; plantId: PgColumn },
): SQL | undefined {
  if (shape === 'all') return undefined;
  const own = eq(record.orgId, sql.placeholder('scopeOrgId'));
  if (shape === 'org') return own;
  if (shape === 'regions')
    return and(
      own,
      sql`${record.plantId} = any(array(select ${plants.id} from ${plants}
        where ${plants.orgId} = ${sql.placeholder('scopeOrgId')}
          and ${plants.regionId} = any(${sql.placeholder('scopeRegionIds')}::integer[])))`,
    );
  return and(
    own,
    sql`${record.plantId} = any(array(select ${userPlants.plantId} from ${userPlants}
      where ${userPlants.userId} = ${sql.placeholder('scopeUserId')}))`,
  );
}
