import { expect, test } from '@playwright/test';
import { formMessages, messages } from '@envirotrack/shared';
import {
  addQuestion,
  createInspectionType,
  editor,
  moveTo,
  permitBox,
  pick,
  question,
  saveSetup,
  typeChoices,
  uniqueFormName,
} from './support/inspection-forms';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

test.describe('inspection types and set-up', () => {
  test('the types list groups the forms by permit type and frequency, without Weekly, per facility type', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/inspection-types');
    await expect(page.getByRole('heading', { name: 'Inspection Types' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Facility Type' })).toHaveValue('Ready Mix');
    const boxes = page.getByRole('region', { name: /^Permit Type - / });
    await expect(boxes).toHaveCount(4);
    expect(await boxes.evaluateAll((all) => all.map((box) => box.getAttribute('aria-label')))).toEqual([
      'Permit Type - Water',
      'Permit Type - Air',
      'Permit Type - Waste',
      'Permit Type - Others',
    ]);
    const water = permitBox(page, 'Water');
    await expect(water.getByRole('heading', { name: 'Daily' })).toBeVisible();
    await expect(water.getByRole('link', { name: 'Daily Form' })).toBeVisible();
    // Weekly Form RM is a weekly Water form: the list leaves Weekly out (spec 2 §2.9).
    await expect(page.getByRole('heading', { name: 'Weekly' })).toHaveCount(0);
    await snap(page, 'inspection-types');

    await pick(page, 'Facility Type', 'Maintenance Shop');
    await expect(page).toHaveURL(/facilityType=Maintenance\+Shop|facilityType=Maintenance%20Shop/);
    await expect(water.getByRole('link', { name: 'Daily Form' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Facility Type' })).toHaveValue('Maintenance Shop');
    // A shop has no air permit forms: its box says so (spec 2 §8).
    await expect(permitBox(page, 'Air').getByText(formMessages.noForms, { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await pick(page, 'Facility Type', 'Ready Mix');
    await expect(water.getByRole('link', { name: 'Daily Form' })).toBeVisible();
    await snap(page, 'inspection-types-phone');
    await page.getByRole('link', { name: 'Add Inspection' }).click();
    await expect(page).toHaveURL(/#\/inspection-type\/create$/);
    await snap(page, 'inspection-type-create-phone');
  });

  test('the create screen refuses empty fields and special characters', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/inspection-type/create');
    await expect(page.getByRole('heading', { name: 'Inspection Type' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Inspection Type' })).toHaveValue('');
    await snap(page, 'inspection-type-create');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, messages.fillAllFields)).toBeVisible();

    await pick(page, 'Facility Type', 'Quarry');
    await pick(page, 'Permit Type', 'Air');
    await pick(page, 'Frequency', 'Monthly');
    await pick(page, 'Inspection Type', 'HouseKeeping');
    await page.getByLabel('Inspection Name').fill('Dust & Fumes');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, formMessages.specialCharacters)).toBeVisible();
    await expect(page).toHaveURL(/#\/inspection-type\/create$/);
  });

  test('a form built with a nested follow-up is saved and comes back after a reload', async ({ page }) => {
    const name = uniqueFormName('Washout Pit');
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name });
    await expect(page.getByText('No questions yet').first()).toBeVisible();

    await addQuestion(page, {
      text: 'Is the washout pit liner intact?',
      choices: ['Yes', 'No', 'Not checked'],
      followUpOn: 'No',
    });
    const first = question(page, 'Question 1');
    await expect(first).toContainText('Is the washout pit liner intact?');
    await expect(first).toContainText('Follow-up on No');

    await first.getByRole('button', { name: 'Add sub-question to question 1', exact: true }).click();
    const dialog = editor(page);
    await expect(dialog.getByRole('combobox', { name: 'Shown when the answer is' })).toHaveValue('No');
    await pick(dialog, 'Type', 'Text');
    await dialog.getByLabel('Question').fill('Describe the damage and the repair needed');
    await snap(page, 'inspection-setup-sub-question-editor');
    await dialog.getByRole('button', { name: 'Add sub-question' }).click();
    await expect(question(page, 'Question 1.1')).toContainText('When: No');
    await snap(page, 'inspection-setup-unsaved');

    await saveSetup(page);
    await page.reload();
    await expect(question(page, 'Question 1')).toContainText('Is the washout pit liner intact?');
    await expect(question(page, 'Question 1').getByLabel('Choices')).toHaveText(/Yes\s*No\s*Not checked/);
    await expect(question(page, 'Question 1')).toContainText('Follow-up on No');
    const sub = question(page, 'Question 1.1');
    await expect(sub).toContainText('Describe the damage and the repair needed');
    await expect(sub).toContainText('When: No');
    await snap(page, 'inspection-setup');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'inspection-setup-phone');

    // A new wording for the parent keeps its follow-up question beneath the new version.
    await question(page, 'Question 1').getByRole('button', { name: 'Edit question 1', exact: true }).click();
    await editor(page).getByLabel('Question').fill('Is the washout pit liner intact and free of cracks?');
    await editor(page).getByRole('button', { name: 'Apply' }).click();
    await saveSetup(page);
    await page.reload();
    await expect(page.getByText(formMessages.deletedQuestion)).toBeVisible();
    await expect(question(page, 'Question 1')).toContainText('free of cracks?');
    await expect(question(page, 'Question 1').getByRole('article', { name: 'Question 1.1' })).toContainText(
      'Describe the damage',
    );

    await page.goto('/#/inspection-types');
    await expect(permitBox(page, 'Water').getByRole('link', { name })).toBeVisible();
  });

  test('renaming trims the name and refuses special characters', async ({ page }) => {
    const name = uniqueFormName('Fuel Island');
    const renamed = uniqueFormName('Fuel Island Renamed');
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name, permitType: 'Waste', frequency: 'Monthly' });

    await page.getByRole('button', { name: 'Rename form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename inspection form' });
    await dialog.getByLabel('Inspection Name').fill('Fuel #2');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(toast(page, formMessages.specialCharacters)).toBeVisible();

    await dialog.getByLabel('Inspection Name').fill(`   ${renamed}  `);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(toast(page, formMessages.formRenamed)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Inspection Set-up - ${renamed}` })).toBeVisible();
    expect(decodeURIComponent(page.url())).toContain(`/Waste/${renamed}`);

    await page.goto('/#/inspection-types');
    await expect(permitBox(page, 'Waste').getByRole('link', { name: renamed })).toBeVisible();
    await expect(permitBox(page, 'Waste').getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('editing a saved question retires it in place and adds the new wording after it', async ({ page }) => {
    const name = uniqueFormName('Silo Vent');
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name });
    await addQuestion(page, { type: 'Text', text: 'Silo vent filter condition' });
    await addQuestion(page, { type: 'Date', text: 'Date the filter was last changed' });
    await saveSetup(page);

    await question(page, 'Question 1').getByRole('button', { name: 'Edit question 1', exact: true }).click();
    await editor(page).getByLabel('Question').fill('Silo vent filter condition and pressure drop');
    await editor(page).getByRole('button', { name: 'Apply' }).click();
    await saveSetup(page);
    await page.reload();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText(formMessages.deletedQuestion);
    await expect(cards.nth(0).getByRole('button')).toHaveCount(0);
    await expect(cards.nth(1)).toHaveAccessibleName('Question 1');
    await expect(cards.nth(1)).toContainText('Silo vent filter condition and pressure drop');
    await expect(question(page, 'Question 2')).toContainText('Date the filter was last changed');
    await snap(page, 'inspection-setup-retired');
  });

  test('the choices input refuses a duplicate and a seventh choice', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name: uniqueFormName('Choices Check') });
    await page.getByRole('button', { name: 'Add question' }).click();
    const dialog = editor(page);
    const input = dialog.getByLabel('Choices');
    await expect(input).toHaveAttribute('placeholder', formMessages.addAnswer);

    await typeChoices(page, ['Good', 'Fair']);
    await typeChoices(page, ['good']);
    await expect(dialog.getByText(formMessages.duplicateChoice)).toBeVisible();
    await input.fill('Poor');
    await input.press('Tab');
    await typeChoices(page, ['Bad', 'Very bad', 'N/A']);
    const pills = dialog.locator('.mantine-Pill-root');
    await expect(pills).toHaveText(['Good', 'Fair', 'Poor', 'Bad', 'Very bad', 'N/A']);
    await expect(input).not.toHaveAttribute('placeholder', formMessages.addAnswer);

    await typeChoices(page, ['Unknown']);
    await expect(dialog.getByText(formMessages.tooManyChoices)).toBeVisible();
    await expect(pills).toHaveCount(6);
    await snap(page, 'inspection-setup-choices');
  });

  test('moving a question checks the position and cannot turn a main question into a sub-question', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name: uniqueFormName('Move Check') });
    await addQuestion(page, { type: 'Text', text: 'First asked' });
    await addQuestion(page, { type: 'Text', text: 'Second asked' });

    await moveTo(page, 'Question 2', '0');
    await expect(toast(page, formMessages.invalidMove)).toBeVisible();
    await page.keyboard.press('Escape');
    await moveTo(page, 'Question 2', '3');
    await expect(toast(page, formMessages.invalidMove).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await moveTo(page, 'Question 2', '1.1');
    await expect(toast(page, formMessages.mainToSub)).toBeVisible();
    await page.keyboard.press('Escape');

    await moveTo(page, 'Question 2', '1');
    await expect(question(page, 'Question 1')).toContainText('Second asked');
    await expect(question(page, 'Question 2')).toContainText('First asked');
    await saveSetup(page);
    await page.reload();
    await expect(question(page, 'Question 1')).toContainText('Second asked');
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name: uniqueFormName('Leave Check') });
    await addQuestion(page, { type: 'Title', text: 'Yard' });
    await page.getByRole('button', { name: 'Back' }).click();
    const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(ask).toContainText(formMessages.unsavedChanges);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/#\/inspection-setup\//);
    await expect(page.getByRole('article', { name: 'Title 1' })).toContainText('Yard');

    await page.getByRole('button', { name: 'Back' }).click();
    await page
      .getByRole('dialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page).toHaveURL(/#\/inspection-types$/);
  });

  test('saving over someone else’s newer save offers to reload their version', async ({ page, browser }) => {
    await signIn(page, 'gv.admin');
    await createInspectionType(page, { name: uniqueFormName('Conflict Check') });
    await addQuestion(page, { type: 'Text', text: 'Opened first' });
    await saveSetup(page);
    const setupUrl = page.url();

    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await signIn(colleague, 'gv.admin');
    await colleague.goto(setupUrl);
    await addQuestion(colleague, { type: 'Text', text: 'Added by a colleague' });
    await saveSetup(colleague);
    await colleagueContext.close();

    await addQuestion(page, { type: 'Text', text: 'Added without knowing' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('dialog', { name: 'This form has changed' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(question(page, 'Question 2')).toContainText('Added by a colleague');
    await expect(page.getByText('Added without knowing')).toHaveCount(0);
    await expect(page.getByText('Unsaved changes')).toBeHidden();
  });
});
