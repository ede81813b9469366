import { IMAGES, multipartFile, PASSWORD } from './factories';
import { everyone, get, post, put, roles, signedIn, type Case } from './role-org.cases';
import { logoOf, setLogo, throwawayUser } from './role-org.fixture';
import { freshToken, must, next, send, type Call, type Caller, type World } from './role-org.world';

const NEW_PASSWORD = 'Changed#Pass2';

/** A session of its own for calls that end or replace the one they use (anonymous: none). */
const ownSession = async (w: World, who: Caller, call: Call): Promise<Call> =>
  who === 'anon' ? call : { ...call, token: await freshToken(w, who) };

/** The temporary password of the last mail sent to `email`. */
const temporaryPassword = (w: World, email: string) => {
  const lines = w.t.mail.findLast((m) => m.to === email)?.text.split('\n') ?? [];
  return lines[lines.indexOf('Your temporary password is:') + 1] ?? '';
};

const userBody = (w: World, who: Caller, userId: string, email: string) => ({
  UserId: userId,
  First_Name: 'Azurite',
  Last_Name: 'Worker',
  Email: email,
  Access_Level: 4,
  orgId: w.orgA,
  Regions: [w.north],
  Plants: [w.plantN],
  Job_Title: `Edited by ${who}`,
  Job_Desc: 'Runs the batch plant.',
});

/** Operations on sign-in, organisations, users and one's own account: the table, by `METHOD path`. */
export const accountCases: Record<string, Case[]> = {
  'GET /api/health': [{ reach: 'public', expect: everyone, request: async () => get('/api/health') }],
  'POST /api/login': [
    {
      reach: 'public',
      expect: everyone,
      request: async () => post('/api/login', { Email: 'azurite.worker', Password: PASSWORD }),
    },
  ],
  'POST /api/logout': [
    { reach: 'own', expect: signedIn, request: async (w, who) => ownSession(w, who, post('/api/logout')) },
  ],
  'POST /api/forgetpassword': [
    {
      reach: 'public',
      expect: everyone,
      request: async (w) => post('/api/forgetpassword', { email: (await throwawayUser(w)).email }),
    },
  ],
  'PUT /api/resetpassword': [
    {
      reach: 'public',
      expect: everyone,
      request: async (w) => {
        const { email } = await throwawayUser(w);
        await send(w, 'anon', post('/api/forgetpassword', { email }));
        const [tempPassword, orgId] = [temporaryPassword(w, email), w.orgA];
        const body = { email, tempPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, orgId };
        return put('/api/resetpassword', body);
      },
    },
  ],
  'PUT /api/updatepassword/{id}': [
    {
      label: "A's L4 account",
      reach: 'A',
      // Only the signed-in user changes their own password (docs/decisions.md, Passwords).
      expect: roles({ l1: 403, a2: 403, a3: 403, a4: 'ok', b2: 403 }),
      request: async (w) =>
        put(`/api/updatepassword/${w.ids.a4}`, { Old_Password: PASSWORD, New_Password: NEW_PASSWORD }),
      restore: async (w) => {
        const body = { Old_Password: NEW_PASSWORD, New_Password: PASSWORD };
        await must(w, 'a4', put(`/api/updatepassword/${w.ids.a4}`, body));
      },
    },
  ],
  'GET /api/org': [
    {
      reach: 'A',
      // The L1 organisation chooser lists every organisation, also to L1 acting in one.
      mayShow: ['bravo'],
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async () => get('/api/org'),
    },
  ],
  'POST /api/org': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w, who) => post('/api/org', { orgName: `Cobalt ${who} ${next(w)}`, orgRegion: [] }),
    },
  ],
  'GET /api/orgdetails/{orgId}': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w) => get(`/api/orgdetails/${w.orgA}`),
    },
  ],
  'PUT /api/updateorg/{orgId}': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w, who) =>
        put(`/api/updateorg/${w.orgA}`, {
          orgName: 'Azurite Aggregates',
          orgRegion: [
            { regionId: w.north, regionName: 'North' },
            { regionId: w.south, regionName: 'South' },
          ],
          settings: { headerText: `Set by ${who}` },
        }),
    },
  ],
  'GET /api/org/{orgId}/regions': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 'ok', b2: 403 }),
      request: async (w) => get(`/api/org/${w.orgA}/regions`),
    },
  ],
  'POST /api/org/{orgId}/logo': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w) => {
        await setLogo(w, false);
        const { payload, headers } = multipartFile('file', 'logo.gif', 'image/gif', IMAGES.gif);
        return { method: 'POST', url: `/api/org/${w.orgA}/logo`, payload, headers };
      },
    },
  ],
  'DELETE /api/org/{orgId}/logo': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w) => {
        await setLogo(w, true);
        return { method: 'DELETE', url: `/api/org/${w.orgA}/logo` };
      },
    },
  ],
  'GET /api/orgDetailsChange/{orgId}': [
    {
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w, who) => ownSession(w, who, get(`/api/orgDetailsChange/${w.orgA}`)),
    },
  ],
  // Only a person whose sign-in proved an account in A may open it (account-switch.routes.test.ts); none of
  // these callers has one: A's own users are in A already, L1 switches with /orgDetailsChange.
  'POST /api/switchaccount/{orgId}': [
    {
      reach: 'A',
      expect: roles({ l1: 403, a2: 403, a3: 403, a4: 403, b2: 403 }),
      request: async (w, who) => ownSession(w, who, post(`/api/switchaccount/${w.orgA}`)),
    },
  ],
  'GET /api/files/companyLogos/{name}': [
    {
      reach: 'public',
      expect: everyone,
      request: async (w) => {
        await setLogo(w, true);
        return get((await logoOf(w)) ?? '');
      },
    },
  ],
  'GET /api/user/{isAsc}/{sortIndex}/{page}/{search}/{status}': [
    {
      label: 'searching for A',
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 403, b2: 'ok' }),
      request: async () => get('/api/user/true/UserId/1/azurite/1'),
    },
  ],
  'GET /api/user/{isAsc}/{sortIndex}/{page}/{status}': [
    {
      reach: 'own',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 403, b2: 'ok' }),
      request: async () => get('/api/user/true/UserId/1/1'),
    },
  ],
  'GET /api/userdetails/{id}': [
    {
      label: "A's L4 of North",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 404, b2: 404 }),
      request: async (w) => get(`/api/userdetails/${w.worker}`),
    },
  ],
  'PUT /api/userdetails/{id}': [
    {
      label: "an L4 of A's North",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 404, b2: 404 }),
      request: async (w, who) => {
        const user = await throwawayUser(w);
        return put(`/api/userdetails/${user.id}`, userBody(w, who, user.userId, user.email));
      },
    },
  ],
  'DELETE /api/userdetails/{id}': [
    {
      label: "an L4 of A's North",
      reach: 'A',
      // Delete: L2, other users of its organisation (spec 1 §6).
      expect: roles({ l1: 403, a2: 'ok', a3: 403, a4: 404, b2: 404 }),
      request: async (w) => ({ method: 'DELETE', url: `/api/userdetails/${(await throwawayUser(w)).id}` }),
    },
  ],
  'POST /api/user': [
    {
      label: 'a user of A (L1 makes an L2, the others an L4 of North)',
      reach: 'A',
      // Levels a creator may assign (spec 1 §6): L1 -> L1, L2; L2 -> L2-L4; L3 -> L4; L4 none.
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 403, b2: 403 }),
      request: async (w, who) => {
        const n = next(w);
        const body = userBody(w, who, `azurite.new${n}`, `azurite.new${n}@example.com`);
        const level = who === 'l1all' || who === 'l1a' ? { Access_Level: 2, Regions: [], Plants: [] } : {};
        return post('/api/user', { ...body, ...level, Password: NEW_PASSWORD });
      },
    },
  ],
  'PUT /api/updateuserstatus/{id}/{status}': [
    {
      label: "deactivating an L4 of A's North",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 404, b2: 404 }),
      request: async (w) => put(`/api/updateuserstatus/${(await throwawayUser(w)).id}/2`),
    },
  ],
  'POST /api/updateuserstatus/{id}/{status}': [
    {
      label: "deactivating an L4 of A's North",
      reach: 'A',
      expect: roles({ l1: 'ok', a2: 'ok', a3: 'ok', a4: 404, b2: 404 }),
      request: async (w) => post(`/api/updateuserstatus/${(await throwawayUser(w)).id}/2`),
    },
  ],
  'PUT /api/updateuserpassword/{id}': [
    {
      label: "an L4 of A's North",
      reach: 'A',
      // Send password: L2, other users of its organisation (spec 1 §6).
      expect: roles({ l1: 403, a2: 'ok', a3: 403, a4: 404, b2: 404 }),
      request: async (w) => put(`/api/updateuserpassword/${(await throwawayUser(w)).id}`),
    },
  ],
  'GET /api/me': [{ reach: 'own', expect: signedIn, request: async () => get('/api/me') }],
  'GET /api/elms-token': [{ reach: 'own', expect: signedIn, request: async () => get('/api/elms-token') }],
  'POST /api/feedback': [
    {
      reach: 'own',
      expect: signedIn,
      request: async (w, who) => post('/api/feedback', { feedback: `From ${who}` }),
    },
  ],
  'POST /api/technical-support': [
    {
      reach: 'own',
      expect: signedIn,
      request: async (w, who) => post('/api/technical-support', { comments: `Help ${who}` }),
    },
  ],
};
