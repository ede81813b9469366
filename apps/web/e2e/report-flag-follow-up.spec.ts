import { expect, test } from '@playwright/test';
import { addDays, flagMessages, reportDetailMessages, today, type SetupQuestion } from '@envirotrack/shared';
import { solidPng } from './support/png';
import { createPlantWithForms } from './support/inspections';
import { openReport, REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

test.describe('flag follow-up on the report detail', () => {
  test('closes an open flag with a comment and a date, asking for the comment first; the report then shows it closed', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    let questionText = '';
    const id = await submitReport(request, made, 'daily-form', REPORT_DATE, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Daily Form has no flagged question');
      questionText = flagged.question;
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    });
    await signIn(page, 'gv.regional');
    const report = await openReport(page, 'Daily', id, made.forms['daily-form']?.FormId ?? '');
    await expect(report.getByText(reportDetailMessages.flagOpen)).toBeVisible();

    const flag = report.getByRole('button', { name: `Open flag: follow up ${questionText}` });
    await flag.click();
    const popover = page.getByRole('dialog', { name: 'Comments:' });
    await expect(popover).toBeVisible();
    await expect(popover.getByLabel('Follow-up date')).toHaveValue(today());
    // Done appears once something is typed; blank comments are refused on the spot.
    await expect(popover.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await popover.getByRole('textbox', { name: 'Comments' }).fill('   ');
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(popover.getByText(flagMessages.commentsRequiredOnReport)).toBeVisible();
    await snap(page, 'report-flag-follow-up');

    await popover
      .getByRole('textbox', { name: 'Comments' })
      .fill('Fence re-staked; silt removed from the outfall.');
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(toast(page, flagMessages.closed)).toBeVisible();
    await expect(report.getByText(reportDetailMessages.flagOpen)).toHaveCount(0);
    await expect(report.getByText(reportDetailMessages.flagClosed)).toBeVisible();
    await expect(report.getByText(/Fence re-staked; silt removed from the outfall\./)).toContainText(
      'Marcus Reyes',
    );
    await expect(flag).toHaveCount(0);

    // Reloaded, the flag stays closed; on paper the control never shows.
    await page.reload();
    await expect(report.getByText(reportDetailMessages.flagClosed)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(report.getByRole('button', { name: /Open flag/ })).toHaveCount(0);
    await page.emulateMedia({ media: 'screen' });
  });

  test('marks an overdue flag and a repeat finding, and keeps a photo with the follow-up', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    let questionText = '';
    const flagIt = (questions: SetupQuestion[]) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Daily Form has no flagged question');
      questionText = flagged.question;
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    };
    // Inspected 45 days ago (past the default 30 close-by days), the day before flagged the same answer.
    const found = addDays(today(), -45);
    const previous = await submitReport(request, made, 'daily-form', addDays(found, -1), flagIt);
    const id = await submitReport(request, made, 'daily-form', found, flagIt);
    await signIn(page, 'gv.regional');
    const report = await openReport(page, 'Daily', id, made.forms['daily-form']?.FormId ?? '');
    await expect(report.getByText(reportDetailMessages.flagOverdue, { exact: true })).toBeVisible();
    const repeat = report.getByRole('link', { name: reportDetailMessages.flagRepeat });
    await expect(repeat).toBeVisible();
    await snap(page, 'report-flag-overdue-repeat');

    const flag = report.getByRole('button', { name: `Open flag: follow up ${questionText}` });
    await flag.click();
    const popover = page.getByRole('dialog', { name: 'Comments:' });
    await popover.locator('input[type="file"]').setInputFiles({
      name: 'outfall-after.png',
      mimeType: 'image/png',
      buffer: solidPng([40, 120, 80], 32),
    });
    await expect(popover.getByText('outfall-after.png')).toBeVisible();
    await popover.getByRole('textbox', { name: 'Comments' }).fill('Outfall cleared; photo attached.');
    await snap(page, 'report-flag-follow-up-photo');
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(toast(page, flagMessages.closed)).toBeVisible();
    await expect(report.getByText(reportDetailMessages.flagOverdue, { exact: true })).toHaveCount(0);
    const photo = report.getByRole('img', {
      name: `${reportDetailMessages.flagEvidence}: outfall-after.png`,
    });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(32);
    await report
      .getByRole('button', { name: `Open ${reportDetailMessages.flagEvidence}: outfall-after.png` })
      .click();
    const viewer = page.getByRole('dialog', {
      name: `${reportDetailMessages.flagEvidence}: outfall-after.png`,
    });
    await expect(viewer.getByRole('img', { name: /outfall-after/ })).toBeVisible();
    await snap(page, 'report-flag-evidence-photo');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    // The repeat finding leads to the previous day's report.
    await repeat.click();
    await expect(page).toHaveURL(new RegExp(`/reports/daily/${previous}$`));
    await expect(page.getByRole('article')).toBeVisible();
  });
});
