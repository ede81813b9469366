import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { PERMIT_TYPES, type ReportInspectionType, type ReportSortField } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { formTemplates, inspectionPeriodCounts, inspections, plants, regions } from '../../db/schema';
import { searchDocument } from '../../db/schema/search';
import { defineList, listPage, searchValue, type ListQuery } from '../../lib/list-page';
import { prepared } from '../../lib/prepared';
import { streamList } from '../../lib/list-stream';
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

/** What a search term matches besides plants: forms by name, permit types (found before the list's query). */
export interface FormMatches {
  templateIds: number[];
  permits: string[];
}

/**
 * The search over plant id, plant name, region, permit type and inspection name, without punctuation (so
 * 'GV-101' and 'GV101' find 'GV-101'), on the inspection's own columns. The plants it matches (by id or name,
 * narrowed by their trigram index; or by their region's name) are an array read through the plant-first
 * index, as a region is; only when forms or permit types match too (`FormMatches`, found before) does the
 * search also look at the period's other entries.
 */
function searchCondition(orgScoped: boolean, forms: boolean): SQL {
  const plantOrg = orgScoped ? sql`and ${plants.orgId} = ${sql.placeholder('scopeOrgId')}` : sql``;
  const regionOrg = orgScoped ? sql`and ${regions.orgId} = ${sql.placeholder('scopeOrgId')}` : sql``;
  const matchingPlants = sql`${inspections.plantId} = any(array(
    select ${plants.id} from ${plants}
      where ${plants.searchText} ilike ${search} ${plantOrg}
        and ${searchDocument(sql`${plants.plantId}`, sql`${plants.name}`)} ilike ${search}
    union
    select ${plants.id} from ${plants}
      where ${plants.regionId} in (select ${regions.id} from ${regions}
        where ${searchDocument(sql`${regions.name}`)} ilike ${search} ${regionOrg})))`;
  if (!forms) return matchingPlants;
  return or(
    matchingPlants,
    sql`${inspections.templateId} = any(${sql.placeholder('templateIds')}::integer[])`,
    sql`${inspections.permitType} = any(${sql.placeholder('permits')}::text[])`,
  ) as SQL;
}

/** The forms (any organisation's: ids are what inspections hold) and permit types whose name holds `term`. */
export async function formMatches(db: Db, term: string): Promise<FormMatches> {
  if (!term) return { templateIds: [], permits: [] };
  const rows = await formsNamed(db).execute({ search: `%${term}%` });
  return {
    templateIds: rows.map((row) => row.id),
    permits: PERMIT_TYPES.filter((permit) => permit.toLowerCase().includes(term.toLowerCase())),
  };
}

const formsNamed = prepared((db) =>
  db
    .select({ id: formTemplates.id })
    .from(formTemplates)
    .where(sql`${searchDocument(sql`${formTemplates.name}`)} ilike ${search}`)
    .prepare('report_forms_named'),
);

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

/** A report list: the inspections of one period the caller may see, with their plant and form. */
function reportList(db: Db, scope: PlantScope, query: Omit<ReportListQuery, 'page'>, matches: FormMatches) {
  const { region, inspectionType, sort, ascending } = query;
  const shape = scopeShape(scope);
  const typed = inspectionType === 'All' ? null : inspectionType;
  const forms = matches.templateIds.length + matches.permits.length > 0;
  const searched = query.search ? (forms ? 'qf' : 'q') : '';
  const key = [shape, region === null ? '' : 'r', typed ? 't' : '', searched, sort, ascending];
  return defineList({
    shape: `reports:${key.join(':')}`,
    build: () => ({
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
        query.search ? searchCondition(shape !== 'all', forms) : undefined,
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
    values: {
      ...scopeParams(scope),
      periodKey: query.periodKey,
      region,
      inspectionType: typed,
      ...matches,
      ...searchValue(query.search),
    },
  });
}

/** One page of a report list. */
export async function pageReports(db: Db, scope: PlantScope, query: ReportListQuery, matches: FormMatches) {
  const list = reportList(db, scope, query, matches);
  return listPage(db, list.shape, list.build, list.values, query.page);
}

export type ReportListRow = Awaited<ReturnType<typeof pageReports>>['rows'][number];

/** Every row of a report list, in list order, in batches (an export). */
export function streamReports(
  db: Db,
  scope: PlantScope,
  query: Omit<ReportListQuery, 'page'>,
  matches: FormMatches,
  each: (rows: ReportListRow[]) => Promise<void>,
) {
  const list = reportList(db, scope, query, matches);
  return streamList(db, list.build(), list.values, each);
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
