import { useSearchParams } from 'react-router';
import {
  formatMdyDate,
  parseDate,
  quarterOf,
  quarterOptions,
  REPORT_DEFAULT_SORT,
  REPORT_INSPECTION_TYPES,
  REPORT_SORT_FIELDS,
  sanitizeSearch,
  yearOptions,
  type ReportSlug,
} from '@envirotrack/shared';
import type { ReportListParams, ReportPeriod } from '../api/get-report-list';

export interface ReportListState {
  period: ReportPeriod;
  params: ReportListParams;
}

const DEFAULT_PARAMS: ReportListParams = {
  region: 'All',
  inspectionType: 'All',
  sort: REPORT_DEFAULT_SORT.sortIndex,
  ascending: REPORT_DEFAULT_SORT.isAsc,
  page: 1,
  search: '',
};

const yearIn = (text: string | null, todayIso: string): number => {
  const year = Number(text);
  return yearOptions(todayIso).includes(year) ? year : Number(todayIso.slice(0, 4));
};

/** The period the address asks for, or the running one (spec 3 §2.1: default today, this month, ...). */
export function periodFrom(slug: ReportSlug, query: URLSearchParams, todayIso: string): ReportPeriod {
  const year = yearIn(query.get('year'), todayIso);
  switch (slug) {
    case 'daily':
    case 'weekly': {
      const date = parseDate(query.get('date') ?? '');
      return {
        slug,
        date:
          date && date <= todayIso && yearOptions(todayIso).includes(Number(date.slice(0, 4)))
            ? date
            : todayIso,
      };
    }
    case 'monthly': {
      // MM-01-yyyy (spec 3 §2.1); any real date picks its month.
      const date = parseDate(query.get('date') ?? '');
      const picked =
        date &&
        date.slice(0, 7) <= todayIso.slice(0, 7) &&
        yearOptions(todayIso).includes(Number(date.slice(0, 4)));
      const from = picked ? date : todayIso;
      return { slug, year: Number(from.slice(0, 4)), month: Number(from.slice(5, 7)) };
    }
    case 'quarterly': {
      const quarters = quarterOptions(year, todayIso).map((q) => q.value);
      const asked = Number(query.get('quarter'));
      const quarter = quarters.includes(asked)
        ? asked
        : (quarters.at(-1) ?? quarterOf(Number(todayIso.slice(5, 7))));
      return { slug, year, quarter };
    }
    case 'yearly':
      return { slug, year };
  }
}

/** The spec's query parameters of a period: date, or year and quarter, or year. */
function periodQuery(period: ReportPeriod): Record<string, string> {
  switch (period.slug) {
    case 'daily':
    case 'weekly':
      return { date: period.date };
    case 'monthly':
      return { date: formatMdyDate(`${period.year}-${String(period.month).padStart(2, '0')}-01`) };
    case 'quarterly':
      return { year: String(period.year), quarter: String(period.quarter) };
    case 'yearly':
      return { year: String(period.year) };
  }
}

function paramsFrom(query: URLSearchParams): ReportListParams {
  const region = Number(query.get('region'));
  const page = Number(query.get('page'));
  return {
    region: Number.isInteger(region) && region > 0 ? region : 'All',
    inspectionType: REPORT_INSPECTION_TYPES.find((type) => type === query.get('type')) ?? 'All',
    sort: REPORT_SORT_FIELDS.find((field) => field === query.get('sort')) ?? DEFAULT_PARAMS.sort,
    ascending: query.get('asc') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: sanitizeSearch(query.get('search') ?? ''),
  };
}

/** The address of a list's state: the spec's parameters, then what else the list keeps (decisions.md). */
export function queryOf(state: ReportListState): URLSearchParams {
  const { period, params } = state;
  const query = new URLSearchParams(periodQuery(period));
  query.set('region', String(params.region));
  if (params.search) query.set('search', params.search);
  if (params.inspectionType !== 'All') query.set('type', params.inspectionType);
  if (params.sort !== DEFAULT_PARAMS.sort) query.set('sort', params.sort);
  if (params.ascending !== DEFAULT_PARAMS.ascending) query.set('asc', String(params.ascending));
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

export interface ReportListChange {
  period?: ReportPeriod;
  region?: ReportListParams['region'];
  inspectionType?: ReportListParams['inspectionType'];
  search?: string;
  sort?: Pick<ReportListParams, 'sort' | 'ascending'>;
  page?: number;
}

/**
 * The list's state lives in the address (reload, back and shared links keep it). The reset rules of spec 3
 * §2.1: a new search starts at page 1; a new period, region or inspection type starts at page 1 sorted by
 * submitted date, newest first; a new page keeps everything else.
 */
export function useReportListState(
  slug: ReportSlug,
  todayIso: string,
): [ReportListState, (change: ReportListChange) => void, (state: ReportListState) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state: ReportListState = {
    period: periodFrom(slug, searchParams, todayIso),
    params: paramsFrom(searchParams),
  };

  const write = (next: ReportListState) => {
    const query = queryOf(next);
    if (query.toString() !== searchParams.toString()) setSearchParams(query, { replace: true });
  };

  const update = (change: ReportListChange) => {
    const { params } = state;
    let next: ReportListParams;
    if (change.page !== undefined) next = { ...params, page: change.page };
    else if (change.sort) next = { ...params, ...change.sort, page: 1 };
    else if (change.search !== undefined) next = { ...params, search: change.search, page: 1 };
    else
      next = {
        ...params,
        region: change.region ?? params.region,
        inspectionType: change.inspectionType ?? params.inspectionType,
        sort: DEFAULT_PARAMS.sort,
        ascending: DEFAULT_PARAMS.ascending,
        page: 1,
      };
    write({ period: change.period ?? state.period, params: next });
  };

  return [state, update, write];
}
