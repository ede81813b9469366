import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { messages, plantActionMessages, plantMessages } from '@envirotrack/shared';
import {
  apiLogin,
  createPlantByApi,
  createPlantUserByApi,
  everyReadyMixForm,
  formChoice,
  pdfPageCount,
  plantField,
  plantRow,
  pointSource,
  serveMap,
  signInWithNewPlant,
  togglePointSource,
  uniquePlant,
} from './support/plants';
import { snap } from './support/screenshots';
import { choose, signIn, toast } from './support/session';
import { confirmDialog } from './support/users';

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
    // A stormwater form is filled in per outfall: chosen without one, it is not saved.
    await formChoice(page, 'Monthly Stormwater').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, plantMessages.chooseOutfall('Monthly Stormwater'))).toBeVisible();
    expect(writes).toEqual([]);
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
    // The list opens searched for the new plant, wherever it sorts: it shows at once.
    await expect(page).toHaveURL(new RegExp(`#/maintenance\\?search=${plantId}$`));
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(plantId);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(plantRow(page, plantId)).toBeVisible();
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
    const plant = await signInWithNewPlant(page, request, 'gv.admin');
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
    const plant = await signInWithNewPlant(page, request, 'admin');
    await page.goto(`/#/maintenance?search=${plant.plantId}`);
    await expect(page.getByRole('link', { name: 'Add Plant' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
    // Acting in All: regions belong to organisations, so there is no region filter either (spec 2 §6).
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveCount(0);
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
    // html2canvas draws every page of the preview in the page's own thread: 8-20 s on two busy cores.
    test.slow();
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
});
