import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  calendarMessages,
  dashboardMessages,
  exportHeaders,
  formatDisplayDate,
  formatMdyDate,
  today,
} from '@envirotrack/shared';
import { cellText, parseCsv, xlsxCells, xlsxRows } from './support/export-files';
import { createPlantWithForms, submitPlantForm, type PlantWithForms } from './support/inspections';
import { isFocused } from './support/keyboard';
import { REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { signIn } from './support/session';

const todayIso = today();
let made: PlantWithForms;

/** A Granite Valley plant with a daily form submitted today (hyphenated id, a name only it has). */
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  made = await createPlantWithForms(request, ['daily-form'], {
    plantId: `EXP-${run}`,
    plantName: `Export Plant ${run}`,
  });
  await submitPlantForm(
    request,
    made,
    'daily-form',
    todayIso,
    made.forms['daily-form']?.PointSources[0]?.PsId,
  );
  await request.dispose();
});

const exportButton = (page: Page) => page.getByRole('button', { name: 'Export' });

async function bothWidths(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 768, height: 1024 });
  await snap(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens the Export menu from the keyboard and picks an item (Enter on the focused item). */
async function chooseByKeyboard(page: Page, item: string) {
  const button = exportButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const target = page.getByRole('menuitem', { name: item });
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 8 && !(await isFocused(target)); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('exports', () => {
  test('the daily reports list downloads its rows as CSV and as Excel, dates as the user chose', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'gv.admin');
    const search = made.plant.plantId.replace('-', '');
    await page.goto(`/#/reports/daily?date=${todayIso}&search=${search}`);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });

    await exportButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
    await snap(page, 'exports-menu');
    await page.setViewportSize({ width: 768, height: 1024 });
    await snap(page, 'exports-menu-768');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');

    // CSV, ISO dates (the default), chosen with the keyboard.
    const csvDownload = page.waitForEvent('download');
    await chooseByKeyboard(page, 'CSV');
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`daily-reports-${todayIso}-${todayIso}.csv`);
    const [header, ...rows] = parseCsv(await fs.readFile(await csv.path(), 'utf8'));
    expect(header).toEqual([...exportHeaders.reports]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 2)).toEqual([made.plant.plantId, made.plant.plantName]);
    expect(rows[0]?.[9]).toBe(todayIso);

    // The display format, kept for the next export; then Excel.
    await chooseByKeyboard(page, 'MM/dd/yyyy');
    await expect(page.getByRole('menuitem', { name: 'MM/dd/yyyy (chosen)' })).toBeVisible();
    await page.keyboard.press('Escape');
    const xlsxDownload = page.waitForEvent('download');
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toBe(`daily-reports-${todayIso}-${todayIso}.xlsx`);
    const [xlsxHeader, ...xlsxBody] = await xlsxRows(xlsx);
    expect(xlsxHeader).toEqual([...exportHeaders.reports]);
    expect(xlsxBody).toHaveLength(1);
    expect(xlsxBody[0]?.[0]).toBe(made.plant.plantId);
    expect(xlsxBody[0]?.[9]).toBe(formatDisplayDate(todayIso));
    // The date is a date cell (a number with a date format), not text.
    const [, first] = await xlsxCells(xlsx);
    expect(first?.[9]?.value).toBeInstanceOf(Date);
    expect(first?.[9]?.numFmt).toBe('mm/dd/yyyy');
  });

  test('the plants list downloads the plants it lists, with its search', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance?search=${made.plant.plantId.replace('-', '')}`);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
    await snap(page, 'exports-plants');
    const download = page.waitForEvent('download');
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`plants-${todayIso}.csv`);
    const [header, ...rows] = parseCsv(await fs.readFile(await file.path(), 'utf8'));
    expect(header).toEqual([...exportHeaders.plants]);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([[made.plant.plantId, made.plant.plantName]]);
  });

  test('the flagged reports list downloads its flags as CSV, with its filters and search', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const run = Math.random().toString(36).slice(2, 7).toUpperCase();
    const flaggedPlant = await createPlantWithForms(request, ['daily-form'], {
      plantId: `EXF-${run}`,
      plantName: `Flag Export ${run}`,
    });
    let questionText = '';
    let answer = '';
    await submitReport(request, flaggedPlant, 'daily-form', REPORT_DATE, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Daily Form has no flagged question');
      questionText = flagged.question;
      answer = flagged.followUpOn;
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    });
    await signIn(page, 'gv.admin');
    const search = flaggedPlant.plant.plantId.replace('-', '');
    await page.goto(
      `/#/flagged-reports?frequency=Daily&date=${formatMdyDate(`${REPORT_DATE.slice(0, 7)}-01`)}` +
        `&region=All&status=All&pageNumber=1&allfreqFlag=false&search=${search}`,
    );
    await expect(page.locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
    await exportButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
    await bothWidths(page, 'exports-flagged-reports-menu');
    await page.keyboard.press('Escape');
    await expect(exportButton(page)).toBeFocused();

    const download = page.waitForEvent('download');
    await chooseByKeyboard(page, 'CSV');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`flagged-reports-${REPORT_DATE.slice(0, 7)}-${todayIso}.csv`);
    const [header, ...rows] = parseCsv(await fs.readFile(await file.path(), 'utf8'));
    expect(header).toEqual([...exportHeaders.flaggedReports]);
    expect(rows).toHaveLength(1);
    const [row = []] = rows;
    expect(row.slice(0, 2)).toEqual([flaggedPlant.plant.plantId, flaggedPlant.plant.plantName]);
    expect(row[7]).toBe(questionText);
    expect(row[8]).toBe(answer);
    expect(row[9]).toBe(REPORT_DATE);
    expect(row[11]).toBe('Open');
  });

  test("the plant's compliance calendar downloads as Excel, its days as date cells", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/${made.plant.id}/${made.plant.plantId}`);
    const section = page.getByRole('region', { name: calendarMessages.title });
    await expect(section.getByRole('table')).toBeVisible({ timeout: 30_000 });
    const button = section.getByRole('button', { name: 'Export' });
    await section.scrollIntoViewIfNeeded();
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
    await bothWidths(page, 'exports-calendar-menu');

    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const file = await download;
    const year = todayIso.slice(0, 4);
    expect(file.suggestedFilename()).toBe(
      `compliance-calendar-${made.plant.plantId}-${year}-${todayIso}.xlsx`,
    );
    const [header, ...rows] = await xlsxCells(file);
    expect(header?.map(cellText)).toEqual([...exportHeaders.calendar]);
    // One line per day of the daily form's year; today's is done today.
    expect(rows.length).toBeGreaterThanOrEqual(365);
    const todays = rows.find((row) => row[5]?.value === todayIso);
    expect(todays?.map(cellText).slice(8)).toEqual([calendarMessages.states.done, '', todayIso]);
    const doneOn = todays?.[10];
    expect(doneOn?.value).toBeInstanceOf(Date);
    expect(doneOn?.numFmt).toBe('yyyy-mm-dd');
  });

  test('a dashboard bar chart downloads its counts per plant as Excel, counts as numbers', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'gv.admin');
    await page.goto('/#/dashboard');
    const daily = page.getByRole('region', { name: 'Daily', exact: true });
    const button = daily.getByRole('button', { name: dashboardMessages.exportCounts('Daily') });
    await expect(button).toBeVisible({ timeout: 60_000 });
    await expect(daily.getByTestId('bar-chart-daily')).toBeVisible({ timeout: 60_000 });
    await button.scrollIntoViewIfNeeded();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
    await bothWidths(page, 'exports-dashboard-menu');

    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`daily-compliance-${todayIso}-${todayIso}.xlsx`);
    const [header, ...rows] = await xlsxCells(file);
    expect(header?.map(cellText)).toEqual([...exportHeaders.dashboardCounts]);
    const ours = rows.find((row) => row[1]?.value === made.plant.plantId);
    expect(ours?.map((cell) => cell.value)).toEqual([
      todayIso,
      made.plant.plantId,
      made.plant.plantName,
      1,
      0,
      0,
    ]);
  });
});
