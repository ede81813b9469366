import { expect, test } from '@playwright/test';
import {
  formatDisplayDate,
  formatMdyDate,
  inspectionMessages,
  inspectionTimings,
  today,
} from '@envirotrack/shared';
import {
  answerDetailsByApi,
  choiceQuestion,
  fillInFormByApi,
  fillInUrl,
  expectBackOnList,
  openFillIn,
  questionIdOf,
  restoreDraftAndUpdate,
  signTyped,
} from './support/fill-in';
import { createPlantWithForms, submitByApi, uploadSignature } from './support/inspections';
import { snap } from './support/screenshots';
import { plantRow } from './support/plants';
import { signIn, toast } from './support/session';

const SPILL = 'Were there any oil or fuel spills (less than 25 gallons) today?';
const SPILL_DETAIL = 'Describe the spill: material, estimated gallons, location and how it was cleaned up';

test.describe('inspection fill-in', () => {
  test('a daily form is filled in with a flagged answer, submitted, and opens again with its answers', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const date = today();
    await signIn(page, 'gv.admin');
    // Opened from the plant's forms in the list, as a user does.
    await page.goto(`/#/inspections?search=${made.plant.plantId}`);
    await plantRow(page, made.plant.plantId).click();
    const plantForms = page.getByRole('dialog', {
      name: inspectionMessages.plantInfoTitle(made.plant.plantId),
    });
    const dailyRow = plantForms.getByRole('group', { name: 'Daily Form', exact: true });
    await dailyRow.getByRole('button', { name: 'Begin Form' }).click();
    const questions = page.getByRole('region', { name: 'Questions' });

    await expect(page.getByRole('heading', { name: 'Daily Form', level: 2 })).toBeVisible();
    await expect(page.getByTestId('fill-in-title-line')).toHaveText(
      `Water Permit · Ready Mix · Plant ${made.plant.plantId} · Daily: ${formatDisplayDate(date)}`,
    );
    await expect(page.getByRole('switch', { name: inspectionMessages.permanentLabel })).toBeChecked();
    await expect(questions.getByText('1.', { exact: true })).toBeVisible();

    await choiceQuestion(questions, 'Has it rained at the plant')
      .getByRole('button', { name: 'Yes' })
      .click();
    const spill = choiceQuestion(questions, SPILL);
    await spill.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(questions.getByText('Flagged for follow-up')).toBeVisible();
    await questions.getByLabel(SPILL_DETAIL).fill('Five gallons of diesel at the fuel island, absorbed.');

    // Clicking the chosen answer again clears it, and the sub-questions go with their answers.
    await spill.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(spill.getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(questions.getByLabel(SPILL_DETAIL)).toBeHidden();
    await spill.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(questions.getByLabel(SPILL_DETAIL)).toHaveValue('');
    await questions.getByLabel(SPILL_DETAIL).fill('Five gallons of diesel at the fuel island, absorbed.');
    await questions.getByLabel('Rain Amount').fill('0.25');
    await page.getByRole('switch', { name: inspectionMessages.permanentLabel }).click({ force: true });
    await snap(page, 'fill-in-daily');

    await signTyped(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    await expectBackOnList(page, '/inspections', made, formatMdyDate(date));
    await expect(dailyRow.getByRole('button', { name: 'Edit Form' })).toBeVisible();

    const saved = await answerDetailsByApi(request, made, 'daily-form', date);
    expect(saved?.isPermanent).toBe('No');
    expect(saved?.answers.map((a) => a.answer)).toEqual(
      expect.arrayContaining(['Yes', 'Five gallons of diesel at the fuel island, absorbed.', '0.25']),
    );
    expect(saved?.flags).toHaveLength(1);

    const again = await openFillIn(page, fillInUrl(made, 'daily-form', date));
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(page.getByText(/Submitted by .* on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(
      choiceQuestion(again, SPILL).getByRole('button', { name: 'Yes', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByLabel(SPILL_DETAIL)).toHaveValue(
      'Five gallons of diesel at the fuel island, absorbed.',
    );
    await expect(again.getByLabel('Rain Amount')).toHaveValue('0.25');
    await expect(page.getByRole('switch', { name: inspectionMessages.permanentLabel })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Sign again' })).toBeVisible();
    await snap(page, 'fill-in-daily-saved');
  });
});

test.describe('inspection fill-in: point sources, conflicts and drafts', () => {
  test('a stormwater form is filled in for one outfall, and is not sent unsigned', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['monthly-sw'], {
      pointSources: { 'monthly-sw': ['Outfall 1'] },
    });
    const outfall = made.forms['monthly-sw']?.PointSources[0]?.PsId ?? 0;
    const date = today();
    const url = fillInUrl(made, 'monthly-sw', date, { pointSource: outfall });
    await signIn(page, 'gv.admin');
    const questions = await openFillIn(page, url);

    await expect(
      page.getByRole('heading', { name: 'Monthly Stormwater (Outfall 1)', level: 2 }),
    ).toBeVisible();
    const month = new Date(`${date}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    await expect(page.getByTestId('fill-in-title-line')).toContainText(
      `Water Permit · Ready Mix · Plant ${made.plant.plantId} · ${month} ${date.slice(0, 4)}`,
    );
    await expect(page.getByTestId('declaration')).toHaveText(inspectionMessages.declaration);

    await questions.getByLabel('Inspector name and title').fill('Dana Whitfield, Plant Manager');
    await questions.getByRole('textbox', { name: 'Time of inspection' }).fill('09:30');
    await page.getByRole('combobox', { name: 'Weather at the time of inspection' }).click();
    await page.getByRole('option', { name: 'Rain', exact: true }).click();
    const discoloured = choiceQuestion(questions, 'Is the discharge discoloured');
    await discoloured.getByRole('button', { name: 'Yes', exact: true }).click();
    await questions
      .getByLabel('Describe what was found and the corrective action taken')
      .fill('Gray water at the outfall; wash-out pit wall patched.');

    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/submitinspection')) sent += 1;
    });
    // The name to sign starts as the user's: emptied, there is no signature and nothing is sent.
    const signOff = page.getByRole('region', { name: 'Sign-off' });
    await signOff.getByRole('textbox', { name: 'Name to sign' }).fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(signOff).toContainText(inspectionMessages.declarationSignature);
    expect(sent).toBe(0);
    await snap(page, 'fill-in-stormwater');

    // A typed name is the signature: Submit saves it without 'Save signature'.
    await signOff.getByRole('textbox', { name: 'Name to sign' }).fill('Dana Whitfield');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    expect(sent).toBe(1);
    const saved = await answerDetailsByApi(request, made, 'monthly-sw', date, outfall);
    expect(saved?.pointSource).toEqual({ PsId: outfall, PsName: 'Outfall 1' });
    expect(saved?.signature).toMatchObject({ mode: 'typed', typedName: 'Dana Whitfield' });
    expect(saved?.answers.map((a) => a.answer)).toEqual(
      expect.arrayContaining(['09:30 AM', 'Rain', 'Dana Whitfield, Plant Manager']),
    );

    const again = await openFillIn(page, url);
    await expect(again.getByRole('textbox', { name: 'Time of inspection' })).toHaveValue('09:30');
    await expect(page.getByRole('combobox', { name: 'Weather at the time of inspection' })).toHaveValue(
      'Rain',
    );
    await expect(again.getByLabel('Describe what was found and the corrective action taken')).toHaveValue(
      'Gray water at the outfall; wash-out pit wall patched.',
    );
  });

  test('an update after someone else saved is refused with the answers kept, and goes through after a reload', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const date = today();
    const blank = await fillInFormByApi(request, made, 'daily-form', date);
    const rain = questionIdOf(blank.questions, 'Rain Amount');
    const body = (answer: string) => ({
      plantId: made.plant.id,
      formId: made.forms['daily-form']?.FormId ?? '',
      inspectionDate: formatMdyDate(date),
      answers: [{ questionId: rain, answer }],
      pointSource: null,
    });
    await submitByApi(request, made.auth, body('0.1'));

    await signIn(page, 'gv.admin');
    const questions = await openFillIn(page, fillInUrl(made, 'daily-form', date));
    await questions.getByLabel('Rain Amount').fill('0.5');

    // Meanwhile the inspection is saved again from elsewhere.
    const loaded = await answerDetailsByApi(request, made, 'daily-form', date);
    const other = await request.post(`/api/updateinspection/${loaded?.inspectionId}`, {
      headers: made.auth,
      data: {
        ...body('0.3'),
        version: loaded?.version,
        signatureUrls: [await uploadSignature(request, made.auth)],
        signature: { mode: 'drawn' },
      },
    });
    expect(other.status(), await other.text()).toBe(200);

    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('submit-problem')).toContainText(inspectionMessages.staleVersion);
    await expect(page).toHaveURL(/#\/inspections\/common\//);
    await expect(questions.getByLabel('Rain Amount')).toHaveValue('0.5');
    await snap(page, 'fill-in-conflict');

    // Reloading shows the other save; the answers typed here are offered again.
    await page.getByRole('button', { name: 'Reload' }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved answers' });
    await expect(prompt).toContainText('You have answers for this form that were not saved');
    const saved = await restoreDraftAndUpdate(page, request, { made, date, questions, rain: '0.5' });
    expect(saved?.answers).toEqual([{ questionId: rain, moduleIndex: 0, answer: '0.5' }]);
    expect(saved?.version).toBe(3);
  });

  test('answers of a failed save are kept as a draft, the list comes back after 14 s, and the draft is restored', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const date = today();
    const url = fillInUrl(made, 'daily-form', date);
    await page.clock.install();
    await signIn(page, 'gv.admin');
    const questions = await openFillIn(page, url);
    await choiceQuestion(questions, 'Is the plant operating today?')
      .getByRole('button', { name: 'Yes' })
      .click();
    await questions.getByLabel('Rain Amount').fill('1.5');
    await signTyped(page);

    await page.route('**/api/submitinspection', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'invalid', message: 'Internal Server Error' }),
      }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('submit-problem')).toContainText(inspectionMessages.submitFailed);
    await expect(page).toHaveURL(/#\/inspections\/common\//);
    await page.clock.fastForward(inspectionTimings.failureRedirect);
    await expectBackOnList(page, '/inspections', made, formatMdyDate(date));
    await page.unroute('**/api/submitinspection');
    expect(await answerDetailsByApi(request, made, 'daily-form', date)).toBeNull();

    const again = await openFillIn(page, url);
    const prompt = page.getByRole('dialog', { name: 'Unsaved answers' });
    await expect(prompt).toContainText('You have answers for this form that were not saved');
    await snap(page, 'fill-in-draft-offer');
    await prompt.getByRole('button', { name: inspectionMessages.restoreDraft }).click();
    await expect(again.getByLabel('Rain Amount')).toHaveValue('1.5');
    await expect(
      choiceQuestion(again, 'Is the plant operating today?').getByRole('button', { name: 'Yes' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Sign again' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('envirotrack.draft'))),
    ).toEqual([]);
    const saved = await answerDetailsByApi(request, made, 'daily-form', date);
    expect(saved?.answers.map((a) => a.answer)).toEqual(expect.arrayContaining(['Yes', '1.5']));
  });
});
