import { expect, test, type Locator, type Page } from '@playwright/test';
import { plantMessages } from '@envirotrack/shared';
import { plantDialog } from './support/inspections';
import { tool } from './support/plant-map';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

const SIZES = [
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'tablet landscape', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Every badge label and organisation name in `scope` whose text is cut (ellipsis or line clamp). */
async function cutTexts(scope: Locator): Promise<string[]> {
  await expect(scope.getByTestId('organisation-name')).toBeVisible();
  return scope
    .locator('.mantine-Badge-label, [data-testid="organisation-name"]')
    .evaluateAll((labels) =>
      labels
        .filter(
          (label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
        )
        .map((label) => label.textContent ?? ''),
    );
}

const header = (page: Page) => page.getByRole('banner');

for (const size of SIZES) {
  test(`at ${size.width} px the list badges and the organisation name show their full text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'gv.admin');
    const main = page.locator('main');
    const screens = [
      ['maintenance', 'Maintenance'],
      ['inspections', "Env'l Inspections"],
      ['housekeeping', 'HouseKeeping'],
      ['users', 'Users'],
    ] as const;
    for (const [route, title] of screens) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(main.locator('tbody tr').first()).toBeVisible();
      if (route === 'maintenance' || route === 'users')
        await expect(
          main
            .locator('tbody .mantine-Badge-label')
            .filter({ hasText: /^Active$/ })
            .first(),
        ).toBeVisible();
      await snap(page, `tablet-layout-${route}-${size.width}`);
      expect(await cutTexts(page.locator('body'))).toEqual([]);
    }

    // The housekeeping forms of a plant, with their status and point-source badges.
    await page.goto('/#/housekeeping');
    await page.getByRole('button', { name: 'RM-101' }).click();
    const dialog = plantDialog(page, 'RM-101');
    await expect(dialog.locator('.mantine-Badge-label').first()).toBeVisible();
    await snap(page, `tablet-layout-housekeeping-forms-${size.width}`);
    expect(await cutTexts(page.locator('body'))).toEqual([]);
  });
}

test('at 768 px a toast shows below the header and leaves the menu usable', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'gv.admin');
  await page.goto('/#/maintenance/create');
  await page.getByLabel('Street').fill('1100 Mayhill Rd');
  await page.getByLabel('City').fill('Denton');
  await tool(page, 'Delete').click();
  const shown = toast(page, plantMessages.noShapeSelected);
  await expect(shown).toBeVisible();
  await snap(page, 'tablet-layout-toast-768');
  const bar = await header(page).boundingBox();
  const box = await shown.boundingBox();
  if (!bar || !box) throw new Error('the header or the toast is not on screen');
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // The user menu under the toast's column still takes the click.
  await page.getByRole('button', { name: /user menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});

test("on a phone a list's title shows whole, its actions below it", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'gv.admin');
  for (const [route, title] of [
    ['maintenance', 'Maintenance'],
    ['inspections', "Env'l Inspections"],
    ['users', 'Users'],
  ] as const) {
    await page.goto(`/#/${route}`);
    const heading = page.getByRole('heading', { name: title, level: 2 });
    await expect(heading).toBeVisible();
    await snap(page, `phone-title-${route}`);
    const cut = await heading.evaluate(
      (h) => h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1,
    );
    expect(cut, `the title '${title}' is cut`).toBe(false);
  }
});
