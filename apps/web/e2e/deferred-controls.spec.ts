import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { exportMessages } from '@envirotrack/shared';
import { snap } from './support/screenshots';
import { signIn } from './support/session';
import { DIST, firstScreenFiles } from './support/first-screens';

// The plants list's menus and its Region filter are stubs until first reached for (lib/deferred-control.tsx):
// their code (Mantine's menu, popover and combobox, and floating-ui) is not in the list's first files.

/** Components and code a list's first screen paints without (the names the build keeps). */
const DEFERRED = [
  'displayName=`@mantine/core/Menu`',
  'displayName=`@mantine/core/Popover`',
  'displayName=`@mantine/core/Tooltip`',
  'displayName=`@mantine/core/Combobox`',
  'displayName=`@mantine/core/Select`',
  // floating-ui's own markers (its focus manager and portals).
  'data-floating-ui-',
];

test("the plants list's first code leaves out menus, selects, tooltips and floating-ui", async () => {
  const files = await firstScreenFiles('/maintenance');
  const html = await readFile(path.join(DIST, 'index-signed-in.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map(([, file = '']) => file);
  const scripts = [...first, ...files.filter((file) => file.endsWith('.js'))];
  expect(scripts.some((file) => /\/shell-/.test(file))).toBe(true);
  const code = (await Promise.all(scripts.map((file) => readFile(path.join(DIST, file), 'utf8')))).join('\n');
  // The list's own table is there ...
  expect(code).toContain('displayName=`@mantine/core/Table`');
  // ... not what its menus and filter open.
  for (const marker of DEFERRED) expect(code, marker).not.toContain(marker);
});

/** Holds the part's chunk (`name-<hash>.js`) until the returned function lets it through. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('deferred controls', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'gv.admin');
  });

  test('the user menu reached by keyboard before its code arrived opens with the focus in it, and Escape returns it', async ({
    page,
  }) => {
    const release = await holdChunk(page, 'user-menu-dropdown');
    await page.goto('about:blank');
    await page.goto('/#/maintenance');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    const button = page.getByRole('button', { name: /: user menu$/ });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.focus();
    await page.keyboard.press('Enter');
    // The stub stays, focused, while the code is on its way ...
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    release();
    // ... then the menu opens, as the Enter asked, with the focus inside it.
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
      .toBe(true);
    await snap(page, 'user-menu-deferred');
    // The arrows move among its items.
    await page.keyboard.press('ArrowDown');
    await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /: user menu$/ })).toBeFocused();
    // Opened again, it is the menu itself.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  });

  test('a reach the person moved away from before the code arrived opens nothing and keeps the focus where it went', async ({
    page,
  }) => {
    const release = await holdChunk(page, 'select-part');
    await page.goto('about:blank');
    await page.goto('/#/maintenance');
    const region = page.getByRole('combobox', { name: 'Region' });
    await region.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(region).not.toBeFocused();
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await region.evaluate((element) => element.setAttribute('data-stub', ''));
    release();
    // The select takes the stub's place once its code has come (a new element), closed ...
    await expect(region).not.toHaveAttribute('data-stub');
    await expect(region).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // ... and the focus stayed where the person put it.
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(focused);
  });

  test('the Region filter opens by keyboard, keeps its place and look, and filters the list', async ({
    page,
  }) => {
    await page.goto('/#/maintenance');
    const region = page.getByRole('combobox', { name: 'Region' });
    await expect(region).toHaveValue('All regions');
    await expect(region).toHaveAttribute('aria-haspopup', 'listbox');
    const before = await region.boundingBox();
    await region.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'North Texas' })).toBeVisible();
    // The select took the stub's place and focus: the same box, nothing moved.
    await expect(region).toBeFocused();
    expect(await region.boundingBox()).toEqual(before);
    await snap(page, 'region-filter-deferred');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/region=\d+/);
    await expect(region).not.toHaveValue('All regions');
    await expect(listbox).toHaveCount(0);
  });

  test('Export opens its menu at the first click', async ({ page }) => {
    await page.goto('/#/maintenance');
    await page.getByRole('button', { name: exportMessages.button }).click();
    await expect(page.getByRole('menuitem', { name: exportMessages.csv })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: exportMessages.xlsx })).toBeVisible();
  });

  test("the Back arrow's hint shows on hover and keyboard focus, after a short delay", async ({ page }) => {
    await page.goto('/#/maintenance');
    const back = page.getByRole('button', { name: 'Back' });
    const hint = () =>
      back.evaluate((element) => {
        const after = getComputedStyle(element.parentElement ?? element, '::after');
        return { text: after.content, shown: after.visibility === 'visible' && after.opacity === '1' };
      });
    expect(await hint()).toEqual({ text: '"Back"', shown: false });
    await back.hover();
    await expect.poll(hint).toEqual({ text: '"Back"', shown: true });
    await page.mouse.move(0, 0);
    await expect.poll(hint).toEqual({ text: '"Back"', shown: false });
    await back.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(back).toBeFocused();
    await expect.poll(hint).toEqual({ text: '"Back"', shown: true });
  });
});
