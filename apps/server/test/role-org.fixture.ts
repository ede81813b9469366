import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { addDays, today, type FillInForm } from '@envirotrack/shared';
import { installLibrary } from '../src/db/seed/library-loader';
import { inspectionFlags, inspections, organisations, userPlants, users } from '../src/db/schema';
import { IMAGES, makeOrg, makeUser, multipartFile, type MakeUser } from './factories';
import { fixtureForms } from './form-fixtures';
import { get, post } from './role-org.cases';
import { FORM, freshToken, mdy, must, next, type Call, type Person, type World } from './role-org.world';
import { createTestApp } from './test-app';

/**
 * Uploads a PNG as `who` into images or signatures and answers its stored name; `plantId` says where it
 * will be used (L1 in All must say it).
 */
export async function upload(w: World, who: Person, folder: 'images' | 'signatures', plantId?: number) {
  const { payload, headers } = multipartFile('file', `${folder}.png`, 'image/png', IMAGES.png);
  const call: Call = {
    method: 'POST',
    url: `/api/inspection-files/${folder}${plantId === undefined ? '' : `?plantId=${plantId}`}`,
    payload,
    headers,
  };
  return (await must<{ name: string }>(w, who, call)).name;
}

export const plantBody = (plantId: string, regionId: number) => ({
  plantId,
  plantName: `${plantId} Ready Mix`,
  street: '1200 Industrial St',
  city: 'Denton',
  state: 'TX',
  zipCode: '76201',
  plantRegionId: regionId,
  facilityType: 'Ready Mix',
  inspections: [{ FormId: FORM, PointSources: [] }],
});

/** A plant of A in North, added by A's L2 and assigned to A's L4, like plant N (for calls that change one). */
export async function throwawayPlant(w: World): Promise<number> {
  const body = plantBody(`AZURITE-T${next(w)}`, w.north);
  const { id } = await must<{ id: number }>(w, 'a2', post('/api/addplant', body));
  await w.t.db.insert(userPlants).values({ userId: w.ids.a4, plantId: id });
  return id;
}

/** An L4 user of A in North assigned to plant N, like the worker, for calls that change or remove one. */
export async function throwawayUser(w: World, options: Partial<MakeUser> = {}) {
  const user = await makeUser(w.t.db, {
    level: 4,
    orgId: w.orgA,
    regionIds: [w.north],
    userId: `azurite.temp${next(w)}`,
    firstName: 'Azurite',
    ...options,
  });
  if (user.accessLevel === 4) await w.t.db.insert(userPlants).values({ userId: user.id, plantId: w.plantN });
  return user;
}

/** A new form owned by A, made by A's L2 (made by B's L2: owned by B). */
export async function throwawayForm(w: World, who: 'a2' | 'b2' = 'a2'): Promise<string> {
  const payload = {
    facilityType: 'Ready Mix',
    permitType: 'Water',
    frequency: 'Monthly',
    inspectionType: 'Inspections',
    inspectionName: `${who === 'a2' ? 'Azurite' : 'Bravo'} Form ${next(w)}`,
  };
  return (await must<{ FormId: string }>(w, who, post('/api/insertinspectionstype', payload))).FormId;
}

/** A's logo as stored (its public address), or null. */
export async function logoOf(w: World): Promise<string | null> {
  const [org] = await w.t.db.select().from(organisations).where(eq(organisations.id, w.orgA));
  return org?.logoUrl ?? null;
}

/** Gives A a logo or takes it away, through the API as L1. */
export async function setLogo(w: World, present: boolean): Promise<void> {
  const has = (await logoOf(w)) !== null;
  if (has === present) return;
  if (!present) {
    await must(w, 'l1all', { method: 'DELETE', url: `/api/org/${w.orgA}/logo` });
    return;
  }
  const { payload, headers } = multipartFile('file', 'logo.png', 'image/png', IMAGES.png);
  await must(w, 'l1all', { method: 'POST', url: `/api/org/${w.orgA}/logo`, payload, headers });
}

/** A caller's account (with training-portal access, so that every level may ask for its link). */
async function person(w: World, who: Person, options: MakeUser) {
  const user = await makeUser(w.t.db, options);
  await w.t.db.update(users).set({ elmsFlag: true }).where(eq(users.id, user.id));
  w.ids[who] = user.id;
  w.logins[who] = user.userId;
  return user;
}

/** An inspection of the fixture daily form at `plantId` on `date`, with a photo and a signature. */
async function inspect(w: World, who: Person, plantId: number) {
  const photo = await upload(w, who, 'images', plantId);
  const signature = await upload(w, who, 'signatures', plantId);
  const payload = {
    plantId,
    formId: FORM,
    inspectionDate: mdy(w.date),
    answers: [{ questionId: w.rainQuestion, answer: '0.2' }],
    imageUrls: [photo],
    signatureUrls: [signature],
    signature: { mode: 'typed', name: `Signer ${who}`, font: 'Dancing Script' },
  };
  const saved = await must<{ inspectionId: number }>(w, who, post('/api/submitinspection', payload));
  return { id: saved.inspectionId, photo, signature };
}

/**
 * Organisation A (regions North and South; plant N in North, assigned to A's L4, and plant S in South, both
 * using the fixture daily form; a form of its own; at each plant an inspection with a photo and a
 * signature; a logo) and B (one plant with an inspection, a form of its own); a caller of each kind (L1 in
 * All, L1 switched to A, A's L2, L3 of North and L4, B's L2) and the worker, an L4 of A in North.
 */
export async function buildWorld(): Promise<World> {
  const geocoder = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify([{ lat: '33.2148', lon: '-97.1331', display_name: 'Denton, Texas, USA' }]));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const t = await createTestApp({
    GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`,
    TRAINING_PORTAL_URL: 'https://training.example.com/portal',
    ELMS_SECRET: 'role-org-test-elms-secret-0123456789abcdef',
    SUPPORT_EMAIL: 'support@example.com',
  });
  await installLibrary(t.db, fixtureForms);
  const orgA = await makeOrg(t.db, { name: 'Azurite Aggregates', regions: ['North', 'South'] });
  const orgB = await makeOrg(t.db, { name: 'Bravo Basalt', regions: ['East'] });
  const [north, southRegion] = [orgA.regions[0]?.id ?? 0, orgA.regions[1]?.id ?? 0];
  const w: World = {
    t,
    geocoder,
    orgA: orgA.id,
    orgB: orgB.id,
    north,
    south: southRegion,
    date: addDays(today(), -1),
    serial: 0,
    ids: {} as Record<Person, number>,
    logins: {} as Record<Person, string>,
    token: {} as Record<Person, string>,
  } as World;
  await person(w, 'l1all', { level: 1, userId: 'roleorg.l1all' });
  await person(w, 'l1a', { level: 1, userId: 'roleorg.l1a' });
  await person(w, 'a2', { level: 2, orgId: orgA.id, userId: 'azurite.l2' });
  await person(w, 'a3', { level: 3, orgId: orgA.id, userId: 'azurite.l3', regionIds: [north] });
  await person(w, 'a4', { level: 4, orgId: orgA.id, userId: 'azurite.l4', regionIds: [north] });
  await person(w, 'b2', { level: 2, orgId: orgB.id, userId: 'bravo.l2' });
  for (const who of ['l1all', 'l1a', 'a2', 'a3', 'a4', 'b2'] as const)
    w.token[who] = await freshToken(w, who);

  w.plantN = await throwawayPlant(w);
  const south = { ...plantBody('SOUTHYARD-1', w.south), plantName: 'Southyard Ready Mix' };
  w.plantS = (await must<{ id: number }>(w, 'a2', post('/api/addplant', south))).id;
  const east = plantBody('BRAVO-1', orgB.regions[0]?.id ?? 0);
  w.plantB = (await must<{ id: number }>(w, 'b2', post('/api/addplant', east))).id;
  w.worker = (await throwawayUser(w, { userId: 'azurite.worker' })).id;
  w.customForm = await throwawayForm(w);
  await throwawayForm(w, 'b2');

  const form = await must<FillInForm>(
    w,
    'a2',
    get(`/api/questiontoforms/${FORM}/${w.plantN}/inspection/null/${w.date}`),
  );
  w.rainQuestion = form.questions.find((q) => q.question === 'Rain Amount')?.questionId ?? 0;
  const n = await inspect(w, 'a4', w.plantN);
  const s = await inspect(w, 'a2', w.plantS);
  w.inspectionB = (await inspect(w, 'b2', w.plantB)).id;
  [w.photoN, w.signatureN, w.photoS] = [n.photo, n.signature, s.photo];
  w.loosePhoto = await upload(w, 'a4', 'images', w.plantN);
  await setLogo(w, true);
  return w;
}

export async function closeWorld(w: World | undefined): Promise<void> {
  if (!w) return;
  await w.t.close();
  await new Promise<void>((resolve) => w.geocoder.close(() => resolve()));
}

/** An open flag on the saved daily inspection at `plantId` (a fresh question id per call): one close uses it up. */
export async function openFlag(
  w: World,
  plantId: number,
): Promise<{ inspectionId: number; questionId: number }> {
  const saved = await must<{ inspectionId: number }>(
    w,
    'l1all',
    get(`/api/getanswerdetails/${FORM}/${plantId}/null/${w.date}`),
  );
  const questionId = 900_000 + next(w);
  const [inspection] = await w.t.db.select().from(inspections).where(eq(inspections.id, saved.inspectionId));
  if (!inspection) throw new Error('the saved inspection is missing');
  await w.t.db.insert(inspectionFlags).values({
    orgId: w.orgA,
    inspectionId: saved.inspectionId,
    questionId,
    answer: 'Needs Work',
    plantId: inspection.plantId,
    templateId: inspection.templateId,
    frequency: inspection.frequency,
    inspectionType: inspection.inspectionType,
    reportDate: inspection.inspectionDate,
    submittedAt: inspection.createdAt,
  });
  return { inspectionId: saved.inspectionId, questionId };
}
