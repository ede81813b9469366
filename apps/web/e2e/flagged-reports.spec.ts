import { expect, test, type Page } from '@playwright/test';
import {
  addDays,
  flaggedReportMessages,
  flagMessages,
  formatMdyDate,
  reportDetailMessages,
  today,
} from '@envirotrack/shared';
import { createPlantWithForms } from './support/inspections';
import { openMainMenuItem, tabTo } from './support/keyboard';
import { REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { choose, signIn, toast } from './support/session';

const rows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });
const count = (page: Page, label: string) => page.locator(`[data-count="${label}"]`).locator('p').nth(1);

async function bothWidths(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 768, height: 1024 });
  await snap(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('flagged reports', () => {
  test('the menu opens the list; filters survive a reload; a flag is closed from the list and shows closed on the report', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const plantId = made.plant.plantId;
    let questionText = '';
    const id = await submitReport(request, made, 'daily-form', REPORT_DATE, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Daily Form has no flagged question');
      questionText = flagged.question;
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    });

    await signIn(page, 'gv.regional');
    // Keyboard only: the Reports menu's last entry.
    await openMainMenuItem(page, 'Reports', 'Flagged');
    await expect(page.getByRole('heading', { name: flaggedReportMessages.title })).toBeVisible();
    const month = today().slice(0, 7);
    await expect(page).toHaveURL(
      `/#/flagged-reports?frequency=All&date=${formatMdyDate(`${month}-01`)}&region=All&status=All&pageNumber=1&allfreqFlag=true`,
    );
    await expect(page.getByRole('columnheader')).toHaveText([
      '#',
      'Plant Info',
      'Form',
      'Question',
      'Answer',
      'Date',
      'Status',
    ]);

    await choose(page, 'Frequency', 'Daily');
    await page.getByLabel('Month').fill(REPORT_DATE.slice(0, 7));
    await searchBox(page).fill(plantId);
    await expect(page).toHaveURL(
      new RegExp(
        `frequency=Daily&date=${formatMdyDate(`${REPORT_DATE.slice(0, 7)}-01`)}&region=All&status=All` +
          `&pageNumber=1&allfreqFlag=false&search=${plantId.replace('-', '')}$`,
      ),
    );
    await expect(rows(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveValue('Daily');
    await expect(page.getByLabel('Month')).toHaveValue(REPORT_DATE.slice(0, 7));
    await expect(searchBox(page)).toHaveValue(plantId.replace('-', ''));
    const row = rows(page).first();
    await expect(row.getByRole('cell').nth(3)).toContainText(questionText);
    await expect(row.getByRole('cell').nth(5)).toHaveText(formatMdyDate(REPORT_DATE).replaceAll('-', '/'));
    await expect(count(page, flaggedReportMessages.openFlags)).toHaveText('1');
    await expect(count(page, flaggedReportMessages.totalComplete)).toHaveText('1 / 0');
    await bothWidths(page, 'flagged-reports');

    // Blank comments are refused with the list's message; then a real one closes the flag.
    await row.getByRole('button', { name: `Open flag: follow up ${plantId} ${questionText}` }).click();
    const popover = page.getByRole('dialog', { name: 'Comments:' });
    await expect(popover.getByLabel('Follow-up date')).toHaveValue(today());
    await popover.getByRole('textbox', { name: 'Comments' }).fill('  ');
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(popover.getByText(flagMessages.commentsRequired)).toBeVisible();
    await snap(page, 'flagged-reports-follow-up');
    await popover
      .getByRole('textbox', { name: 'Comments' })
      .fill('Silt fence re-staked along the north edge.');
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(toast(page, flagMessages.closed)).toBeVisible();
    await expect(row.getByRole('img', { name: 'Closed' })).toBeVisible();
    await expect(row.getByTestId('follow-up')).toHaveText(
      `Silt fence re-staked along the north edge. — ${formatMdyDate(today()).replaceAll('-', '/')} — by Marcus Reyes`,
    );
    await expect(count(page, flaggedReportMessages.openFlags)).toHaveText('0');
    await expect(count(page, flaggedReportMessages.totalComplete)).toHaveText('1 / 1');
    await snap(page, 'flagged-reports-closed');

    // The row's first cell is the keyboard's way to the report, where the flag shows closed too.
    await tabTo(page, row.getByRole('link', { name: plantId }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/reports/daily/${id}/`));
    const report = page.getByRole('article');
    await expect(report.getByText(reportDetailMessages.flagClosed)).toBeVisible();
    await expect(report.getByText(/Silt fence re-staked along the north edge\./)).toContainText(
      'Marcus Reyes',
    );
  });

  test('marks open flags past the close-by days Overdue, and says when nothing is found', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    const earlier = addDays(`${today().slice(0, 7)}-01`, -40).slice(0, 7);
    await page.goto(
      `/#/flagged-reports?frequency=All&date=${formatMdyDate(`${earlier}-01`)}&region=All&status=InComplete&pageNumber=1&allfreqFlag=true`,
    );
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first().getByText(flaggedReportMessages.overdue)).toBeVisible();
    await expect(count(page, flaggedReportMessages.overdue)).not.toHaveText('0');
    await bothWidths(page, 'flagged-reports-overdue');

    await choose(page, 'Frequency', 'Quarterly');
    await expect(page.getByRole('combobox', { name: 'Quarter' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible();
    await searchBox(page).fill('no such plant here');
    await expect(page.getByText(flaggedReportMessages.empty)).toBeVisible();
    await expect(page).toHaveURL(
      /frequency=Quarterly&qtr=\d&year=\d{4}&region=All&status=InComplete&pageNumber=1&allfreqFlag=false&search=no\+such\+plant\+here$/,
    );
  });

  test('L1 in All organisations sees every open flag without the follow-up control', async ({ page }) => {
    await signIn(page, 'admin');
    const earlier = addDays(`${today().slice(0, 7)}-01`, -40).slice(0, 7);
    await page.goto(
      `/#/flagged-reports?frequency=All&date=${formatMdyDate(`${earlier}-01`)}&region=All&status=InComplete&pageNumber=1&allfreqFlag=true`,
    );
    await expect(rows(page).first().getByRole('img', { name: 'Open flag' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Open flag: follow up/ })).toHaveCount(0);
    await snap(page, 'flagged-reports-l1-all');
  });
});
