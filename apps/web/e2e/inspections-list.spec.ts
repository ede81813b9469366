import { expect, test } from '@playwright/test';
import { addDays, formatMdyDate, inspectionTimings, plantMessages, today } from '@envirotrack/shared';
import {
  createPlantWithForms,
  formRow,
  frequencySection,
  openPlantForms,
  plantDialog,
  submitPlantForm,
} from './support/inspections';
import { plantRow } from './support/plants';
import { isSorted } from './support/users';
import { snap } from './support/screenshots';
import { signIn, signOut } from './support/session';
import { createSettingsOrg, type SettingsOrg } from './support/settings-org';

const todayIso = today();
const mdy = (iso: string) => formatMdyDate(iso);

let settingsOrg: SettingsOrg;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  settingsOrg = await createSettingsOrg(request);
  await request.dispose();
});

test.describe('inspection lists', () => {
  test('the list shows each plant with its facility type, searches, and filters by status', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const inactive = await createPlantWithForms(request, ['daily-form']);
    const off = await request.put(`/api/plantDeActivate/${inactive.plant.id}`, { headers: inactive.auth });
    expect(off.ok()).toBe(true);

    await signIn(page, 'gv.admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Inspections' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(["Env'l Inspection", 'HouseKeeping']);
    await page.getByRole('menuitem', { name: "Env'l Inspection" }).click();
    await expect(page).toHaveURL(/#\/inspections$/);
    await expect(page.getByRole('heading', { name: "Env'l Inspections" })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      '#',
      'Plant ID',
      'Plant Name',
      'Region',
      'State',
      'Facility Type',
    ]);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toBeVisible();
    await snap(page, 'inspections-list');

    await page.getByLabel('Search').fill(made.plant.plantId);
    await expect(page).toHaveURL(new RegExp(`search=${made.plant.plantId}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(plantRow(page, made.plant.plantId).getByRole('cell')).toHaveText([
      '1',
      made.plant.plantId,
      made.plant.plantName,
      'North Texas',
      'TX',
      'Ready Mix',
    ]);

    await page.getByLabel('Search').fill(inactive.plant.plantId);
    await expect(page.getByText(plantMessages.noPlants)).toBeVisible();
    // No data, no pages (spec 2 §9 '20 when there is no data': docs/decisions.md).
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.getByText('In-Active', { exact: true }).click();
    await expect(page).toHaveURL(/status=2/);
    await expect(plantRow(page, inactive.plant.plantId)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(inactive.plant.plantId);
    await expect(plantRow(page, inactive.plant.plantId)).toBeVisible();
    await snap(page, 'inspections-list-inactive');
  });

  test('a clicked heading sorts the plants, keeps the search, and stays in the address after a reload', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/housekeeping');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const names = async () =>
      (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((name) => name.toLowerCase());
    const heading = page.getByRole('columnheader', { name: 'Plant Name' });
    await heading.getByRole('button').click();
    await expect(page).toHaveURL(/sort=plantName/);
    await expect(heading).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => isSorted(await names(), 'ascending')).toBe(true);
    await heading.getByRole('button').click();
    await expect(page).toHaveURL(/asc=false/);
    await expect.poll(async () => isSorted(await names(), 'descending')).toBe(true);
    const first = (await names())[0];
    await page.reload();
    await expect(heading).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await names())[0]).toBe(first);
    await snap(page, 'housekeeping-list-sorted');
  });

  test('an L4 user sees only its own plants; an L1 user has no status filter', async ({ page }) => {
    await signIn(page, 'gv.plant');
    await page.goto('/#/inspections');
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    await expect(page.locator('tbody tr td:nth-child(2)')).toHaveText(['RM-101']);
    await expect(plantRow(page, 'RM-101').getByRole('cell').last()).toHaveText('Ready Mix');

    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/#/inspections?search=Denton Ready Mix');
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
  });

  test('an address naming a plant opens its forms after two seconds, at the date it carries', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const dayBefore = addDays(todayIso, -1);
    await submitPlantForm(request, made, 'daily-form', dayBefore);
    await signIn(page, 'gv.admin');
    const started = Date.now();
    await page.goto(
      `/#/inspections?search=${made.plant.plantId}&plantId=${made.plant.id}&plant=${made.plant.plantId}&date=${mdy(dayBefore)}`,
    );
    await expect(plantRow(page, made.plant.plantId)).toBeVisible();
    const dialog = plantDialog(page, made.plant.plantId);
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: inspectionTimings.plantModalDelay + 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(inspectionTimings.plantModalDelay);
    const daily = frequencySection(dialog, 'Water', 'Daily');
    await expect(daily.getByLabel('Daily date')).toHaveValue(dayBefore);
    await expect(formRow(daily, 'Daily Form').getByRole('button')).toHaveText('Edit Form');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#/inspections\\?search=${made.plant.plantId}$`));
  });

  test('an organisation that hides housekeeping has no HouseKeeping menu, and its address leads to inspections', async ({
    page,
  }) => {
    await signIn(page, settingsOrg.users.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Inspections' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(["Env'l Inspection"]);
    await page.keyboard.press('Escape');
    await page.goto('/#/housekeeping');
    await expect(page).toHaveURL(/#\/inspections$/);
    await expect(page.getByRole('heading', { name: "Env'l Inspections" })).toBeVisible();
    await expect(page.getByText(plantMessages.noPlants)).toBeVisible();
  });

  test('on a phone the list scrolls sideways and the plant modal fills the screen', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form', 'monthly-sw'], {
      pointSources: { 'monthly-sw': ['Outfall 1'] },
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'gv.admin');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'HouseKeeping' }).click();
    await expect(page).toHaveURL(/#\/housekeeping$/);
    await expect(page.getByRole('heading', { name: 'HouseKeeping' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const table = page.locator('[data-list-scroller]').filter({ has: page.getByRole('table') });
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'housekeeping-list-phone');
    const dialog = await openPlantForms(page, '/inspections', made.plant.plantId);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await expect(formRow(dialog, 'Daily Form').getByRole('button', { name: 'Begin Form' })).toBeVisible();
    await snap(page, 'inspections-plant-modal-phone');
  });
});
