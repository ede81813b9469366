import { get, onBothPlants, signedIn, type Case } from './role-org.cases';
import { openFlag } from './role-org.fixture';

/**
 * Flagged forms (docs/decisions.md, Flagged forms): every signed-in caller lists its own scope ('own': B's
 * L2 gets B's forms, never A's); a flagged form's detail is read by whoever sees its plant (404 otherwise).
 */
export const flaggedFormCases: Record<string, Case[]> = {
  'GET /api/flaggedcompleted/{formType}/{pageNum}/{sortIndex}': [
    {
      reach: 'own',
      expect: signedIn,
      request: async () => get('/api/flaggedcompleted/Daily/1/submittedDate'),
    },
  ],
  'GET /api/flaggedincomplete/{formType}/{pageNum}/{sortIndex}': [
    {
      reach: 'own',
      expect: signedIn,
      request: async () => get('/api/flaggedincomplete/Daily/1/submittedDate?searchText=North'),
    },
  ],
  'GET /api/flaggedcompleted/{formType}/{pageNum}/{sortIndex}/export': [
    {
      reach: 'own',
      expect: signedIn,
      request: async () => get('/api/flaggedcompleted/Daily/1/submittedDate/export?format=xlsx'),
    },
  ],
  'GET /api/flaggedincomplete/{formType}/{pageNum}/{sortIndex}/export': [
    {
      reach: 'own',
      expect: signedIn,
      request: async () =>
        get('/api/flaggedincomplete/Daily/1/submittedDate/export?searchText=North&format=csv'),
    },
  ],
  'GET /api/getflaggedanswerdetails/{inspectionId}': onBothPlants(async (w, who, plantId) =>
    get(`/api/getflaggedanswerdetails/${(await openFlag(w, plantId)).inspectionId}`),
  ),
};
