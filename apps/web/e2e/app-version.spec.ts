import { expect, test, type Page } from '@playwright/test';
import { plantRow } from './support/plants';
import { signIn } from './support/session';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A mark on the page's window: it is gone once the tab has reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { e2eMark: true }));
/** Whether the mark is still there; while the tab is reloading it cannot be asked, so it counts as there. */
const marked = (page: Page) => page.evaluate(() => 'e2eMark' in window).catch(() => true);

test.describe('versions and the service worker', () => {
  test('a newer deploy reloads the tab at the next change of page, once', async ({ page }) => {
    await signIn(page, 'gv.admin');
    // From now on the server says it serves a newer build than the one this tab runs.
    await page.route('**/api/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'x-app-version': '99999999999999' },
      });
    });
    // The next answer tells the tab; the next change of page reloads it.
    await mainMenu(page).getByRole('link', { name: 'Maintenance' }).click();
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    await mark(page);
    await page.goto('/#/users');
    await expect.poll(() => marked(page)).toBe(false);
    await expect(page).toHaveURL(/#\/users$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    // The tab reloaded for that version: later pages do not reload it again.
    await mark(page);
    await mainMenu(page).getByRole('link', { name: 'Maintenance' }).click();
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    await page.goto('/#/home');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    expect(await marked(page)).toBe(true);
  });

  test("the service worker's registration waits for the first screen", async ({ page }) => {
    await signIn(page, 'gv.admin');
    await page.goto('about:blank');
    // The list's first page comes late: the page has loaded, and the browser is idle, long before its rows.
    await page.route('**/api/plantsbyregion/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // How many rows the list shows when the registration's script is asked for.
    const rowsAtRegistration: number[] = [];
    await page.route('**/assets/workbox-window.*.js', async (route) => {
      rowsAtRegistration.push(await page.locator('main table tbody tr').count());
      await route.continue();
    });
    await page.goto('/#/maintenance');
    await expect(plantRow(page, 'RM-101')).toBeVisible();
    await expect.poll(() => rowsAtRegistration.length).toBe(1);
    expect(rowsAtRegistration[0]).toBeGreaterThan(0);
  });
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('is registered for the whole app, and the app works under it', async ({ page }) => {
    await signIn(page, 'gv.admin');
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toMatch(/\/sw\.js$/);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await mainMenu(page).getByRole('link', { name: 'Maintenance' }).click();
    await expect(plantRow(page, 'RM-101')).toBeVisible();
  });
});
