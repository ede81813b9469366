// The flag calls the benchmark measures: the flagged reports and flagged forms lists, a flagged form, and
// closing flags.
import { addDays, quarterOf, today } from '@envirotrack/shared';
import { mdy, pick, type Call, type Role } from './calls';
import type { Params } from './params';

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
