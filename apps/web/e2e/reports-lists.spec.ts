import { expect, test, type Page } from '@playwright/test';
import {
  formatMdyDate,
  periodKey,
  REPORTS_META_KEY,
  reportListMessages,
  today,
  type ReportsMetaData,
} from '@envirotrack/shared';
import { createPlantWithForms, submitPlantForm, type PlantWithForms } from './support/inspections';
import { isFocused, openMainMenuItem } from './support/keyboard';
import { snap } from './support/screenshots';
import { choose, signIn } from './support/session';
import { createSettingsOrg, type SettingsOrg } from './support/settings-org';

const todayIso = today();
const year = todayIso.slice(0, 4);
const quarter = periodKey('Quarterly', todayIso).slice(-1);
const FORMS = [
  'daily-form',
  'weekly-form-rm',
  'monthly-sw',
  'monthly-check-all',
  'qtr-visual',
  'yearly-check',
];

let made: PlantWithForms;
let plantId: string;
let settingsOrg: SettingsOrg;

/** One plant of Granite Valley (its id hyphenated) with an inspection of each list's frequency today. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  made = await createPlantWithForms(request, FORMS, {
    plantId: `RPT-${run}`,
    plantName: `Report Plant ${run}`,
  });
  plantId = made.plant.plantId;
  for (const key of FORMS)
    await submitPlantForm(request, made, key, todayIso, made.forms[key]?.PointSources[0]?.PsId ?? null);
  settingsOrg = await createSettingsOrg(request);
  await request.dispose();
});

/** The list's rows (the quarterly and yearly lists' charts carry a table of their own, for screen readers). */
const rows = (page: Page) =>
  page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'PlantId' }) })
    .locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });

async function bothWidths(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 768, height: 1024 });
  await snap(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('report lists', () => {
  test('the Reports menu opens the daily list; search, type filter and the address survive a reload', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Reports' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Daily',
      'Weekly',
      'Monthly',
      'Quarterly',
      'Yearly',
      'Flagged',
      'Flagged forms',
    ]);
    await page.getByRole('menuitem', { name: 'Daily' }).click();
    await expect(page.getByRole('heading', { name: 'Daily Reports' })).toBeVisible();
    // The address holds the list's filters once it has loaded.
    await expect(page).toHaveURL(new RegExp(`#/reports/daily\\?date=${todayIso}&region=All$`));
    await expect(page.getByRole('columnheader')).toHaveText([
      '#',
      'PlantId',
      'Region',
      'Facility',
      'Permit',
      'Inspection',
      'Submitted',
      'Last Updated',
    ]);
    await expect(searchBox(page)).toHaveAttribute('placeholder', reportListMessages.searchPlaceholder);
    await expect(page.getByRole('link', { name: 'Bulk Export' })).toHaveAttribute(
      'href',
      '#/reports/bulk-print',
    );
    await bothWidths(page, 'reports-daily');

    // The plant id typed with its hyphen; the address keeps the search reduced to letters and digits.
    await searchBox(page).fill(plantId);
    await expect(page).toHaveURL(new RegExp(`search=${plantId.replace('-', '')}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByRole('cell')).toHaveText([
      '1',
      `${plantId}Report Plant ${plantId.slice(4)}`,
      'North Texas',
      'Ready Mix',
      'Water',
      'Daily Form',
      formatMdyDate(todayIso).replaceAll('-', '/'),
      formatMdyDate(todayIso).replaceAll('-', '/'),
    ]);

    await choose(page, 'Inspection type', 'HouseKeeping');
    await expect(page).toHaveURL(/type=HouseKeeping/);
    await expect(page.getByText(reportListMessages.empty.daily)).toBeVisible();
    await choose(page, 'Inspection type', "Env'l Inspection");
    await expect(rows(page)).toHaveCount(1);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(plantId.replace('-', ''));
    await expect(page.getByRole('combobox', { name: 'Inspection type' })).toHaveValue("Env'l Inspection");
    await expect(rows(page)).toHaveCount(1);

    // A row opens its report from the keyboard, keeping the report's metadata for the detail page.
    const link = rows(page).first().getByRole('link', { name: plantId });
    for (let presses = 0; presses < 30 && !(await isFocused(link)); presses += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`#/reports/daily/\\d+/${encodeURIComponent(made.forms['daily-form']?.FormId ?? '')}$`),
    );
    const meta = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), REPORTS_META_KEY)) ?? '{}',
    ) as ReportsMetaData;
    expect(meta).toMatchObject({
      FormId: made.forms['daily-form']?.FormId,
      frequency: 'Daily',
      actualDate: todayIso,
      inspectionName: 'Daily Form',
      plantUID: made.plant.id,
      facilityType: 'Ready Mix',
      permitType: 'Water',
    });
  });

  test('the weekly, monthly, quarterly and yearly lists, each with its date control', async ({ page }) => {
    await signIn(page, 'gv.admin');
    const search = `search=${plantId.replace('-', '')}`;

    await page.goto(`/#/reports/Weekly?date=${todayIso}&${search}`);
    await expect(page.getByRole('heading', { name: 'Weekly Reports' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Form' })).toBeVisible();
    await expect(page.getByLabel('Week of')).toHaveValue(todayIso);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Weekly Form RM');
    await bothWidths(page, 'reports-weekly');

    const month = `${todayIso.slice(5, 7)}-01-${year}`;
    await page.goto(`/#/reports/monthly?date=${month}&${search}`);
    await expect(page.getByRole('heading', { name: 'Monthly Reports' })).toBeVisible();
    await expect(page.getByLabel('Month')).toHaveValue(todayIso.slice(0, 7));
    await expect(rows(page)).toHaveCount(2);
    const outfall = made.forms['monthly-sw']?.PointSources[0]?.PsName ?? '';
    await expect(page.getByRole('cell', { name: `Monthly Stormwater (${outfall})` })).toBeVisible();
    await choose(page, 'Inspection type', 'HouseKeeping');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Monthly Check (All)');
    // A new filter starts at page 1 with the default sort; the address says so.
    await expect(page).toHaveURL(new RegExp(`date=${month}&region=All&${search}&type=HouseKeeping$`));
    await bothWidths(page, 'reports-monthly');

    await page.goto(`/#/reports/quarterly?year=${year}&quarter=${quarter}&${search}`);
    await expect(page.getByRole('heading', { name: 'Quarterly Reports' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(year);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('QTR Visual');
    await page.getByRole('combobox', { name: 'Quarter' }).click();
    // Only quarters that have begun are offered.
    await expect(page.getByRole('option')).toHaveCount(Number(quarter));
    await page.keyboard.press('Escape');
    await bothWidths(page, 'reports-quarterly');

    await page.goto(`/#/reports/yearly?year=${year}&${search}`);
    await expect(page.getByRole('heading', { name: 'Yearly Reports' })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Yearly Check');
    await choose(page, 'Year', '2018');
    await expect(page).toHaveURL(/year=2018/);
    await expect(page.getByText(reportListMessages.empty.yearly)).toBeVisible();
    await bothWidths(page, 'reports-yearly');

    await page.goto('/#/reports/hourly');
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });

  test("a regional user's region filter offers only its regions, and the keyboard opens the lists", async ({
    page,
  }) => {
    await signIn(page, 'gv.regional');
    await openMainMenuItem(page, 'Reports', 'Monthly');
    await expect(page.getByRole('heading', { name: 'Monthly Reports' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Region' }).click();
    await expect(page.getByRole('option')).toHaveText(['All regions', 'Central Texas', 'North Texas']);
    await page.getByRole('option', { name: 'North Texas' }).click();
    await expect(page).toHaveURL(/region=\d+/);
    await page.getByRole('textbox', { name: 'Search' }).fill(plantId);
    await expect(rows(page)).toHaveCount(2);
    await snap(page, 'reports-monthly-regional');
  });

  test('an organisation that hides housekeeping is not offered it as an inspection type', async ({
    page,
  }) => {
    await signIn(page, settingsOrg.users.admin);
    await page.goto('/#/reports/yearly');
    await expect(page.getByText(reportListMessages.empty.yearly)).toBeVisible();
    await page.getByRole('combobox', { name: 'Inspection type' }).click();
    await expect(page.getByRole('option')).toHaveText(['All', "Env'l Inspection"]);
  });
});
