import { expect, test } from '@playwright/test';
import { formatMdyDate, inspectionMessages, today } from '@envirotrack/shared';
import { choiceQuestion, expectBackOnList, fillInUrl, openFillIn } from './support/fill-in';
import { createPlantWithForms } from './support/inspections';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

test.describe('leaving a form', () => {
  test('Cancel with answers typed asks first; the answers stay on this device; a problem toast stays behind', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const date = today();
    const url = fillInUrl(made, 'daily-form', date);
    await signIn(page, 'gv.admin');

    // Nothing typed: Cancel leaves at once.
    await openFillIn(page, url);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectBackOnList(page, '/inspections', made, formatMdyDate(date));

    const questions = await openFillIn(page, url);
    await choiceQuestion(questions, 'Is the plant operating today?')
      .getByRole('button', { name: 'Yes' })
      .click();
    const signOff = page.getByRole('region', { name: 'Sign-off' });
    await signOff.getByRole('textbox', { name: 'Name to sign' }).fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.addSignature)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('dialog', { name: inspectionMessages.leaveFormTitle });
    await expect(ask).toContainText(inspectionMessages.leaveForm);
    await snap(page, 'fill-in-leave');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(ask).toBeHidden();
    await expect(
      choiceQuestion(questions, 'Is the plant operating today?').getByRole('button', { name: 'Yes' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expectBackOnList(page, '/inspections', made, formatMdyDate(date));
    await expect(toast(page, inspectionMessages.addSignature)).toHaveCount(0);

    await page.goto(url);
    await expect(page.getByRole('dialog', { name: 'Unsaved answers' })).toBeVisible();
  });
});
