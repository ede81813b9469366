import { expect, test } from '@playwright/test';
import {
  addDays,
  formatDisplayDate,
  formatMdyDate,
  inspectionMessages,
  mondayOf,
  today,
} from '@envirotrack/shared';
import {
  answerDetailsByApi,
  fillInFormByApi,
  fillInUrl,
  expectBackOnList,
  openFillIn,
  questionIdOf,
  signTyped,
} from './support/fill-in';
import { createPlantWithForms, submitByApi } from './support/inspections';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

const WALK_AROUND = 'Plant walk-around: no leaks, spills or unusual noise';
const DUST = 'Dust collectors running with no visible emissions';
const EXTINGUISHERS = 'Fire extinguishers: in place, charged, not blocked';

test.describe('inspection fill-in layouts', () => {
  test('a daily-weekly sheet opens only the weekday of its date, and a repair comment marks that day', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-weekly-check-all']);
    // Last week's Wednesday and Thursday: days that have passed, in one ISO week.
    const wednesday = addDays(mondayOf(today()), -5);
    const thursday = addDays(wednesday, 1);
    const url = (date: string) => fillInUrl(made, 'daily-weekly-check-all', date, { type: 'HouseKeeping' });
    await signIn(page, 'gv.admin');
    await openFillIn(page, url(wednesday));

    await expect(page.getByTestId('fill-in-title-line')).toHaveText(
      `Others Permit · Ready Mix · Plant ${made.plant.plantId} · Week of ${formatDisplayDate(mondayOf(wednesday))}`,
    );
    const day = (item: string, label: string) => page.getByRole('checkbox', { name: `${item}: ${label}` });
    await expect(day(WALK_AROUND, 'Wed')).toBeEnabled();
    for (const closed of ['Mon', 'Tue', 'Thu', 'Fri', 'Sat'])
      await expect(day(WALK_AROUND, closed)).toBeDisabled();

    await day(WALK_AROUND, 'Wed').check();
    await expect(day(DUST, 'Wed')).not.toBeChecked();
    await page
      .getByRole('textbox', { name: `${DUST}: Repair comment (Wed)` })
      .fill('Replaced two torn bags.');
    await expect(day(DUST, 'Wed')).toBeChecked();
    await page.getByLabel(`${DUST}: Repair completed date (Wed)`).fill(wednesday);
    await day(EXTINGUISHERS, 'Weekly').check();
    await snap(page, 'fill-in-daily-weekly');

    await signTyped(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    await expectBackOnList(page, '/housekeeping', made, formatMdyDate(wednesday));
    const saved = await answerDetailsByApi(request, made, 'daily-weekly-check-all', wednesday);
    expect(saved?.answers.map((a) => a.answer)).toEqual(
      expect.arrayContaining(['||Wed|||', '||Replaced two torn bags.|||', `||${wednesday}|||`, 'Weekly']),
    );

    // Thursday of the same week: the same sheet; Wednesday's marks stay, closed; only Thursday is open.
    await openFillIn(page, url(thursday));
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(day(WALK_AROUND, 'Wed')).toBeChecked();
    await expect(day(WALK_AROUND, 'Wed')).toBeDisabled();
    await expect(day(WALK_AROUND, 'Thu')).toBeEnabled();
    await expect(page.getByRole('rowgroup', { name: DUST })).toContainText('Replaced two torn bags.');
    await expect(page.getByRole('rowgroup', { name: DUST })).toContainText(formatDisplayDate(wednesday));
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'fill-in-daily-weekly-phone');
  });

  test('a yearly check is answered in its 6 Month, 12 Month and Annual columns', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['yearly-check']);
    const date = today();
    await signIn(page, 'gv.admin');
    await openFillIn(page, fillInUrl(made, 'yearly-check', date, { type: 'HouseKeeping' }));
    await expect(page.getByRole('columnheader')).toHaveText(['Item', '6 Month', '12 Month', 'Annual']);

    const scales = 'Batch / belt scales calibrated by a certified scale company';
    const extinguishers = 'Fire extinguishers serviced by a licensed contractor';
    const slot = (item: string, label: string) => page.getByRole('checkbox', { name: `${item}: ${label}` });
    await slot(scales, '6 Month').check();
    await page
      .getByRole('textbox', { name: `${scales}: Repair comment (12 Month)` })
      .fill('Recalibrated after repair.');
    await expect(slot(scales, '12 Month')).toBeChecked();
    await expect(slot(extinguishers, '6 Month')).toHaveCount(0);
    await slot(extinguishers, 'Annual').check();
    await snap(page, 'fill-in-yearly');

    await signTyped(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    const saved = await answerDetailsByApi(request, made, 'yearly-check', date);
    expect(saved?.answers.map((a) => a.answer)).toEqual(
      expect.arrayContaining(['6 Month|12 Month', '|Recalibrated after repair.', 'Annual']),
    );
  });

  test('a housekeeping scorecard scores its blocks and total live and lists the items scored 3 or less', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['housekeeping-plant']);
    const date = today();
    // The scorecard of last month: all Excellent on the first item, so the prior score is 100%.
    const lastMonth = addDays(`${date.slice(0, 7)}-01`, -1);
    const blank = await fillInFormByApi(request, made, 'housekeeping-plant', lastMonth);
    await submitByApi(request, made.auth, {
      plantId: made.plant.id,
      formId: made.forms['housekeeping-plant']?.FormId ?? '',
      inspectionDate: formatMdyDate(lastMonth),
      answers: [
        { questionId: questionIdOf(blank.questions, 'Entrance and public road'), answer: 'Excellent' },
      ],
      pointSource: null,
    });

    await signIn(page, 'gv.admin');
    const questions = await openFillIn(
      page,
      fillInUrl(made, 'housekeeping-plant', date, { type: 'HouseKeeping' }),
    );
    await expect(page.getByRole('columnheader')).toContainText([
      'Item',
      'UNACCEPTABLE 1',
      'POOR 2',
      'FAIR 3',
      'GOOD 4',
      'EXCELLENT 5',
      'N/A',
      'Score',
      'STANDARD - Explained',
    ]);
    await expect(page.getByText(`${inspectionMessages.priorScoreLabel}:`)).toContainText(
      `${formatDisplayDate(lastMonth)} - 100%`,
    );

    const rate = (item: string, rating: string) => page.getByRole('radio', { name: `${item}: ${rating}` });
    await rate('Entrance and public road', 'Excellent').click();
    await rate('Yard surface and drainage', 'Fair').click();
    await rate('Fences, gates and signs', 'N/A').click();
    await rate('Parking and employee areas', 'Unacceptable').click();
    // Clicking the chosen rating again clears it; then Poor.
    await rate('Parking and employee areas', 'Unacceptable').click();
    await expect(rate('Parking and employee areas', 'Unacceptable')).not.toBeChecked();
    await rate('Parking and employee areas', 'Poor').click();

    const row = (item: string) => page.getByRole('row', { name: item });
    await expect(
      row('Entrance and public road').getByRole('cell', { name: 'Score', exact: true }),
    ).toHaveText('5');
    await expect(row('Fences, gates and signs').getByRole('cell', { name: 'Score', exact: true })).toHaveText(
      'N/A',
    );
    await expect(page.getByRole('cell', { name: 'Block Score value' }).first()).toHaveText('10');
    // 5 + 3 + 2 of 15 points: 67%.
    await expect(page.getByLabel('Total Score value')).toHaveText('67%');
    const notes = questions.getByLabel(inspectionMessages.lowScoreLabel);
    await expect(notes).toHaveValue('Yard surface and drainage\nParking and employee areas');
    await snap(page, 'fill-in-housekeeping');

    // The sign-off names the Plant Leadperson, one of the plant's people (spec 2 §3), above the signature.
    const signOff = page.getByRole('region', { name: 'Sign-off' });
    await signOff.getByRole('combobox', { name: 'Plant Leadperson' }).click();
    const lead = page.getByRole('option').first();
    const leadName = (await lead.innerText()).trim();
    await lead.click();
    await expect(signOff.getByRole('group', { name: 'Signature' })).toBeVisible();
    await snap(page, 'fill-in-housekeeping-lead-person');
    await signTyped(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    await expectBackOnList(page, '/housekeeping', made, formatMdyDate(date));
    const saved = await answerDetailsByApi(request, made, 'housekeeping-plant', date);
    expect(saved?.totalScore).toBe(67);
    expect(saved?.leadPerson?.name).toBe(leadName);

    await openFillIn(page, fillInUrl(made, 'housekeeping-plant', date, { type: 'HouseKeeping' }));
    await expect(rate('Yard surface and drainage', 'Fair')).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Plant Leadperson' })).toHaveValue(leadName);
    await expect(page.getByLabel('Total Score value')).toHaveText('67%');
    await expect(questions.getByLabel(inspectionMessages.lowScoreLabel)).toHaveValue(
      'Yard surface and drainage\nParking and employee areas',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'fill-in-housekeeping-phone');
  });

  test('a module form adds modules, deletes one after confirming, and renumbers the rest', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['maintenance-record']);
    const date = today();
    await signIn(page, 'gv.admin');
    const url = fillInUrl(made, 'maintenance-record', date);
    expect(url).toContain('/inspections/maintenance/');
    await openFillIn(page, url);

    const module = (n: number) => page.getByRole('region', { name: `No:${n}`, exact: true });
    await module(1).getByLabel('Equipment / unit').fill('Loader 4');
    await page.getByRole('button', { name: inspectionMessages.addMore }).click();
    await module(2).getByLabel('Equipment / unit').fill('Silo 2 bin vent');
    await page.getByRole('button', { name: inspectionMessages.addMore }).click();
    await module(3).getByLabel('Equipment / unit').fill('Central dust collector');
    await module(3).getByLabel('Work performed').fill('Replaced 12 filter bags.');
    await expect(module(1).getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await snap(page, 'fill-in-modules');

    await module(2).getByRole('button', { name: 'Delete No:2' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(inspectionMessages.deleteModuleConfirm(2));
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(module(3)).toHaveCount(0);
    await expect(module(2).getByLabel('Equipment / unit')).toHaveValue('Central dust collector');
    await expect(module(2).getByLabel('Work performed')).toHaveValue('Replaced 12 filter bags.');

    await signTyped(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    const saved = await answerDetailsByApi(request, made, 'maintenance-record', date);
    expect(
      saved?.answers
        .filter((a) => a.answer === 'Loader 4' || a.answer === 'Central dust collector')
        .map((a) => [a.moduleIndex, a.answer]),
    ).toEqual(
      expect.arrayContaining([
        [0, 'Loader 4'],
        [1, 'Central dust collector'],
      ]),
    );

    await openFillIn(page, url);
    await expect(module(1).getByLabel('Equipment / unit')).toHaveValue('Loader 4');
    await expect(module(2).getByLabel('Equipment / unit')).toHaveValue('Central dust collector');
    await expect(module(3)).toHaveCount(0);
  });
});
