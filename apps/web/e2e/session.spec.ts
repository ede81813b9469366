import { expect, test, type Page } from '@playwright/test';
import { messages } from '@envirotrack/shared';
import {
  openUserMenu,
  password,
  signIn,
  signOut,
  storedToken,
  storedUserInfo,
  toast,
} from './support/session';

async function submitPasswordChange(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await page.getByLabel('Old Password').fill(password);
  await page.getByLabel('New Password').fill('Another-Pass-9!');
  await page.getByRole('button', { name: 'Update' }).click();
}

test.describe('session', () => {
  test('Sign Out ends the session on the server, clears the browser and returns to the login', async ({
    page,
    request,
  }) => {
    await signIn(page, 'e2e.signout');
    const token = await storedToken(page);
    await page.evaluate(() => sessionStorage.setItem('formDetails', 'x'));
    await signOut(page);
    expect(await storedUserInfo(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    const after = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    await page.goto('/#/update-password');
    await expect(page).toHaveURL(/#\/\?redirect=%2Fupdate-password$/);
  });

  test('a session ended elsewhere brings the user back to the login on the next call, without a toast', async ({
    page,
    request,
  }) => {
    await signIn(page, 'e2e.revoke');
    const ended = await request.post('/api/logout', {
      headers: { Authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(ended.ok()).toBe(true);

    await submitPasswordChange(page);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await storedUserInfo(page)).toBeNull();
    await expect(toast(page, messages.sessionTimeout)).toHaveCount(0);
  });

  test('a network failure shows the network error for the user and signs them out', async ({ page }) => {
    await signIn(page, 'e2e.network');
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));

    await submitPasswordChange(page);
    await expect(toast(page, messages.networkError)).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    expect(await storedUserInfo(page)).toBeNull();
    await expect(toast(page, messages.networkError)).toHaveCount(1);
  });
});
