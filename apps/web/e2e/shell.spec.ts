import { expect, test } from '@playwright/test';
import { snap } from './support/screenshots';
import { openUserMenu, signIn } from './support/session';

test.describe('shell', () => {
  test('the home page welcomes the user by name and the menus offer only screens that exist', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Form Summary', 'Dashboard', 'Maintenance']);
    await nav.getByRole('button', { name: 'Inspections' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(["Env'l Inspection", 'HouseKeeping']);
    await snap(page, 'home-main-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await openUserMenu(page);
    await expect(page.getByRole('menuitem')).toHaveText([
      'User Profile',
      'Users',
      'Add/Edit Insp Forms',
      'Reminders',
      'Change Password',
      'Technical Support',
      'Sign Out',
    ]);
    await snap(page, 'home-user-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy.html');
    expect((await page.request.get('/privacy.html')).ok()).toBe(true);
    await snap(page, 'home');
  });

  test('an unknown address inside the app shows the not-found page', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    await snap(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('on a phone the navigation moves into a drawer opened from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/');
    await snap(page, 'login-phone');
    await signIn(page, 'gv.regional');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await snap(page, 'home-phone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: "Env'l Inspection" })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'HouseKeeping' })).toBeVisible();
    await snap(page, 'home-phone-navigation');
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(drawer).toBeHidden();
  });
});
