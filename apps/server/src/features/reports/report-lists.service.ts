import { reportListMessages, type ReportListFilters, type ReportListItem } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { formMatches, pageReports, regionExists } from './report-lists.queries';

/**
 * One page of a report list of the period `periodKey`, as the caller may see it. The region filter is
 * checked before anything is listed: a region that is not the organisation's (any organisation's, for L1
 * in All) is bad input (400), and L3 and L4 may pick only their own regions (403).
 */
export async function listReports(
  db: Db,
  auth: AuthContext,
  periodKey: string,
  filters: ReportListFilters,
): Promise<{ data: ReportListItem[]; TotalCount: number }> {
  const { scope, query, matches } = await checkedList(db, auth, periodKey, filters);
  const { rows, total } = await pageReports(db, scope, { ...query, page: filters.curPageNo }, matches);
  return {
    data: rows.map((row) => ({
      ...row,
      inspectionType: row.inspectionType as ReportListItem['inspectionType'],
      frequency: row.frequency as ReportListItem['frequency'],
      submittedDate: row.submittedDate.toISOString(),
      lastUpdatedDate: row.lastUpdatedDate.toISOString(),
    })),
    TotalCount: total,
  };
}

/** The list the caller asked for, once its filters are checked: what a page and an export read. */
export async function checkedList(db: Db, auth: AuthContext, periodKey: string, filters: ReportListFilters) {
  const scope = scopeOf(auth);
  const region = filters.region === 'All' ? null : filters.region;
  if (region !== null) {
    const orgId = scope.level === 1 ? scope.orgId : (scope.orgId ?? -1);
    if (!(await regionExists(db, region, orgId))) throw new Problem('badInput', reportListMessages.badRegion);
    if (scope.level >= 3 && !scope.regionIds.includes(region)) throw new Problem('forbidden');
  }
  const matches = await formMatches(db, filters.searchText);
  const query = {
    periodKey,
    region,
    inspectionType: filters.inspectionType,
    search: filters.searchText,
    sort: filters.sortIndex,
    ascending: filters.isAsc,
  };
  return { scope, query, matches };
}
