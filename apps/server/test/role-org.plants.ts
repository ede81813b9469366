import type { FormWithQuestions } from '@envirotrack/shared';
import { get, onBothPlants, post, roles, signedIn, type Case, type Expectation } from './role-org.cases';
import { plantBody, throwawayForm, throwawayPlant } from './role-org.fixture';
import { mdy, must, next, type Caller, type World } from './role-org.world';

const setupOf = (w: World) =>
  must<FormWithQuestions>(
    w,
    'l1all',
    get(`/api/questiontoforms/${w.customForm}/null/question-setup/null/${w.date}`),
  );

/** Whose a new form is, in its name: B's, the library's (L1 in All) or A's (L1 acting in A, A's users). */
const ownerName = (who: Caller) => (who === 'b2' ? 'Bravo' : who === 'l1all' ? 'Library' : 'Azurite');

/** L1 and A's L2 edit plants and forms (spec 2 §6, docs/decisions.md Form set-up); B's L2 finds nothing. */
const editors: Expectation = roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 404 });

/** Operations on forms and plants: the table, by `METHOD path`. */
export const plantCases: Record<string, Case[]> = {
  'GET /api/inspectionstype/{orgId}/{facilityType}': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 403 }),
      request: async (w) => get(`/api/inspectionstype/${w.orgA}/Ready%20Mix`),
    },
  ],
  'GET /api/questiontoforms/{formId}/{plantId}/{type}/{pointSource}/{date}': [
    {
      label: "A's own form",
      reach: 'A',
      expect: editors,
      request: async (w) => get(`/api/questiontoforms/${w.customForm}/null/question-setup/null/${w.date}`),
    },
  ],
  'POST /api/questionSetUp': [
    {
      label: "A's own form",
      reach: 'A',
      expect: editors,
      request: async (w, who) => {
        const form = await setupOf(w);
        const added = { questionType: 'Text', question: `Asked by ${who}`, choices: [], isFlagged: false };
        return post('/api/questionSetUp', {
          formId: form.FormId,
          permitType: form.permitType,
          quesData: [...form.questions, { ...added, questionStatus: 1, subQuestions: [] }],
          deletedComponents: [],
          version: form.version,
        });
      },
    },
  ],
  'POST /api/insertinspectionstype': [
    {
      label: "a form of the caller's organisation (L1 in All: of the library)",
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 'ok' }),
      request: async (w, who) =>
        post('/api/insertinspectionstype', {
          facilityType: 'Ready Mix',
          permitType: 'Air',
          frequency: 'Monthly',
          inspectionType: 'Inspections',
          inspectionName: `${ownerName(who)} Made ${next(w)}`,
        }),
    },
  ],
  'POST /api/updateinspectionformname': [
    {
      label: "A's own form",
      reach: 'A',
      expect: editors,
      request: async (w) =>
        post('/api/updateinspectionformname', {
          formId: w.customForm,
          inspectionName: `Azurite Form ${next(w)}`,
        }),
    },
  ],
  'POST /api/deleteinspectionform/{formId}': [
    {
      label: "a form of A's own",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w) => post(`/api/deleteinspectionform/${await throwawayForm(w)}`),
    },
  ],
  'GET /api/plantsbyregion/{region}/{userId}/{isAscending}/{sortField}/{pageNumber}/{search}/{status}': [
    {
      label: 'all regions',
      reach: 'own',
      expect: signedIn,
      request: async (w, who) => get(`/api/plantsbyregion/All/${who}/true/plantId/1/None/1`),
    },
    {
      label: "A's South region",
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 'ok' }),
      request: async (w, who) => get(`/api/plantsbyregion/${w.south}/${who}/true/plantId/1/None/1`),
    },
  ],
  'GET /api/plant/{id}': onBothPlants(async (w, who, plantId) => get(`/api/plant/${plantId}`)),
  'DELETE /api/plant/{id}': [
    {
      label: 'a plant of North',
      reach: 'A',
      // Plant page: L1 deletes (spec 2 §6); the level is checked before the plant is looked up.
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w) => ({ method: 'DELETE', url: `/api/plant/${await throwawayPlant(w)}` }),
    },
  ],
  'POST /api/addplant': [
    {
      label: "a plant in A's North",
      reach: 'A',
      // Add Plant: L2 only (spec 1 §6); B's L2 adds to B only, and A's region is not B's.
      expect: roles({ l1: 403, a2: 'ok', a3: 403, a4: 403, b2: 400 }),
      request: async (w) => post('/api/addplant', plantBody(`AZURITE-NEW${next(w)}`, w.north)),
    },
  ],
  'POST /api/updateplant/{id}': [
    {
      label: 'a plant of North',
      reach: 'A',
      // Plant page: L1 and L2 edit (spec 2 §6).
      expect: editors,
      request: async (w, who) =>
        post(`/api/updateplant/${await throwawayPlant(w)}`, {
          ...plantBody(`AZURITE-UPD${next(w)}`, w.north),
          plantName: `Renamed by ${who}`,
        }),
    },
  ],
  'PUT /api/plantDeActivate/{id}': [
    {
      label: 'a plant of North',
      reach: 'A',
      // Plant page: L2 activates or deactivates (spec 2 §6).
      expect: roles({ l1: 403, a2: 'ok', a3: 403, a4: 403, b2: 404 }),
      request: async (w) => ({
        method: 'PUT',
        url: `/api/plantDeActivate/${await throwawayPlant(w)}?status=2`,
      }),
    },
  ],
  'PATCH /api/plantDeActivate/{id}': [
    {
      label: 'a plant of North',
      reach: 'A',
      expect: roles({ l1: 403, a2: 'ok', a3: 403, a4: 403, b2: 404 }),
      request: async (w) => ({
        method: 'PATCH',
        url: `/api/plantDeActivate/${await throwawayPlant(w)}?status=2`,
      }),
    },
  ],
  'GET /api/inspectionforms/{orgId}/{plantId}/{facilityType}/{date}': [
    {
      label: "A's forms, marked for plant N",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 'ok', b2: 403 }),
      request: async (w) => get(`/api/inspectionforms/${w.orgA}/${w.plantN}/Ready%20Mix/${mdy(w.date)}`),
    },
    {
      label: "A's forms, marked for plant S",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 404, a4: 404, b2: 403 }),
      request: async (w) => get(`/api/inspectionforms/${w.orgA}/${w.plantS}/Ready%20Mix/${mdy(w.date)}`),
    },
  ],
  'GET /api/userplantlist/{id}': [
    {
      label: "A's L4 of North",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 404, b2: 404 }),
      request: async (w) => get(`/api/userplantlist/${w.worker}`),
    },
  ],
  'GET /api/geocode': [
    {
      reach: 'own',
      expect: signedIn,
      request: async () =>
        get(`/api/geocode?address=${encodeURIComponent('1200 Industrial St, Denton, TX')}`),
    },
  ],
};
