import { expect, test, type Page } from '@playwright/test';
import { goldenRuleMessages } from '@envirotrack/shared';
import { snap } from './support/screenshots';
import { signIn, signOut, toast } from './support/session';

const rulesList = (page: Page) => page.getByRole('list', { name: 'Golden Rules' });
const editTable = (page: Page) => page.getByRole('table', { name: 'Edit golden rules' });

async function openGoldenRules(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'References' }).click();
  await page.getByRole('menuitem', { name: 'Golden Rules' }).click();
  await expect(page).toHaveURL(/#\/golden-rules$/);
}

test.describe('golden rules', () => {
  test('L2 adds rules by keyboard, reorders them by priority and deletes one; L4 reads them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'gv.admin');
    await openGoldenRules(page);
    await expect(page.getByText(goldenRuleMessages.none)).toBeVisible();
    await snap(page, 'golden-rules-empty');

    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).press('Enter');
    const table = editTable(page);
    await expect(table).toBeVisible();
    await table.getByLabel('Rule 1', { exact: true }).fill('Lock out and tag out before maintenance');
    await table.getByLabel('Priority of rule 1').fill('2');
    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).press('Enter');
    await table.getByLabel('Rule 2', { exact: true }).fill('Wear your hard hat and safety glasses');
    await table.getByLabel('Priority of rule 2').fill('1');
    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).press('Enter');
    // No priority: saved as 999, so last.
    await table.getByLabel('Rule 3', { exact: true }).fill('Report every spill at once');
    // A priority without a rule is refused on the page.
    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).press('Enter');
    await table.getByLabel('Priority of rule 4').fill('5');
    await page.getByRole('button', { name: 'Update' }).press('Enter');
    await expect(table.getByText(goldenRuleMessages.ruleRequired)).toBeVisible();
    await snap(page, 'golden-rules-edit');
    await table.getByRole('button', { name: 'Delete rule 4' }).press('Enter');
    await page.getByRole('button', { name: 'Update' }).press('Enter');

    await expect(toast(page, goldenRuleMessages.saved)).toBeVisible();
    await expect(rulesList(page).getByRole('listitem')).toHaveText([
      'Wear your hard hat and safety glasses',
      'Lock out and tag out before maintenance',
      'Report every spill at once',
    ]);
    await snap(page, 'golden-rules-view');
    // Closed, so that the next save's toast is the only one.
    await toast(page, goldenRuleMessages.saved).getByRole('button').click();
    await expect(toast(page, goldenRuleMessages.saved)).toHaveCount(0);

    // Reorder (the spill rule first) and delete the lock-out rule.
    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).click();
    await expect(editTable(page).getByLabel('Priority of rule 3')).toHaveValue('999');
    await editTable(page).getByLabel('Priority of rule 3').fill('0');
    await editTable(page).getByRole('button', { name: 'Delete rule 2' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, goldenRuleMessages.saved)).toBeVisible();
    await expect(rulesList(page).getByRole('listitem')).toHaveText([
      'Report every spill at once',
      'Wear your hard hat and safety glasses',
    ]);
    await page.reload();
    await expect(rulesList(page).getByRole('listitem')).toHaveCount(2);

    // Cancel leaves the list as it was.
    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).click();
    await editTable(page).getByLabel('Rule 1', { exact: true }).fill('Changed my mind');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(rulesList(page).getByRole('listitem').first()).toHaveText('Report every spill at once');

    await page.setViewportSize({ width: 768, height: 1024 });
    await snap(page, 'golden-rules-view-tablet');
    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).click();
    await snap(page, 'golden-rules-edit-tablet');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    await signOut(page);
    await signIn(page, 'gv.plant');
    await page.goto('/#/golden-rules');
    await expect(rulesList(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: goldenRuleMessages.addAnother })).toHaveCount(0);
  });

  test('a failed save shows the danger alert and stays in the edit table', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/golden-rules');
    await page.getByRole('button', { name: goldenRuleMessages.addAnother }).click();
    await editTable(page).getByLabel('Rule 1', { exact: true }).fill('This save fails');
    await page.route('**/api/GoldenRules', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'invalid', code: 'internal', message: 'Something went wrong.' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    const alert = page.getByTestId(goldenRuleMessages.failed);
    await expect(alert).toBeVisible();
    await expect(alert).toHaveText('Something went wrong.');
    await expect(editTable(page)).toBeVisible();
    await snap(page, 'golden-rules-failed');
  });
});
