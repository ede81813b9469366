import type { FormWithQuestions, InspectionDetails } from '@envirotrack/shared';
import { IMAGES, multipartFile } from './factories';
import {
  get,
  inScopeN,
  inScopeS,
  post,
  roles,
  signedIn,
  type Case,
  type Expectation,
} from './role-org.cases';
import { openFlag, plantBody, throwawayForm, throwawayPlant, upload } from './role-org.fixture';
import { FORM, freshDate, mdy, must, next, type Call, type Caller, type World } from './role-org.world';
import { today } from '@envirotrack/shared';

/** The operation tried on plant N (in scope of every level of A) and on plant S (outside L3/L4's). */
const onBothPlants = (request: (w: World, who: Caller, plantId: number) => Promise<Call>): Case[] => [
  { label: 'plant N', reach: 'A', expect: inScopeN, request: (w, who) => request(w, who, w.plantN) },
  { label: 'plant S', reach: 'A', expect: inScopeS, request: (w, who) => request(w, who, w.plantS) },
];

const setupOf = (w: World) =>
  must<FormWithQuestions>(
    w,
    'l1all',
    get(`/api/questiontoforms/${w.customForm}/null/question-setup/null/${w.date}`),
  );

/** A signature of the caller's for a new inspection at `plantId` (anonymous callers have none). */
const signatureFor = async (w: World, who: Caller, plantId: number): Promise<string> => {
  if (who === 'anon') return 'none.png';
  // Only L1 in All names the plant; everyone else uploads for the organisation it works in.
  return upload(w, who, 'signatures', who === 'l1all' ? plantId : undefined);
};

/** A new inspection of the daily form at `plantId`, signed by the caller. */
const submission = async (w: World, who: Caller, plantId: number) => ({
  plantId,
  formId: FORM,
  inspectionDate: mdy(freshDate(w)),
  answers: [{ questionId: w.rainQuestion, answer: `Measured by ${who}` }],
  signatureUrls: [await signatureFor(w, who, plantId)],
  signature: { mode: 'typed', name: `Signer ${who}`, font: 'Dancing Script' },
});

/** Whose a new form is, in its name: B's, the library's (L1 in All) or A's (L1 acting in A, A's users). */
const ownerName = (who: Caller) => (who === 'b2' ? 'Bravo' : who === 'l1all' ? 'Library' : 'Azurite');

/** L1 and A's L2 edit plants and forms (spec 2 §6, docs/decisions.md Form set-up); B's L2 finds nothing. */
const editors: Expectation = roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 404 });

/** The id of the fixture's saved inspection at `plantId` (read as L1). */
const savedInspection = async (w: World, plantId: number) =>
  (await must<InspectionDetails>(w, 'l1all', get(`/api/getanswerdetails/${FORM}/${plantId}/null/${w.date}`)))
    .inspectionId;

/** Operations on forms, plants and inspections: the table, by `METHOD path`. */
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
  'GET /api/plantinspectionslist/{plantId}/{inspectionType}/{date}': onBothPlants(async (w, who, plantId) =>
    get(`/api/plantinspectionslist/${plantId}/Inspections/${mdy(w.date)}`),
  ),
  'GET /api/questiontoforms/{formId}/{plantId}/inspection/{pointSource}/{date}': onBothPlants(
    async (w, who, plantId) => get(`/api/questiontoforms/${FORM}/${plantId}/inspection/null/${w.date}`),
  ),
  'GET /api/getanswerdetails/{formId}/{plantId}/{pointSource}/{date}': onBothPlants(async (w, who, plantId) =>
    get(`/api/getanswerdetails/${FORM}/${plantId}/null/${w.date}`),
  ),
  'POST /api/submitinspection': [
    ...onBothPlants(async (w, who, plantId) =>
      post('/api/submitinspection', await submission(w, who, plantId)),
    ),
    {
      label: "at B's plant, with A's photo of plant N attached",
      reach: 'A',
      // Files are attached only to the inspection they were uploaded for: nobody takes another's evidence.
      expect: roles({ l1: 404, l1all: 400, a2: 404, a3: 404, a4: 404, b2: 400 }),
      request: async (w, who) =>
        post('/api/submitinspection', { ...(await submission(w, who, w.plantB)), imageUrls: [w.photoN] }),
    },
  ],
  'POST /api/updateinspection/{inspectionId}': onBothPlants(async (w, who, plantId) => {
    const saved = await must<InspectionDetails>(
      w,
      'l1all',
      get(`/api/getanswerdetails/${FORM}/${plantId}/null/${w.date}`),
    );
    return post(`/api/updateinspection/${saved.inspectionId}`, {
      plantId,
      formId: FORM,
      inspectionDate: mdy(w.date),
      answers: [{ questionId: w.rainQuestion, answer: `Corrected by ${who} ${next(w)}` }],
      imageUrls: saved.attachments.map((a) => a.name),
      signatureUrls: saved.signature ? [saved.signature.name] : [],
      version: saved.version,
    });
  }),
  // Closing a flag: whoever sees the plant; L1 only while acting in an organisation (docs/decisions.md, Flags).
  'POST /api/markflagged': [
    {
      label: 'plant N',
      reach: 'A',
      expect: { ...inScopeN, l1all: 403 },
      request: async (w) =>
        post('/api/markflagged', { ...(await openFlag(w, w.plantN)), comments: 'Fixed', date: mdy(today()) }),
    },
    {
      label: 'plant S',
      reach: 'A',
      expect: { ...inScopeS, l1all: 403 },
      request: async (w) =>
        post('/api/markflagged', { ...(await openFlag(w, w.plantS)), comments: 'Fixed', date: mdy(today()) }),
    },
  ],
  // The Plants field of the user form: those who manage users; an L3 only for its own regions.
  'POST /api/regionplants/{orgId}': [
    {
      label: 'North',
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 403, b2: 404 }),
      request: async (w) => post(`/api/regionplants/${w.orgA}`, { regionIds: [w.north] }),
    },
    {
      label: 'South',
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 403, a4: 403, b2: 404 }),
      request: async (w) => post(`/api/regionplants/${w.orgA}`, { regionIds: [w.south] }),
    },
  ],
  'GET /api/leadpersons/{plantId}': onBothPlants(async (w, who, plantId) =>
    get(`/api/leadpersons/${plantId}`),
  ),
  'GET /api/reports/{inspectionId}': onBothPlants(async (w, who, plantId) =>
    get(`/api/reports/${await savedInspection(w, plantId)}`),
  ),
  'GET /api/reports/{inspectionId}/versions/{version}': onBothPlants(async (w, who, plantId) =>
    get(`/api/reports/${await savedInspection(w, plantId)}/versions/1`),
  ),
  'GET /api/bulkprint/{plantId}/{frequency}': onBothPlants(async (w, who, plantId) =>
    get(`/api/bulkprint/${plantId}/Daily?date=${w.date}`),
  ),
  'POST /api/getPriorFormDetails': onBothPlants(async (w, who, plantId) =>
    post('/api/getPriorFormDetails', { FormId: FORM, ReqDate: mdy(w.date), PlantId: plantId }),
  ),
  'POST /api/inspection-files/images': onBothPlants(async (w, who, plantId) => {
    const { payload, headers } = multipartFile('file', 'photo.png', 'image/png', IMAGES.png);
    return { method: 'POST', url: `/api/inspection-files/images?plantId=${plantId}`, payload, headers };
  }),
  'POST /api/inspection-files/signatures': onBothPlants(async (w, who, plantId) => {
    const { payload, headers } = multipartFile('file', 'signature.png', 'image/png', IMAGES.png);
    return { method: 'POST', url: `/api/inspection-files/signatures?plantId=${plantId}`, payload, headers };
  }),
  'GET /api/files/{folder}/{name}': [
    {
      label: 'photo at plant N',
      reach: 'A',
      expect: inScopeN,
      request: async (w) => get(`/api/files/images/${w.photoN}`),
    },
    {
      label: 'signature at plant N',
      reach: 'A',
      expect: inScopeN,
      request: async (w) => get(`/api/files/signatures/${w.signatureN}`),
    },
    {
      label: 'photo of L4 at plant N, not yet attached',
      reach: 'A',
      // An unattached file: its uploader and the organisation's L1/L2 (docs/decisions.md, Inspections).
      expect: roles({ l1: 'ok', a2: 'ok', a3: 404, a4: 'ok', b2: 404 }),
      request: async (w) => get(`/api/files/images/${w.loosePhoto}`),
    },
    {
      label: 'photo at plant S',
      reach: 'A',
      expect: inScopeS,
      request: async (w) => get(`/api/files/images/${w.photoS}`),
    },
  ],
};
