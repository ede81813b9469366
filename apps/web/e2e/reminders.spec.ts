import { expect, test } from '@playwright/test';
import { reminderSettingsMessages } from '@envirotrack/shared';
import { snap } from './support/screenshots';
import { openUserMenu, signIn, signOut, storedToken, toast } from './support/session';

test.describe('reminders', () => {
  test('L2 turns automatic reminders on by keyboard, is told what is missing, and finds them saved', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Reminders' }).click();
    await expect(page).toHaveURL(/#\/reminders$/);
    const form = page.getByRole('form', { name: 'Automatic reminders' });
    const enabled = form.getByRole('switch', { name: 'Send automatic reminders' });
    await expect(enabled).not.toBeChecked();
    await expect(
      page.getByRole('table', { name: 'Reminder mails' }).or(page.getByText('No reminders sent yet.')),
    ).toBeVisible();
    await snap(page, 'reminders');

    // On, with no frequency: the shared rule's message, and nothing saved.
    await enabled.focus();
    await page.keyboard.press('Space');
    await expect(enabled).toBeChecked();
    for (const name of ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly']) {
      const box = form.getByRole('checkbox', { name });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).not.toBeChecked();
    }
    await form.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(form.getByText(reminderSettingsMessages.frequencies)).toBeVisible();

    await form.getByRole('checkbox', { name: 'Monthly' }).press('Space');
    await form.getByLabel('Send time', { exact: true }).fill('06:30');
    await form.getByLabel('Days of grace', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(toast(page, reminderSettingsMessages.saved)).toBeVisible();

    await page.reload();
    await expect(form.getByRole('switch', { name: 'Send automatic reminders' })).toBeChecked();
    await expect(form.getByLabel('Send time', { exact: true })).toHaveValue('06:30');
    await expect(form.getByLabel('Days of grace', { exact: true })).toHaveValue('2');
    await expect(form.getByRole('checkbox', { name: 'Monthly' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Daily' })).not.toBeChecked();
    await snap(page, 'reminders-saved');

    // Put back as it was: other tests read the organisation as seeded.
    await form.getByRole('switch', { name: 'Send automatic reminders' }).press('Space');
    await form.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(toast(page, reminderSettingsMessages.saved)).toBeVisible();
  });

  test('is not in the menu of L3 and L4, whom the server refuses', async ({ page, request }) => {
    for (const user of ['gv.regional', 'gv.plant']) {
      await signIn(page, user);
      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: 'User Profile' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Reminders' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      const token = await storedToken(page);
      const refused = await request.get('/api/reminders/settings', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(403);
      await signOut(page);
    }
  });
});
