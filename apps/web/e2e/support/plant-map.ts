import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { plantDetails, regionList, signedIn, type PlantDetails } from '@envirotrack/shared';
import { solidPng } from './png';
import { password } from './session';

type AuthHeader = Record<string, string>;

async function dataOf(response: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** A fresh Granite Valley plant at Denton, TX, created through the API by its L2 'gv.admin'. */
export async function createPlant(
  request: APIRequestContext,
): Promise<{ plant: PlantDetails; auth: AuthHeader }> {
  const login = await request.post('/api/login', { data: { Email: 'gv.admin', Password: password } });
  const { token, user } = signedIn.parse(await dataOf(login));
  const auth = { Authorization: `Bearer ${token}` };
  const regions = regionList.parse(
    await dataOf(await request.get(`/api/org/${user.orgId}/regions`, { headers: auth })),
  );
  const region = regions[0];
  if (!region) throw new Error('Granite Valley Materials has no region');
  const run = Math.random().toString(36).slice(2, 8).toUpperCase();
  const created = await request.post('/api/addplant', {
    headers: auth,
    data: {
      plantId: `MAP-${run}`,
      plantName: `Map Test Plant ${run}`,
      street: '1100 Mayhill Rd',
      city: 'Denton',
      state: 'TX',
      zipCode: '76201',
      plantRegionId: region.regionId,
      facilityType: 'Ready Mix',
      coords: { lat: 33.2148, lng: -97.1331 },
      inspections: [],
    },
  });
  return { plant: plantDetails.parse(await dataOf(created)), auth };
}
export async function fetchPlant(
  request: APIRequestContext,
  id: number,
  auth: AuthHeader,
): Promise<PlantDetails> {
  return plantDetails.parse(await dataOf(await request.get(`/api/plant/${id}`, { headers: auth })));
}

/**
 * Satellite tiles come from the internet, which the tests must not need: answer them with a plain earth
 * colour and record the zoom levels asked for.
 */
export async function serveTiles(page: Page): Promise<number[]> {
  const zooms: number[] = [];
  const tile = solidPng([86, 98, 74], 256);
  await page.route(/\/tile\/\d+\/\d+\/\d+$/, (route) => {
    zooms.push(Number(/\/tile\/(\d+)\//.exec(route.request().url())?.[1]));
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  return zooms;
}

export const mapOf = (page: Page) => page.getByTestId('plant-map');
export const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Map tools' }).getByRole('button', { name, exact: true });

/** Clicks the map at a fraction of its width and height, away from the items already there. */
export async function clickMap(page: Page, x: number, y: number): Promise<void> {
  await mapOf(page).scrollIntoViewIfNeeded();
  const box = await mapOf(page).boundingBox();
  if (!box) throw new Error('the map is not on screen');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

/** The drawn shapes (SVG paths), text labels and pins on a map. */
export const mapItems = (map: Locator) => ({
  paths: map.locator('.leaflet-overlay-pane path.etmap-shape'),
  texts: map.locator('.etmap-text'),
  outfalls: map.locator('.etmap-pin--outfall'),
  coordinates: map.locator('.etmap-pin--coordinate'),
  plant: map.locator('.etmap-pin--plant'),
  draggable: map.locator('.leaflet-marker-draggable'),
});

/** The body rows of the 'Coordinate Details' table. */
export const coordinateRows = (page: Page) =>
  page.getByRole('table', { name: 'Coordinate Details' }).locator('tbody tr');

/** With E2E_SHOTS_DIR set, keeps a screenshot of one element (the map panel) for a close visual review. */
export async function snapElement(element: Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await element.page().waitForTimeout(300);
  // The sticky app header and the toasts would cover the top of the panel.
  await element.screenshot({
    path: `${dir}/${name}.png`,
    style: '#root header, .mantine-Notifications-root { visibility: hidden; }',
  });
}
