import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FlaggedFrequency, FlaggedSortField, FlaggedStatusFilter } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import {
  flagCounts,
  formTemplates,
  inspectionFlags,
  inspections,
  organisations,
  plants,
  questions,
  regions,
  users,
} from '../../db/schema';
import { searchDocument } from '../../db/schema/search';
import { flagCloseDaysSql, flagOverdueSql } from '../../lib/flag-overdue';
import { defineList, listPage, searchValue, type ListQuery } from '../../lib/list-page';
import { streamList } from '../../lib/list-stream';
import { formIdsNamed } from '../../lib/form-catalogue.queries';
import { prepared } from '../../lib/prepared';
import { recordScopeCondition, scopeParams, scopeShape, type PlantScope } from '../../lib/plant-scope';

export interface FlaggedReportQuery {
  frequency: FlaggedFrequency;
  /** The first and last report date of the period (ISO). */
  first: string;
  last: string;
  region: number | null;
  status: FlaggedStatusFilter;
  search: string;
  sort: FlaggedSortField;
  ascending: boolean;
  page: number;
  /** Today in the app's time zone (ISO): the overdue rule's day, the same for the rows and the counts. */
  today: string;
}

/** What a search term matches besides plants, found before the list's query: forms and questions by text. */
export interface FlagSearchMatches {
  templateIds: number[];
  questionIds: number[];
}

const search = sql.placeholder('search');

const questionsWorded = prepared((db) =>
  db
    .select({ id: questions.id })
    .from(questions)
    .where(sql`${searchDocument(sql`${questions.text}`)} ilike ${search}`)
    .prepare('flagged_questions_worded'),
);

/** The forms (by name) and questions (by wording) of any organisation holding the term: ids are what flags hold. */
export async function flagSearchMatches(db: Db, term: string): Promise<FlagSearchMatches> {
  if (!term) return { templateIds: [], questionIds: [] };
  const [forms, worded] = await Promise.all([
    formIdsNamed(db, term),
    questionsWorded(db).execute({ search: `%${term}%` }),
  ]);
  return { templateIds: forms, questionIds: worded.map((row) => row.id) };
}

const hidingOrganisations = prepared((db) =>
  db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        sql`(${organisations.settings} ->> 'hideHousekeeping') = 'true'`,
        sql`(${sql.placeholder('orgId')}::integer is null or ${organisations.id} = ${sql.placeholder('orgId')})`,
      ),
    )
    .prepare('flagged_hiding_housekeeping'),
);

/** The organisations in scope that hide housekeeping (their housekeeping flags are not listed). */
export async function organisationsHidingHousekeeping(db: Db, orgId: number | null): Promise<number[]> {
  return (await hidingOrganisations(db).execute({ orgId })).map((row) => row.id);
}

/**
 * The plant id or name (punctuation dropped, so 'GV-101' and 'GV101' match) of the scope's plants: an array
 * read through the plant-first index, as a region is; only when forms or questions match the term too (found
 * before) does the search also look at the period's other flags.
 */
function searchCondition(orgScoped: boolean, formsOrQuestions: boolean): SQL {
  const plantOrg = orgScoped ? sql`and ${plants.orgId} = ${sql.placeholder('scopeOrgId')}` : sql``;
  const matchingPlants = sql`${inspectionFlags.plantId} = any(array(
      select ${plants.id} from ${plants}
        where ${plants.searchText} ilike ${search} ${plantOrg}
          and ${searchDocument(sql`${plants.plantId}`, sql`${plants.name}`)} ilike ${search}))`;
  if (!formsOrQuestions) return matchingPlants;
  return sql`(${matchingPlants}
    or ${inspectionFlags.templateId} = any(${sql.placeholder('templateIds')}::integer[])
    or ${inspectionFlags.questionId} = any(${sql.placeholder('questionIds')}::integer[]))`;
}

const plantJoin = { table: plants, on: eq(plants.id, inspectionFlags.plantId) };
const formJoin = { table: formTemplates, on: eq(formTemplates.id, inspectionFlags.templateId) };
const questionJoin = { table: questions, on: eq(questions.id, inspectionFlags.questionId) };

/** Each sort's key; keys on other tables join them for the page's ids (bounded by the period). */
const SORTS: Record<FlaggedSortField, Pick<ListQuery<unknown>, 'sort' | 'sortJoin'>> = {
  formDate: { sort: inspectionFlags.reportDate },
  status: { sort: inspectionFlags.status },
  answer: { sort: sql`lower(${inspectionFlags.answer})` },
  plantId: { sort: sql`lower(${plants.plantId})`, sortJoin: plantJoin },
  inspectionName: { sort: sql`lower(${formTemplates.name})`, sortJoin: formJoin },
  questionText: { sort: sql`lower(${questions.text})`, sortJoin: questionJoin },
};

const overdue = flagOverdueSql({
  status: inspectionFlags.status,
  foundOn: inspectionFlags.reportDate,
  settings: organisations.settings,
  today: sql.placeholder('today'),
});

/**
 * The period's counts from `flag_counts` (one row per month, frequency, type, status and report date):
 * the same numbers as counting the period's flags, a few hundred rows read instead of tens of thousands.
 */
function keptCounts(db: Db, shape: 'org' | 'all', byFrequency: boolean, hides: boolean) {
  const statusIs = sql.placeholder('status');
  const n = flagCounts.n;
  return db
    .select({
      n: sql<number>`coalesce(sum(${n}) filter (where ${statusIs}::text is null or ${flagCounts.status} = ${statusIs}), 0)::int`,
      open: sql<number>`coalesce(sum(${n}) filter (where ${flagCounts.status} = 'open'), 0)::int`,
      closed: sql<number>`coalesce(sum(${n}) filter (where ${flagCounts.status} = 'closed'), 0)::int`,
      overdue: sql<number>`coalesce(sum(${n}) filter (where ${flagCounts.status} = 'open'
          and ${flagCounts.reportDay} + ${flagCloseDaysSql(organisations.settings)} < ${sql.placeholder('today')}::date), 0)::int`,
    })
    .from(flagCounts)
    .innerJoin(organisations, eq(organisations.id, flagCounts.orgId))
    .where(
      and(
        shape === 'org' ? eq(flagCounts.orgId, sql.placeholder('scopeOrgId')) : undefined,
        sql`${flagCounts.month} between ${sql.placeholder('first')}::date and ${sql.placeholder('last')}::date`,
        byFrequency ? eq(flagCounts.frequency, sql.placeholder('frequency')) : undefined,
        hides
          ? sql`not (${flagCounts.inspectionType} = 'HouseKeeping'
                and ${flagCounts.orgId} = any(${sql.placeholder('hiddenOrgs')}::integer[]))`
          : undefined,
      ),
    );
}

/**
 * The flagged reports list: the listed flags (open or closed; withdrawn ones are on the report's record) of
 * reports dated in the period that the caller may see, as its page and its export read it.
 */
function flaggedReportList(
  db: Db,
  scope: PlantScope,
  query: Omit<FlaggedReportQuery, 'page'>,
  matches: FlagSearchMatches,
  hiddenHousekeeping: number[],
) {
  const { region, sort, ascending } = query;
  const shape = scopeShape(scope);
  const frequency = query.frequency === 'All' ? null : query.frequency;
  const status = query.status === 'All' ? null : query.status === 'Complete' ? 'closed' : 'open';
  const hides = hiddenHousekeeping.length > 0;
  const formsOrQuestions = matches.templateIds.length + matches.questionIds.length > 0;
  const searched = query.search ? (formsOrQuestions ? 'qf' : 'q') : '';
  const key = [
    shape,
    frequency ? 'f' : '',
    region === null ? '' : 'r',
    status ? 's' : '',
    hides ? 'h' : '',
    searched,
    sort,
    ascending,
  ];
  // Everything but the status: the counts read this; the page adds the status.
  const period = and(
    recordScopeCondition(shape, inspectionFlags),
    ne(inspectionFlags.status, sql`'withdrawn'`),
    sql`${inspectionFlags.reportDate} between ${sql.placeholder('first')}::date and ${sql.placeholder('last')}::date`,
    frequency ? eq(inspectionFlags.frequency, sql.placeholder('frequency')) : undefined,
    region === null
      ? undefined
      : sql`${inspectionFlags.plantId} = any(array(select ${plants.id} from ${plants}
          where ${plants.regionId} = ${sql.placeholder('region')}))`,
    hides
      ? sql`not (${inspectionFlags.inspectionType} = 'HouseKeeping'
          and ${inspectionFlags.orgId} = any(${sql.placeholder('hiddenOrgs')}::integer[]))`
      : undefined,
    query.search ? searchCondition(shape !== 'all', formsOrQuestions) : undefined,
  );
  const statusIs = sql.placeholder('status');
  return defineList({
    shape: `flagged:${key.join(':')}`,
    build: () => ({
      table: inspectionFlags,
      id: inspectionFlags.id,
      where: and(period, status ? eq(inspectionFlags.status, statusIs) : undefined),
      ...SORTS[sort],
      ascending,
      idFollowsSort: true,
      // A whole organisation's (or every organisation's) period comes from the counts the triggers keep.
      count:
        (shape === 'org' || shape === 'all') && region === null && !query.search
          ? keptCounts(db, shape, frequency !== null, hides)
          : db
              .select({
                n: sql<number>`(count(*) filter (where ${statusIs}::text is null or ${inspectionFlags.status} = ${statusIs}))::int`,
                open: sql<number>`(count(*) filter (where ${inspectionFlags.status} = 'open'))::int`,
                closed: sql<number>`(count(*) filter (where ${inspectionFlags.status} = 'closed'))::int`,
                overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
              })
              .from(inspectionFlags)
              .innerJoin(organisations, eq(organisations.id, inspectionFlags.orgId))
              .where(period),
      rows: ({ inPage, orderBy }) =>
        db
          .select({
            flagId: inspectionFlags.id,
            InspectionUId: inspectionFlags.inspectionId,
            questionId: inspectionFlags.questionId,
            moduleIndex: inspectionFlags.moduleIndex,
            template: formTemplates,
            plantUID: plants.id,
            plantId: plants.plantId,
            plantName: plants.name,
            plantRegionName: regions.name,
            pointSource: inspections.pointSource,
            questionText: questions.text,
            AnswerForFlag: inspectionFlags.answer,
            formDate: inspectionFlags.reportDate,
            submittedDate: inspectionFlags.submittedAt,
            status: inspectionFlags.status,
            followUpRemark: inspectionFlags.followUpRemark,
            followUpDate: inspectionFlags.followUpDate,
            completedBy: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
            isOverdue: overdue,
            isRepeat: sql<boolean>`${inspectionFlags.repeatOfId} is not null`,
          })
          .from(inspectionFlags)
          .innerJoin(inspections, eq(inspections.id, inspectionFlags.inspectionId))
          .innerJoin(plants, eq(plants.id, inspectionFlags.plantId))
          .innerJoin(regions, eq(regions.id, plants.regionId))
          .innerJoin(formTemplates, eq(formTemplates.id, inspectionFlags.templateId))
          .innerJoin(organisations, eq(organisations.id, inspectionFlags.orgId))
          .leftJoin(questions, eq(questions.id, inspectionFlags.questionId))
          .leftJoin(users, eq(users.id, inspectionFlags.followUpBy))
          .where(inPage)
          .orderBy(...orderBy),
    }),
    values: {
      ...scopeParams(scope),
      first: query.first,
      last: query.last,
      frequency,
      region,
      status,
      hiddenOrgs: hiddenHousekeeping,
      today: query.today,
      ...matches,
      ...searchValue(query.search),
    },
  });
}

/**
 * One page of the flagged reports list and its counts. The counts ignore the status filter; TotalCount
 * follows it.
 */
export async function pageFlaggedReports(
  db: Db,
  scope: PlantScope,
  query: FlaggedReportQuery,
  matches: FlagSearchMatches,
  hiddenHousekeeping: number[],
) {
  const list = flaggedReportList(db, scope, query, matches, hiddenHousekeeping);
  return listPage(db, list.shape, list.build, list.values, query.page);
}

export type FlaggedReportRow = Awaited<ReturnType<typeof pageFlaggedReports>>['rows'][number];

/** Every row of the flagged reports list, in list order, in batches (an export). */
export function streamFlaggedReports(
  db: Db,
  scope: PlantScope,
  query: Omit<FlaggedReportQuery, 'page'>,
  matches: FlagSearchMatches,
  hiddenHousekeeping: number[],
  each: (rows: FlaggedReportRow[]) => Promise<void>,
) {
  const list = flaggedReportList(db, scope, query, matches, hiddenHousekeeping);
  return streamList(db, list.build(), list.values, each);
}
