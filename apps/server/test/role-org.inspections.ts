import { today, type InspectionDetails } from '@envirotrack/shared';
import { IMAGES, multipartFile } from './factories';
import { get, inScopeN, inScopeS, onBothPlants, post, roles, type Case } from './role-org.cases';
import { openFlag, upload } from './role-org.fixture';
import { FORM, freshDate, mdy, must, next, type Caller, type World } from './role-org.world';

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

/** The id of the fixture's saved inspection at `plantId` (read as L1). */
const savedInspection = async (w: World, plantId: number) =>
  (await must<InspectionDetails>(w, 'l1all', get(`/api/getanswerdetails/${FORM}/${plantId}/null/${w.date}`)))
    .inspectionId;

/** Operations on inspections, reports, flags and their files: the table, by `METHOD path`. */
export const inspectionCases: Record<string, Case[]> = {
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
  // The flags a Monthly form may follow up: whoever sees the plant (docs/decisions.md, Corrective-action follow-up).
  'GET /api/plants/{plantId}/openflags': onBothPlants(async (w, who, plantId) =>
    get(`/api/plants/${plantId}/openflags`),
  ),
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
