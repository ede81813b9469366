// Every list and screen call the benchmark measures, in one list: a label, who calls it and the path of the
// i-th request (parameters vary with i, so caches do not flatter). Later issues add their calls here.
import { addDays, FACILITY_TYPES, formatMdyDate, quarterOf, today } from '@envirotrack/shared';
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

const pick = <T>(list: readonly T[], i: number): T => {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('no parameters to pick from');
  return item;
};
const mdy = (isoDate: string) => formatMdyDate(isoDate);
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
 * Closing flags (POST /markflagged) as L2: each request closes another of the organisation's open flags (a
 * counter across both passes, so no flag is closed twice). The benchmark database keeps them closed: run it
 * on a copy.
 */
export function flagWriteCalls(p: Params): Call[] {
  let next = 0;
  const flags = p.openFlags;
  const now = mdy(today());
  return flags.length
    ? [
        {
          label: '/markflagged (close a flag)',
          role: 'L2',
          path: () => '/api/markflagged',
          body: () => ({ ...pick(flags, next++), comments: 'Closed by the benchmark.', date: now }),
        },
      ]
    : [];
}

/**
 * The flagged reports list (spec 3 §2.6) on last month (the fullest month of the generated flags) and the
 * running quarter and year: each frequency, each status, page 1 and page 100, a search and a region, as L1 in
 * All, L2, L3 and L4.
 */
export function flaggedReportCalls(p: Params): Call[] {
  const todayIso = today();
  const lastMonth = addDays(`${todayIso.slice(0, 7)}-01`, -1).slice(0, 7);
  const year = todayIso.slice(0, 4);
  const quarter = `${year}-Q${quarterOf(Number(todayIso.slice(5, 7)))}`;
  const call = (
    role: Role,
    what: string,
    {
      freq = 'All',
      date = lastMonth,
      region = 'All' as number | 'All',
      status = 'All',
      page = 1,
      search = '',
    },
  ): Call => ({
    label: `/flagged-report ${freq} ${date} ${what}`,
    role,
    path: () =>
      `/api/flagged-report/${freq}/${date}/${region}/${status}/${page}/${freq === 'All'}/false/formDate` +
      (search ? `/${encodeURIComponent(search)}` : ''),
  });
  return [
    call('L2', 'page 1', {}),
    call('L2', 'page 100', { page: 100 }),
    call('L2', 'InComplete', { status: 'InComplete' }),
    call('L2', 'Complete page 100', { status: 'Complete', page: 100 }),
    call('L2', `search '${p.town}'`, { search: p.town }),
    call('L2', 'region', { region: p.l3.regionId }),
    call('L2', 'page 1', { freq: 'Daily' }),
    call('L2', 'page 100', { freq: 'Daily', page: 100 }),
    call('L2', 'page 1', { freq: 'Weekly' }),
    call('L2', 'page 1', { freq: 'Monthly', date: year }),
    call('L2', 'page 1', { freq: 'Quarterly', date: quarter }),
    call('L2', 'page 1', { freq: 'Yearly', date: year }),
    call('L1 All', 'page 1', {}),
    call('L1 All', 'page 100', { page: 100 }),
    call('L3', 'page 1', {}),
    call('L3', 'page 100', { page: 100 }),
    call('L4', 'page 1', {}),
  ];
}

/**
 * The flagged forms (spec 3 §2.7): each form type's complete and incomplete first page as L2, page 100 of the
 * largest, sorted by date completed, searches (a region, a person, a form name), as L2 and as L3; a detail.
 */
export function flaggedFormCalls(p: Params): Call[] {
  const list = (role: Role, state: 'complete' | 'incomplete', rest: string, what = rest): Call => ({
    label: `/flagged${state === 'complete' ? 'completed' : 'incomplete'} ${what}`,
    role,
    path: () => `/api/flagged${state === 'complete' ? 'completed' : 'incomplete'}/${rest}`,
  });
  const search = (term: string) => `Daily/1/submittedDate?searchText=${encodeURIComponent(term)}`;
  return [
    ...(['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'] as const).flatMap((type) => [
      list('L2', 'complete', `${type}/1/submittedDate`),
      list('L2', 'incomplete', `${type}/1/submittedDate`),
    ]),
    list('L2', 'complete', 'Daily/100/submittedDate'),
    list('L2', 'incomplete', 'Daily/100/submittedDate'),
    list('L2', 'complete', 'Daily/1/dateCompleted'),
    list('L2', 'complete', search(p.regionName), `Daily search '${p.regionName}'`),
    list('L2', 'incomplete', search(p.userSearch), `Daily search '${p.userSearch}'`),
    list('L2', 'complete', search('Daily'), "Daily search 'Daily'"),
    list('L3', 'complete', 'Daily/1/submittedDate'),
    list('L3', 'incomplete', 'Daily/1/submittedDate'),
    list('L3', 'complete', 'Daily/100/submittedDate'),
    list('L3', 'complete', search(p.regionName), `Daily search '${p.regionName}'`),
    list('L1 All', 'complete', 'Daily/1/submittedDate'),
    {
      label: '/getflaggedanswerdetails/:inspectionId (flagged form detail)',
      role: 'L2',
      path: (i) => `/api/getflaggedanswerdetails/${pick(p.flagged, i)}`,
    },
  ];
}

/**
 * Compliance status (the dashboard's bar charts, plant pop-ups and line charts), each frequency on the period
 * the report lists are measured on: the summary over the whole organisation as L2 and over its region as
 * L3, the line chart as L2, and one plant's incomplete forms as L2.
 */
export function complianceCalls(p: Params): Call[] {
  return p.reports.flatMap((period): Call[] => {
    const query = `?date=${period.date}`;
    return [
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
        label: `/dashboard/${period.slug}/line-chart`,
        role: 'L2',
        path: () => `/api/dashboard/${period.slug}/line-chart${query}`,
      },
      {
        label: `/dashboard/${period.slug}/plants/:id (incomplete forms)`,
        role: 'L2',
        path: (i) => `/api/dashboard/${period.slug}/plants/${pick(p.plants, i).id}${query}&status=incomplete`,
      },
    ];
  });
}
