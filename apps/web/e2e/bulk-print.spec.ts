import { expect, test } from '@playwright/test';
import { bulkPrintMessages, paths } from '@envirotrack/shared';
import { createPlantWithForms } from './support/inspections';
import { submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { choose, signIn } from './support/session';

const YEAR = '2025';

test.describe('bulk print', () => {
  test("prints a plant's monthly reports of a year one after another, each on its own page", async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['housekeeping-plant']);
    for (const date of [`${YEAR}-03-12`, `${YEAR}-04-09`])
      await submitReport(request, made, 'housekeeping-plant', date);
    const formName = made.forms['housekeeping-plant']?.FormName ?? '';

    await signIn(page, 'gv.admin');
    await page.goto('/#/reports/monthly');
    await page.getByRole('link', { name: 'Bulk Export' }).click();
    await expect(page).toHaveURL(new RegExp(`#${paths.bulkPrint}$`));
    await expect(page.getByRole('heading', { name: bulkPrintMessages.title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: bulkPrintMessages.frequency })).toBeDisabled();

    const plant = page.getByRole('combobox', { name: bulkPrintMessages.plant });
    await plant.fill(made.plant.plantId);
    await page.getByRole('option', { name: `${made.plant.plantId} - ${made.plant.plantName}` }).click();
    await choose(page, bulkPrintMessages.frequency, 'Monthly');
    await choose(page, bulkPrintMessages.year, YEAR);
    await choose(page, bulkPrintMessages.inspection, `${formName} (2)`);

    const reports = page.getByRole('article');
    await expect(reports).toHaveCount(2);
    await expect(reports.first()).toContainText('March 2025');
    await expect(reports.nth(1)).toContainText('April 2025');
    // No follow-up control in bulk print (spec 3 §2.4).
    await expect(page.getByRole('button', { name: /Open flag/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: bulkPrintMessages.print })).toBeVisible();
    await snap(page, 'bulk-print');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'Choose reports' })).toBeHidden();
    expect(await reports.nth(1).evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    await page.emulateMedia({ media: 'screen' });

    // A new plant clears the choices after it.
    await plant.fill('');
    await choose(page, bulkPrintMessages.frequency, 'Daily');
    await page.getByLabel(bulkPrintMessages.date).fill(`${YEAR}-03-12`);
    await expect(page.getByText(bulkPrintMessages.noReports)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 1000 });
    await snap(page, 'bulk-print-empty-768');
  });
});
