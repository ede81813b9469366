// The flagged forms lists (spec 3 §2.7): one organisation's flagged inspections of one frequency and state,
// read from flagged_forms (kept by triggers on inspection_flags, migration 0014) in submitted or completed order.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FlaggedFormSort, FlaggedFormState } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import {
  inspections,
  flaggedFormCounts,
  flaggedForms,
  formTemplates,
  organisations,
  plants,
  regions,
  users,
} from '../../db/schema';
import { searchDocument } from '../../db/schema/search';
import { flagOverdueSql } from '../../lib/flag-overdue';
import { defineList, listPage, searchValue } from '../../lib/list-page';
import { streamList } from '../../lib/list-stream';
import { formIdsNamed } from '../../lib/form-catalogue.queries';
import { prepared } from '../../lib/prepared';
import { recordScopeCondition, scopeParams, scopeShape, type PlantScope } from '../../lib/plant-scope';

export interface FlaggedFormsQuery {
  state: FlaggedFormState;
  frequency: string;
  search: string;
  sort: FlaggedFormSort;
  ascending: boolean;
  page: number;
  /** ISO date of today in the app's time zone: the overdue mark. */
  today: string;
}

/** What a search term matches outside flagged_forms, found before the list's query (ids, as arrays). */
export interface FlaggedMatches {
  templateIds: number[];
  userIds: number[];
}

const search = sql.placeholder('search');

const peopleNamed = prepared((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`(${sql.placeholder('orgId')}::integer is null or ${users.orgId} = ${sql.placeholder('orgId')})`,
        // The users list's search text (login, first and last name, e-mail) through its trigram index.
        sql`${users.searchText} ilike ${search}`,
      ),
    )
    .prepare('flagged_people_named'),
);

/** The forms (by name) and the organisation's people (by login, name or e-mail) that hold `term`. */
export async function flaggedMatches(db: Db, scope: PlantScope, term: string): Promise<FlaggedMatches> {
  if (!term) return { templateIds: [], userIds: [] };
  const values = { search: `%${term}%`, orgId: scopeParams(scope).scopeOrgId };
  const [forms, people] = await Promise.all([formIdsNamed(db, term), peopleNamed(db).execute(values)]);
  return { templateIds: forms, userIds: people.map((r) => r.id) };
}

/**
 * Region, completed by, date completed (MMDDYYYY, as the term is typed without punctuation: only a term of
 * digits can match it) or form type (the form's name or its point source). Each part is a hashed set or a
 * small array tested on the index's own columns, so the scan reads no table rows.
 */
function searchCondition(orgScoped: boolean, digits: boolean): SQL {
  const regionOrg = orgScoped ? sql`and ${regions.orgId} = ${sql.placeholder('scopeOrgId')}` : sql``;
  return or(
    sql`${flaggedForms.plantId} in (select ${plants.id} from ${plants}
      where ${plants.regionId} in (select ${regions.id} from ${regions}
        where ${searchDocument(sql`${regions.name}`)} ilike ${search} ${regionOrg}))`,
    sql`${flaggedForms.templateId} = any(${sql.placeholder('templateIds')}::integer[])`,
    sql`${flaggedForms.lastFollowUpBy} = any(${sql.placeholder('userIds')}::integer[])`,
    digits ? sql`to_char(${flaggedForms.lastFollowUpDate}, 'MMDDYYYY') ilike ${search}` : undefined,
    sql`(${flaggedForms.pointSource} is not null
      and ${searchDocument(sql`${flaggedForms.pointSource}`)} ilike ${search})`,
  ) as SQL;
}

const SORTS: Record<FlaggedFormSort, SQL | typeof flaggedForms.submittedAt> = {
  submittedDate: flaggedForms.submittedAt,
  dateCompleted: sql`${flaggedForms.lastFollowUpDate}`,
};

/** A flagged forms list as the caller may see it, as its page and its export read it. */
function flaggedFormList(
  db: Db,
  scope: PlantScope,
  query: Omit<FlaggedFormsQuery, 'page'>,
  matches: FlaggedMatches,
) {
  const shape = scopeShape(scope);
  const digits = /^\d+$/.test(query.search);
  const key = [shape, query.search ? (digits ? 'qd' : 'q') : '', query.sort, query.ascending];
  return defineList({
    shape: `flagged-forms:${key.join(':')}`,
    build: () => ({
      table: flaggedForms,
      id: flaggedForms.inspectionId,
      where: and(
        recordScopeCondition(shape, flaggedForms),
        eq(flaggedForms.frequency, sql.placeholder('frequency')),
        eq(flaggedForms.complete, sql.placeholder('complete')),
        query.search ? searchCondition(shape !== 'all', digits) : undefined,
      ),
      sort: SORTS[query.sort],
      ascending: query.ascending,
      idFollowsSort: true,
      // Without a search the total is the sum of the scope's plants' counts, kept by triggers.
      count: query.search
        ? undefined
        : db
            .select({ n: sql<number>`coalesce(sum(${flaggedFormCounts.n}), 0)::int` })
            .from(flaggedFormCounts)
            .where(
              and(
                recordScopeCondition(shape, flaggedFormCounts),
                eq(flaggedFormCounts.frequency, sql.placeholder('frequency')),
                eq(flaggedFormCounts.complete, sql.placeholder('complete')),
              ),
            ),
      rows: ({ inPage, orderBy }) =>
        db
          .select({
            id: flaggedForms.inspectionId,
            FormId: formTemplates.formKey,
            FormType: flaggedForms.frequency,
            inspectionName: formTemplates.name,
            pointSource: flaggedForms.pointSource,
            PlantId: plants.plantId,
            plantUID: plants.id,
            plantName: plants.name,
            Region: regions.name,
            submittedAt: flaggedForms.submittedAt,
            DateCompleted: flaggedForms.lastFollowUpDate,
            complete: flaggedForms.complete,
            completedByFirst: users.firstName,
            completedByLast: users.lastName,
            openFlags: flaggedForms.openCount,
            closedFlags: flaggedForms.closedCount,
            overdue: flagOverdueSql({
              status: sql`case when ${flaggedForms.complete} then 'closed' else 'open' end`,
              // The page's 20 rows read their inspection's date by its key.
              foundOn: sql`(select ${inspections.inspectionDate} from ${inspections}
                where ${inspections.id} = ${flaggedForms.inspectionId})`,
              settings: organisations.settings,
              today: sql.placeholder('today') as unknown as string,
            }),
          })
          .from(flaggedForms)
          .innerJoin(plants, eq(plants.id, flaggedForms.plantId))
          .innerJoin(regions, eq(regions.id, plants.regionId))
          .innerJoin(formTemplates, eq(formTemplates.id, flaggedForms.templateId))
          .innerJoin(organisations, eq(organisations.id, flaggedForms.orgId))
          .leftJoin(users, eq(users.id, flaggedForms.lastFollowUpBy))
          .where(inPage)
          .orderBy(...orderBy),
    }),
    values: {
      ...scopeParams(scope),
      frequency: query.frequency,
      complete: query.state === 'complete',
      today: query.today,
      ...matches,
      ...searchValue(query.search),
    },
  });
}

/** One page of a flagged forms list as the caller may see it, with the total. */
export async function pageFlaggedForms(
  db: Db,
  scope: PlantScope,
  query: FlaggedFormsQuery,
  matches: FlaggedMatches,
) {
  const list = flaggedFormList(db, scope, query, matches);
  return listPage(db, list.shape, list.build, list.values, query.page);
}

export type FlaggedFormRow = Awaited<ReturnType<typeof pageFlaggedForms>>['rows'][number];

/** Every row of a flagged forms list, in list order, in batches (an export). */
export function streamFlaggedForms(
  db: Db,
  scope: PlantScope,
  query: Omit<FlaggedFormsQuery, 'page'>,
  matches: FlaggedMatches,
  each: (rows: FlaggedFormRow[]) => Promise<void>,
) {
  const list = flaggedFormList(db, scope, query, matches);
  return streamList(db, list.build(), list.values, each);
}
