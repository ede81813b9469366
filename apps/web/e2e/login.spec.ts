import { expect, test } from '@playwright/test';
import { messages } from '@envirotrack/shared';
import { snap } from './support/screenshots';
import {
  choose,
  countRequests,
  fillLogin,
  password,
  signIn,
  startSignInScreen,
  storedUserInfo,
  toast,
} from './support/session';

test.describe('login', () => {
  test('the login screen describes the product and links to help', async ({ page }) => {
    await page.goto('/#/');
    await expect(page).toHaveTitle('EnviroTrack');
    await expect(page.getByText(messages.loginDescription).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/help.html');
    const help = await page.request.get('/help.html');
    expect(help.ok()).toBe(true);
    await snap(page, 'login');
  });

  test('a wrong password shows the server message and keeps the visitor signed out', async ({ page }) => {
    await page.goto('/#/');
    await fillLogin(page, 'gv.admin', `${password}-wrong`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid username or password.')).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    expect(await storedUserInfo(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await snap(page, 'login-wrong-password');
  });

  test('empty fields show "Please fill all fields" without calling the server', async ({ page }) => {
    const calls = countRequests(page, '/api/login');
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, messages.fillAllFields)).toBeVisible();
    await page.getByLabel('Username').fill('gv.admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, messages.fillAllFields)).toHaveCount(2);
    expect(calls()).toBe(0);
  });

  test('a refused sign-in stays 14 s and a check on the page 8 s (one rule for failure toasts)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Login' }).click();
    const check = toast(page, messages.fillAllFields);
    await expect(check).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(check).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(check).toBeHidden();

    await fillLogin(page, 'gv.admin', `${password}-wrong`);
    await page.getByRole('button', { name: 'Login' }).click();
    const refused = toast(page, 'Invalid username or password.');
    await expect(refused).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(refused).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(refused).toBeHidden();
  });

  test('a login in two organisations asks which one and signs into the chosen organisation', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/#/');
    await fillLogin(page, 'j.carter', password);
    await page.getByRole('button', { name: 'Login' }).click();
    const organisation = page.getByRole('combobox', { name: 'Organisation' });
    await expect(organisation).toBeVisible();
    await expect(organisation).toHaveAttribute('placeholder', messages.selectOrganisation);
    await expect(page).toHaveURL(/#\/$/);
    await snap(page, 'login-choose-organisation');

    await choose(page, 'Organisation', 'Blue Ridge Asphalt & Aggregates');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('organisation-name')).toHaveText('Blue Ridge Asphalt & Aggregates');
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
    const stored = JSON.parse((await storedUserInfo(page)) ?? '{}') as {
      orgName?: string;
      Access_Level?: number;
    };
    expect(stored).toMatchObject({ orgName: 'Blue Ridge Asphalt & Aggregates', Access_Level: 2 });

    // The same person changes company without signing out, as L1 does, and lands on /home.
    await page.goto('/#/maintenance');
    await page.getByRole('button', { name: 'Blue Ridge Asphalt & Aggregates: change organisation' }).click();
    const change = page.getByRole('dialog', { name: 'Change organisation' });
    await snap(page, 'account-switch');
    await change.getByRole('button', { name: 'Work in Granite Valley Materials' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('organisation-name')).toHaveText('Granite Valley Materials');
    await page.getByRole('button', { name: 'Granite Valley Materials: change organisation' }).click();
    await expect(
      change.getByRole('button', { name: 'Work in Blue Ridge Asphalt & Aggregates' }),
    ).toBeVisible();
  });

  test('a signed-out visitor is sent to the login and lands on the page they asked for', async ({ page }) => {
    await page.goto('/#/update-password');
    await expect(page).toHaveURL(/#\/\?redirect=%2Fupdate-password$/);
    await fillLogin(page, 'e2e.redirect', password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/#\/update-password$/);
    await expect(page.getByRole('heading', { name: 'Update Your Password' })).toBeVisible();
  });

  test('a signed-in visitor opening the login or the reset page goes home', async ({ page }) => {
    await signIn(page, 'gv.regional');
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/home$/);
    await page.goto('/#/forgot-password/marcus.reyes%40granitevalley.example.com/None');
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('the sign-in screen comes in the page itself, before the code, and the app then takes it over', async ({
    page,
  }) => {
    // Without the app's code: the screen the build wrote into index.html, live HTML one can type into.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/#/');
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-prerendered');
    await expect(root.getByText('Sign in', { exact: true })).toBeVisible();
    await expect(root.getByText(messages.loginDescription).first()).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.keyboard.type('gv.admin');
    await expect(page.getByLabel('Username')).toHaveValue('gv.admin');

    // With it: the live screen replaces the picture, so nothing is doubled.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await startSignInScreen(page);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('#main-content')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(1);
  });

  test('the sign-in form loads with the app for a signed-out visit, and a signed-in visit never loads it', async ({
    page,
  }) => {
    const formChunk = /\/assets\/login-route-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/#/');
    // Fetched after the first frame, beside the app's code (it is not in the shell every page loads) ...
    await expect(page.locator('link[rel="prefetch"][href*="/login-route-"]')).toHaveCount(1);
    await expect.poll(() => requested.filter((path) => formChunk.test(path)).length).toBeGreaterThan(0);
    // ... and run with it at the person's first interaction: one file (fetched ahead, then from the cache).
    await startSignInScreen(page);
    await expect(page.locator('link[rel="modulepreload"][href*="/login-route-"]')).toHaveCount(1);
    expect(new Set(requested.filter((path) => formChunk.test(path))).size).toBe(1);

    await signIn(page, 'gv.regional');
    requested.length = 0;
    await page.goto('/#/home');
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => formChunk.test(path))).toEqual([]);
  });

  test("the sign-in screen's app code is fetched after its first paint and run, one element a task, at the first key", async ({
    page,
  }) => {
    // A mutation observer's callback runs once at the end of each task that changed the page: each callback
    // is one task's additions. Vite's own preloads (for a chunk's imports) carry as="script" and are left out.
    await page.addInitScript(() => {
      const tasks: string[][] = [];
      Object.assign(window, { bootTasks: tasks });
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => [...record.addedNodes])
          .filter(
            (node): node is HTMLScriptElement | HTMLLinkElement =>
              (node instanceof HTMLScriptElement && node.type === 'module') ||
              (node instanceof HTMLLinkElement &&
                ['modulepreload', 'prefetch'].includes(node.rel) &&
                !node.hasAttribute('as')),
          )
          .map((node) => ('src' in node ? `run ${node.src}` : `${node.rel} ${node.href}`));
        if (added.length > 0) tasks.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    const bootTasks = () => page.evaluate(() => (window as unknown as { bootTasks: string[][] }).bootTasks);
    await page.goto('/#/');
    // The contract chunk, the runtime, React, the shell, the entry and the sign-in form's chunks: fetched ...
    await expect.poll(async () => (await bootTasks()).flat().length).toBeGreaterThanOrEqual(6);
    await page.waitForLoadState('networkidle');
    const fetched = (await bootTasks()).flat();
    expect(fetched.every((added) => added.startsWith('prefetch '))).toBe(true);
    expect(fetched.some((url) => /\/login-route-[\w-]+\.js$/.test(url))).toBe(true);
    // ... but not run: the screen is still the prerendered one, and nothing of the app has started.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');

    await page.keyboard.type('gv');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByLabel('Username')).toHaveValue('gv');
    const tasks = await bootTasks();
    const run = tasks.flat().filter((added) => !added.startsWith('prefetch '));
    expect(run.length).toBeGreaterThanOrEqual(fetched.length);
    expect(tasks.filter((added) => added.length > 1)).toEqual([]);
  });

  test('a signed-in visit never shows the prerendered sign-in screen', async ({ page }) => {
    await signIn(page, 'gv.regional');
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const address of ['/#/', '/#/home']) {
      await page.goto(address);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-boot', 'app');
      await expect(page.getByText('Sign in', { exact: true })).toBeHidden();
    }
  });
});
