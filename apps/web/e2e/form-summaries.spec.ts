import { expect, test, type Page } from '@playwright/test';
import {
  followUpMessages,
  formatMdyDate,
  GRID_PRINT,
  MONTH_LABELS,
  gridWhen,
  plantMessages,
  sanitizeSearch,
  summaryMessages,
  today,
} from '@envirotrack/shared';
import { createPlantWithForms } from './support/inspections';
import { openMainMenuLink } from './support/keyboard';
import { submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { choose, signIn } from './support/session';

const todayIso = today();
const daysInMonth = new Date(
  Date.UTC(Number(todayIso.slice(0, 4)), Number(todayIso.slice(5, 7)), 0),
).getUTCDate();

async function bothWidths(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 768, height: 1024 });
  await snap(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The plant the e2e server seeds 45 days old with the Daily Form and no report (test/e2e-fixtures.ts). */
const SUMMARY_PLANT = 'E2E-SUM1';

async function openPlant(page: Page, plantId: string) {
  await page.getByPlaceholder(summaryMessages.searchPlaceholder).fill(plantId);
  // The search applied (the header row and the one plant's): the plant may be on the first page already, and
  // choosing it there while the search is still on its way loses the choice (the search's address update).
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(2);
  const plantButton = page.getByRole('button', { name: plantId, exact: true });
  await expect(plantButton).toHaveCount(1);
  await plantButton.focus();
  await page.keyboard.press('Enter');
  return page.getByRole('region', { name: new RegExp(`^${plantId} - `) });
}

test.describe('form summaries', () => {
  test('a plant chosen while a search is on its way stays chosen when the search lands', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'gv.admin');
    await page.goto('/#/summary-reports');
    // Non-L1 users have the Active/In-Active filter.
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toBeVisible();
    const firstPlant = page.getByRole('table').first().getByRole('row').nth(1).getByRole('button');
    const plantId = (await firstPlant.textContent()) ?? '';
    expect(plantId).not.toBe('');
    // The page's clock is held, so the debounced search lands only when the test lets time pass: after the
    // plant is chosen.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByPlaceholder(summaryMessages.searchPlaceholder).fill(plantId);
    await firstPlant.click();
    await page.clock.runFor(1_000);
    await page.clock.resume();
    const address = () => new URLSearchParams(page.url().split('?')[1] ?? '');
    await expect.poll(() => address().get('search')).toBe(sanitizeSearch(plantId));
    expect(address().get('plantId')).toMatch(/^\d+$/);
    await expect(page.getByRole('region', { name: new RegExp(`^${plantId} - `) })).toBeVisible();
  });

  test("L1 in All organisations finds every organisation's plants, without the status filter", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/#/summary-reports');
    await expect(page.getByRole('heading', { name: summaryMessages.title, exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
    // A Blue Ridge plant and a Granite Valley one (the demo organisations).
    await expect(await openPlant(page, 'BR-AS-01')).toBeVisible();
    await snap(page, 'form-summary-l1');
    await page.getByPlaceholder(summaryMessages.searchPlaceholder).clear();
    await expect(await openPlant(page, 'RM-101')).toBeVisible();
  });

  test('Begin Form on a Monthly form at a plant with open flags asks Select Form Type, then opens the fill-in', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form', 'housekeeping-plant']);
    await submitReport(request, made, 'daily-form', todayIso, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Daily Form has no flagged question');
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    });
    const housekeeping = made.forms['housekeeping-plant'];
    if (!housekeeping) throw new Error('forms missing');
    await signIn(page, 'gv.admin');
    await page.goto('/#/summary-reports');
    const forms = await openPlant(page, made.plant.plantId);
    const begin = forms.getByRole('button', {
      name: `${summaryMessages.beginForm}: ${housekeeping.FormName}`,
    });
    await begin.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: followUpMessages.modalTitle });
    await expect(question.getByText(followUpMessages.question)).toBeVisible();
    await snap(page, 'form-summary-select-form-type');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/#\/monthly-checklist-form\/.*followUp=1/);
    const opened = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('inspectionDetails') ?? 'null'),
    )) as {
      FormId?: string;
    } | null;
    expect(opened?.FormId).toBe(housekeeping.FormId);
  });

  test('a day owed and not done is Missing, apart from the days nothing was owed', async ({ page }) => {
    test.slow();
    await signIn(page, 'gv.admin');
    await page.goto('/#/summary-reports');
    const forms = await openPlant(page, SUMMARY_PLANT);
    await forms.getByRole('button', { name: /^Daily Form/ }).click();
    // Last month: the plant was made 45 days ago, so some of its days were owed and all have ended.
    const year = Number(todayIso.slice(0, 4));
    const month = Number(todayIso.slice(5, 7));
    const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
    await choose(page, summaryMessages.month, MONTH_LABELS[lastMonth - 1] ?? '');
    if (lastYear !== year) await choose(page, summaryMessages.year, String(lastYear));
    const when = gridWhen('Daily', `${lastYear}-${String(lastMonth).padStart(2, '0')}-01`);
    const table = page.getByRole('table', {
      name: summaryMessages.gridTitle('Daily Form', when, SUMMARY_PLANT, null),
    });
    // The questions the form was made with show for the plant's earlier days too.
    await expect(table.getByRole('rowheader', { name: /Rain Amount/ })).toBeVisible();
    const headers = table.getByRole('columnheader');
    await expect(headers.filter({ hasText: summaryMessages.states.missing }).first()).toBeVisible();
    await expect(headers.filter({ hasText: summaryMessages.states.notDue }).first()).toBeVisible();
    await bothWidths(page, 'form-summary-missing');
  });

  test('from Form Summary to a daily grid with a flagged cell and a monthly stormwater grid of an outfall; print', async ({
    page,
    request,
  }) => {
    test.slow();
    const made = await createPlantWithForms(request, ['daily-form', 'monthly-sw', 'housekeeping-plant']);
    const daily = made.forms['daily-form'];
    const stormwater = made.forms['monthly-sw'];
    const outfall = stormwater?.PointSources[0];
    if (!daily || !stormwater || !outfall) throw new Error('forms missing');
    const flaggedId = await submitReport(request, made, 'daily-form', todayIso, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Daily Form has no flagged question');
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    });
    await submitReport(request, made, 'monthly-sw', todayIso, () => [], { pointSource: outfall.PsId });

    await signIn(page, 'gv.admin');
    await openMainMenuLink(page, 'Form Summary');
    await expect(page).toHaveURL(/#\/summary-reports/);
    await expect(page.getByRole('heading', { name: summaryMessages.title, exact: true })).toBeVisible();
    const forms = await openPlant(page, made.plant.plantId);
    const dailyCard = forms.getByRole('button', { name: new RegExp(`^${daily.FormName}`) });
    await expect(dailyCard).toBeVisible();
    // The housekeeping forms have their own cards, after the environmental ones.
    const housekeepingCard = forms.getByRole('heading', {
      name: `${summaryMessages.housekeeping} - Monthly`,
    });
    await expect(forms.getByRole('heading', { level: 4 })).toHaveText([
      'Daily',
      'Monthly',
      `${summaryMessages.housekeeping} - Monthly`,
    ]);
    await expect(housekeepingCard.locator('xpath=..').getByRole('button')).toHaveText([
      new RegExp(`^${made.forms['housekeeping-plant']?.FormName ?? '-'}`),
      summaryMessages.beginForm,
    ]);
    await bothWidths(page, 'form-summary');

    // A form without point sources opens its grid at once.
    await dailyCard.focus();
    await page.keyboard.press('Enter');
    const dailyTitle = summaryMessages.gridTitle(
      daily.FormName,
      gridWhen('Daily', todayIso),
      made.plant.plantId,
      null,
    );
    await expect(page.getByRole('heading', { name: dailyTitle })).toBeVisible();
    const table = page.getByRole('table', { name: dailyTitle });
    await expect(table.getByRole('columnheader')).toHaveCount(daysInMonth + 1);
    // The plant was made today: earlier days owed nothing; today's report is there, flagged.
    if (todayIso.slice(8) !== '01')
      await expect(table.getByRole('columnheader', { name: /^1\b/ })).toContainText(
        summaryMessages.states.notDue,
      );
    await expect(table.getByRole('rowheader', { name: summaryMessages.submittedOn })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(summaryMessages.submittedOn) })).toContainText(
      formatMdyDate(todayIso),
    );
    const flaggedCell = table.getByRole('link', { name: new RegExp(summaryMessages.flagged) });
    await expect(flaggedCell).toHaveCount(1);
    await bothWidths(page, 'form-summary-daily');

    // Print: the spec's row height for the month's length, on letter paper.
    await expect(table).toHaveAttribute('data-print-row-height', String(GRID_PRINT.daily(daysInMonth)));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await snap(page, 'form-summary-daily-print');
    await page.emulateMedia({ media: 'screen' });

    // The flagged cell opens its report, by keyboard.
    await flaggedCell.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`#/reports/daily/${flaggedId}/${encodeURIComponent(daily.FormId)}$`),
    );
    await page.goBack();
    await expect(page.getByRole('heading', { name: dailyTitle })).toBeVisible();
    await page.goBack();

    // A form with point sources asks which one first.
    const swCard = forms.getByRole('button', { name: new RegExp(`^${stormwater.FormName}`) });
    await swCard.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: summaryMessages.pointSourceTitle, exact: true });
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: summaryMessages.ok }).click();
    await expect(popover.getByText(plantMessages.selectPointSource)).toBeVisible();
    await popover.getByRole('combobox', { name: summaryMessages.pointSourceLabel }).click();
    const option = page.getByRole('option', { name: new RegExp(outfall.PsName) });
    await expect(option.getByLabel('completed')).toBeVisible();
    await snap(page, 'form-summary-point-source');
    await option.click();
    await popover.getByRole('button', { name: summaryMessages.ok }).click();
    const swTitle = summaryMessages.gridTitle(
      stormwater.FormName,
      gridWhen('Monthly', todayIso),
      made.plant.plantId,
      outfall.PsName,
    );
    await expect(page.getByRole('heading', { name: swTitle })).toBeVisible();
    const swTable = page.getByRole('table', { name: swTitle });
    await expect(swTable.getByRole('columnheader')).toHaveText([summaryMessages.question, ...monthHeaders()]);
    await expect(
      page
        .getByRole('textbox', { name: summaryMessages.year })
        .or(page.getByRole('combobox', { name: summaryMessages.year })),
    ).toHaveValue(todayIso.slice(0, 4));
    await bothWidths(page, 'form-summary-monthly');
  });
});

/** Jan..Dec, the months before this one owed nothing (the plant is new), later ones not begun. */
function monthHeaders(): RegExp[] {
  return ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
    (m) => new RegExp(`^${m}`),
  );
}
