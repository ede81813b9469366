import { get, roles, type Case } from './role-org.cases';
import type { World } from './role-org.world';

/**
 * Compliance status (docs/decisions.md, Compliance status): counted per organisation, so L1 in All is
 * refused (403) and L1 acting in A reads A; every other caller reads its own scope ('own': B's L2 gets B's
 * counts, never A's plants). With A's South region as the filter, L3 of North and L4 of a North plant are
 * refused (403) and B's L2 gets 400 (not its organisation's region). A plant out of reach is 404.
 */
function filteredCases(path: (w: World) => string): Case[] {
  return [
    {
      label: 'all regions',
      reach: 'own',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 'ok', a4: 'ok', b2: 'ok' }),
      request: async (w) => get(`${path(w)}?date=${w.date}`),
    },
    {
      label: "A's South region",
      reach: 'own',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 403, a4: 403, b2: 400 }),
      request: async (w) => get(`${path(w)}?date=${w.date}&regionFilter=${w.south}`),
    },
  ];
}

export const complianceCases: Record<string, Case[]> = {
  'GET /api/dashboard/{frequency}/summary': filteredCases(() => '/api/dashboard/daily/summary'),
  'GET /api/dashboard/{frequency}/summary/export': filteredCases(() => '/api/dashboard/daily/summary/export'),
  'GET /api/dashboard/{frequency}/line-chart': filteredCases(() => '/api/dashboard/monthly/line-chart'),
  'GET /api/dashboard/{frequency}/form-counts': [
    {
      label: 'all regions',
      reach: 'own',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 'ok', a4: 'ok', b2: 'ok' }),
      request: async (w) => get(`/api/dashboard/quarterly/form-counts?year=${w.date.slice(0, 4)}`),
    },
    {
      label: "A's South region",
      reach: 'own',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 403, a4: 403, b2: 400 }),
      request: async (w) => get(`/api/dashboard/yearly/form-counts?region=${w.south}`),
    },
  ],
  'GET /api/dashboard/{frequency}/flagged': filteredCases(() => '/api/dashboard/monthly/flagged'),
  // The Inspection filter's forms: the organisation's catalogue, the same for every caller of it.
  'GET /api/dashboard/{frequency}/forms': [
    {
      label: 'monthly forms',
      reach: 'own',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 'ok', a4: 'ok', b2: 'ok' }),
      request: async () => get('/api/dashboard/monthly/forms'),
    },
  ],
  'GET /api/dashboard/{frequency}/plants/{plantUId}': [
    {
      label: 'plant N',
      reach: 'A',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 'ok', a4: 'ok', b2: 404 }),
      request: async (w) => get(`/api/dashboard/daily/plants/${w.plantN}?date=${w.date}`),
    },
    {
      label: 'plant S',
      reach: 'A',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 404, a4: 404, b2: 404 }),
      request: async (w) => get(`/api/dashboard/daily/plants/${w.plantS}?date=${w.date}`),
    },
  ],
};
