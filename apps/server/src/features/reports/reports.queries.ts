import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { PERMIT_TYPES, type ReportInspectionType, type ReportSortField } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { formTemplates, inspectionPeriodCounts, inspections, plants, regions } from '../../db/schema';
import { searchDocument } from '../../db/schema/search';
import { listPage, searchValue, type ListQuery } from '../../lib/list-page';
import { recordScopeCondition, scopeParams, scopeShape, type PlantScope } from '../../lib/plant-scope';

export interface ReportListQuery {
  /** The period key of the list (periods.ts): it names the frequency too. */
  periodKey: string;
  region: number | null;
  inspectionType: ReportInspectionType;
  search: string;
  sort: ReportSortField;
  ascending: boolean;
  page: number;
}

const search = sql.placeholder('search');

/**
 * The search over plant id, plant name, region, permit type and inspection name, on the inspection's own
 * columns: plants, regions and forms whose punctuation-free text matches (so 'GV-101' and 'GV101' find
 * 'GV-101'), each an `in (subquery)` PostgreSQL hashes once; the permit types the term matches are found
 * before the query (`permitsMatching`). Plants are narrowed by their trigram index
 * first, then matched on id and name only (their search text also holds the town and state).
 */
function searchCondition(orgScoped: boolean, permits: boolean): SQL {
  const plantOrg = orgScoped ? sql`and ${plants.orgId} = ${sql.placeholder('scopeOrgId')}` : sql``;
  const regionOrg = orgScoped ? sql`and ${regions.orgId} = ${sql.placeholder('scopeOrgId')}` : sql``;
  return or(
    // The four permit types are matched here, not per row: the row compares its type with the matches.
    permits ? sql`${inspections.permitType} = any(${sql.placeholder('permits')}::text[])` : undefined,
    sql`${inspections.templateId} in (select ${formTemplates.id} from ${formTemplates}
      where ${searchDocument(sql`${formTemplates.name}`)} ilike ${search})`,
    sql`${inspections.plantId} in (select ${plants.id} from ${plants}
      where ${plants.searchText} ilike ${search} ${plantOrg}
        and ${searchDocument(sql`${plants.plantId}`, sql`${plants.name}`)} ilike ${search})`,
    sql`${inspections.plantId} in (select ${plants.id} from ${plants}
      where ${plants.regionId} in (select ${regions.id} from ${regions}
        where ${searchDocument(sql`${regions.name}`)} ilike ${search} ${regionOrg}))`,
  ) as SQL;
}

/** The permit types whose name holds the search term (letters, digits and spaces: no pattern characters). */
export const permitsMatching = (term: string): string[] =>
  term ? PERMIT_TYPES.filter((permit) => permit.toLowerCase().includes(term.toLowerCase())) : [];

const plantJoin = { table: plants, on: eq(plants.id, inspections.plantId) };
const formJoin = { table: formTemplates, on: eq(formTemplates.id, inspections.templateId) };

/** Each sort's key; keys on other tables join that table for the page's ids (bounded by the period). */
const SORTS: Record<ReportSortField, Pick<ListQuery<unknown>, 'sort' | 'sortJoin'>> = {
  submittedDate: { sort: inspections.createdAt },
  lastUpdatedDate: { sort: inspections.updatedAt },
  permitType: { sort: inspections.permitType },
  plantId: { sort: sql`lower(${plants.plantId})`, sortJoin: plantJoin },
  facilityType: { sort: sql`${plants.facilityType}`, sortJoin: plantJoin },
  plantRegionName: {
    sort: sql`(select lower(${regions.name}) from ${regions} where ${regions.id} = ${plants.regionId})`,
    sortJoin: plantJoin,
  },
  inspectionName: { sort: sql`lower(${formTemplates.name})`, sortJoin: formJoin },
};

/** One page of a report list: the inspections of one period the caller may see, with their plant and form. */
export async function pageReports(db: Db, scope: PlantScope, query: ReportListQuery) {
  const { region, inspectionType, sort, ascending } = query;
  const shape = scopeShape(scope);
  const typed = inspectionType === 'All' ? null : inspectionType;
  const permits = permitsMatching(query.search);
  const searched = query.search ? (permits.length ? 'qp' : 'q') : '';
  const key = [shape, region === null ? '' : 'r', typed ? 't' : '', searched, sort, ascending];
  return listPage(
    db,
    `reports:${key.join(':')}`,
    () => ({
      table: inspections,
      id: inspections.id,
      where: and(
        recordScopeCondition(shape, inspections),
        eq(inspections.periodKey, sql.placeholder('periodKey')),
        region === null
          ? undefined
          : sql`${inspections.plantId} = any(array(select ${plants.id} from ${plants}
              where ${plants.regionId} = ${sql.placeholder('region')}))`,
        typed ? eq(inspections.inspectionType, sql.placeholder('inspectionType')) : undefined,
        query.search ? searchCondition(shape !== 'all', permits.length > 0) : undefined,
      ),
      ...SORTS[sort],
      ascending,
      idFollowsSort: true,
      // An organisation's (or every organisation's) whole period, by type: its total is kept by triggers.
      count:
        (shape === 'org' || shape === 'all') && region === null && !query.search
          ? db
              .select({ n: sql<number>`coalesce(sum(${inspectionPeriodCounts.n}), 0)::int` })
              .from(inspectionPeriodCounts)
              .where(
                and(
                  eq(inspectionPeriodCounts.periodKey, sql.placeholder('periodKey')),
                  shape === 'org'
                    ? eq(inspectionPeriodCounts.orgId, sql.placeholder('scopeOrgId'))
                    : undefined,
                  typed
                    ? eq(inspectionPeriodCounts.inspectionType, sql.placeholder('inspectionType'))
                    : undefined,
                ),
              )
          : undefined,
      rows: ({ inPage, orderBy }) =>
        db
          .select({
            inspectionId: inspections.id,
            FormId: formTemplates.formKey,
            plantUID: plants.id,
            plantId: plants.plantId,
            plantName: plants.name,
            plantRegionName: regions.name,
            facilityType: plants.facilityType,
            permitType: inspections.permitType,
            inspectionName: formTemplates.name,
            parentInspectionName: formTemplates.parentId,
            inspectionType: inspections.inspectionType,
            frequency: inspections.frequency,
            pointSource: inspections.pointSource,
            inspectionDate: inspections.inspectionDate,
            submittedDate: inspections.createdAt,
            lastUpdatedDate: inspections.updatedAt,
          })
          .from(inspections)
          .innerJoin(plants, eq(plants.id, inspections.plantId))
          .innerJoin(regions, eq(regions.id, plants.regionId))
          .innerJoin(formTemplates, eq(formTemplates.id, inspections.templateId))
          .where(inPage)
          .orderBy(...orderBy),
    }),
    {
      ...scopeParams(scope),
      periodKey: query.periodKey,
      region,
      inspectionType: typed,
      permits,
      ...searchValue(query.search),
    },
    query.page,
  );
}

/** Whether a region exists (for L1 in All) or belongs to the organisation, and is not removed. */
export async function regionExists(db: Db, regionId: number, orgId: number | null) {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(
      and(
        eq(regions.id, regionId),
        orgId === null ? undefined : eq(regions.orgId, orgId),
        sql`${regions.removedAt} is null`,
      ),
    );
  return row !== undefined;
}
