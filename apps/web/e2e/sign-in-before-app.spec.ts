import { expect, test, type Page } from '@playwright/test';
import { messages } from '@envirotrack/shared';
import { countRequests, password, storedUserInfo, toast } from './support/session';

// The prerendered sign-in screen is live HTML and the app's code runs at the person's first interaction
// (build/boot-script.ts): what they do before the app has taken the screen over must not be lost
// (src/lib/prerendered.ts). Here the app's code is held back until the test lets it through.

/** Holds every script of the app until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const root = (page: Page) => page.locator('#root');

test('a sign-in typed and submitted before the app has started goes through once it has', async ({
  page,
}) => {
  const logins = countRequests(page, '/api/login');
  const release = await holdTheApp(page);
  await page.goto('/#/');
  await page.getByLabel('Username').fill('gv.admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // The form is not sent by the browser (no reload, no address change) but kept for the app.
  await expect(root(page)).toHaveAttribute('data-prerendered');
  await expect(page).toHaveURL(/#\/$/);
  expect(logins()).toBe(0);

  release();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  expect(logins()).toBe(1);
  expect(await storedUserInfo(page)).not.toBeNull();
});

test('the values, the focus and the caret carry over to the live screen', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/#/');
  // The page's own autofocus: typing goes to the username field.
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('gv.admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('secrt');
  await page.keyboard.press('ArrowLeft');
  await expect(root(page)).toHaveAttribute('data-prerendered');

  release();
  await expect(root(page)).not.toHaveAttribute('data-prerendered');
  const secret = page.getByLabel('Password', { exact: true });
  await expect(page.getByLabel('Username')).toHaveValue('gv.admin');
  await expect(secret).toBeFocused();
  await expect(secret).toHaveValue('secrt');
  // The caret is where it was: the next key goes between 'r' and 't' ... and into the form's own state,
  // which the app's check of empty fields reads.
  await page.keyboard.type('e');
  await expect(secret).toHaveValue('secret');
  await page.getByLabel('Username').fill('');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, messages.fillAllFields)).toBeVisible();
});

test('a button pressed before the app has started is pressed again once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Forget password?' }).click();
  await expect(root(page)).toHaveAttribute('data-prerendered');
  release();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

test('an empty form submitted before the app has started gets the app’s check, not a reload', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(root(page)).toHaveAttribute('data-prerendered');
  release();
  await expect(toast(page, messages.fillAllFields)).toBeVisible();
  await expect(toast(page, messages.fillAllFields)).toHaveCount(1);
  await expect(page).toHaveURL(/#\/$/);
});

test('a link followed before the app has started leads where the live link does', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/#/');
  const contact = page.getByRole('link', { name: 'Contact us' });
  // The app's hash address, not a path the server does not know.
  await expect(contact).toHaveAttribute('href', '#/technical-support');
  await contact.click();
  await expect(page).toHaveURL(/#\/technical-support$/);
  release();
  await expect(root(page)).not.toHaveAttribute('data-prerendered');
  // Without a session the app asks for one first, and keeps the address to come back to.
  await expect(page).toHaveURL(/#\/\?redirect=%2Ftechnical-support$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(1);
});
