import { useSearchParams } from 'react-router';
import {
  FIRST_REPORT_YEAR,
  FLAGGED_DEFAULT_SORT,
  FLAGGED_SORT_FIELDS,
  FLAGGED_STATUSES,
  flaggedFrequencyOf,
  flaggedPeriodKind,
  formatMdyDate,
  parseDate,
  quarterOf,
  quarterOptions,
  sanitizeSearch,
  yearOptions,
  type FlaggedFrequency,
  type FlaggedSortField,
  type FlaggedStatusFilter,
} from '@envirotrack/shared';
import type { FlaggedListParams } from '../api/get-flagged-reports';

/** The list's state: the frequency and each period control's value (only the frequency's one is used). */
export interface FlaggedListState {
  frequency: FlaggedFrequency;
  /** 'YYYY-MM': All, Daily, Weekly. */
  month: string;
  /** Quarterly (with the year). */
  quarter: number;
  /** Monthly, Quarterly, Yearly. */
  year: number;
  region: number | 'All';
  status: FlaggedStatusFilter;
  page: number;
  sort: FlaggedSortField;
  ascending: boolean;
  search: string;
}

export type FlaggedListChange =
  | { period: Pick<FlaggedListState, 'frequency' | 'month' | 'quarter' | 'year'> }
  | { region: FlaggedListState['region'] }
  | { status: FlaggedStatusFilter }
  | { search: string }
  | { sort: Pick<FlaggedListState, 'sort' | 'ascending'> }
  | { page: number };

/** The period the call names: the frequency's control, written as the path wants it. */
export function periodOf(state: FlaggedListState): string {
  switch (flaggedPeriodKind(state.frequency)) {
    case 'month':
      return state.month;
    case 'quarter':
      return `${state.year}-Q${state.quarter}`;
    case 'year':
      return String(state.year);
  }
}

export const paramsOf = (state: FlaggedListState): FlaggedListParams => ({
  frequency: state.frequency,
  date: periodOf(state),
  region: state.region,
  status: state.status,
  page: state.page,
  sort: state.sort,
  ascending: state.ascending,
  search: state.search,
});

/** The state an address holds; what is missing or not allowed (a future month, a quarter not begun) is the default. */
export function stateFrom(query: URLSearchParams, todayIso: string): FlaggedListState {
  const years = yearOptions(todayIso);
  const thisYear = Number(todayIso.slice(0, 4));
  const askedYear = Number(query.get('year'));
  const year = years.includes(askedYear) ? askedYear : thisYear;
  const quarters = quarterOptions(year, todayIso).map((q) => q.value);
  const askedQuarter = Number(query.get('qtr'));
  const date = parseDate(query.get('date') ?? '');
  const month =
    date && date.slice(0, 7) <= todayIso.slice(0, 7) && Number(date.slice(0, 4)) >= FIRST_REPORT_YEAR
      ? date.slice(0, 7)
      : todayIso.slice(0, 7);
  const region = Number(query.get('region'));
  const page = Number(query.get('pageNumber'));
  return {
    frequency: flaggedFrequencyOf(query.get('frequency')) ?? 'All',
    month,
    quarter: quarters.includes(askedQuarter)
      ? askedQuarter
      : (quarters.at(-1) ?? quarterOf(Number(todayIso.slice(5, 7)))),
    year,
    region: Number.isInteger(region) && region > 0 ? region : 'All',
    status: FLAGGED_STATUSES.find((s) => s === query.get('status')) ?? 'All',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: FLAGGED_SORT_FIELDS.find((f) => f === query.get('sort')) ?? FLAGGED_DEFAULT_SORT.sortIndex,
    ascending: query.get('asc') === 'true',
    search: sanitizeSearch(query.get('search') ?? ''),
  };
}

/**
 * The address of a state: the spec's parameters (date as MM-01-yyyy for a month, qtr and year for a quarter,
 * year for a year), then the sort when it is not the default.
 */
export function queryOf(state: FlaggedListState): URLSearchParams {
  const query = new URLSearchParams({ frequency: state.frequency });
  const kind = flaggedPeriodKind(state.frequency);
  if (kind === 'month') query.set('date', formatMdyDate(`${state.month}-01`));
  if (kind === 'quarter') query.set('qtr', String(state.quarter));
  if (kind !== 'month') query.set('year', String(state.year));
  query.set('region', String(state.region));
  query.set('status', state.status);
  query.set('pageNumber', String(state.page));
  query.set('allfreqFlag', String(state.frequency === 'All'));
  if (state.search) query.set('search', state.search);
  if (state.sort !== FLAGGED_DEFAULT_SORT.sortIndex) query.set('sort', state.sort);
  if (state.ascending !== FLAGGED_DEFAULT_SORT.isAsc) query.set('asc', String(state.ascending));
  return query;
}

/**
 * The list's state lives in the address (reload, back and shared links keep it). Reset rules as the report
 * lists' (spec 3 §2.1, §4): a new search starts on page 1 and keeps the sort; a new frequency, period, region
 * or status starts on page 1, newest report first; a new sort starts on page 1; a new page keeps the rest.
 */
export function useFlaggedListState(
  todayIso: string,
): [FlaggedListState, (change: FlaggedListChange) => void, (state: FlaggedListState) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFrom(searchParams, todayIso);

  const write = (next: FlaggedListState) => {
    const query = queryOf(next);
    if (query.toString() !== searchParams.toString()) setSearchParams(query, { replace: true });
  };

  const update = (change: FlaggedListChange) => {
    const reset = { page: 1, sort: FLAGGED_DEFAULT_SORT.sortIndex, ascending: FLAGGED_DEFAULT_SORT.isAsc };
    if ('page' in change) write({ ...state, page: change.page });
    else if ('sort' in change) write({ ...state, ...change.sort, page: 1 });
    else if ('search' in change) write({ ...state, search: change.search, page: 1 });
    else if ('period' in change) write({ ...state, ...change.period, ...reset });
    else write({ ...state, ...change, ...reset });
  };

  return [state, update, write];
}
