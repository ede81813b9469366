import { get, inScopeN, inScopeS, roles, type Case } from './role-org.cases';
import { FORM, type World } from './role-org.world';

/**
 * Form summaries' checklist grids (docs/decisions.md, Form summaries): read by whoever may see the plant (as
 * the compliance calendar: L1 in All or in A, A's L2, the L3 of its region, its L4), others 404. The fixture
 * plants use the daily form; the monthly stormwater form is asked for with a point source, the yearly one the
 * plants are not given still shows (nothing due); a daily form asked as weekly or quarterly is 400, but only
 * for a caller who may see the plant. The questions of a form are read in one organisation (L1 in All: 403).
 */
const grid =
  (path: string, form: string, suffix = '') =>
  (w: World, plant: number) =>
    get(`/api/${path}/${plant}/${form}/${w.date}${suffix}`);

const onPlants = (call: (w: World, plant: number) => ReturnType<typeof get>): Case[] => [
  { label: 'plant N', reach: 'A', expect: inScopeN, request: async (w) => call(w, w.plantN) },
  { label: 'plant S', reach: 'A', expect: inScopeS, request: async (w) => call(w, w.plantS) },
];

const wrongFrequency = (call: (w: World, plant: number) => ReturnType<typeof get>): Case[] => [
  {
    label: 'a daily form, plant N',
    reach: 'A',
    expect: roles({ l1: 400, a2: 400, a3: 400, a4: 400, b2: 404 }),
    request: async (w) => call(w, w.plantN),
  },
  {
    label: 'a daily form, plant S',
    reach: 'A',
    expect: roles({ l1: 400, a2: 400, a3: 404, a4: 404, b2: 404 }),
    request: async (w) => call(w, w.plantS),
  },
];

export const formGridCases: Record<string, Case[]> = {
  'GET /api/getdailyformsonmonth/{plantUId}/{formId}/{date}': onPlants(grid('getdailyformsonmonth', FORM)),
  'GET /api/getdailyformsonweek/{plantUId}/{formId}/{date}': wrongFrequency(
    grid('getdailyformsonweek', FORM),
  ),
  'GET /api/getmonthlyformsonmonth/{plantUId}/{formId}/{date}': onPlants(
    grid('getmonthlyformsonmonth', 'fx-monthly-sw', '?pointSource=Outfall%201'),
  ),
  'GET /api/getquarterlyformsonyear/{plantUId}/{formId}/{date}': wrongFrequency(
    grid('getquarterlyformsonyear', FORM),
  ),
  'GET /api/getyearlyformsonyear/{plantUId}/{formId}/{date}': onPlants(
    grid('getyearlyformsonyear', 'fx-edit-only'),
  ),
  'GET /api/getquestionsforformsummary/{formId}/{date}': [
    {
      label: 'a library form',
      reach: 'own',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 'ok', a4: 'ok', b2: 'ok' }),
      request: async (w) => get(`/api/getquestionsforformsummary/${FORM}/${w.date}`),
    },
    {
      label: "A's own form",
      reach: 'A',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 'ok', a4: 'ok', b2: 404 }),
      request: async (w) => get(`/api/getquestionsforformsummary/${w.customForm}/${w.date}`),
    },
  ],
};
