import { expect, test } from '@playwright/test';
import { answerNeedsWork, flaggedFormMessages as m, flagMessages, today } from '@envirotrack/shared';
import { createPlantWithForms } from './support/inspections';
import { openMainMenuItem } from './support/keyboard';
import { solidPng } from './support/png';
import { REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

test.describe('flagged forms', () => {
  test('list, open by keyboard, see the image full screen, close the flag (comment asked first); the form then lists as complete', async ({
    page,
    request,
  }) => {
    // Five screens checked by axe, and a flag closed: more than the default 30 s on a loaded machine.
    test.slow();
    const made = await createPlantWithForms(request, ['daily-form']);
    const uploaded = await request.post(`/api/inspection-files/images?plantId=${made.plant.id}`, {
      headers: made.auth,
      multipart: { file: { name: 'spill.png', mimeType: 'image/png', buffer: solidPng([160, 90, 40], 64) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const image = ((await uploaded.json()) as { data: { name: string } }).data.name;
    let questionText = '';
    const id = await submitReport(
      request,
      made,
      'daily-form',
      REPORT_DATE,
      (questions) => {
        const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
        if (!flagged?.questionId || !flagged.followUpOn)
          throw new Error('the Daily Form has no flagged question');
        questionText = flagged.question;
        return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
      },
      { imageUrls: [image] },
    );

    await signIn(page, 'gv.regional');
    // The spec writes '&&' between the parameters; the list reads it and writes '&'.
    await page.goto('/#/flagged-forms?searchFor=incomplete&&formType=Daily&&pageNum=1');
    await expect(page.getByRole('heading', { name: m.titles.incomplete })).toBeVisible();
    const link = page.getByRole('link', { name: made.plant.plantId, exact: true });
    await expect(link).toBeVisible();
    await expect(page.getByPlaceholder(m.searchPlaceholder)).toBeVisible();
    await snap(page, 'flagged-forms-incomplete');

    // The row's way in is the link in its first cell.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/flagged-forms/incomplete/${id}$`));
    await expect(page.getByRole('heading', { name: m.detailTitles.incomplete })).toBeVisible();
    const questions = page.getByRole('list', { name: 'Questions and answers' });
    await expect(questions.getByText(m.pseudo.submittedBy, { exact: true })).toBeVisible();
    await expect(questions.getByText(m.pseudo.plantId, { exact: true })).toBeVisible();
    await expect(questions.getByText(made.plant.plantId, { exact: true })).toBeVisible();
    await snap(page, 'flagged-form-incomplete');

    await page.getByRole('button', { name: 'Open spill.png full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'spill.png' });
    await expect(viewer.getByRole('img', { name: 'spill.png' })).toBeVisible();
    const box = await viewer.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    await page.getByRole('button', { name: `Open flag: follow up ${questionText}` }).click();
    const popover = page.getByRole('dialog', { name: 'Comments:' });
    await expect(popover.getByLabel('Follow-up date')).toHaveValue(today());
    await popover.getByRole('textbox', { name: 'Comments' }).fill('   ');
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(popover.getByText(flagMessages.commentsRequired)).toBeVisible();
    await popover.getByRole('textbox', { name: 'Comments' }).fill('Spill kit used; soil removed.');
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(toast(page, flagMessages.closed)).toBeVisible();
    await expect(page.getByRole('heading', { name: m.detailTitles.complete })).toBeVisible();
    await expect(questions.getByText('Spill kit used; soil removed.')).toBeVisible();
    await expect(questions.getByText('Marcus Reyes')).toBeVisible();
    await snap(page, 'flagged-form-complete');
    await page.setViewportSize({ width: 768, height: 1000 });
    await snap(page, 'flagged-form-complete-768');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Back returns to the list it came from; the form is now among the complete ones.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: m.titles.incomplete })).toBeVisible();
    await expect(page.getByRole('link', { name: made.plant.plantId, exact: true })).toHaveCount(0);
    await page.getByText(m.stateLabels.complete, { exact: true }).click();
    await expect(page.getByRole('heading', { name: m.titles.complete })).toBeVisible();
    await expect(page).toHaveURL(/searchFor=complete/);
    await expect(page.getByRole('link', { name: made.plant.plantId, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Date Completed/ })).toBeVisible();
    await snap(page, 'flagged-forms-complete');
  });

  test('marks an open form past the close-by days Overdue, and says when a type has none', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    // Reports > Flagged forms, by keyboard: the complete Daily forms by default.
    await openMainMenuItem(page, 'Reports', m.menu);
    await expect(page.getByRole('heading', { name: m.titles.complete })).toBeVisible();
    await expect(page).toHaveURL(/searchFor=complete&formType=Daily&pageNum=1/);
    await page.getByText(m.stateLabels.incomplete, { exact: true }).click();
    await expect(page.getByRole('heading', { name: m.titles.incomplete })).toBeVisible();
    // Oldest first: the demo history's forms of months ago, still open, lead.
    await page.getByRole('button', { name: /Date Submitted/ }).click();
    const first = page.getByRole('row').nth(1);
    await expect(first.getByText(m.overdue)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 1000 });
    await snap(page, 'flagged-forms-overdue-768');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('combobox', { name: 'Form type' }).click();
    await page.getByRole('option', { name: 'Yearly' }).click();
    await expect(page.getByText(m.empty.incomplete)).toBeVisible();
    await expect(page).toHaveURL(/formType=Yearly/);
  });

  test('shows the legal certification and the signature on a stormwater monthly form', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['monthly-sw']);
    const id = await submitReport(request, made, 'monthly-sw', REPORT_DATE, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Monthly SW form has no flagged question');
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    });
    await signIn(page, 'gv.admin');
    await page.goto(`/#/flagged-forms/incomplete/${id}`);
    await expect(page.getByRole('heading', { name: m.detailTitles.incomplete })).toBeVisible();
    await expect(page.getByText(/certify under penalty of law/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature of Dana Whitfield' })).toBeVisible();
    await expect(page.getByText(m.noImage)).toBeVisible();
    await expect(page.getByRole('heading', { name: made.forms['monthly-sw']?.FormName ?? '' })).toContainText(
      '(',
    );
    await snap(page, 'flagged-form-monthly-sw');
  });

  test("marks an answer written 'Needs work- ...' with the needs-work icon", async ({ page, request }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const note = 'Needs work- the berm gate hinge';
    const id = await submitReport(request, made, 'daily-form', REPORT_DATE, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      const comments = questions.find((q) => q.questionType === 'Comments');
      if (!flagged?.questionId || !flagged.followUpOn || !comments?.questionId)
        throw new Error('the Daily Form has no flagged question or no comments');
      return [
        { questionId: flagged.questionId, answer: flagged.followUpOn },
        { questionId: comments.questionId, answer: note },
      ];
    });
    expect(answerNeedsWork(note)).toBe(true);
    await signIn(page, 'gv.admin');
    await page.goto(`/#/flagged-forms/incomplete/${id}`);
    const questions = page.getByRole('list', { name: 'Questions and answers' });
    const answered = questions.getByRole('listitem').filter({ hasText: note });
    await expect(answered.getByRole('img', { name: m.needsWork })).toBeVisible();
    // Only that answer: the flagged one reads its choice.
    await expect(questions.getByRole('img', { name: m.needsWork })).toHaveCount(1);
  });
});
