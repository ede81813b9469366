import {
  chartPeriods,
  complianceFrequency,
  complianceMessages,
  dueWindow,
  today,
  APP_TIME_ZONE,
  INSPECTION_TYPES,
  type ComplianceFormItem,
  type ComplianceQuery,
  type ComplianceSlug,
  type ComplianceSummary,
  type CompliancePeriod,
  type InspectionType,
} from '@envirotrack/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { dueForms, dueRows, unknownFormKeys, type DueForm } from './compliance.forms';
import type { JsonBody } from '../../lib/built-answer';
import { directoryChart } from './compliance-directory';
import { summaryBody } from './compliance-summary-body';
import { keptBarsSql } from './compliance.kept';
import { dashboardReach, dashboardSettings } from './compliance-scope';
import {
  barsSql,
  byBarOrder,
  doneCounts,
  plantInFilter,
  plantItems,
  type BarRow,
} from './compliance.queries';
import { lastReminded, remindedKey } from './reminders/reminders.queries';

/** The caller's view: its organisation and which of its plants it reads (before anything else is read). */
/** The forms counted: the frequency's, of the type asked (housekeeping hidden: refused, as elsewhere). */
export async function formsFor(
  db: Db,
  orgId: number,
  slug: ComplianceSlug,
  query: Pick<ComplianceQuery, 'inspType' | 'inspectionForm'>,
) {
  const settings = await dashboardSettings(db, orgId, query.inspType);
  if (query.inspectionForm && (await unknownFormKeys(db, orgId, query.inspectionForm)).length)
    throw new Problem('badInput', complianceMessages.badForms);
  const frequency = complianceFrequency(slug);
  const forms = await dueForms(db, orgId, {
    frequency,
    inspectionType: query.inspType === 'All' ? null : (query.inspType as InspectionType),
    hideHousekeeping: settings.hideHousekeeping,
    formKeys: query.inspectionForm,
  });
  // The types counted (the kept summary is split by type): the one asked, or all less hidden housekeeping.
  const types = INSPECTION_TYPES.filter(
    (type) =>
      !(settings.hideHousekeeping && type === 'HouseKeeping') &&
      (query.inspType === 'All' || type === (query.inspType as InspectionType)),
  );
  return { forms, frequency, dueDays: settings.dailyDueDays, types };
}

const todayNow = () => today(APP_TIME_ZONE);

/** The bar chart of a frequency (spec 3 §3 'Dashboard summary per frequency'). */
export async function complianceSummary(
  db: Db,
  auth: AuthContext,
  slug: ComplianceSlug,
  query: ComplianceQuery,
): Promise<ComplianceSummary | JsonBody<ComplianceSummary>> {
  const inputs = await summaryInputs(db, auth, slug, query);
  const { filter } = inputs.reach;
  const { period } = inputs;
  const statement = statementOf(inputs, query, false);
  const wholeOrganisation =
    filter.regionIds === null && filter.assignedTo === null && filter.plantId === null;
  // The whole organisation from the copies the server keeps (compliance-directory.ts).
  if (statement !== null && period.dueThrough !== null && wholeOrganisation && !query.inspectionForm) {
    const { frequency, types } = inputs;
    const q = { orgId: filter.orgId, frequency, types, periodKey: period.key, dueThrough: period.dueThrough };
    return summaryBody(await directoryChart(db, q), period);
  }
  // Sorted here rather than by the database: 10,000 plants sorted on a text expression took it ~60 ms.
  const rows =
    statement === null ? [] : ((await db.execute(statement)) as { rows: BarRow[] }).rows.sort(byBarOrder);
  const data = rows.map((row) => ({
    plantUId: row.plantUId,
    parentid: row.plantUId,
    xName: row.plantId,
    plantName: row.plantName,
    Complete: row.complete,
    InComplete: row.incomplete,
    flagged: row.flagged,
  }));
  return {
    status: 'valid',
    StatusCode: 200,
    data,
    flaggedFormsCount: data.reduce((sum, row) => sum + row.flagged, 0),
    period,
  };
}

/** What the bar chart reads, once the scope and filters are checked: the plants, forms, types and period. */
async function summaryInputs(db: Db, auth: AuthContext, slug: ComplianceSlug, query: ComplianceQuery) {
  const reach = await dashboardReach(db, auth, query.regionFilter);
  const { forms, frequency, dueDays, types } = await formsFor(db, reach.orgId, slug, query);
  const now = todayNow();
  const period = dueWindow(frequency, query.date ?? now, now, dueDays);
  return { reach, forms, frequency, types, period };
}

/**
 * The bar chart's statement (one row per plant, `BarRow`, in `barOrder` unless `sorted` is false; none when
 * nothing is due). The kept summary answers every filter but the form filter, which the per-item query
 * answers (a few forms).
 */
function statementOf(
  { reach, forms, frequency, types, period }: Awaited<ReturnType<typeof summaryInputs>>,
  query: ComplianceQuery,
  sorted: boolean,
): SQL | null {
  if (period.dueThrough === null || forms.length === 0) return null;
  return query.inspectionForm
    ? barsSql(reach.filter, dueRows(forms), period.key, period.dueThrough, sorted)
    : keptBarsSql(reach.filter, frequency, types, period.key, period.dueThrough, sorted);
}

/** The bar chart's period and statement, as the dashboard counts' export streams them. */
export async function summaryStatement(
  db: Db,
  auth: AuthContext,
  slug: ComplianceSlug,
  query: ComplianceQuery,
  sorted = true,
): Promise<{ period: CompliancePeriod; statement: SQL | null }> {
  const inputs = await summaryInputs(db, auth, slug, query);
  return { period: inputs.period, statement: statementOf(inputs, query, sorted) };
}

const formOfRoot = (forms: readonly DueForm[], root: number) => forms.find((f) => f.rootId === root);

/** One plant's due forms of the period, done or not (spec 3 §2.9 pop-ups, §3 'Plant detail for reminders'). */
export async function compliancePlant(
  db: Db,
  auth: AuthContext,
  slug: ComplianceSlug,
  plantUId: number,
  query: Omit<ComplianceQuery, 'regionFilter'> & { status: 'complete' | 'incomplete' | 'all' },
) {
  const reach = await dashboardReach(db, auth, 'All');
  const filter = { ...reach.filter, plantId: plantUId };
  const plant = await plantInFilter(db, filter);
  if (!plant) throw new Problem('notFound');
  const { forms, frequency, dueDays } = await formsFor(db, reach.orgId, slug, query);
  const now = todayNow();
  const period: CompliancePeriod = dueWindow(frequency, query.date ?? now, now, dueDays);
  const items =
    period.dueThrough === null || forms.length === 0
      ? []
      : await plantItems(db, filter, dueRows(forms), period.key, period.dueThrough);
  const reminded = items.length ? await lastReminded(db, plantUId, period.key) : new Map<string, string>();
  const formList: ComplianceFormItem[] = items.flatMap((item) => {
    const due = formOfRoot(forms, item.root);
    const done = item.inspectionId !== null;
    if (!due || (query.status === 'complete' && !done) || (query.status === 'incomplete' && done)) return [];
    return [
      {
        FormId: due.form.formKey,
        formName: due.form.name,
        pointSource: item.ps === '' ? null : item.ps,
        permitType: due.form.permitType,
        inspectionType: due.form.inspectionType,
        Completed: done ? 1 : 0,
        inspectionId: item.inspectionId,
        flagged: item.flagged,
        lastRemindedAt: reminded.get(remindedKey(item.root, item.ps)) ?? null,
      },
    ];
  });
  const permits = [...new Set(formList.map((f) => f.permitType))];
  return {
    status: 'valid' as const,
    data: {
      ...plant,
      permitType: permits.length ? permits.join(', ') : 'NA',
      period,
      formList,
    },
  };
}

/** The line chart of a frequency: inspections done per period and form (spec 3 §3 'Line chart'). */
export async function complianceLineChart(
  db: Db,
  auth: AuthContext,
  slug: ComplianceSlug,
  query: ComplianceQuery,
) {
  const reach = await dashboardReach(db, auth, query.regionFilter);
  const { forms, frequency } = await formsFor(db, reach.orgId, slug, query);
  const points = chartPeriods(frequency, query.date ?? todayNow());
  const labelOf = new Map<number, string>();
  for (const f of forms) if (!labelOf.has(f.rootId)) labelOf.set(f.rootId, f.form.name);
  const roots = [...labelOf.keys()];
  const counts = roots.length
    ? await doneCounts(
        db,
        reach.filter,
        points.map((p) => p.key),
        roots,
      )
    : [];
  const labels = [...new Set(labelOf.values())].sort((a, b) => a.localeCompare(b));
  const chartData = points.map((point) => {
    const row: Record<string, string | number> = { xName: point.label };
    for (const label of labels) row[label] = 0;
    for (const c of counts.filter((c) => c.periodKey === point.key)) {
      const label = labelOf.get(c.root);
      if (label !== undefined) row[label] = (Number(row[label]) || 0) + c.n;
    }
    return row;
  });
  return { status: 'valid' as const, data: { labels, chartData } };
}
