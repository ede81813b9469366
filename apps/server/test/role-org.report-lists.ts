import { periodKey } from '@envirotrack/shared';
import { get, post, roles, signedIn, type Case } from './role-org.cases';
import type { World } from './role-org.world';

/** MMDDYYYY of the fixture's inspection date. */
const compact = (w: World) => `${w.date.slice(5, 7)}${w.date.slice(8, 10)}${w.date.slice(0, 4)}`;
const quarterOf = (w: World) => `${periodKey('Quarterly', w.date).slice(-1)}${w.date.slice(0, 4)}`;

/**
 * The report lists (docs/decisions.md, Report lists): every signed-in caller reads its own scope's list
 * ('own': B's L2 gets B's list, never A's rows). A's South region as the filter: L3 of North and L4 of a
 * North plant are refused (not their region), B's L2 gets 400 (not its organisation's region).
 */
function listCases(call: (w: World, region: number | 'All') => ReturnType<typeof get>): Case[] {
  return [
    { label: 'all regions', reach: 'own', expect: signedIn, request: async (w) => call(w, 'All') },
    {
      label: "A's South region",
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 400 }),
      request: async (w) => call(w, w.south),
    },
  ];
}

const body = (region: number | 'All') => ({ region, isAsc: false, sortIndex: 'submittedDate', curPageNo: 1 });

export const reportListCases: Record<string, Case[]> = {
  'POST /api/forms-d/{date}': listCases((w, region) => post(`/api/forms-d/${compact(w)}`, body(region))),
  'POST /api/forms-w/{date}': listCases((w, region) => post(`/api/forms-w/${compact(w)}`, body(region))),
  'GET /api/forms-m/{month}/{year}': listCases((w, region) =>
    get(`/api/forms-m/${w.date.slice(5, 7)}/${w.date.slice(0, 4)}?region=${region}`),
  ),
  'POST /api/forms-q/{quarterYear}': listCases((w, region) =>
    post(`/api/forms-q/${quarterOf(w)}`, body(region)),
  ),
  'POST /api/forms-y': listCases((w, region) =>
    post('/api/forms-y', { ...body(region), year: Number(w.date.slice(0, 4)) }),
  ),
};
