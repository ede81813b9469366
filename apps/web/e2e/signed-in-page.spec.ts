import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SIGNED_IN_HINT } from '@envirotrack/shared';
import { fillLogin, password, signIn, signOut } from './support/session';

// The signed-in hint (packages/shared, signed-in-hint.ts): a cookie without a credential, by which the server
// sends a browser with a session the page whose head starts the app's code (apps/web/build/boot-script.ts).

const APP_CODE = /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/;

async function hint(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === SIGNED_IN_HINT.cookie)?.value;
}

/** Opens an address of the app and returns the HTML the server answered. */
async function open(page: Page, address: string): Promise<string> {
  const response = await page.goto(address);
  if (!response) throw new Error(`no answer for ${address}`);
  return response.text();
}

test('a browser with a session is sent the page that starts the app as it is parsed', async ({
  page,
  context,
}) => {
  await signIn(page, 'gv.admin');
  // The boot script set the hint to match the stored session.
  expect(await hint(context)).toBe('1');
  await page.goto('about:blank');
  const html = await open(page, '/#/maintenance');
  expect(html).toMatch(APP_CODE);
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-');
  // Nor the prerendered sign-in screen, which a signed-in visit never shows.
  expect(html).toContain('<div id="root"></div>');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The boot script does not add the app's code a second time.
  const scripts = await page.$$eval('script[type="module"]', (elements) =>
    elements.map((script) => (script as HTMLScriptElement).src),
  );
  expect(new Set(scripts).size, scripts.join(' ')).toBe(scripts.length);

  // Without the hint (a cookie cleared, or a session from before the hint) the page is index.html, which
  // loads the app from its boot script; that visit sets the hint again.
  await context.clearCookies();
  await page.goto('about:blank');
  expect(await open(page, '/#/home')).not.toMatch(APP_CODE);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect.poll(() => hint(context)).toBe('1');

  // Signing out clears it: the next visit is a signed-out one.
  await signOut(page);
  expect(await hint(context)).toBeUndefined();
  await page.goto('about:blank');
  expect(await open(page, '/')).not.toMatch(APP_CODE);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('signing in sets the hint; a hint without a session still opens a working sign-in page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await fillLogin(page, 'gv.admin', password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  expect(await hint(context)).toBe('1');

  // A hint left over with no session (storage cleared by hand): the page with the app's code, on which the
  // sign-in screen still works, and the boot script clears the hint.
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  expect(await open(page, '/')).toMatch(APP_CODE);
  await expect.poll(() => hint(context)).toBeUndefined();
  await fillLogin(page, 'gv.admin', password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  expect(await hint(context)).toBe('1');
});
