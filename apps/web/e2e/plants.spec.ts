import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { messages, plantActionMessages, plantMessages, userMessages } from '@envirotrack/shared';
import {
  apiLogin,
  columnTexts,
  createPlantByApi,
  createPlantUserByApi,
  everyReadyMixForm,
  formChoice,
  pdfPageCount,
  plantField,
  plantRow,
  pointSource,
  serveMap,
  togglePointSource,
  uniquePlant,
} from './support/plants';
import { snap } from './support/screenshots';
import { choose, signIn, toast } from './support/session';
import { confirmDialog, fillUserForm, optionsOf, pick, userField } from './support/users';

const today = () =>
  new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date());

test.describe('plants', () => {
  test('an L2 user adds a plant with forms and outfalls, finds it by search and region, and opens it', async ({
    page,
  }) => {
    test.slow();
    const { plantId, plantName } = uniquePlant('ADD');
    await serveMap(page);
    await signIn(page, 'gv.admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Maintenance' }).click();
    await expect(page).toHaveURL(/#\/maintenance$/);
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    await snap(page, 'plants-list');
    await page.getByRole('link', { name: 'Add Plant' }).click();
    await expect(page).toHaveURL(/#\/maintenance\/create$/);
    await expect(page.getByLabel('Organisation')).toHaveCount(0);
    await expect(page.getByLabel('Country')).toBeDisabled();
    await expect(page.getByText(plantActionMessages.chooseFacilityType)).toBeVisible();

    const writes: string[] = [];
    page.on(
      'request',
      (r) => void (r.method() !== 'GET' && r.url().includes('/api/') && writes.push(r.url())),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, messages.fillAllFields)).toBeVisible();
    await expect(page.getByLabel('Plant ID')).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);

    await page.getByLabel('Plant ID').fill(plantId);
    await page.getByLabel('Name').fill(plantName);
    await choose(page, 'Region', 'North Texas');
    await page.getByLabel('Street').fill('1100 Mayhill Rd');
    await page.getByLabel('City').fill('Denton');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('Zip').fill('76201');
    await choose(page, 'Facility Type', 'Ready Mix');
    await expect(formChoice(page, 'Monthly Stormwater')).toBeVisible();
    await formChoice(page, 'Daily Form').click();
    await formChoice(page, 'Monthly Stormwater').click();
    await expect(formChoice(page, 'Daily Form')).toHaveAttribute('aria-checked', 'true');

    // A new facility type clears the choice and loads its own forms.
    await choose(page, 'Facility Type', 'Maintenance Shop');
    await expect(formChoice(page, 'Shop Inspection')).toBeVisible();
    await expect(formChoice(page, 'Daily Form')).toHaveCount(0);
    await expect(formChoice(page, 'Monthly Stormwater')).toHaveAttribute('aria-checked', 'false');
    await choose(page, 'Facility Type', 'Ready Mix');
    await expect(formChoice(page, 'Daily Form')).toHaveAttribute('aria-checked', 'false');

    await formChoice(page, 'Daily Form').click();
    // Picking an outfall chooses its form; choosing the form again would clear them.
    await togglePointSource(page, 'Monthly Stormwater', 'Outfall 1');
    await togglePointSource(page, 'Monthly Stormwater', 'Outfall 2');
    await expect(formChoice(page, 'Monthly Stormwater')).toHaveAttribute('aria-checked', 'true');
    await expect(pointSource(page, 'Monthly Stormwater', 'Outfall 2')).toBeChecked();
    await togglePointSource(page, 'Monthly Stormwater', 'Outfall 2');
    await expect(pointSource(page, 'Monthly Stormwater', 'Outfall 2')).not.toBeChecked();
    await togglePointSource(page, 'Monthly Stormwater', 'Outfall 3');
    await snap(page, 'plant-create');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, plantMessages.created)).toBeVisible();
    await expect(page).toHaveURL(/#\/maintenance$/);

    await page.getByRole('textbox', { name: 'Search' }).fill(plantId);
    await expect(page).toHaveURL(new RegExp(`search=${plantId}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    await choose(page, 'Region', 'Central Texas');
    await expect(page).toHaveURL(/region=\d+/);
    await expect(page.getByText(plantMessages.noPlants)).toBeVisible();
    await choose(page, 'Region', 'North Texas');
    await expect(plantRow(page, plantId)).toContainText(plantName);
    await expect(plantRow(page, plantId)).toContainText('Active');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(plantId);
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('North Texas');

    await plantRow(page, plantId).click();
    await expect(page).toHaveURL(new RegExp(`#/maintenance/\\d+/${plantId}$`));
    await expect(plantField(page, 'Plant ID')).toContainText(plantId);
    await expect(plantField(page, 'Region')).toContainText('North Texas');
    await expect(plantField(page, 'City')).toContainText('Denton');
    await expect(plantField(page, 'Facility Type')).toContainText('Ready Mix');
    await expect(plantField(page, 'Status')).toHaveText(/^Status\s*Active$/);
    const water = page.getByRole('region', { name: 'Water' });
    await expect(water.getByRole('group', { name: 'Daily Form' })).toBeVisible();
    const stormwater = water.getByRole('group', { name: 'Monthly Stormwater' });
    await stormwater.getByRole('button', { name: '2 Outfall(s)' }).click();
    const outfalls = page.getByRole('dialog', { name: '2 Outfall(s)' });
    await expect(outfalls.getByRole('listitem')).toHaveText(['Outfall 1', 'Outfall 3']);
    await snap(page, 'plant-info');
    await page.keyboard.press('Escape');
    await expect(page.getByText(plantActionMessages.noUsers)).toBeVisible();
  });

  test('an L2 user edits a plant; a new region asks first, and Yes unassigns its users', async ({
    page,
    request,
  }) => {
    const { plant, auth, regions } = await createPlantByApi(request);
    const north = regions.find((r) => r.regionName === 'North Texas');
    const user = await createPlantUserByApi(request, auth, {
      regionId: north?.regionId ?? 0,
      plantIds: [plant.id],
    });
    await serveMap(page);
    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    const users = page.getByRole('region', { name: 'Plant Users' });
    await expect(users.getByRole('row', { name: new RegExp(user.UserId) })).toContainText('L4');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`#/maintenance/update/${plant.id}$`));
    await expect(page.getByRole('textbox', { name: 'Plant ID' })).toHaveValue(plant.plantId);
    await expect(page.getByRole('combobox', { name: 'Facility Type' })).toHaveValue('Ready Mix');
    await expect(formChoice(page, 'Monthly Stormwater')).toHaveAttribute('aria-checked', 'false');
    await formChoice(page, 'Monthly Stormwater').click();
    await togglePointSource(page, 'Monthly Stormwater', 'Outfall 2');
    await page.getByLabel('Name').fill(`${plant.plantName} East`);

    await choose(page, 'Region', 'Central Texas');
    await confirmDialog(page, 'Change region', 'No', { text: plantMessages.regionChange });
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('North Texas');
    await choose(page, 'Region', 'Central Texas');
    await snap(page, 'plant-region-confirm');
    await confirmDialog(page, 'Change region', 'Yes');
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('Central Texas');
    await snap(page, 'plant-update');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, plantMessages.updated)).toBeVisible();
    await expect(page).toHaveURL(/#\/maintenance$/);

    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    await expect(plantField(page, 'Name')).toContainText(`${plant.plantName} East`);
    await expect(plantField(page, 'Region')).toContainText('Central Texas');
    await expect(users.getByText(plantActionMessages.noUsers)).toBeVisible();
    await page
      .getByRole('group', { name: 'Monthly Stormwater' })
      .getByRole('button', { name: '1 Outfall(s)' })
      .click();
    await expect(page.getByRole('dialog', { name: '1 Outfall(s)' })).toHaveText(/Outfall 2/);
  });

  test('an L2 user deactivates a plant after a confirmation, finds it under In-Active, and activates it', async ({
    page,
    request,
  }) => {
    const { plant } = await createPlantByApi(request);
    await serveMap(page);
    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDialog(page, 'Deactivate plant', 'No');
    await expect(plantField(page, 'Status')).toHaveText(/^Status\s*Active$/);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDialog(page, 'Deactivate plant', 'Yes', {
      text: plantActionMessages.deactivateConfirm(`${plant.plantName} (${plant.plantId})`),
      toastText: plantMessages.deactivated,
    });
    await expect(plantField(page, 'Status')).toContainText(`In-Active From ( ${today()} )`);
    await snap(page, 'plant-info-inactive');

    await page.goto(`/#/maintenance?search=${plant.plantId}`);
    await expect(page.getByText(plantMessages.noPlants)).toBeVisible();
    await page.getByText('In-Active', { exact: true }).click();
    await expect(page).toHaveURL(/status=2/);
    await expect(plantRow(page, plant.plantId)).toContainText('In-Active');
    await plantRow(page, plant.plantId).click();
    await page.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'Activate plant', 'Yes', { toastText: plantMessages.activated });
    await expect(plantField(page, 'Status')).toHaveText(/^Status\s*Active$/);
  });

  test('an L1 user deletes a plant after a confirmation, and it leaves the list', async ({
    page,
    request,
  }) => {
    const { plant } = await createPlantByApi(request);
    await serveMap(page);
    await signIn(page, 'admin');
    await page.goto(`/#/maintenance?search=${plant.plantId}`);
    await expect(page.getByRole('link', { name: 'Add Plant' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
    await plantRow(page, plant.plantId).click();
    await expect(plantField(page, 'Organisation')).toContainText('Granite Valley Materials');
    await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, 'Delete plant', 'No');
    await expect(page).toHaveURL(new RegExp(`#/maintenance/${plant.id}/`));
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, 'Delete plant', 'Yes', {
      text: plantActionMessages.deleteConfirm(`${plant.plantName} (${plant.plantId})`),
      toastText: plantMessages.deleted,
    });
    await expect(page).toHaveURL(/#\/maintenance$/);
    await page.getByRole('textbox', { name: 'Search' }).fill(plant.plantId);
    await expect(page.getByText(plantMessages.noPlants)).toBeVisible();
  });

  test('Export as PDF previews the plant and downloads a letter PDF named after today, page after page', async ({
    page,
    request,
  }) => {
    const { auth, user } = await apiLogin(request, 'gv.admin');
    const inspections = await everyReadyMixForm(request, auth, user.orgId ?? 0);
    const { plant } = await createPlantByApi(request, { inspections });
    await serveMap(page);
    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    await page.getByRole('button', { name: 'Export as PDF' }).click();
    const preview = page.getByRole('dialog', { name: 'Export Preview' });
    await expect(preview).toContainText(plant.plantName);
    await expect(preview).toContainText('Plant Users');
    await snap(page, 'plant-export-preview');
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    const now = new Date();
    const expected = `maintenance--${now.getDate()}/${now.getMonth() + 1}/${now.getFullYear()}.pdf`;
    // Browsers do not put '/' in a file name; Chromium saves it as '_'.
    expect(file.suggestedFilename().replaceAll('_', '/')).toBe(expected);
    const pdf = fs.readFileSync(await file.path());
    if (process.env.E2E_SHOTS_DIR)
      fs.writeFileSync(path.join(process.env.E2E_SHOTS_DIR, 'plant-export.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Every Ready Mix form makes the printout taller than one letter page.
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[0 0 612\.?\d* 792\.?\d*\]/);
    await expect(preview).toBeHidden();
  });

  test('an L3 user sees only the plants of its regions and cannot add or edit them', async ({
    page,
    request,
  }) => {
    const { regions } = await createPlantByApi(request, { regionName: 'Gulf Coast' });
    const gulf = regions.find((r) => r.regionName === 'Gulf Coast');
    await signIn(page, 'gv.regional');
    await page.goto('/#/maintenance');
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Plant' })).toHaveCount(0);
    const regionNames = new Set(await columnTexts(page, 4));
    expect([...regionNames].sort()).toEqual(['Central Texas', 'North Texas']);
    await page.getByRole('combobox', { name: 'Region' }).click();
    await expect(page.getByRole('option')).toHaveCount(3);
    expect((await page.getByRole('option').allInnerTexts()).sort()).toEqual([
      'All regions',
      'Central Texas',
      'North Texas',
    ]);
    await page.keyboard.press('Escape');
    await page.goto(`/#/maintenance?region=${gulf?.regionId ?? 0}`);
    await expect(page.getByText(messages.pageError)).toBeVisible();

    await page.goto('/#/maintenance?search=Denton');
    await plantRow(page, 'RM-101').click();
    await expect(plantField(page, 'Plant ID')).toContainText('RM-101');
    await expect(page.getByRole('toolbar', { name: 'Plant actions' }).getByRole('button')).toHaveText([
      'Export as PDF',
    ]);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  });

  test('an L4 user sees its own plants, has no Add Plant and is sent home from the add form', async ({
    page,
  }) => {
    await signIn(page, 'gv.plant');
    await page.goto('/#/maintenance');
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    expect(await columnTexts(page, 2)).toEqual(['RM-101']);
    await expect(page.getByRole('link', { name: 'Add Plant' })).toHaveCount(0);
    await page.goto('/#/maintenance/create');
    await expect(page).toHaveURL(/#\/home$/);
  });

  test("the user form assigns plants to an L4 user, and the plant's users table then lists them", async ({
    page,
    request,
  }) => {
    const { plant } = await createPlantByApi(request);
    await serveMap(page);
    await signIn(page, 'gv.admin');
    await page.goto('/#/user/create');
    const run = Math.random().toString(36).slice(2, 7);
    await fillUserForm(page, {
      UserId: `yard.${run}`,
      Password: 'Field-Crew-2024!',
      First: 'Jordan',
      Last: `Yardley${run}`,
      Email: `yard.${run}@e2e.example.com`,
      JobTitle: 'Yard Operator',
      JobDesc: 'Loads trucks and keeps the yard tidy.',
    });
    await choose(page, 'Access Level', 'L4');
    await expect(page.getByRole('combobox', { name: 'Plants' })).toBeDisabled();
    await pick(page, 'Regions', 'North Texas');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, messages.genericFailure)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Plants' })).toHaveAttribute('aria-invalid', 'true');

    const offered = await optionsOf(page, 'Plants');
    expect(offered).toContain(plant.plantName);
    expect(offered).toContain('Denton Ready Mix');
    expect(offered).not.toContain('Waco Ready Mix');
    await pick(page, 'Plants', 'All');
    await snap(page, 'user-create-plants');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, userMessages.userCreated)).toBeVisible();
    await expect(page).toHaveURL(/#\/users$/);

    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    const row = page
      .getByRole('region', { name: 'Plant Users' })
      .getByRole('row', { name: new RegExp(`yard.${run}`) });
    await expect(row).toContainText(`Jordan Yardley${run}`);
    await expect(row).toContainText('L4');
    await snap(page, 'plant-info-users');
    await row.getByRole('link', { name: `yard.${run}` }).click();
    await expect(page).toHaveURL(/#\/user\/update\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'User ID' })).toHaveValue(`yard.${run}`);
    await page.goto(page.url().replace('/user/update/', '/users/'));
    await expect(userField(page, 'Plants')).toContainText(plant.plantName);
    await expect(userField(page, 'Plants')).toContainText('Denton Ready Mix');
  });

  test('on a phone the plant screens fit the screen width', async ({ page, request }) => {
    const { auth, user } = await apiLogin(request, 'gv.admin');
    const daily = (await everyReadyMixForm(request, auth, user.orgId ?? 0)).filter(
      (form) => form.FormName === 'Daily Form',
    );
    const { plant } = await createPlantByApi(request, { inspections: daily });
    await page.setViewportSize({ width: 390, height: 844 });
    await serveMap(page);
    await signIn(page, 'gv.admin');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/#/maintenance');
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    expect(await fits()).toBe(true);
    await snap(page, 'plants-list-phone');
    await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
    await expect(plantField(page, 'Plant ID')).toContainText(plant.plantId);
    expect(await fits()).toBe(true);
    await snap(page, 'plant-info-phone');
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(formChoice(page, 'Daily Form')).toHaveAttribute('aria-checked', 'true');
    expect(await fits()).toBe(true);
    await snap(page, 'plant-update-phone');
    await page.goto('/#/maintenance/create');
    await expect(page.getByRole('textbox', { name: 'Plant ID' })).toBeVisible();
    expect(await fits()).toBe(true);
    await snap(page, 'plant-create-phone');
  });
});
