import { inScopeN, inScopeS, get, type Case } from './role-org.cases';

/**
 * The plant compliance calendar (docs/decisions.md, Compliance calendar): whoever may see the plant reads it
 * (as the plant's own page: L1 in All or in A, A's L2, the L3 of its region, its L4); others get 404.
 */
export const complianceCalendarCases: Record<string, Case[]> = {
  'GET /api/plants/{plantUId}/compliance-calendar': [
    {
      label: 'plant N',
      reach: 'A',
      expect: inScopeN,
      request: async (w) => get(`/api/plants/${w.plantN}/compliance-calendar`),
    },
    {
      label: 'plant S',
      reach: 'A',
      expect: inScopeS,
      request: async (w) => get(`/api/plants/${w.plantS}/compliance-calendar?year=${w.date.slice(0, 4)}`),
    },
  ],
  'GET /api/plants/{plantUId}/compliance-calendar/export': [
    {
      label: 'plant N, CSV',
      reach: 'A',
      expect: inScopeN,
      request: async (w) => get(`/api/plants/${w.plantN}/compliance-calendar/export?format=csv`),
    },
    {
      label: 'plant S, Excel',
      reach: 'A',
      expect: inScopeS,
      request: async (w) =>
        get(`/api/plants/${w.plantS}/compliance-calendar/export?year=${w.date.slice(0, 4)}&format=xlsx`),
    },
  ],
};
