import { expect, test } from '@playwright/test';
import { messages } from '@envirotrack/shared';
import { snap } from './support/screenshots';
import { choose, signIn } from './support/session';

test.describe('organisations', () => {
  test('an L1 user switches into one organisation, later calls carry its id, and All switches back', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const current = page.getByTestId('organisation-name');
    await expect(current).toHaveText(messages.allOrganisations);
    expect(await page.evaluate(() => localStorage.getItem('L1OrgId'))).toBe('All');

    await page.getByRole('button', { name: /change organisation/ }).click();
    const modal = page.getByRole('dialog', { name: messages.selectAnOrganisation });
    await expect(modal).toBeVisible();
    // The text button; the modal's corner icon is named Close too.
    await expect(modal.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' })).toBeVisible();
    await snap(page, 'organisation-switch');
    await choose(page, 'Organisation', 'Granite Valley Materials');
    await expect(modal).toBeHidden();
    await expect(current).toHaveText('Granite Valley Materials');
    await expect(page).toHaveURL(/#\/home$/);
    const orgId = await page.evaluate(() => localStorage.getItem('L1OrgId'));
    expect(orgId).toMatch(/^\d+$/);
    await snap(page, 'home-l1-in-organisation');

    const scoped = page.waitForRequest((request) =>
      request.url().endsWith(`/api/orgDetailsChange/All?orgId=${orgId}`),
    );
    await page.getByRole('button', { name: /change organisation/ }).click();
    await choose(page, 'Organisation', 'All');
    await scoped;
    await expect(current).toHaveText(messages.allOrganisations);
    expect(await page.evaluate(() => localStorage.getItem('L1OrgId'))).toBe('All');
  });

  test('a user below L1 sees their organisation without a way to switch it', async ({ page }) => {
    await signIn(page, 'gv.plant');
    await expect(page.getByTestId('organisation-name')).toHaveText('Granite Valley Materials');
    await expect(page.getByRole('button', { name: /change organisation/ })).toHaveCount(0);
  });
});
