import { expect, test } from '@playwright/test';
import { MAP, plantMessages } from '@envirotrack/shared';
import {
  clickMap,
  coordinateRows,
  createPlant,
  fetchPlant,
  mapItems,
  mapOf,
  serveTiles,
  snapElement,
  tool,
} from './support/plant-map';
import { snap } from './support/screenshots';
import { choose, signIn, toast } from './support/session';

test.describe('plant map', () => {
  test('every map item drawn on Update Plant is saved, comes back, and shows read-only on the plant page', async ({
    page,
    request,
  }) => {
    const { plant, auth } = await createPlant(request);
    const zooms = await serveTiles(page);
    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/update/${plant.id}`);
    const map = mapOf(page);
    const items = mapItems(map);
    const panel = page.locator('.etmap');
    await map.scrollIntoViewIfNeeded();
    await expect(items.plant).toHaveCount(1);
    await expect.poll(() => zooms.includes(MAP.zoom)).toBe(true);
    await expect(page.getByText('No sources or coordinate pointers on the map yet.')).toBeVisible();

    // One tool at a time; clicking the active tool again turns it off.
    await tool(page, 'Circle').click();
    await expect(tool(page, 'Circle')).toHaveAttribute('aria-pressed', 'true');
    await tool(page, 'Rectangle').click();
    await expect(tool(page, 'Circle')).toHaveAttribute('aria-pressed', 'false');
    await expect(tool(page, 'Rectangle')).toHaveAttribute('aria-pressed', 'true');
    await tool(page, 'Rectangle').click();
    await expect(
      page.getByRole('toolbar', { name: 'Map tools' }).locator('[aria-pressed="true"]'),
    ).toHaveCount(0);

    // A line in the colour picked: three points, the last one clicked again to finish.
    await tool(page, 'Line').click();
    const yellow = page
      .getByRole('radiogroup', { name: 'Line colour' })
      .getByRole('radio', { name: 'Yellow' });
    await yellow.click();
    await expect(yellow).toHaveAttribute('aria-checked', 'true');
    await clickMap(page, 0.12, 0.2);
    await clickMap(page, 0.3, 0.16);
    await snapElement(panel, 'plant-map-line-tool');
    await clickMap(page, 0.34, 0.38);
    await clickMap(page, 0.34, 0.38);
    await expect(items.paths).toHaveCount(1);
    await expect(tool(page, 'Line')).toHaveAttribute('aria-pressed', 'false');

    await tool(page, 'Shape').click();
    for (const [x, y] of [
      [0.62, 0.12],
      [0.86, 0.14],
      [0.8, 0.38],
      [0.62, 0.12],
    ] as const)
      await clickMap(page, x, y);
    await expect(items.paths).toHaveCount(2);

    await tool(page, 'Circle').click();
    await clickMap(page, 0.18, 0.72);
    await clickMap(page, 0.26, 0.72);
    await expect(items.paths).toHaveCount(3);

    await tool(page, 'Rectangle').click();
    await clickMap(page, 0.66, 0.64);
    await clickMap(page, 0.86, 0.86);
    await expect(items.paths).toHaveCount(4);

    // Text and Add Source refuse an empty text.
    await tool(page, 'Text').click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, plantMessages.enterText)).toBeVisible();
    await page.getByRole('textbox', { name: 'Label text' }).fill('Wash-out pit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(items.texts).toHaveText(['Wash-out pit']);

    await tool(page, 'Add Source').click();
    await page.getByRole('textbox', { name: 'Source name' }).fill('Outfall 001');
    await snapElement(panel, 'plant-map-add-source');
    await page.getByRole('textbox', { name: 'Source name' }).press('Enter');
    await expect(items.outfalls).toHaveCount(1);
    await expect(items.outfalls).toContainText('Outfall 001');
    // New pins start MAP.markerOffset north of the centre, here the plant.
    await expect(coordinateRows(page).first()).toContainText(
      `${(33.2148 + MAP.markerOffset).toFixed(5)}, ${(-97.1331).toFixed(5)}`,
    );

    await tool(page, 'Coordinates').click();
    await clickMap(page, 0.42, 0.56);
    await clickMap(page, 0.56, 0.56);
    await tool(page, 'Coordinates').click();
    await expect(items.coordinates).toHaveCount(2);
    await expect(coordinateRows(page)).toHaveCount(3);
    await expect(coordinateRows(page).nth(2)).toContainText('Coord 2');

    // Delete removes the selected item; with nothing selected it says so.
    await items.coordinates.filter({ hasText: 'Coord 2' }).click();
    await tool(page, 'Delete').click();
    await expect(items.coordinates).toHaveCount(1);
    await clickMap(page, 0.08, 0.55);
    await tool(page, 'Delete').click();
    await expect(toast(page, plantMessages.noShapeSelected)).toBeVisible();
    await expect(items.paths).toHaveCount(4);

    // Pins move by dragging; the table follows.
    const before = await coordinateRows(page).first().innerText();
    const pin = await items.outfalls.boundingBox();
    if (!pin) throw new Error('the source pin is not on screen');
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 + 30, pin.y + pin.height / 2 + 10, { steps: 5 });
    await page.mouse.up();
    await expect(coordinateRows(page).first()).not.toHaveText(before);
    const moved = await coordinateRows(page).first().innerText();

    // A selected shape shows Geoman's handles to reshape it.
    await clickMap(page, 0.76, 0.76);
    await expect(map.locator('.marker-icon').first()).toBeVisible();
    await snapElement(panel, 'plant-map-selected-shape');
    await clickMap(page, 0.08, 0.55);
    await expect(map.locator('.marker-icon')).toHaveCount(0);

    // Hovering a pin shows its position to 5 decimals.
    await items.outfalls.hover();
    // Leaflet fades closed tooltips out (an earlier one may still be in the page while it fades):
    // the newest tooltip of this pin is the last one added.
    await expect(page.getByRole('tooltip').filter({ hasText: 'Outfall 001' }).last()).toContainText(
      /Outfall 001\s*\d+\.\d{5}, -\d+\.\d{5}$/,
    );
    await expect(items.draggable).toHaveCount(4); // the plant, the source, the pointer and the text
    await snap(page, 'plant-map-edit');
    await snapElement(panel, 'plant-map-edit-panel');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, plantMessages.updated)).toBeVisible();
    await expect(page).toHaveURL(/#\/maintenance$/);

    const saved = await fetchPlant(request, plant.id, auth);
    expect(saved.shapesList.map((shape) => shape.type)).toEqual([
      'polyline',
      'polygon',
      'circle',
      'rectangle',
      'text',
    ]);
    expect(saved.shapesList[0]?.color).toBe('#ffe600');
    expect(saved.shapesList[2]?.radius).toBeGreaterThan(5);
    expect(saved.outfallsList).toMatchObject([{ name: 'Outfall 001', pointerType: 'outfall' }]);
    expect(saved.coordinatesPointerList).toMatchObject([{ name: 'Coord 1', pointerType: 'coordinate' }]);
    const outfall = saved.outfallsList[0];
    expect(moved).toContain(`${outfall?.latitude.toFixed(5)}, ${outfall?.longitude.toFixed(5)}`);

    await page.goto(`/#/maintenance/update/${plant.id}`);
    await map.scrollIntoViewIfNeeded();
    await expect(items.paths).toHaveCount(4);
    await expect(items.texts).toHaveText(['Wash-out pit']);
    await expect(items.outfalls).toHaveCount(1);
    await expect(items.coordinates).toHaveCount(1);
    await expect(coordinateRows(page)).toHaveCount(2);
    await expect(coordinateRows(page).first()).toContainText('Outfall 001');

    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    // The hash route changes in the same document: wait until the update form's map is gone.
    await expect(page.getByRole('toolbar', { name: 'Map tools' })).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    await expect(items.paths).toHaveCount(4);
    await expect(items.outfalls).toHaveCount(1);
    await expect(items.coordinates).toHaveCount(1);
    await expect(items.texts).toHaveCount(1);
    await expect(coordinateRows(page)).toHaveCount(2);
    await expect(items.draggable).toHaveCount(0);
    await snap(page, 'plant-map-view');
    await snapElement(panel, 'plant-map-view-panel');
  });

  test('the map waits for an address, and an address it cannot find is placed by hand', async ({ page }) => {
    await serveTiles(page);
    await signIn(page, 'gv.admin');
    await page.goto('/#/maintenance/create');
    await expect(page.getByText('Enter the plant address to see the map')).toBeVisible();
    await expect(mapOf(page)).toHaveCount(0);
    await snap(page, 'plant-map-no-address');

    // Offline the lookup service is unreachable (503); online this address does not exist (404).
    await page.getByLabel('Street').fill('99999 Nowhere Such Lane');
    await page.getByLabel('City').fill('Atlantis Under The Sea');
    await page.getByLabel('State').fill('ZZ');
    const note = page.getByRole('status').filter({ hasText: 'Set plant location here' });
    await expect(note).toContainText(/could not be found|not available/, { timeout: 15_000 });
    await expect(mapItems(mapOf(page)).plant).toHaveCount(0);
    await snap(page, 'plant-map-lookup-failed');

    await page.getByRole('button', { name: 'Set plant location here' }).click();
    await expect(note).toHaveCount(0);
    await expect(mapItems(mapOf(page)).plant).toHaveCount(1);
  });

  test('a found address becomes the position of a new plant', async ({ page }) => {
    await serveTiles(page);
    // This machine may be offline, where the real lookup answers 503: answer as a lookup that found it.
    const denton = { lat: 33.2148, lng: -97.1331, displayName: 'Mayhill Road, Denton, Texas, USA' };
    await page.route(/\/api\/geocode\?/, (route) =>
      route.fulfill({ json: { status: 'valid', data: denton } }),
    );
    await signIn(page, 'gv.admin');
    await page.goto('/#/maintenance/create');
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    await page.getByLabel('Plant ID').fill(`GEO-${run}`);
    await page.getByLabel(/^Name/).fill(`Geocoded Plant ${run}`);
    await choose(page, 'Region', 'Central Texas');
    await choose(page, 'Facility Type', 'Ready Mix');
    await page.getByLabel('Street').fill('1100 Mayhill Rd');
    await page.getByLabel('City').fill('Denton');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('Zip').fill('76201');
    await expect(mapItems(mapOf(page)).plant).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveCount(0);

    const added = page.waitForResponse((r) => r.url().endsWith('/api/addplant'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await (await added).json()) as { data: { coords: unknown } };
    expect(body.data.coords).toEqual({ lat: denton.lat, lng: denton.lng });
    await expect(toast(page, plantMessages.created)).toBeVisible();
  });

  test('when the map images cannot load the map says so, and drawing still works', async ({
    page,
    request,
  }) => {
    const { plant } = await createPlant(request);
    await page.route(/\/tile\/\d+\/\d+\/\d+$/, (route) => route.fulfill({ status: 404, body: '' }));
    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/update/${plant.id}`);
    const map = mapOf(page);
    await map.scrollIntoViewIfNeeded();
    const note = page.getByRole('status').filter({ hasText: plantMessages.mapTilesFailed });
    await expect(note).toContainText(plantMessages.mapTilesDrawing);
    await snapElement(page.locator('.etmap'), 'plant-map-tiles-failed');

    await tool(page, 'Coordinates').click();
    await clickMap(page, 0.5, 0.9);
    await expect(mapItems(map).coordinates).toHaveCount(1);
    await tool(page, 'Coordinates').click();

    // The plant page says it too, without the drawing sentence.
    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    await expect(page.getByRole('toolbar', { name: 'Map tools' })).toHaveCount(0);
    await expect(note).toBeVisible();
    await expect(note).not.toContainText(plantMessages.mapTilesDrawing);
  });

  test('a new plant whose address is not found starts among the organisation’s plants, not mid-USA', async ({
    page,
  }) => {
    await serveTiles(page);
    await page.route(/\/api\/geocode\?/, (route) =>
      route.fulfill({ status: 404, json: { status: 'invalid', message: 'Address not found' } }),
    );
    await signIn(page, 'gv.admin');
    await page.goto('/#/maintenance/create');
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    await page.getByLabel('Plant ID').fill(`NEAR-${run}`);
    await page.getByLabel(/^Name/).fill(`Nearby Plant ${run}`);
    await choose(page, 'Region', 'Central Texas');
    await choose(page, 'Facility Type', 'Ready Mix');
    await page.getByLabel('Street').fill('1 Unmapped Quarry Road');
    await page.getByLabel('City').fill('Nowhere');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('Zip').fill('76000');
    const note = page.getByRole('status').filter({ hasText: 'Set plant location here' });
    await expect(note).toContainText('could not be found');
    await expect(note).toContainText(plantMessages.placeByHand);
    await mapOf(page).scrollIntoViewIfNeeded();
    await snapElement(page.locator('.etmap'), 'plant-map-nearby-start');

    await page.getByRole('button', { name: 'Set plant location here' }).click();
    await expect(mapItems(mapOf(page)).plant).toHaveCount(1);
    const added = page.waitForResponse((r) => r.url().endsWith('/api/addplant'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await (await added).json()) as { data: { coords: { lat: number; lng: number } } };
    // Granite Valley's plants are all in Texas; the old default was Kansas (39.5, -98.35).
    expect(body.data.coords.lat).toBeGreaterThan(25.8);
    expect(body.data.coords.lat).toBeLessThan(36.5);
    expect(body.data.coords.lng).toBeGreaterThan(-106.7);
    expect(body.data.coords.lng).toBeLessThan(-93.5);
    await expect(toast(page, plantMessages.created)).toBeVisible();
  });
});
