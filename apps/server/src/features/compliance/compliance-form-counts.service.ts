import {
  APP_TIME_ZONE,
  canonicalParentId,
  dueWindow,
  QUARTERLY_CHART_FORMS,
  today,
  type ChartCount,
  type ChartQuery,
  type ChartSlug,
  type FormCounts,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { parentIdsOf } from './compliance-form-counts.queries';
import type { DueForm } from './compliance.forms';
import { keptCountsByRoot } from './compliance.kept';
import { formsFor } from './compliance.service';
import { dashboardReach } from './compliance-scope';

const ZERO: ChartCount = { Complete: 0, InComplete: 0 };

/**
 * GET /dashboard/{quarterly|yearly}/form-counts: Complete versus InComplete due items of the list's period
 * for the chart's bars (quarterly: Quarter Visual and ShopInspection by parent id; yearly: each yearly form)
 * and in all (the donut or pie when an inspection type is chosen), by the dashboard's own per-plant counts.
 */
export async function formCounts(
  db: Db,
  auth: AuthContext,
  slug: ChartSlug,
  query: ChartQuery,
): Promise<FormCounts> {
  const { filter } = await dashboardReach(db, auth, query.region);
  const { forms, frequency, dueDays, types } = await formsFor(db, filter.orgId, slug, {
    inspType: query.inspectionType,
    inspectionForm: null,
  });
  const now = today(APP_TIME_ZONE);
  const year = query.year ?? Number(now.slice(0, 4));
  const quarter =
    query.quarter ?? (year === Number(now.slice(0, 4)) ? Math.ceil(Number(now.slice(5, 7)) / 3) : 4);
  const first =
    slug === 'quarterly' ? `${year}-${String(3 * quarter - 2).padStart(2, '0')}-01` : `${year}-01-01`;
  const period = dueWindow(frequency, first, now, dueDays);
  const parents = await parentIdsOf(db, [...new Set(forms.map((f) => f.rootId))]);
  const family = (f: DueForm) => canonicalParentId(parents.get(f.rootId) ?? f.form.formKey);
  const groups =
    slug === 'quarterly'
      ? QUARTERLY_CHART_FORMS.map((chart) => ({
          key: chart.key,
          label: chart.label,
          forms: forms.filter((f) => family(f) === chart.parentId),
        }))
      : [...new Map(forms.map((f) => [f.rootId, f])).values()]
          .sort((a, b) => a.form.name.localeCompare(b.form.name))
          .map((f) => ({
            key: f.form.formKey,
            label: f.form.name,
            forms: forms.filter((other) => other.rootId === f.rootId),
          }));
  // Each due item is of one form root, and a bar holds every form of its roots: one statement counts the
  // kept due items by root, and each bar (and the total) adds up its roots.
  const byRoot =
    period.dueThrough === null || forms.length === 0
      ? []
      : await keptCountsByRoot(db, {
          filter,
          frequency,
          types,
          periodKey: period.key,
          dueThrough: period.dueThrough,
        });
  const count = (some: readonly DueForm[]): ChartCount => {
    const roots = new Set(some.map((f) => f.rootId));
    return byRoot
      .filter((row) => roots.has(row.root))
      .reduce(
        (sum, row) => ({
          Complete: sum.Complete + row.complete,
          InComplete: sum.InComplete + row.incomplete,
        }),
        ZERO,
      );
  };
  const total = count(forms);
  const counted = groups.map((g) => count(g.forms));
  // Yearly: only the forms something was owed for (the library's unassigned forms would be empty rows).
  const chartBars = groups
    .map((g, i) => ({ key: g.key, label: g.label, ...(counted[i] ?? ZERO) }))
    .filter((b) => slug === 'quarterly' || b.Complete + b.InComplete > 0);
  const named = Object.fromEntries(
    slug === 'quarterly'
      ? chartBars.map((b) => [b.key, { Complete: b.Complete, InComplete: b.InComplete }])
      : [],
  );
  return { period, bars: chartBars, total, ...named };
}
