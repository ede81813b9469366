import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  reportListItem,
  type ReportInspectionType,
  type ReportSlug,
  type ReportSortField,
} from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** Which period a list shows: a day (daily, weekly: the week holding it), a month, a quarter, a year. */
export type ReportPeriod =
  | { slug: 'daily' | 'weekly'; date: string }
  | { slug: 'monthly'; year: number; month: number }
  | { slug: 'quarterly'; year: number; quarter: number }
  | { slug: 'yearly'; year: number };

export interface ReportListParams {
  region: number | 'All';
  inspectionType: ReportInspectionType;
  sort: ReportSortField;
  ascending: boolean;
  page: number;
  /** Already reduced to letters, digits and spaces. */
  search: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' as the paths' MMDDYYYY. */
const compact = (isoDate: string) => `${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}${isoDate.slice(0, 4)}`;

/**
 * POST /forms-d/{MMDDYYYY}, POST /forms-w/{MMDDYYYY}, GET /forms-m/{MM}/{YYYY} (its fields in the query),
 * POST /forms-q/{QQ}{YYYY}, POST /forms-y: one page of 20 reports of the period the caller may see.
 */
export async function getReportList(period: ReportPeriod, params: ReportListParams, signal?: AbortSignal) {
  const fields = {
    region: params.region,
    isAsc: params.ascending,
    sortIndex: params.sort,
    curPageNo: params.page,
    searchText: params.search,
    inspectionType: params.inspectionType,
  };
  const rows = z.array(reportListItem);
  const answer = await (() => {
    switch (period.slug) {
      case 'daily':
        return api.post(`/forms-d/${compact(period.date)}`, rows, fields, signal);
      case 'weekly':
        return api.post(`/forms-w/${compact(period.date)}`, rows, fields, signal);
      case 'monthly': {
        const query = new URLSearchParams(
          Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
        );
        return api.get(`/forms-m/${pad2(period.month)}/${period.year}?${query}`, rows, signal);
      }
      case 'quarterly':
        return api.post(`/forms-q/${pad2(period.quarter)}${period.year}`, rows, fields, signal);
      case 'yearly':
        return api.post('/forms-y', rows, { ...fields, year: period.year }, signal);
    }
  })();
  return { rows: answer.data, totalCount: answer.TotalCount ?? answer.data.length };
}

/** The export of the list with these filters and sort (all pages; issue 17): a GET with them in the query. */
export function reportExportPath(period: ReportPeriod, params: ReportListParams): string {
  const query = new URLSearchParams({
    region: String(params.region),
    isAsc: String(params.ascending),
    sortIndex: params.sort,
    searchText: params.search,
    inspectionType: params.inspectionType,
  });
  switch (period.slug) {
    case 'daily':
      return `/forms-d/${compact(period.date)}/export?${query}`;
    case 'weekly':
      return `/forms-w/${compact(period.date)}/export?${query}`;
    case 'monthly':
      return `/forms-m/${pad2(period.month)}/${period.year}/export?${query}`;
    case 'quarterly':
      return `/forms-q/${pad2(period.quarter)}${period.year}/export?${query}`;
    case 'yearly':
      return `/forms-y/export?${query}&year=${period.year}`;
  }
}

export const reportListQuery = (period: ReportPeriod, params: ReportListParams) =>
  queryOptions({
    queryKey: ['reports', 'list', period, params],
    // A newer request (another sort, page or filter) cancels the one in flight (spec 3 §4).
    queryFn: ({ signal }) => getReportList(period, params, signal),
    placeholderData: keepPreviousData,
  });

export const useReportList = (period: ReportPeriod, params: ReportListParams) =>
  useQuery(reportListQuery(period, params));

export type { ReportSlug };
