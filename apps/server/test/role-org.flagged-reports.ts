import { get, roles, signedIn, type Case } from './role-org.cases';
import type { World } from './role-org.world';

const PATH = '/api/flagged-report/{freq}/{date}/{region}/{status}/{page}/{allfreqFlag}/{isAsc}/{sortIndex}';

/** The flagged reports of the fixture's month, all frequencies, in `region`, with an optional search. */
const url = (w: World, region: number | 'All', search = '') =>
  `/api/flagged-report/All/${w.date.slice(0, 7)}/${region}/All/1/true/false/formDate${search ? `/${search}` : ''}`;

/**
 * The flagged reports list (docs/decisions.md, Flagged reports): every signed-in caller reads its own scope's
 * flags ('own': B's L2 gets B's, never A's). A's South region as the filter: L3 of North and L4 of a North
 * plant are refused (not their region), B's L2 gets 400 (not its organisation's region).
 */
function listCases(search: string): Case[] {
  return [
    {
      label: 'all regions',
      reach: 'own',
      expect: signedIn,
      request: async (w) => get(url(w, 'All', search)),
    },
    {
      label: "A's South region",
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 400 }),
      request: async (w) => get(url(w, w.south, search)),
    },
  ];
}

export const flaggedReportCases: Record<string, Case[]> = {
  [`GET ${PATH}`]: listCases(''),
  [`GET ${PATH}/{search}`]: listCases('P'),
};
