import { expect, test, type Page } from '@playwright/test';
import { snap } from './support/screenshots';
import { signIn, signOut } from './support/session';
import { archivedApp, createSettingsOrg, type SettingsOrg } from './support/settings-org';

const tileNames = (page: Page) => page.getByRole('list', { name: 'Workspace' }).getByRole('heading');
const archivedTab = (page: Page) => page.getByRole('link', { name: archivedApp.label });
const headerText = (page: Page) => page.getByRole('banner').getByText('North & Central Texas');

let settingsOrg: SettingsOrg;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  settingsOrg = await createSettingsOrg(request);
  await request.dispose();
});

test.describe('home page', () => {
  test('an L2 user sees every area as a tile, Dashboard included; the inspection lists and Maintenance link to their screens', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();
    await expect(tileNames(page)).toHaveText([
      "Env'l Inspections",
      'HouseKeeping',
      'Form Summary',
      'Dashboard',
      'Maintenance',
    ]);
    const workspace = page.getByRole('list', { name: 'Workspace' });
    // Every tile is live: Form Summary too (issue 15).
    await expect(workspace.getByText('Coming soon')).toHaveCount(0);
    await workspace.getByRole('link', { name: /Form Summary/ }).click();
    await expect(page).toHaveURL(/#\/summary-reports$/);
    await page.goBack();
    await workspace.getByRole('link', { name: /Dashboard/ }).click();
    await expect(page).toHaveURL(/#\/dashboard/);
    await page.goBack();
    await workspace.getByRole('link', { name: /Maintenance/ }).click();
    await expect(page).toHaveURL(/#\/maintenance$/);
    await page.goBack();
    await workspace.getByRole('link', { name: /Env'l Inspections/ }).click();
    await expect(page).toHaveURL(/#\/inspections$/);
    await page.goBack();
    await workspace.getByRole('link', { name: /HouseKeeping/ }).click();
    await expect(page).toHaveURL(/#\/housekeeping$/);
    await page.goBack();
    await expect(tileNames(page)).toHaveCount(5);
    await expect(headerText(page)).toHaveCount(0);
    await expect(archivedTab(page)).toHaveCount(0);
    await snap(page, 'home-l2');
  });

  test('an L1 user is greeted as the Administrator and has no Dashboard tile', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
    await expect(tileNames(page)).toHaveText([
      "Env'l Inspections",
      'HouseKeeping',
      'Form Summary',
      'Maintenance',
    ]);
  });

  test("an organisation's settings hide HouseKeeping, show its header text and the archived tab", async ({
    page,
  }) => {
    await signIn(page, settingsOrg.users.admin);
    await expect(page.getByRole('heading', { name: 'Welcome, Tess' })).toBeVisible();
    await expect(tileNames(page)).toHaveText([
      "Env'l Inspections",
      'Form Summary',
      'Dashboard',
      'Maintenance',
    ]);
    await expect(headerText(page)).toBeVisible();

    const tab = archivedTab(page);
    await expect(tab).toHaveAttribute('href', archivedApp.url);
    await expect(tab).toHaveAttribute('target', '_blank');
    await tab.hover();
    await expect(page.getByRole('tooltip')).toHaveText(archivedApp.tooltip);
    await snap(page, 'home-settings-org');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await expect(archivedTab(page)).toBeVisible();
    await snap(page, 'home-settings-org-phone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog').getByText('North & Central Texas')).toBeVisible();
  });

  test('the archived tab shows to an L3 of the allowed region, not to an L3 of another region', async ({
    page,
  }) => {
    await signIn(page, settingsOrg.users.allowed);
    await expect(archivedTab(page)).toBeVisible();
    await expect(headerText(page)).toBeVisible();

    await signOut(page);
    await signIn(page, settingsOrg.users.other);
    await expect(page.getByRole('heading', { name: 'Welcome, Wes' })).toBeVisible();
    await expect(tileNames(page)).toHaveText([
      "Env'l Inspections",
      'Form Summary',
      'Dashboard',
      'Maintenance',
    ]);
    await expect(headerText(page)).toBeVisible();
    await expect(archivedTab(page)).toHaveCount(0);
  });
});

test.describe('training portal tile', () => {
  const portal = 'https://training.example.com/portal';
  // The browser has no network: the portal answers from here.
  test.beforeEach(async ({ context }) => {
    await context.route('https://training.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Training portal</title><h1>Training portal</h1>',
      }),
    );
  });

  test('an eLMS user opens the portal signed in by a short-lived token naming them', async ({
    page,
    context,
  }) => {
    await signIn(page, 'e2e.elms');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: /Training Portal/ }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/^https:\/\/training\.example\.com\/portal\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = new URL(tab.url()).searchParams.get('token') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub?: string;
      aud?: string;
      iat?: number;
      exp?: number;
    };
    expect(claims).toMatchObject({ sub: 'e2e.elms', aud: 'elms' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(120);
    await expect(tab.getByRole('heading', { name: 'Training portal' })).toBeVisible();
  });

  test('a user without the eLMS flag opens the portal itself, and no token is asked for', async ({
    page,
    context,
  }) => {
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/elms-token')) tokenCalls.push(request.url());
    });
    await signIn(page, 'gv.plant');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: /Training Portal/ }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(portal);
    await expect(tab.getByRole('heading', { name: 'Training portal' })).toBeVisible();
    expect(tokenCalls).toEqual([]);
  });
});
