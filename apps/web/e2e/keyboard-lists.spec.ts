import { expect, test, type Page } from '@playwright/test';
import { createPlantWithForms, plantDialog } from './support/inspections';
import {
  expectFocusShown,
  focusRingShown,
  isFocused,
  openMainMenuLink,
  signInByKeyboard,
  tabTo,
} from './support/keyboard';
import { snap } from './support/screenshots';

/** Only the keyboard: Tab, Shift+Tab, Enter, Escape and typing; the addresses are opened by `goto`. */

const main = (page: Page) => page.getByRole('main');

/** Tabs from the top of the page into the list and opens the row whose primary cell is `name`. */
async function openRowByKeyboard(page: Page, name: string, role: 'link' | 'button' = 'link') {
  const control = page.getByRole('table').getByRole(role, { name, exact: true });
  await tabTo(page, control);
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
}

test.describe('keyboard: lists and landmarks', () => {
  test('the skip link is the first tab stop and moves the focus to the main content; one banner, one main', async ({
    page,
  }) => {
    await signInByKeyboard(page, 'gv.admin');
    // After signing in, the focus starts on the new page's main content.
    await expect(main(page)).toBeFocused();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);

    await page.goto('/#/maintenance');
    // A reload while a call is under way ends the session (no answer at all, spec 1 §4): let the list load.
    await expect(page.getByRole('table').getByRole('link')).toHaveCount(20);
    // A fresh page: the first Tab starts at its top.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Maintenance' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await snap(page, 'keyboard-skip-link');
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
    await expect(page).toHaveURL(/#\/maintenance$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();

    // Every control of the header shows its focus ring.
    for (let presses = 0; presses < 20 && !(await isFocused(skip)); presses += 1) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
      expect(await focusRingShown(page), focused).toBe(true);
    }
    await expect(skip).toBeFocused();

    // Down the list and back up: a row reached by Shift+Tab is scrolled clear of the fixed header.
    const rows = page.getByRole('table').getByRole('link');
    await expect(rows).toHaveCount(20);
    await tabTo(page, rows.last());
    for (let presses = 0; presses < 20 && !(await isFocused(rows.first())); presses += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusShown(page);
    }
    await expect(rows.first()).toBeFocused();

    await page.setViewportSize({ width: 768, height: 900 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Maintenance' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await snap(page, 'keyboard-skip-link-768');
  });

  test('a plant and a user open from their lists with Tab and Enter; typing a search keeps the focus', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    await signInByKeyboard(page, 'gv.admin');

    await openMainMenuLink(page, 'Maintenance');
    await expect(page).toHaveURL(/#\/maintenance$/);
    await expect(main(page)).toBeFocused();
    const search = page.getByRole('textbox', { name: 'Search' });
    await tabTo(page, search);
    await page.keyboard.type(made.plant.plantId);
    await expect(page).toHaveURL(new RegExp(`search=${made.plant.plantId}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(search).toBeFocused();
    await snap(page, 'keyboard-plant-list');
    await openRowByKeyboard(page, made.plant.plantId);
    await expect(page).toHaveURL(new RegExp(`#/maintenance/${made.plant.id}/`));
    await expect(main(page)).toBeFocused();
    // The back arrow is the page's first control: Enter on it returns to the list.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/maintenance$/);
    await expect(main(page)).toBeFocused();

    await page.goto('/#/users');
    await openRowByKeyboard(page, 'gv.plant');
    await expect(page).toHaveURL(/#\/users\/\d+$/);
    await expect(page.getByRole('heading', { name: /User/ }).first()).toBeVisible();
    await expect(main(page)).toBeFocused();
  });

  test('an organisation opens from its list with Tab and Enter', async ({ page }) => {
    await signInByKeyboard(page, 'admin');
    await page.goto('/#/org?search=Granite');
    await openRowByKeyboard(page, 'Granite Valley Materials');
    await expect(page).toHaveURL(/#\/org\/details\/\d+$/);
    await expect(main(page)).toBeFocused();
  });

  for (const list of ['/inspections', '/housekeeping'] as const) {
    test(`a plant of ${list} opens its forms with Enter; Escape closes them and the focus returns`, async ({
      page,
      request,
    }) => {
      const made = await createPlantWithForms(request, ['daily-form']);
      await signInByKeyboard(page, 'gv.admin');
      await page.goto(`/#${list}?search=${made.plant.plantId}`);
      await openRowByKeyboard(page, made.plant.plantId, 'button');
      const dialog = plantDialog(page, made.plant.plantId);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`plantId=${made.plant.id}`));
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await snap(page, `keyboard-plant-dialog${list.replace('/', '-')}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      const opener = page.getByRole('table').getByRole('button', { name: made.plant.plantId, exact: true });
      await expect.poll(() => isFocused(opener)).toBe(true);
    });
  }
});
