// The exports of issue 17 in the HTTP benchmark: each list's export over its fullest scope, as CSV (and the
// biggest as Excel), all pages, read to the end of the file by the client. A call's time is the whole file's.
import { addDays, formatMdyDate, today } from '@envirotrack/shared';
import { pick, plantsListPath, type Call } from './calls';
import type { Params } from './params';

export function exportCalls(p: Params): Call[] {
  const todayIso = today();
  const lastMonth = addDays(`${todayIso.slice(0, 7)}-01`, -1).slice(0, 7);
  const daily = p.reports.find((r) => r.slug === 'daily');
  const monthly = p.reports.find((r) => r.slug === 'monthly');
  const listQuery = 'isAsc=false&sortIndex=submittedDate';
  const calls: Call[] = [
    {
      label: 'export plants (organisation) csv',
      role: 'L2',
      path: () => `${plantsListPath(1)}/export?format=csv`,
    },
    {
      label: 'export users (organisation) csv',
      role: 'L2',
      path: () => '/api/user/true/UserId/1/1/export?format=csv',
    },
    { label: 'export organisations csv', role: 'L1 All', path: () => '/api/org/export?format=csv' },
    {
      label: `export flagged reports (All, ${lastMonth}) csv`,
      role: 'L2',
      path: () => `/api/flagged-report/export/All/${lastMonth}/All/All/true/false/formDate?format=csv`,
    },
    {
      label: 'export flagged forms (Daily, complete) csv',
      role: 'L2',
      path: () => '/api/flaggedcompleted/Daily/1/submittedDate/export?format=csv',
    },
    {
      label: 'export compliance calendar (one plant, a year) csv',
      role: 'L2',
      path: (i) =>
        `/api/plants/${pick(p.plants, i).id}/compliance-calendar/export?year=${todayIso.slice(0, 4)}&format=csv`,
    },
  ];
  if (daily) {
    const day = formatMdyDate(daily.date).replaceAll('-', '');
    calls.push(
      {
        label: `export /forms-d (${daily.total} reports) csv`,
        role: 'L2',
        path: () => `/api/forms-d/${day}/export?${listQuery}&format=csv`,
      },
      {
        label: 'export dashboard daily counts (organisation) csv',
        role: 'L2',
        path: () => `/api/dashboard/daily/summary/export?date=${daily.date}&format=csv`,
      },
    );
  }
  if (monthly) {
    const [year, month] = [monthly.date.slice(0, 4), monthly.date.slice(5, 7)];
    const path = (format: string) => `/api/forms-m/${month}/${year}/export?${listQuery}&format=${format}`;
    calls.push(
      { label: `export /forms-m (${monthly.total} reports) csv`, role: 'L2', path: () => path('csv') },
      { label: `export /forms-m (${monthly.total} reports) xlsx`, role: 'L2', path: () => path('xlsx') },
      {
        label: `export /forms-m (L3 region, ${monthly.inRegion} reports) csv`,
        role: 'L3',
        path: () => path('csv'),
      },
    );
  }
  return calls;
}
