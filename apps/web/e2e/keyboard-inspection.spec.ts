import { expect, test } from '@playwright/test';
import { inspectionMessages, SIGNATURE_FONTS, today } from '@envirotrack/shared';
import { answerDetailsByApi, choiceQuestion } from './support/fill-in';
import { createPlantWithForms, formRow, plantDialog } from './support/inspections';
import { expectFocusShown, openMainMenuItem, signInByKeyboard, tabTo } from './support/keyboard';
import { snap } from './support/screenshots';
import { toast } from './support/session';

const SPILL = 'Were there any oil or fuel spills (less than 25 gallons) today?';
const SPILL_DETAIL = 'Describe the spill: material, estimated gallons, location and how it was cleaned up';

// Only the keyboard from sign-in to submit (WCAG 2.1.1): Tab, Shift+Tab, Enter, Space, arrow keys, typing.
test('a daily inspection is filled in, signed and submitted with the keyboard only', async ({
  page,
  request,
}) => {
  // Tab by Tab through the sign-in, the menus and the whole form: about 30 s on two busy cores.
  test.slow();
  const made = await createPlantWithForms(request, ['daily-form']);
  await signInByKeyboard(page, 'gv.admin');

  await openMainMenuItem(page, 'Inspections', "Env'l Inspection");
  await expect(page).toHaveURL(/#\/inspections$/);
  await expect(page.getByRole('main')).toBeFocused();
  const search = page.getByRole('textbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type(made.plant.plantId);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(search).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: made.plant.plantId, exact: true }));
  await page.keyboard.press('Enter');
  const dialog = plantDialog(page, made.plant.plantId);
  const begin = formRow(dialog, 'Daily Form').getByRole('button', { name: 'Begin Form' });
  await expect(begin).toBeEnabled();
  await tabTo(page, begin);
  await expectFocusShown(page);
  await snap(page, 'keyboard-inspection-plant');
  await page.keyboard.press('Enter');

  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(page.getByRole('heading', { name: 'Daily Form', level: 2 })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(
    page,
    choiceQuestion(questions, 'Has it rained at the plant').getByRole('button', { name: 'Yes' }),
  );
  await expectFocusShown(page);
  await page.keyboard.press('Space');
  const spillYes = choiceQuestion(questions, SPILL).getByRole('button', { name: 'Yes', exact: true });
  await tabTo(page, spillYes);
  await page.keyboard.press('Enter');
  await expect(spillYes).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, questions.getByLabel(SPILL_DETAIL));
  await page.keyboard.type('Two gallons of hydraulic oil under the loader, absorbed.');
  await tabTo(page, questions.getByLabel('Rain Amount'));
  await page.keyboard.type('0.4');
  await snap(page, 'keyboard-inspection-answers');

  const signOff = page.getByRole('region', { name: 'Sign-off' });
  await tabTo(page, signOff.getByLabel('Name to sign'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Dana Keyboard');
  // The style choice is one tab stop; the arrow keys pick another style.
  const styles = signOff.getByRole('radiogroup', { name: 'Signature style' });
  await page.keyboard.press('Tab');
  await expect(styles.getByRole('radio', { name: SIGNATURE_FONTS[0] })).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('ArrowRight');
  await expect(styles.getByRole('radio', { name: SIGNATURE_FONTS[1] })).toBeFocused();
  await expect(styles.getByRole('radio', { name: SIGNATURE_FONTS[1] })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Tab');
  await expect(signOff.getByRole('button', { name: 'Save signature' })).toBeFocused();
  await snap(page, 'keyboard-inspection-signature');
  await page.keyboard.press('Enter');
  await expect(signOff.getByRole('button', { name: 'Sign again' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit' });
  await tabTo(page, submit);
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/inspections\\?.*plantId=${made.plant.id}`));

  const saved = await answerDetailsByApi(request, made, 'daily-form', today());
  expect(saved?.answers.map((a) => a.answer)).toEqual(
    expect.arrayContaining(['Yes', 'Two gallons of hydraulic oil under the loader, absorbed.', '0.4']),
  );
  expect(saved?.signature).toMatchObject({
    mode: 'typed',
    typedName: 'Dana Keyboard',
    font: SIGNATURE_FONTS[1],
  });
});
