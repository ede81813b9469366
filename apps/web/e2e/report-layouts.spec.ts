import { expect, test } from '@playwright/test';
import { inspectionMessages, reportDetailMessages } from '@envirotrack/shared';
import { createPlantWithForms } from './support/inspections';
import { answerFirst, openReport, REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { signIn } from './support/session';

test.describe('report layouts', () => {
  test('lays out each form family with its own parts', async ({ page, request }) => {
    const readyMix = await createPlantWithForms(request, [
      'daily-plant-preventive',
      'qtr-visual',
      'weekly-dust-collector-fuel-area',
      'housekeeping-plant',
      'daily-weekly-check-all',
      'yearly-check',
      'maintenance-record',
      'stormwater-sample-report',
      'monthly-ust-rect',
    ]);
    const others = await createPlantWithForms(request, ['brewery-visible-opacity'], {
      facilityType: 'Others',
    });
    const weekday = 'Wed';
    const ids = {
      preventive: await submitReport(
        request,
        readyMix,
        'daily-plant-preventive',
        REPORT_DATE,
        answerFirst((q) => q.choices.includes('Needs Work'), 'Needs Work'),
      ),
      qtr: await submitReport(
        request,
        readyMix,
        'qtr-visual',
        REPORT_DATE,
        answerFirst((q) => q.questionType === 'Dropdown'),
      ),
      dust: await submitReport(request, readyMix, 'weekly-dust-collector-fuel-area', REPORT_DATE),
      housekeeping: await submitReport(
        request,
        readyMix,
        'housekeeping-plant',
        REPORT_DATE,
        answerFirst((q) => q.choices.includes('Poor'), 'Poor'),
      ),
      sheet: await submitReport(request, readyMix, 'daily-weekly-check-all', REPORT_DATE, (questions) => {
        const item = questions.find((q) => q.choices.includes(weekday));
        const slots = item?.choices.map((c) => (c === weekday ? c : '')) ?? [];
        return item?.questionId ? [{ questionId: item.questionId, answer: slots.join('|') }] : [];
      }),
      yearly: await submitReport(request, readyMix, 'yearly-check', REPORT_DATE),
      modules: await submitReport(request, readyMix, 'maintenance-record', REPORT_DATE, (questions) => {
        const first = questions.find((q) => q.questionType === 'Text' || q.questionType === 'Comments');
        return first?.questionId
          ? [
              { questionId: first.questionId, answer: 'Replaced the slurry pump seal', moduleIndex: 0 },
              { questionId: first.questionId, answer: 'Rebuilt the batch gate', moduleIndex: 1 },
            ]
          : [];
      }),
      sample: await submitReport(request, readyMix, 'stormwater-sample-report', REPORT_DATE, () => [], {
        pointSource: readyMix.forms['stormwater-sample-report']?.PointSources[0]?.PsId ?? null,
      }),
      rectifier: await submitReport(request, readyMix, 'monthly-ust-rect', REPORT_DATE),
      opacity: await submitReport(request, others, 'brewery-visible-opacity', REPORT_DATE),
    };
    const formId = (key: string) => (readyMix.forms[key] ?? others.forms[key])?.FormId ?? key;
    await signIn(page, 'gv.admin');

    let report = await openReport(page, 'daily', ids.preventive, formId('daily-plant-preventive'));
    for (const heading of ['Needs Work', 'Ok', 'Not Applicable'])
      await expect(report.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    const notes = report.getByRole('region', { name: reportDetailMessages.notesTitle });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await snap(page, 'report-plant-preventive');

    report = await openReport(page, 'quarterly', ids.qtr, formId('qtr-visual'));
    await expect(report).toHaveAttribute('data-family', 'qtrVisual');

    report = await openReport(page, 'weekly', ids.dust, formId('weekly-dust-collector-fuel-area'));
    await expect(report.getByTestId('family-note')).toHaveText(reportDetailMessages.dustRange);

    report = await openReport(page, 'monthly', ids.housekeeping, formId('housekeeping-plant'));
    for (const heading of [
      'UNACCEPTABLE 1',
      'POOR 2',
      'FAIR 3',
      'GOOD 4',
      'EXCELLENT 5',
      'N/A',
      'Score',
      'STANDARD - Explained',
    ])
      await expect(report.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    await expect(report.getByTestId('prior-scorecard')).toHaveText('NILL');
    await expect(report.getByTestId('grand-total')).toHaveText('40%');
    const low = report.getByRole('region', { name: inspectionMessages.lowScoreLabel });
    await expect(low.getByRole('listitem')).toHaveCount(1);
    await expect(report.getByTestId('lead-person')).toHaveText('Plant Leadperson: NA');
    await snap(page, 'report-housekeeping');

    report = await openReport(page, 'weekly', ids.sheet, formId('daily-weekly-check-all'));
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      await expect(report.getByRole('columnheader', { name: day, exact: true })).toBeVisible();
    await expect(report.getByLabel(`${weekday}: checked`)).toHaveCount(1);
    await expect(report.getByText('Plant Manager sign off')).toBeVisible();

    report = await openReport(page, 'yearly', ids.yearly, formId('yearly-check'));
    for (const column of ['6 Month', '12 Month', 'Annual'])
      await expect(report.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

    report = await openReport(page, 'yearly', ids.modules, formId('maintenance-record'));
    await expect(report.getByRole('row', { name: /^No:1/ })).toContainText('Replaced the slurry pump seal');
    await expect(report.getByRole('row', { name: /^No:2/ })).toContainText('Rebuilt the batch gate');
    await snap(page, 'report-modules');
    await page.setViewportSize({ width: 768, height: 1024 });
    await snap(page, 'report-modules-768');
    await page.setViewportSize({ width: 1280, height: 800 });

    report = await openReport(page, 'quarterly', ids.sample, formId('stormwater-sample-report'));
    await expect(report.getByText(reportDetailMessages.collectorSignature)).toBeVisible();
    await expect(report.getByTestId('declaration')).toHaveText(inspectionMessages.declaration);
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('(Outfall 1)');

    report = await openReport(page, 'monthly', ids.rectifier, formId('monthly-ust-rect'));
    await expect(report.getByTestId('family-note')).toHaveText(reportDetailMessages.rectifierInfo);

    report = await openReport(page, 'weekly', ids.opacity, formId('brewery-visible-opacity'));
    await expect(report.getByText(reportDetailMessages.powerhouseSupervisor, { exact: true })).toBeVisible();
    await expect(report.getByText(reportDetailMessages.ehsManager, { exact: true })).toBeVisible();
    await snap(page, 'report-brewery-opacity');

    // Printed: letter portrait, the screen's controls gone, the report's own heading shown.
    await openReport(page, 'monthly', ids.housekeeping, formId('housekeeping-plant'));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('article').locator('header')).toBeVisible();
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR ?? 'test-results'}/report-housekeeping-print.png`,
      fullPage: true,
    });
    await openReport(page, 'daily', ids.preventive, formId('daily-plant-preventive'));
    await expect(page.getByRole('region', { name: reportDetailMessages.historyTitle })).toBeHidden();
    // No page break inside a question (its answer stays with it) or a table row.
    const breakInside = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).breakInside);
    expect(await breakInside('[data-question]')).toBe('avoid');
    expect(await breakInside('article tbody tr')).toBe('avoid');
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR ?? 'test-results'}/report-preventive-print.png`,
      fullPage: true,
    });
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
