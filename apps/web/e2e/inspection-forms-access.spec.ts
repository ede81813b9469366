import { expect, test, type Page } from '@playwright/test';
import { formMessages } from '@envirotrack/shared';
import {
  createInspectionType,
  permitBox,
  question,
  saveSetup,
  uniqueFormName,
} from './support/inspection-forms';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

test.describe('inspection forms: who may do what', () => {
  test('an L1 user deletes a form after confirming, and it leaves the list', async ({ page }) => {
    const name = uniqueFormName('Retired Form');
    await signIn(page, 'admin');
    await createInspectionType(page, { name, permitType: 'Air', frequency: 'Quarterly' });
    await page.getByRole('button', { name: 'Delete form' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete inspection form' });
    await expect(confirm).toContainText(formMessages.deleteConfirm(name));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, formMessages.formDeleted)).toBeVisible();
    await expect(page).toHaveURL(/#\/inspection-types$/);
    await expect(permitBox(page, 'Air')).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });

  test('an L2 user has rename but no delete', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name: uniqueFormName('No Delete') });
    await expect(page.getByRole('button', { name: 'Rename form' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete form' })).toHaveCount(0);
  });

  test('an L2 user editing a built-in form gets its own copy while another company keeps the original', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/inspection-types');
    await permitBox(page, 'Water').getByRole('link', { name: 'Daily Form' }).click();
    await expect(page).toHaveURL(/#\/inspection-setup\/daily-form\/Water\/Daily%20Form$/);
    await expect(page.getByText('Saving a change makes your organisation its own copy')).toBeVisible();
    const priority = (on: Page) =>
      question(on, 'Question 1').getByRole('combobox', { name: 'Priority of question 1' });
    await expect(priority(page)).toHaveValue('');
    await priority(page).click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    await expect(toast(page, formMessages.priorityChanged)).toBeVisible();
    await saveSetup(page);
    await expect(page).toHaveURL(/#\/inspection-setup\/daily-form~\d+\/Water\/Daily%20Form$/);
    await page.reload();
    await expect(priority(page)).toHaveValue('High');
    await page.goto('/#/inspection-types');
    await expect(permitBox(page, 'Water').getByRole('link', { name: 'Daily Form' })).toHaveAttribute(
      'href',
      /daily-form~\d+/,
    );

    const otherCompany = await browser.newContext();
    const other = await otherCompany.newPage();
    await signIn(other, 'br.admin');
    await other.goto('/#/inspection-types');
    await permitBox(other, 'Water').getByRole('link', { name: 'Daily Form' }).click();
    await expect(other).toHaveURL(/#\/inspection-setup\/daily-form\/Water\/Daily%20Form$/);
    await expect(priority(other)).toHaveValue('');
    await otherCompany.close();
  });

  test('an edit-only form shows the hint and offers wording edits only', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/inspection-types');
    await permitBox(page, 'Others').getByRole('link', { name: 'Maintenance Record' }).click();
    await expect(page.getByText(formMessages.editOnlyHint)).toBeVisible();
    await expect(
      question(page, 'Question 1').getByRole('button', { name: 'Edit question 1', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add question' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /^(Delete|Move|Add sub-question to) question/ }),
    ).toHaveCount(0);
    await snap(page, 'inspection-setup-edit-only');
  });

  for (const userId of ['gv.regional', 'gv.plant']) {
    test(`${userId} opening the inspection types is sent home`, async ({ page }) => {
      await signIn(page, userId);
      await page.goto('/#/inspection-types');
      await expect(page).toHaveURL(/#\/home$/);
    });
  }
});
