import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  dashboardMessages as m,
  formatDisplayDate,
  formatMdyDate,
  mondayOf,
  reminderMessages,
  today,
} from '@envirotrack/shared';
import { createPlantWithForms } from './support/inspections';
import { apiLogin, pdfPageCount, regionNamed, regionsOf } from './support/plants';
import { submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { choose, signIn, signOut, toast } from './support/session';

/**
 * A plant of North Texas owing two weekly forms this week: 'Weekly Form RM' done with a flagged answer,
 * the dust collector check not done. It was made today, so it is due from today (docs/decisions.md,
 * Compliance status): the running week is the period every test reads.
 */
async function weeklyPlant(request: Parameters<typeof createPlantWithForms>[0]) {
  const made = await createPlantWithForms(request, ['weekly-form-rm', 'weekly-dust-collector-fuel-area']);
  await submitReport(request, made, 'weekly-form-rm', today(), (questions) => {
    const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
    if (!flagged?.questionId || !flagged.followUpOn)
      throw new Error('Weekly Form RM has no flagged question');
    return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
  });
  const { user } = await apiLogin(request, 'gv.admin');
  const regions = await regionsOf(request, made.auth, user.orgId ?? 0);
  return { made, north: regionNamed(regions, 'North Texas') };
}

const weeklyPanel = (page: Page) => page.getByRole('region', { name: 'Weekly', exact: true });
/** The charts load in turn (Daily first): the weekly one may wait for the daily one on a loaded machine. */
const LOAD = { timeout: 30_000 };

async function showWeeklyTable(page: Page) {
  const panel = weeklyPanel(page);
  await panel.getByRole('button', { name: 'Show Weekly as a table' }).click(LOAD);
  return panel.getByRole('table', { name: 'Weekly Complete and InComplete per plant' });
}

test.describe('dashboard', () => {
  test('filters live in the address and a reload restores them; tabs, Inspection filter, Remove Filters', async ({
    page,
    request,
  }) => {
    // Five charts that load in turn, pop-ups and axe checks: slow on a loaded machine.
    test.setTimeout(240_000);
    const { made, north } = await weeklyPlant(request);
    await signIn(page, 'gv.admin');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL(/#\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Daily Line Chart' })).toBeVisible();
    for (const freq of ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'])
      await expect(page.getByRole('heading', { name: freq, exact: true })).toBeVisible();

    await choose(page, 'Region', north.regionName);
    await expect(page).toHaveURL(new RegExp(`regionFilter=${north.regionId}`));
    await choose(page, 'Inspection Type', "Env'l Inspection");
    await expect(page).toHaveURL(/inspType=Inspections/);
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page).toHaveURL(/lineActiveTabIndex=1&lineActiveTabLabel=Weekly/);
    await expect(page.getByRole('heading', { name: 'Weekly Line Chart' })).toBeVisible();

    // The Inspection filter: a form replaces All; All clears the forms.
    const inspection = page.getByRole('combobox', { name: 'Inspection', exact: true });
    await inspection.click();
    await page.getByRole('option', { name: made.forms['weekly-form-rm']?.FormName ?? '' }).click();
    await expect(page).toHaveURL(
      new RegExp(`inspectionForm=${encodeURIComponent(made.forms['weekly-form-rm']?.FormId ?? '')}`),
    );
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(page.getByRole('combobox', { name: 'Line chart year' })).toBeVisible();
    await expect(page).toHaveURL(/inspectionForm=All/);
    await choose(page, 'Quarterly year', String(Number(today().slice(0, 4)) - 1));
    await choose(page, 'Quarterly quarter', 'Second');
    await expect(page).toHaveURL(/qtryearDiv=2&qtryear=\d{4}/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Monthly', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue(north.regionName);
    await expect(page.getByRole('combobox', { name: 'Inspection Type' })).toHaveValue("Env'l Inspection");
    await expect(page.getByRole('combobox', { name: 'Quarterly quarter' })).toHaveValue('Second');
    await expect(page.getByRole('heading', { name: 'Monthly Line Chart' })).toBeVisible();
    await snap(page, 'dashboard-filtered');

    await page.getByRole('button', { name: m.removeFilters }).click();
    await expect(page).toHaveURL(/regionFilter=All/);
    await expect(page).toHaveURL(/inspType=All/);
    await expect(page).toHaveURL(new RegExp(`dailyDate=${today()}`));
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('All');
  });

  test('a bar and its table open the plant pop-ups and details; flagged forms; View All; keyboard', async ({
    page,
    request,
  }) => {
    // Five charts that load in turn, pop-ups and axe checks: slow on a loaded machine.
    test.setTimeout(240_000);
    const { made, north } = await weeklyPlant(request);
    const plantId = made.plant.plantId;
    await signIn(page, 'gv.admin');
    await page.goto(`/#/dashboard?regionFilter=${north.regionId}&weeklyDate=${formatMdyDate(today())}`);
    const table = await showWeeklyTable(page);
    await expect(table.getByRole('button', { name: `1 Complete at ${plantId}` })).toBeVisible(LOAD);

    // Keyboard: the table's buttons are reached with Tab and opened with Enter.
    const incomplete = table.getByRole('button', { name: `1 InComplete at ${plantId}` });
    await incomplete.focus();
    await page.keyboard.press('Enter');
    const pending = page.getByRole('dialog', { name: m.incompletedTitle(plantId) });
    await expect(pending).toBeVisible();
    await expect(pending.getByRole('columnheader', { name: 'Remind' })).toBeVisible();
    await expect(pending.getByRole('row')).toHaveCount(2);
    await snap(page, 'dashboard-incompleted');
    await pending.getByRole('button', { name: /^Send Reminder: / }).click();
    const details = page.getByRole('dialog', { name: m.plantDetailsTitle(plantId) });
    await expect(details.getByRole('row', { name: /Plant Region/ })).toContainText('North Texas');
    await expect(details.getByRole('row', { name: /Permit Type/ })).toContainText('Air');
    await expect(details.getByRole('button', { name: m.sendReminder })).toBeVisible();
    await snap(page, 'dashboard-plant-details');
    // POST /api/remindemail: the region's L3 users are mailed; the pop-up then says when.
    await details.getByRole('button', { name: m.sendReminder }).click();
    await expect(toast(page, reminderMessages.sent)).toBeVisible(LOAD);
    await expect(details.getByText(m.lastReminded(formatDisplayDate(today())))).toBeVisible();
    await details.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: m.incompletedTitle(plantId) })).toBeVisible();
    await page.keyboard.press('Escape');

    await table.getByRole('button', { name: `1 Complete at ${plantId}` }).click();
    const done = page.getByRole('dialog', { name: m.completedTitle(plantId) });
    await expect(done.getByRole('button', { name: /^Completed: Weekly Form RM/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // A bar of the chart itself opens the same pop-ups.
    await weeklyPanel(page).locator('.recharts-bar-rectangle path').first().click();
    await expect(page.getByRole('dialog', { name: /^(Completed|Incompleted) Plants - / })).toBeVisible();
    await page.keyboard.press('Escape');

    // Flagged Weekly Forms : N lists the flagged form, and its detail.
    await weeklyPanel(page)
      .getByRole('button', { name: /^Flagged Weekly Forms : [1-9]/ })
      .click();
    const flagged = page.getByRole('dialog', { name: m.flaggedTitle });
    for (const column of [
      'Plant Name',
      'Inspection Name',
      'Region',
      'Facility Type / Permit Type',
      'Completed',
    ])
      await expect(flagged.getByRole('columnheader', { name: column })).toBeVisible();
    const row = flagged.getByRole('row').filter({ hasText: made.plant.plantName });
    await expect(row).toContainText('Weekly Form RM');
    await expect(row).toContainText(m.pending);
    await snap(page, 'dashboard-flagged');
    await row.getByRole('button', { name: made.plant.plantName }).click();
    await expect(page.getByRole('dialog', { name: m.flaggedFormTitle('Weekly Form RM') })).toContainText(
      plantId,
    );
    await page.keyboard.press('Escape');

    // View All Weekly Forms: the weekly report list of the week and region, which lists the plant's report.
    await weeklyPanel(page)
      .getByRole('link', { name: m.viewAll('Weekly') })
      .click();
    await expect(page).toHaveURL(new RegExp(`#/reports/weekly\\?date=${today()}&&?region=${north.regionId}`));
    await expect(page.getByRole('link', { name: plantId, exact: true })).toBeVisible();
  });

  test('Export as PDF: a preview of every chart, then dashboard--{d/m/yyyy}.pdf on letter pages; 768 px', async ({
    page,
    request,
  }) => {
    // Five charts that load in turn, pop-ups and axe checks: slow on a loaded machine.
    test.setTimeout(240_000);
    const { north } = await weeklyPlant(request);
    await signIn(page, 'gv.admin');
    await page.goto(`/#/dashboard?regionFilter=${north.regionId}&weeklyDate=${mondayOf(today())}`);
    await expect(weeklyPanel(page).locator('.recharts-bar-rectangle path').first()).toBeVisible(LOAD);
    await snap(page, 'dashboard-desktop');
    await page.getByRole('button', { name: m.exportPdf }).click();
    const preview = page.getByRole('dialog', { name: 'Export Preview' });
    for (const freq of ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'])
      await expect(preview.getByRole('heading', { name: m.lineChartTitle(freq) })).toBeVisible();
    await snap(page, 'dashboard-export-preview');
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    const now = new Date();
    expect(file.suggestedFilename().replaceAll('_', '/')).toBe(m.pdfName(now));
    const pdf = fs.readFileSync(await file.path());
    if (process.env.E2E_SHOTS_DIR)
      fs.writeFileSync(path.join(process.env.E2E_SHOTS_DIR, 'dashboard.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[0 0 612\.?\d* 792\.?\d*\]/);

    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.getByRole('heading', { name: 'Daily Line Chart' })).toBeVisible();
    await snap(page, 'dashboard-768');
  });

  test('L3 picks among its own regions and gets no Send Reminder; L1 in All has no Dashboard', async ({
    page,
    request,
  }) => {
    // Five charts that load in turn, pop-ups and axe checks: slow on a loaded machine.
    test.setTimeout(240_000);
    const { made } = await weeklyPlant(request);
    const { user } = await apiLogin(request, 'gv.regional');
    await signIn(page, 'gv.regional');
    await page.goto(`/#/dashboard?weeklyDate=${formatMdyDate(today())}`);
    await page.getByRole('combobox', { name: 'Region' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'All',
      ...user.Regions.map((r) => r.regionName).sort((a, b) => a.localeCompare(b)),
    ]);
    await page.keyboard.press('Escape');
    // gv.regional coordinates North and Central Texas (the demo seed): the new North Texas plant is theirs.
    expect(user.Regions.map((r) => r.regionName)).toContain('North Texas');
    const table = await showWeeklyTable(page);
    await table.getByRole('button', { name: `1 InComplete at ${made.plant.plantId}` }).click();
    const pending = page.getByRole('dialog', { name: m.incompletedTitle(made.plant.plantId) });
    await expect(pending.getByRole('button', { name: /^Pending: / })).toBeVisible();
    await expect(pending.getByRole('button', { name: /^Send Reminder/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await signOut(page);
    await signIn(page, 'admin');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  });
});
