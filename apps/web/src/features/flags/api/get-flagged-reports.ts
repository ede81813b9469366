import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  flaggedReportAnswer,
  type FlaggedFrequency,
  type FlaggedSortField,
  type FlaggedStatusFilter,
} from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

export interface FlaggedListParams {
  frequency: FlaggedFrequency;
  /** The period as the path writes it: 'YYYY-MM', 'YYYY-Qn' or 'YYYY' (by the frequency). */
  date: string;
  region: number | 'All';
  status: FlaggedStatusFilter;
  page: number;
  sort: FlaggedSortField;
  ascending: boolean;
  /** Already reduced to letters, digits and spaces. */
  search: string;
}

/**
 * GET /flagged-report/{freq}/{date}/{region}/{status}/{page}/{allfreqFlag}/{isAsc}/{sortIndex}/{search}: a page
 * of the period's flags and its counts (no search: the last segment is left out).
 */
export function flaggedReportsPath(p: FlaggedListParams): string {
  const segments = [
    p.frequency,
    p.date,
    p.region,
    p.status,
    p.page,
    p.frequency === 'All',
    p.ascending,
    p.sort,
    ...(p.search ? [p.search] : []),
  ];
  return `/flagged-report/${segments.map((s) => encodeURIComponent(String(s))).join('/')}`;
}

/**
 * GET /flagged-report/export/{freq}/{date}/{region}/{status}/{allfreqFlag}/{isAsc}/{sortIndex}?search=: the
 * list's export (every page), with the filters, search and sort on screen.
 */
export function flaggedReportsExportPath(p: FlaggedListParams): string {
  const segments = [p.frequency, p.date, p.region, p.status, p.frequency === 'All', p.ascending, p.sort];
  const query = new URLSearchParams({ search: p.search });
  return `/flagged-report/export/${segments.map((s) => encodeURIComponent(String(s))).join('/')}?${query}`;
}

export const getFlaggedReports = (params: FlaggedListParams, signal?: AbortSignal) =>
  api.getWhole(flaggedReportsPath(params), flaggedReportAnswer, signal);

export const flaggedReportsQuery = (params: FlaggedListParams) =>
  queryOptions({
    // Under 'flags', which a closed flag invalidates (components/flag-follow-up).
    queryKey: ['flags', 'reports', params],
    queryFn: ({ signal }) => getFlaggedReports(params, signal),
    placeholderData: keepPreviousData,
  });

export const useFlaggedReports = (params: FlaggedListParams) => useQuery(flaggedReportsQuery(params));
