import { expect, test, type Page } from '@playwright/test';
import { formatMdyDate, inspectionMessages, inspectionTimings, today } from '@envirotrack/shared';
import {
  answerDetailsByApi,
  choiceQuestion,
  fillInFormByApi,
  fillInUrl,
  openFillIn,
  questionIdOf,
  restoreDraftAndUpdate,
  signTyped,
} from './support/fill-in';
import { createPlantWithForms, submitByApi } from './support/inspections';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

const OPERATING = 'Is the plant operating today?';

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('envirotrack.draft')));

/** Desktop first, then the 768 px tablet width, for the visual review. */
async function snapWidths(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await snap(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('inspection fill-in: a period already filled', () => {
  test('a new inspection of a period saved meanwhile opens the saved one and offers the answers typed as a draft', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const date = today();
    const rain = questionIdOf(
      (await fillInFormByApi(request, made, 'daily-form', date)).questions,
      'Rain Amount',
    );
    await signIn(page, 'gv.admin');
    const questions = await openFillIn(page, fillInUrl(made, 'daily-form', date));
    await questions.getByLabel('Rain Amount').fill('2');
    await signTyped(page);

    // Someone else (another session) starts and saves the same period first.
    await submitByApi(request, made.auth, {
      plantId: made.plant.id,
      formId: made.forms['daily-form']?.FormId ?? '',
      inspectionDate: formatMdyDate(date),
      answers: [{ questionId: rain, answer: '0.1' }],
      pointSource: null,
    });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(toast(page, inspectionMessages.alreadyFilledOpened)).toBeVisible();
    // Told calmly: an information, not an error.
    await expect(toast(page, inspectionMessages.alreadyFilledOpened)).toHaveAttribute('style', /color-blue/);
    await expect(page.getByTestId('submit-problem')).toHaveCount(0);
    // The saved inspection is open (edit mode, its answers); the answers typed here wait as a draft.
    await expect(page.getByRole('alert', { name: 'Saved inspection' })).toBeVisible();
    await expect(questions.getByLabel('Rain Amount')).toHaveValue('0.1');
    const prompt = page.getByRole('dialog', { name: 'Unsaved answers' });
    await expect(prompt).toContainText('You have answers for this form that were not saved');
    await expect(prompt).toContainText('This form has been saved for this period since then.');
    expect(await draftKeys(page)).toHaveLength(1);
    await snapWidths(page, 'fill-in-already-filled');

    const saved = await restoreDraftAndUpdate(page, request, { made, date, questions, rain: '2' });
    expect(saved?.answers).toEqual([{ questionId: rain, moduleIndex: 0, answer: '2' }]);
    expect(saved?.version).toBe(2);
    expect(await draftKeys(page)).toEqual([]);
  });

  test('a lost answer to the own submit: submitting again shows the inspection saved, without a draft', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const date = today();
    await page.clock.install();
    await signIn(page, 'gv.admin');
    const questions = await openFillIn(page, fillInUrl(made, 'daily-form', date));
    await choiceQuestion(questions, OPERATING).getByRole('button', { name: 'Yes' }).click();
    await questions.getByLabel('Rain Amount').fill('1.5');
    await signTyped(page);

    // The server commits the first submit, but a gateway times out before its answer comes back.
    await page.route(
      '**/api/submitinspection',
      async (route) => {
        await route.fetch();
        await route.fulfill({ status: 504, contentType: 'text/plain', body: 'Gateway Timeout' });
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('submit-problem')).toContainText(inspectionMessages.submitFailed);
    expect(await answerDetailsByApi(request, made, 'daily-form', date)).not.toBeNull();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    await expect(toast(page, inspectionMessages.submitFailed)).toHaveCount(0);
    await expect(page.getByRole('alert', { name: 'Saved inspection' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(questions.getByLabel('Rain Amount')).toHaveValue('1.5');
    await expect(choiceQuestion(questions, OPERATING).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('dialog', { name: 'Unsaved answers' })).toHaveCount(0);
    await expect(page.getByTestId('submit-problem')).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
    await snapWidths(page, 'fill-in-own-submit-saved');

    // The failed attempt's return to the list is called off: the saved inspection stays open.
    await page.clock.fastForward(inspectionTimings.failureRedirect);
    await expect(page).toHaveURL(/#\/inspections\/common\//);
    expect((await answerDetailsByApi(request, made, 'daily-form', date))?.version).toBe(1);
  });

  test('a submit whose answer never came ends the session; the form opens saved and the stale draft goes', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const date = today();
    const url = fillInUrl(made, 'daily-form', date);
    await signIn(page, 'gv.admin');
    const questions = await openFillIn(page, url);
    await questions.getByLabel('Rain Amount').fill('3');
    await signTyped(page);

    await page.route(
      '**/api/submitinspection',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    // No answer at all ends the session (spec 1 §4); the answers were kept as a draft meanwhile.
    await expect(page).toHaveURL(/#\/$/);
    expect(await draftKeys(page)).toHaveLength(1);

    await signIn(page, 'gv.admin');
    const again = await openFillIn(page, url);
    await expect(again.getByLabel('Rain Amount')).toHaveValue('3');
    await expect(page.getByRole('alert', { name: 'Saved inspection' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Unsaved answers' })).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
  });
});
