import { expect, test } from '@playwright/test';
import { messages, userMessages } from '@envirotrack/shared';
import {
  apiLogin,
  columnTexts,
  createPlantByApi,
  everyReadyMixForm,
  formChoice,
  plantField,
  plantRow,
  serveMap,
  signInWithNewPlant,
} from './support/plants';
import { snap } from './support/screenshots';
import { choose, signIn, toast } from './support/session';
import { fillUserForm, optionsOf, pick, userField } from './support/users';

test.describe('plants: who sees what, users and phone', () => {
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
      'Evidence pack',
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
    const plant = await signInWithNewPlant(page, request, 'gv.admin');
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
