import { IMAGES, multipartParts } from './factories';
import { get, post, roles, type Case } from './role-org.cases';
import { must, next, type Call, type Caller, type World } from './role-org.world';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const marker = (who: Caller) => (who === 'b2' ? 'Bravo' : 'Azurite');

/** POST /api/References: a link, or a PDF with a banner, titled with the caller's organisation's marker. */
function addCall(who: Caller, withFile: boolean): Call {
  const title = { name: 'referenceTitle', value: `${marker(who)} reference ${who}` };
  const { payload, headers } = multipartParts(
    withFile
      ? [
          title,
          { name: 'referenceFileData', filename: 'plan.pdf', contentType: 'application/pdf', bytes: PDF },
          { name: 'bannerImage', filename: 'banner.png', contentType: 'image/png', bytes: IMAGES.png },
        ]
      : [title, { name: 'referenceLink', value: 'https://www.epa.gov/npdes' }],
  );
  return { method: 'POST', url: '/api/References', payload, headers };
}

/** A new reference of A (a PDF with a banner), added by A's L2. */
const referenceOfA = async (w: World) =>
  (await must<{ referenceId: number }>(w, 'a2', addCall('a2', true))).referenceId;

const acting = roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 'ok', a4: 'ok', b2: 'ok' });
const editors = roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 403, a4: 403, b2: 'ok' });

/**
 * Golden rules and reference documents (docs/decisions.md, Golden rules and references): per organisation,
 * so L1 in All is refused (403) and everyone else acts in its own; L2 and L1 acting in A change them, L3 and
 * L4 read them. A reference of A: its files are read by A's users and L1, B's L2 gets 404; deleting it needs
 * the reference_delete permission (L2, L1 acting in A; A's L3 and L4 here hold no grant, users-reference-delete
 * tests the granted ones).
 */
export const referenceCases: Record<string, Case[]> = {
  'GET /api/GoldenRules': [{ reach: 'own', expect: acting, request: async () => get('/api/GoldenRules') }],
  'POST /api/GoldenRules': [
    {
      reach: 'own',
      expect: editors,
      request: async (_w, who) =>
        post('/api/GoldenRules', {
          rules: [{ rule: `${marker(who)} golden rule`, priority: 1 }, { rule: 'Sweep' }],
        }),
    },
  ],
  'GET /api/References': [{ reach: 'own', expect: acting, request: async () => get('/api/References') }],
  'POST /api/References': [
    { label: 'link', reach: 'own', expect: editors, request: async (_w, who) => addCall(who, false) },
    { label: 'file', reach: 'own', expect: editors, request: async (_w, who) => addCall(who, true) },
  ],
  'DELETE /api/References': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 403, a4: 403, b2: 404 }),
      request: async (w) => ({
        method: 'DELETE',
        url: '/api/References',
        payload: { referenceIds: [await referenceOfA(w)], company: `serial ${next(w)}` },
      }),
    },
  ],
  'GET /api/References/{id}/file': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 'ok', b2: 404 }),
      request: async (w) => get(`/api/References/${await referenceOfA(w)}/file`),
    },
  ],
  'GET /api/References/{id}/banner': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 'ok', b2: 404 }),
      request: async (w) => get(`/api/References/${await referenceOfA(w)}/banner`),
    },
  ],
};
