import { formatMdyDate, paths, type ComplianceSlug } from '@envirotrack/shared';
import type { DashboardState } from './dashboard-state';

/**
 * 'View All <Freq> Forms' (spec 3 §2.8): the report list of the bar chart's period and region, with the
 * spec's query strings (their double '&&' kept; the lists read them as one '&'). A chosen inspection type
 * is passed on as the lists' `type` (docs/decisions.md, Dashboard).
 */
export function viewAllPath(slug: ComplianceSlug, state: DashboardState): string {
  const region = `region=${state.regionFilter}`;
  const type = state.inspType === 'All' ? '' : `&&type=${state.inspType}`;
  const list = paths.reports(slug);
  switch (slug) {
    case 'daily':
      return `${list}?date=${state.dailyDate}&&${region}${type}`;
    case 'weekly':
      return `${list}?date=${state.weeklyDate}&&${region}${type}`;
    case 'monthly':
      return `${list}?date=${formatMdyDate(state.monthlyDate)}&&${region}${type}`;
    case 'quarterly':
      return `${list}?year=${state.quarterYear}&&quarter=${state.quarter}&&${region}${type}`;
    case 'yearly':
      return `${list}?${region}&&year=${state.yearlyYear}${type}`;
  }
}
