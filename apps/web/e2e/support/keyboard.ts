import { expect, type Locator, type Page } from '@playwright/test';
import { password } from './session';

/** Whether the element is the one with the keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through a page; fails
 * if it is not reached within `max` presses (so a control left out of the tab order is found).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`not reached by ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses; focus on ${focused}`);
}

/** Whether the element with the focus shows a focus ring (Mantine's, or the browser's own). */
export const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return false;
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });

/** The element with the focus shows a focus ring and is clear of the fixed header (scroll-padding-top). */
export async function expectFocusShown(page: Page): Promise<void> {
  const belowHeader = await page.evaluate(() => {
    const top = document.activeElement?.getBoundingClientRect().top ?? 0;
    return top >= (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) - 1;
  });
  expect({ ring: await focusRingShown(page), belowHeader }, 'focused element').toEqual({
    ring: true,
    belowHeader: true,
  });
}

/** Signs in on the sign-in page with the keyboard only: Tab to the fields, type, Enter. */
export async function signInByKeyboard(page: Page, userId: string): Promise<void> {
  await page.goto('/#/');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(userId);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  const account = page.waitForResponse((r) => r.url().includes('/api/me') && r.ok());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/home$/);
  await account;
}

/** Opens a Main menu entry with the keyboard: from the page back into the header, then Enter. */
export async function openMainMenuLink(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name, exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
}

/** Opens an entry of a Main menu group (e.g. Inspections > Env'l Inspection) with Enter and the arrow keys. */
export async function openMainMenuItem(page: Page, group: string, item: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('button', { name: group }), { backwards: true });
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await expect(entry).toBeVisible();
  for (let presses = 0; presses < 10 && !(await isFocused(entry)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}
