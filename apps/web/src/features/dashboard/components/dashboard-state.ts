import { useSearchParams } from 'react-router';
import {
  COMPLIANCE_SLUGS,
  DASHBOARD_YEARS,
  FREQUENCIES,
  formatMdyDate,
  parseDate,
  quarterOf,
  quarterOptions,
  REPORT_INSPECTION_TYPES,
  yearOptions,
  type ComplianceSlug,
  type ReportInspectionType,
} from '@envirotrack/shared';

/** Everything the dashboard shows, as its address holds it (spec 3 §2.8's parameter names). */
export interface DashboardState {
  /** The line chart's tab (lineActiveTabIndex / lineActiveTabLabel). */
  tab: ComplianceSlug;
  inspectionForm: string[];
  regionFilter: number | 'All';
  inspType: ReportInspectionType;
  /** YYYY-MM-DD. */
  dailyDate: string;
  /** YYYY-MM-DD (a day of the week; the address writes MM-DD-YYYY). */
  weeklyDate: string;
  /** YYYY-MM-01. */
  monthlyDate: string;
  quarter: number;
  quarterYear: number;
  yearlyYear: number;
  /** The line chart's date, YYYY-MM-DD (a year's first day when a year is chosen). */
  lineDate: string;
}

/** The current year and the four before it, not before 2018, newest first (spec 3 §9). */
export const dashboardYears = (todayIso: string) => yearOptions(todayIso).slice(-DASHBOARD_YEARS).reverse();

export const frequencyOf = (slug: ComplianceSlug) => FREQUENCIES[COMPLIANCE_SLUGS.indexOf(slug)] ?? slug;

function dayIn(text: string | null, todayIso: string): string {
  const date = parseDate(text ?? '');
  const earliest = `${dashboardYears(todayIso).at(-1) ?? todayIso.slice(0, 4)}-01-01`;
  return date && date <= todayIso && date >= earliest ? date : todayIso;
}

function yearIn(text: string | null, todayIso: string): number {
  const year = Number(text?.slice(-4));
  return dashboardYears(todayIso).includes(year) ? year : Number(todayIso.slice(0, 4));
}

/** Defaults: every date today, All (spec 3 §2.8 'Remove Filters' resets to All and today). */
export function defaultState(todayIso: string, tab: ComplianceSlug = 'daily'): DashboardState {
  const year = Number(todayIso.slice(0, 4));
  return {
    tab,
    inspectionForm: [],
    regionFilter: 'All',
    inspType: 'All',
    dailyDate: todayIso,
    weeklyDate: todayIso,
    monthlyDate: `${todayIso.slice(0, 7)}-01`,
    quarter: quarterOf(Number(todayIso.slice(5, 7))),
    quarterYear: year,
    yearlyYear: year,
    lineDate: todayIso,
  };
}

export function stateFrom(query: URLSearchParams, todayIso: string): DashboardState {
  const index = Number(query.get('lineActiveTabIndex'));
  const byLabel = FREQUENCIES.indexOf(query.get('lineActiveTabLabel') as (typeof FREQUENCIES)[number]);
  const tab =
    COMPLIANCE_SLUGS[Number.isInteger(index) && index >= 0 && index < 5 ? index : Math.max(0, byLabel)];
  const region = Number(query.get('regionFilter'));
  const forms = (query.get('inspectionForm') ?? 'All')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => /^[\w.-]{1,80}$/.test(key));
  const quarterYear = yearIn(query.get('qtryear'), todayIso);
  const quarters = quarterOptions(quarterYear, todayIso).map((q) => q.value);
  const quarter = Number(query.get('qtryearDiv'));
  const monthly = dayIn(query.get('monthlyDate'), todayIso);
  return {
    tab: tab ?? 'daily',
    inspectionForm: forms.includes('All') ? [] : forms,
    regionFilter: Number.isInteger(region) && region > 0 ? region : 'All',
    inspType: REPORT_INSPECTION_TYPES.find((type) => type === query.get('inspType')) ?? 'All',
    dailyDate: dayIn(query.get('dailyDate'), todayIso),
    weeklyDate: dayIn(query.get('weeklyDate'), todayIso),
    monthlyDate: `${monthly.slice(0, 7)}-01`,
    quarter: quarters.includes(quarter) ? quarter : (quarters.at(-1) ?? 1),
    quarterYear,
    yearlyYear: yearIn(query.get('yearlyDate'), todayIso),
    lineDate: dayIn(query.get('linearGraphDate'), todayIso),
  };
}

/** The address of a state: every parameter written out, so a copied link shows the same screen. */
export function queryOf(state: DashboardState): URLSearchParams {
  const index = COMPLIANCE_SLUGS.indexOf(state.tab);
  return new URLSearchParams({
    lineActiveTabIndex: String(index),
    lineActiveTabLabel: frequencyOf(state.tab),
    inspectionForm: state.inspectionForm.length ? state.inspectionForm.join(',') : 'All',
    regionFilter: String(state.regionFilter),
    inspType: state.inspType,
    dailyDate: state.dailyDate,
    weeklyDate: formatMdyDate(state.weeklyDate),
    monthlyDate: formatMdyDate(state.monthlyDate),
    yearlyDate: String(state.yearlyYear),
    linearGraphDate: state.lineDate,
    qtryearDiv: String(state.quarter),
    qtryear: String(state.quarterYear),
  });
}

/** A date of the period each bar chart shows, as the compliance calls take it. */
export function barDate(slug: ComplianceSlug, state: DashboardState, todayIso: string): string {
  const upToToday = (date: string) => (date > todayIso ? todayIso : date);
  switch (slug) {
    case 'daily':
      return state.dailyDate;
    case 'weekly':
      return state.weeklyDate;
    case 'monthly':
      return state.monthlyDate;
    case 'quarterly': {
      const month = String(3 * (state.quarter - 1) + 1).padStart(2, '0');
      return upToToday(`${state.quarterYear}-${month}-01`);
    }
    case 'yearly':
      return upToToday(`${state.yearlyYear}-01-01`);
  }
}

/** The dashboard's state in the address: reading it, and writing a change (replacing the entry). */
export function useDashboardState(
  todayIso: string,
): [DashboardState, (change: Partial<DashboardState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFrom(searchParams, todayIso);
  const update = (change: Partial<DashboardState>) => {
    const next = queryOf({ ...state, ...change });
    if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true });
  };
  return [state, update];
}
