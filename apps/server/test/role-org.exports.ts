import { periodKey } from '@envirotrack/shared';
import { get, roles, signedIn, type Case } from './role-org.cases';
import type { World } from './role-org.world';

/** MMDDYYYY of the fixture's inspection date. */
const compact = (w: World) => `${w.date.slice(5, 7)}${w.date.slice(8, 10)}${w.date.slice(0, 4)}`;
const quarterOf = (w: World) => `${periodKey('Quarterly', w.date).slice(-1)}${w.date.slice(0, 4)}`;
const yearOf = (w: World) => w.date.slice(0, 4);

/**
 * The exports (issue 17; docs/decisions.md, Exports): each as its list, in CSV and in Excel. A list's
 * export answers what the list answers: its own scope's rows to every signed-in caller ('own': B's L2
 * exports B's rows, never A's: the answer is checked for A's markers), and the list's refusals for a
 * region filter (A's South: L3 of North and L4 of a North plant refused, B's L2 400 for a region not its own).
 */
function reportCases(url: (w: World) => string): Case[] {
  const joiner = (w: World) => (url(w).includes('?') ? '&' : '?');
  return [
    {
      label: 'all regions, CSV',
      reach: 'own',
      expect: signedIn,
      request: async (w) => get(`${url(w)}${joiner(w)}format=csv`),
    },
    {
      label: "A's South region, Excel",
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 400 }),
      request: async (w) => get(`${url(w)}${joiner(w)}format=xlsx&region=${w.south}`),
    },
  ];
}

/** The flagged reports export of the fixture's month, all frequencies, in `region`. */
const flaggedExport = (w: World, region: number | 'All', query: string) =>
  `/api/flagged-report/export/All/${w.date.slice(0, 7)}/${region}/All/true/false/formDate?${query}`;

export const exportCases: Record<string, Case[]> = {
  'GET /api/flagged-report/export/{freq}/{date}/{region}/{status}/{allfreqFlag}/{isAsc}/{sortIndex}': [
    {
      label: 'all regions, CSV',
      reach: 'own',
      expect: signedIn,
      request: async (w) => get(flaggedExport(w, 'All', 'format=csv')),
    },
    {
      label: "A's South region, Excel, searching",
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 400 }),
      request: async (w) => get(flaggedExport(w, w.south, 'format=xlsx&search=P')),
    },
  ],
  'GET /api/org/export': [
    {
      // The organisations list is L1's (every organisation, also to L1 acting in one), as GET /org.
      reach: 'A',
      mayShow: ['bravo'],
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async () => get('/api/org/export?search=&isAsc=true'),
    },
  ],
  'GET /api/forms-d/{date}/export': reportCases((w) => `/api/forms-d/${compact(w)}/export`),
  'GET /api/forms-w/{date}/export': reportCases((w) => `/api/forms-w/${compact(w)}/export`),
  'GET /api/forms-m/{month}/{year}/export': reportCases(
    (w) => `/api/forms-m/${w.date.slice(5, 7)}/${yearOf(w)}/export`,
  ),
  'GET /api/forms-q/{quarterYear}/export': reportCases((w) => `/api/forms-q/${quarterOf(w)}/export`),
  'GET /api/forms-y/export': reportCases((w) => `/api/forms-y/export?year=${yearOf(w)}`),
  'GET /api/plantsbyregion/{region}/{userId}/{isAscending}/{sortField}/{pageNumber}/{search}/{status}/export':
    [
      {
        label: 'all regions, CSV',
        reach: 'own',
        expect: signedIn,
        request: async (w, who) => get(`/api/plantsbyregion/All/${who}/true/plantId/1/None/1/export`),
      },
      {
        label: "A's South region, Excel",
        reach: 'own',
        expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 'ok' }),
        request: async (w, who) =>
          get(`/api/plantsbyregion/${w.south}/${who}/true/plantId/1/None/1/export?format=xlsx`),
      },
    ],
  'GET /api/user/{isAsc}/{sortIndex}/{page}/{search}/{status}/export': [
    {
      label: 'searching for A',
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 403, b2: 'ok' }),
      request: async () => get('/api/user/true/UserId/1/azurite/1/export'),
    },
  ],
  'GET /api/user/{isAsc}/{sortIndex}/{page}/{status}/export': [
    {
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 403, b2: 'ok' }),
      request: async () => get('/api/user/true/UserId/1/1/export?format=xlsx&dates=display'),
    },
  ],
};
