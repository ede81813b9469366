import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  plantDetails,
  regionList,
  selectableForms,
  signedIn,
  type PlantBody,
  type PlantDetails,
  type RegionRef,
} from '@envirotrack/shared';
import { definitionField } from './fields';
import { solidPng } from './png';
import { password, signIn } from './session';

export type AuthHeader = Record<string, string>;

async function dataOf(response: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** Signs a demo user in through the API, for data the test needs before it opens a screen. */
export async function apiLogin(request: APIRequestContext, userId: string) {
  const login = await request.post('/api/login', { data: { Email: userId, Password: password } });
  const { token, user } = signedIn.parse(await dataOf(login));
  return { auth: { Authorization: `Bearer ${token}` } as AuthHeader, user };
}

export async function regionsOf(request: APIRequestContext, auth: AuthHeader, orgId: number) {
  return regionList.parse(await dataOf(await request.get(`/api/org/${orgId}/regions`, { headers: auth })));
}

export const regionNamed = (regions: RegionRef[], name: string): RegionRef => {
  const region = regions.find((r) => r.regionName === name);
  if (!region) throw new Error(`no region ${name}`);
  return region;
};

/** A plant id and name no other test uses (search keeps letters, digits and spaces). */
export function uniquePlant(prefix: string) {
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  return { plantId: `${prefix}${run}`, plantName: `${prefix} Plant ${run}` };
}

/** A Granite Valley plant made by its L2 'gv.admin' through the API (faster than the form). */
export async function createPlantByApi(
  request: APIRequestContext,
  { regionName = 'North Texas', ...fields }: Partial<PlantBody> & { regionName?: string } = {},
): Promise<{ plant: PlantDetails; auth: AuthHeader; regions: RegionRef[] }> {
  const { auth, user } = await apiLogin(request, 'gv.admin');
  const regions = await regionsOf(request, auth, user.orgId ?? 0);
  const created = await request.post('/api/addplant', {
    headers: auth,
    data: {
      // 'Z' sorts these after the demo plants: lists sorted by Plant ID keep the demo plants on page 1.
      ...uniquePlant('ZAPI'),
      street: '1200 N Loop 288',
      city: 'Denton',
      state: 'TX',
      zipCode: '76209',
      plantRegionId: regionNamed(regions, regionName).regionId,
      facilityType: 'Ready Mix',
      coords: { lat: 33.2318, lng: -97.0912 },
      ...fields,
    },
  });
  return { plant: plantDetails.parse(await dataOf(created)), auth, regions };
}

/**
 * The map's tiles and address lookups go to the internet, which the tests must not need: tiles are a
 * plain earth colour and every address is found at Denton, TX.
 */
export async function serveMap(page: Page): Promise<void> {
  const tile = solidPng([86, 98, 74], 256);
  await page.route(/\/tile\/\d+\/\d+\/\d+$/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
  await page.route(/\/api\/geocode\?/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'valid',
        data: { lat: 33.2148, lng: -97.1331, displayName: 'Denton, Texas, USA' },
      }),
    }),
  );
}

/** A plant made through the API, the map served to the page (serveMap), and `userId` signed in. */
export async function signInWithNewPlant(page: Page, request: APIRequestContext, userId: string) {
  const { plant } = await createPlantByApi(request);
  await serveMap(page);
  await signIn(page, userId);
  return plant;
}

/** A row of the plants list, found by its Plant ID. */
export const plantRow = (page: Page, plantId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: plantId, exact: true }) });

/** The cells of one column of the plants list (1-based, # is the first). */
export const columnTexts = async (page: Page, column: number) =>
  (await page.locator(`tbody tr td:nth-child(${column})`).allInnerTexts()).map((text) => text.trim());

/** One labelled value of the Plant Information card. */
export const plantField = (page: Page, label: string) => definitionField(page, label);

/** The form's choice of an inspection form (a checkbox card). */
export const formChoice = (page: Page, formName: string) =>
  page.getByRole('checkbox', { name: formName, exact: true });

const sourcesOf = (page: Page, formName: string) =>
  page.getByRole('group', { name: new RegExp(`of ${formName}$`) });

/** A point-source chip of a form: its checkbox, and a click on its label (the input itself is hidden). */
export const pointSource = (page: Page, formName: string, source: string) =>
  sourcesOf(page, formName).getByRole('checkbox', { name: source, exact: true });
export const togglePointSource = (page: Page, formName: string, source: string) =>
  sourcesOf(page, formName).getByText(source, { exact: true }).click();

/** The number of pages of a PDF file: its '/Type /Page' objects (not '/Type /Pages'). */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** An L4 user of Granite Valley assigned to the given plants, made through the API by 'gv.admin'. */
export async function createPlantUserByApi(
  request: APIRequestContext,
  auth: AuthHeader,
  { regionId, plantIds }: { regionId: number; plantIds: number[] },
): Promise<{ UniqueId: number; UserId: string }> {
  const run = Math.random().toString(36).slice(2, 7);
  const created = await request.post('/api/user', {
    headers: auth,
    data: {
      UserId: `op.${run}`,
      Password: 'Field-Crew-2024!',
      First_Name: 'Casey',
      Last_Name: `Operator${run}`,
      Email: `op.${run}@e2e.example.com`,
      Access_Level: 4,
      Regions: [regionId],
      Plants: plantIds,
      Job_Title: 'Plant Operator',
      Job_Desc: 'Fills in the daily inspections.',
    },
  });
  const data = (await dataOf(created)) as { UniqueId: number; UserId: string };
  return { UniqueId: data.UniqueId, UserId: data.UserId };
}

/**
 * Every form a Ready Mix plant of Granite Valley may use, each with all its point sources. Ids are read, not
 * assumed: editing a built-in form gives the organisation its own copy under another id.
 */
export async function everyReadyMixForm(request: APIRequestContext, auth: AuthHeader, orgId: number) {
  const forms = selectableForms.parse(
    await dataOf(
      await request.get(`/api/inspectionforms/${orgId}/0/Ready Mix/01-01-2026`, { headers: auth }),
    ),
  );
  return Object.values(forms)
    .flatMap((byFrequency) => Object.values(byFrequency).flat())
    .map((form) => ({
      FormId: form.FormId,
      FormName: form.FormName,
      PointSources: form.PointSources.map((ps) => ps.PsId),
    }));
}
