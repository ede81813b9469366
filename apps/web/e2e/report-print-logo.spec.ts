import { expect, test } from '@playwright/test';
import { createPlantWithForms } from './support/inspections';
import { uploadLogoByApi } from './support/orgs';
import { solidPng } from './support/png';
import { openReport, REPORT_DATE, submitReport } from './support/reports';
import { signIn, storedToken } from './support/session';

test('a printed report carries the organisation logo and the moment it was printed, which the screen does not show', async ({
  page,
  request,
}) => {
  const made = await createPlantWithForms(request, ['daily-form']);
  const id = await submitReport(request, made, 'daily-form', REPORT_DATE);
  await signIn(page, 'admin');
  const org = await uploadLogoByApi(page, made.plant.orgId, solidPng([26, 122, 72], 64));
  try {
    const report = await openReport(page, 'daily', id, made.forms['daily-form']?.FormId ?? '');
    const logo = report.getByRole('img', { name: `${org.orgName} logo` });
    await expect(logo).toBeHidden();
    // The moment is taken as printing starts, not when the page opened.
    const printed = page.getByText(/^Printed \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M C[SD]T$/);
    await expect(printed).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(logo).toBeVisible();
    await expect(printed).toBeVisible();
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await page.emulateMedia({ media: 'screen' });
  } finally {
    // The demo organisation is shared with the other tests: its logo goes again.
    const removed = await page.request.delete(`/api/org/${made.plant.orgId}/logo`, {
      headers: { Authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(removed.status()).toBe(200);
  }
});
