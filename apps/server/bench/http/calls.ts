// Every list and screen call the benchmark measures, in one list: a label, who calls it and the path of the
// i-th request (parameters vary with i, so caches do not flatter). Later issues add their calls here.
import { FACILITY_TYPES, formatMdyDate, today } from '@envirotrack/shared';
import type { Params, ReportPeriod } from './params';

export const ROLES = ['L1 All', 'L2', 'L3', 'L4'] as const;
export type Role = (typeof ROLES)[number];

export interface Call {
  label: string;
  role: Role;
  path: (i: number) => string;
  /** A POST's JSON body (the report lists); without it the call is a GET. */
  body?: (i: number) => unknown;
}

/** The request of the i-th call of `call`. */
export const requestOf = (call: Call, i: number) =>
  call.body
    ? { method: 'POST' as const, path: call.path(i), body: Buffer.from(JSON.stringify(call.body(i))) }
    : { method: 'GET' as const, path: call.path(i) };

/** Pages of the plants list beyond the first, per role: page 400, or the last page when there are fewer. */
export type DeepPages = Record<'L1 All' | 'L2', number>;

export const pick = <T>(list: readonly T[], i: number): T => {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('no parameters to pick from');
  return item;
};
export const mdy = (isoDate: string) => formatMdyDate(isoDate);
export const plantsListPath = (page: number, search = 'None') =>
  `/api/plantsbyregion/All/bench/true/plantId/${page}/${encodeURIComponent(search)}/1`;

export function readCalls(p: Params, deep: DeepPages): Call[] {
  const now = mdy(today());
  const me = (role: Role): Call => ({ label: '/me', role, path: () => '/api/me' });
  const plants = (role: Role, label: string, path: () => string): Call => ({ label, role, path });
  const formsForDate = (role: Role, samples: Params['samples']): Call => ({
    label: '/plantinspectionslist (forms of a plant for a date)',
    role,
    path: (i) => {
      const s = pick(samples, i);
      return `/api/plantinspectionslist/${s.plantId}/${s.inspectionType}/${mdy(s.date)}`;
    },
  });
  const report = (role: Role, samples: Params['samples']): Call => ({
    label: '/reports/:inspectionId (report detail)',
    role,
    path: (i) => `/api/reports/${pick(samples, i).inspectionId}`,
  });
  return [
    me('L1 All'),
    me('L2'),
    me('L4'),
    plants('L1 All', '/plantsbyregion page 1', () => plantsListPath(1)),
    plants('L2', '/plantsbyregion page 1', () => plantsListPath(1)),
    plants('L4', '/plantsbyregion page 1', () => plantsListPath(1)),
    plants('L1 All', `/plantsbyregion page ${deep['L1 All']}`, () => plantsListPath(deep['L1 All'])),
    plants('L2', `/plantsbyregion page ${deep.L2}`, () => plantsListPath(deep.L2)),
    plants('L1 All', `/plantsbyregion search '${p.town}'`, () => plantsListPath(1, p.town)),
    plants('L2', `/plantsbyregion search '${p.town}'`, () => plantsListPath(1, p.town)),
    { label: '/user page 1', role: 'L1 All', path: () => '/api/user/true/UserId/1/1' },
    { label: '/user page 1', role: 'L2', path: () => '/api/user/true/UserId/1/1' },
    {
      label: `/user search '${p.userSearch}'`,
      role: 'L2',
      path: () => `/api/user/true/UserId/1/${encodeURIComponent(p.userSearch)}/1`,
    },
    { label: '/org?page=1', role: 'L1 All', path: () => '/api/org?page=1' },
    { label: '/plant/:id', role: 'L2', path: (i) => `/api/plant/${pick(p.plants, i).id}` },
    formsForDate('L2', p.samples),
    formsForDate('L4', p.l4Samples),
    {
      label: '/questiontoforms …/inspection (blank Daily Form, today)',
      role: 'L2',
      path: (i) => `/api/questiontoforms/${p.daily.key}/${pick(p.daily.plants, i)}/inspection/null/${now}`,
    },
    {
      label: '/getanswerdetails (a saved inspection)',
      role: 'L2',
      path: (i) => {
        const s = pick(p.samples, i);
        return `/api/getanswerdetails/${s.formKey}/${s.plantId}/${s.pointSourceId ?? 'null'}/${mdy(s.date)}`;
      },
    },
    {
      label: '/inspectionstype (forms by permit type)',
      role: 'L2',
      path: (i) => `/api/inspectionstype/${p.orgId}/${encodeURIComponent(pick(FACILITY_TYPES, i))}`,
    },
    {
      label: '/inspectionforms (forms chosen for a plant)',
      role: 'L2',
      path: (i) => {
        const plant = pick(p.plants, i);
        return `/api/inspectionforms/${p.orgId}/${plant.id}/${encodeURIComponent(plant.facilityType)}/${now}`;
      },
    },
    report('L2', p.samples),
    report('L4', p.l4Samples),
    {
      label: "/bulkprint (a plant's daily forms of a day)",
      role: 'L2',
      path: (i) => {
        const s = pick(p.samples, i);
        return `/api/bulkprint/${s.plantId}/Daily?date=${s.date}`;
      },
    },
    { label: '/userplantlist/:id', role: 'L2', path: (i) => `/api/userplantlist/${pick(p.scopedUsers, i)}` },
    ...followUpCalls(p),
    // Issue 16: read by every level on the References menu.
    { label: '/GoldenRules', role: 'L4', path: () => '/api/GoldenRules' },
    { label: '/References', role: 'L2', path: () => '/api/References' },
    { label: '/References', role: 'L4', path: () => '/api/References' },
  ];
}

/** The corrective-action follow-up chooser: a plant's open flags, at the plants with the most, and as L4. */
function followUpCalls(p: Params): Call[] {
  const openFlags = (plantId: number) => `/api/plants/${plantId}/openflags`;
  return [
    {
      label: '/plants/:id/openflags (plants with the most open flags)',
      role: 'L2',
      path: (i) => openFlags(pick(p.flagPlants.length ? p.flagPlants : p.plants.map((x) => x.id), i)),
    },
    {
      label: "/plants/:id/openflags (an L4's plant)",
      role: 'L4',
      path: (i) => openFlags(pick(p.l4Samples, i).plantId),
    },
  ];
}

const compact = (isoDate: string) => formatMdyDate(isoDate).replaceAll('-', '');

/** The path of a report list for its period (the monthly list is a GET: its fields in the query). */
function reportPath(period: ReportPeriod, fields: Record<string, string | number | boolean>): string {
  const [year, month] = [period.date.slice(0, 4), period.date.slice(5, 7)];
  switch (period.slug) {
    case 'daily':
      return `/api/forms-d/${compact(period.date)}`;
    case 'weekly':
      return `/api/forms-w/${compact(period.date)}`;
    case 'monthly':
      return `/api/forms-m/${month}/${year}?${new URLSearchParams(
        Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
      )}`;
    case 'quarterly':
      return `/api/forms-q/${period.periodKey.slice(-1)}${year}`;
    case 'yearly':
      return '/api/forms-y';
  }
}

/**
 * The report lists of spec 3 §2.1, each on its fullest period: the first page, page 200 (or the last page
 * when there are fewer), a search, a region, as L2 and as L3 (whose scope is its region).
 */
export function reportCalls(p: Params): Call[] {
  const call = (
    period: ReportPeriod,
    role: Role,
    what: string,
    fields: Record<string, string | number>,
  ): Call => {
    const body = { isAsc: false, sortIndex: 'submittedDate', curPageNo: 1, ...fields };
    const withYear = period.slug === 'yearly' ? { ...body, year: Number(period.date.slice(0, 4)) } : body;
    return {
      label: `/forms-${period.slug[0]} ${period.slug} ${what}`,
      role,
      path: () => reportPath(period, withYear),
      ...(period.slug === 'monthly' ? {} : { body: () => withYear }),
    };
  };
  const deep = (count: number) => Math.min(200, Math.max(1, Math.ceil(count / 20)));
  return p.reports.flatMap((period) => [
    call(period, 'L2', `page 1 of ${period.total}`, {}),
    call(period, 'L2', `page ${deep(period.total)}`, { curPageNo: deep(period.total) }),
    call(period, 'L2', `search '${p.town}'`, { searchText: p.town }),
    call(period, 'L2', `region (${period.inRegion})`, { region: p.l3.regionId }),
    call(period, 'L3', `page 1 of ${period.inRegion}`, {}),
    call(period, 'L3', `page ${deep(period.inRegion)}`, { curPageNo: deep(period.inRegion) }),
    call(period, 'L3', `search '${p.town}'`, { searchText: p.town }),
  ]);
}

/**
 * Compliance status (the dashboard's bar charts, plant pop-ups and line charts), each frequency on the period
 * the report lists are measured on: the summary over the whole organisation as L2 and over its region as
 * L3, the period's flagged forms, the line chart and one plant's incomplete forms as L2; a plant's compliance calendar and the
 * quarterly and yearly list charts' counts (organisation) as L2.
 */
export function complianceCalls(p: Params): Call[] {
  const year = (date: string) => date.slice(0, 4);
  const quarter = (date: string) => Math.ceil(Number(date.slice(5, 7)) / 3);
  const calendar: Call = {
    label: '/plants/:id/compliance-calendar (one plant, a year)',
    role: 'L2',
    path: (i) =>
      `/api/plants/${pick(p.plants, i).id}/compliance-calendar?year=${year(p.reports[0]?.date ?? '')}`,
  };
  return [
    calendar,
    ...formGridCalls(p),
    ...p.reports.flatMap((period): Call[] => {
      const query = `?date=${period.date}`;
      // The quarterly and yearly report lists' chart, over the whole organisation.
      const counts: Call[] =
        period.slug === 'quarterly' || period.slug === 'yearly'
          ? [
              {
                label: `/dashboard/${period.slug}/form-counts (organisation)`,
                role: 'L2',
                path: () =>
                  `/api/dashboard/${period.slug}/form-counts?year=${year(period.date)}` +
                  (period.slug === 'quarterly' ? `&quarter=${quarter(period.date)}` : ''),
              },
            ]
          : [];
      return [
        ...counts,
        {
          label: `/dashboard/${period.slug}/summary (organisation)`,
          role: 'L2',
          path: () => `/api/dashboard/${period.slug}/summary${query}`,
        },
        {
          label: `/dashboard/${period.slug}/summary (L3 region)`,
          role: 'L3',
          path: () => `/api/dashboard/${period.slug}/summary${query}`,
        },
        {
          label: `/dashboard/${period.slug}/flagged (organisation)`,
          role: 'L2',
          path: () => `/api/dashboard/${period.slug}/flagged${query}`,
        },
        {
          label: `/dashboard/${period.slug}/line-chart`,
          role: 'L2',
          path: () => `/api/dashboard/${period.slug}/line-chart${query}`,
        },
        {
          label: `/dashboard/${period.slug}/plants/:id (incomplete forms)`,
          role: 'L2',
          path: (i) =>
            `/api/dashboard/${period.slug}/plants/${pick(p.plants, i).id}${query}&status=incomplete`,
        },
      ];
    }),
  ];
}

/**
 * Form summaries' checklist grids (issue 15: p95 <= 50 ms at 1M inspections): a daily grid for the month of
 * the daily report period at a plant with the Daily Form, and a monthly grid for the year of a monthly
 * inspection (its plant, form and point source), as L2.
 */
export function formGridCalls(p: Params): Call[] {
  const day = p.reports.find((r) => r.slug === 'daily')?.date ?? today();
  const month = p.reports.find((r) => r.slug === 'monthly')?.date ?? today();
  return [
    {
      label: '/getdailyformsonmonth (one plant, a month)',
      role: 'L2',
      path: (i) => `/api/getdailyformsonmonth/${pick(p.daily.plants, i)}/${p.daily.key}/${day}`,
    },
    {
      label: '/getmonthlyformsonmonth (one plant, a year)',
      role: 'L2',
      path: (i) => {
        const g = pick(p.monthlyGrids, i);
        const query = g.pointSource ? `?pointSource=${encodeURIComponent(g.pointSource)}` : '';
        return `/api/getmonthlyformsonmonth/${g.plantId}/${encodeURIComponent(g.formKey)}/${month}${query}`;
      },
    },
  ];
}
