import { expect, test, type Page } from '@playwright/test';
import {
  flaggedFormMessages,
  followUpMessages,
  formatMdyDate,
  inspectionMessages,
  today,
  type ReportDetails,
} from '@envirotrack/shared';
import { signTyped } from './support/fill-in';
import { createPlantWithForms, formRow, openPlantForms, type PlantWithForms } from './support/inspections';
import { openReport, REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

const MONTHLY = 'Monthly Spill Logs';

/** A Daily Form report of REPORT_DATE at the plant with its flagged question answered; its id and question. */
async function flaggedReport(request: Parameters<typeof submitReport>[0], made: PlantWithForms) {
  let question = '';
  const id = await submitReport(request, made, 'daily-form', REPORT_DATE, (questions) => {
    const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
    if (!flagged?.questionId || !flagged.followUpOn)
      throw new Error('the Daily Form has no flagged question');
    question = flagged.question;
    return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
  });
  return { id, question };
}

const followUpDialog = (page: Page) => page.getByRole('dialog', { name: followUpMessages.modalTitle });
const chooser = (page: Page) => page.getByRole('region', { name: followUpMessages.chooserTitle });

/** Signs and submits the open fill-in, and waits to be back on the list. */
async function signAndSubmit(page: Page) {
  await signTyped(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
  await expect(page).toHaveURL(/#\/inspections\?/);
}

test.describe('corrective-action follow-up form', () => {
  test('Yes lists the plant’s open flags, all checked; the submitted form and the flagged report link to each other', async ({
    page,
    request,
  }) => {
    // Two screens snapped at two widths, a submission and two reports: more than the usual 30 s on a busy machine.
    test.slow();
    const made = await createPlantWithForms(request, ['daily-form', 'monthly-spill-logs']);
    const flagged = await flaggedReport(request, made);
    await signIn(page, 'gv.admin');
    const plantForms = await openPlantForms(page, '/inspections', made.plant.plantId);
    await formRow(plantForms, MONTHLY).getByRole('button', { name: 'Begin Form' }).click();

    const dialog = followUpDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(followUpMessages.question)).toBeVisible();
    await expect(dialog.getByText(followUpMessages.modalHint(1))).toBeVisible();
    await snap(page, 'follow-up-question');
    await page.setViewportSize({ width: 768, height: 1000 });
    await snap(page, 'follow-up-question-768');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Yes' }).click();

    // The same fill-in, reached through the spec's route with the follow-up intent in the address.
    const date = formatMdyDate(today());
    await expect(page).toHaveURL(
      new RegExp(
        `#/monthly-checklist-form/${encodeURIComponent(made.forms['monthly-spill-logs']?.ParentId ?? '')}/${made.plant.id}/[^/]+/${date}\\?.*followUp=1`,
      ),
    );
    await expect(page.getByRole('heading', { name: MONTHLY, level: 2 })).toBeVisible();
    const flags = chooser(page);
    const flag = flags.getByRole('checkbox', { name: /Daily Form/ });
    await expect(flag).toBeChecked();
    await expect(flags.getByText(`${flagged.question} — Answer:`, { exact: false })).toBeVisible();
    await expect(flags.getByText(`report of ${formatMdyDate(REPORT_DATE)}`)).toBeVisible();
    await snap(page, 'follow-up-chooser');
    await page.setViewportSize({ width: 768, height: 1000 });
    await snap(page, 'follow-up-chooser-768');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Unchecking the only flag says the form will not be linked; checking it again links it.
    await flag.click();
    await expect(flags.getByText(followUpMessages.chooserNone)).toBeVisible();
    await flag.click();
    await expect(flag).toBeChecked();
    await signAndSubmit(page);

    // The flagged report is followed up by the new form (the flag stays open: closing needs a remark).
    const report = await openReport(page, 'Daily', flagged.id, made.forms['daily-form']?.FormId ?? '');
    const links = report.getByRole('region', { name: 'Corrective action' });
    await expect(links.getByText(followUpMessages.followedUpBy)).toBeVisible();
    const followUpLink = links.getByRole('link', { name: `${MONTHLY}, ${date}` });
    await expect(followUpLink).toBeVisible();
    await snap(page, 'follow-up-flagged-report');
    await followUpLink.click();
    await expect(page).toHaveURL(/#\/reports\/monthly\/\d+\//);
    const followUp = page.getByRole('article');
    await expect(followUp.getByText(followUpMessages.followUpOf)).toBeVisible();
    await expect(
      followUp.getByRole('link', { name: `Daily Form, ${formatMdyDate(REPORT_DATE)}` }),
    ).toBeVisible();
    await expect(followUp.getByText('Flag open')).toBeVisible();
    await snap(page, 'follow-up-report');

    // The flagged form's detail (spec 3 §2.7) opens its first follow-up form.
    const followUpUrl = page.url();
    await page.goto(`/#/flagged-forms/incomplete/${flagged.id}`);
    const show = page.getByRole('link', { name: flaggedFormMessages.showFollowUp });
    await expect(show).toBeVisible();
    await show.click();
    await expect(page).toHaveURL(
      new RegExp(`#/reports/monthly/${/\/reports\/monthly\/(\d+)/.exec(followUpUrl)?.[1]}$`),
    );
    await expect(page.getByRole('article').getByText(followUpMessages.followUpOf)).toBeVisible();
  });

  test('asks only at a plant with open flags; by keyboard, Escape opens nothing and No opens the form without links', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form', 'monthly-spill-logs']);
    await signIn(page, 'gv.admin');
    // No open flag: the Monthly form opens at once, on its usual route.
    let plantForms = await openPlantForms(page, '/inspections', made.plant.plantId);
    await formRow(plantForms, MONTHLY).getByRole('button', { name: 'Begin Form' }).click();
    await expect(page).toHaveURL(/#\/inspections\/common\//);
    await expect(page.getByRole('heading', { name: MONTHLY, level: 2 })).toBeVisible();
    await expect(followUpDialog(page)).toHaveCount(0);

    const flagged = await flaggedReport(request, made);
    plantForms = await openPlantForms(page, '/inspections', made.plant.plantId);
    const begin = formRow(plantForms, MONTHLY).getByRole('button', { name: 'Begin Form' });
    await begin.focus();
    await page.keyboard.press('Enter');
    const dialog = followUpDialog(page);
    await expect(dialog).toBeVisible();
    // Focus is inside the question; Escape closes it and nothing opens: the plant's forms stay open under it.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(plantForms).toBeVisible();
    await expect(page).toHaveURL(/#\/inspections\?/);

    await begin.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const no = dialog.getByRole('button', { name: 'No' });
    for (let i = 0; i < 6 && !(await no.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(no).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/#\/monthly-checklist-form\//);
    expect(page.url()).not.toContain('followUp=1');
    await expect(page.getByRole('heading', { name: MONTHLY, level: 2 })).toBeVisible();
    await expect(chooser(page)).toHaveCount(0);
    await signAndSubmit(page);

    const answer = await request.get(`/api/reports/${flagged.id}`, { headers: made.auth });
    const report = ((await answer.json()) as { data: ReportDetails }).data;
    expect(report.associations).toEqual([]);
    const shown = await openReport(page, 'Daily', flagged.id, made.forms['daily-form']?.FormId ?? '');
    await expect(shown.getByText(followUpMessages.followedUpBy)).toHaveCount(0);
  });
});
