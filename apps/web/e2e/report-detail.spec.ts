import { expect, test } from '@playwright/test';
import {
  formatMdyDate,
  inspectionMessages,
  reportDetailMessages,
  reportDetails,
  today,
} from '@envirotrack/shared';
import { createPlantWithForms, uploadSignature } from './support/inspections';
import { apiLogin } from './support/plants';
import { solidPng } from './support/png';
import { openReport, REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { signIn } from './support/session';

const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('report detail', () => {
  test('shows the default layout: title, metadata, answers, Unanswered, a flag and the signature', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const id = await submitReport(request, made, 'daily-form', REPORT_DATE, (questions) => {
      const flagged = questions.find((q) => q.isFlagged && q.followUpOn);
      if (!flagged?.questionId || !flagged.followUpOn)
        throw new Error('the Daily Form has no flagged question');
      return [{ questionId: flagged.questionId, answer: flagged.followUpOn }];
    });
    await signIn(page, 'gv.admin');
    const report = await openReport(page, 'Daily', id, made.forms['daily-form']?.FormId ?? '');

    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      `${made.forms['daily-form']?.FormName} - Daily: ${formatMdyDate(REPORT_DATE).replaceAll('-', '/')}`,
    );
    const meta = report.getByRole('definition');
    const field = (label: string) =>
      report
        .locator('dl > div')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
        .getByRole('definition');
    await expect(field('Plant ID')).toHaveText(made.plant.plantId);
    await expect(field('Facility Type')).toHaveText('Ready Mix');
    await expect(field('Permanent')).toHaveText('NA');
    await expect(field('Outfall')).toHaveText('NA');
    await expect(field('Submitted')).toHaveText(formatMdyDate(today()));
    await expect(field('Submitted By')).toHaveText('Dana Whitfield');
    await expect(meta).toHaveCount(11);
    await expect(report.getByText(reportDetailMessages.unanswered).first()).toBeVisible();
    await expect(report.getByText(reportDetailMessages.flagOpen)).toBeVisible();
    // The flagged answer's sub-questions show under it, numbered from it; no other answer's do.
    const flaggedQuestion = report
      .locator('[data-question]')
      .filter({ hasText: reportDetailMessages.flagOpen });
    await expect(flaggedQuestion.locator('[data-question]').first()).toContainText(/\d+\.1\./);
    await expect(report.locator('[data-question] [data-question]')).toHaveCount(
      await flaggedQuestion.locator('[data-question]').count(),
    );
    await expect(report.getByText(inspectionMessages.noAttachments)).toBeVisible();
    await expect(report.getByTestId('signature-integrity')).toHaveText(reportDetailMessages.signedUnchanged);
    await expect(report.getByRole('img', { name: 'Signature of Dana Whitfield' })).toBeVisible();
    await snap(page, 'report-default');
    await page.setViewportSize({ width: 768, height: 1000 });
    await snap(page, 'report-default-768');
  });

  test('shows attachments as thumbnails and opens a PDF in the reference viewer', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const upload = async (name: string, mimeType: string, buffer: Buffer) => {
      const response = await request.post(`/api/inspection-files/images?plantId=${made.plant.id}`, {
        headers: made.auth,
        multipart: { file: { name, mimeType, buffer } },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: { name: string } }).data.name;
    };
    const images = [
      await upload('yard.png', 'image/png', solidPng([90, 140, 60], 64)),
      await upload('permit.pdf', 'application/pdf', TINY_PDF),
    ];
    const id = await submitReport(request, made, 'daily-form', REPORT_DATE, () => [], { imageUrls: images });
    await signIn(page, 'gv.admin');
    const report = await openReport(page, 'daily', id, made.forms['daily-form']?.FormId ?? '');
    const files = report.getByRole('list', { name: 'Attached files' });
    await expect(files.getByRole('img', { name: 'yard.png' })).toBeVisible();
    const box = await files.getByRole('listitem').first().boundingBox();
    expect([box?.width, box?.height]).toEqual([100, 100]);
    await page.emulateMedia({ media: 'print' });
    const printed = await files.getByRole('listitem').first().boundingBox();
    expect([printed?.width, printed?.height]).toEqual([90, 75]);
    await page.emulateMedia({ media: 'screen' });
    await files.getByRole('button', { name: 'Open permit.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: reportDetailMessages.referenceDocument });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await snap(page, 'report-reference-document');
  });

  test('keeps every version: a second user edits, the signature says so, and versions can be shown and compared by keyboard', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form']);
    const formId = made.forms['daily-form']?.FormId ?? '';
    let rain = 0;
    const id = await submitReport(request, made, 'daily-form', REPORT_DATE, (questions) => {
      rain = questions.find((q) => q.question === 'Rain Amount')?.questionId ?? 0;
      return [{ questionId: rain, answer: '0.2 in' }];
    });
    const regional = await apiLogin(request, 'gv.regional');
    const before = reportDetails.parse(
      (
        (await (await request.get(`/api/reports/${id}`, { headers: regional.auth })).json()) as {
          data: unknown;
        }
      ).data,
    );
    const update = await request.post(`/api/updateinspection/${id}`, {
      headers: regional.auth,
      data: {
        plantId: made.plant.id,
        formId,
        inspectionDate: formatMdyDate(REPORT_DATE),
        answers: [{ questionId: rain, answer: '0.6 in' }],
        imageUrls: [],
        signatureUrls: [before.signature?.name ?? (await uploadSignature(request, regional.auth))],
        version: before.version,
      },
    });
    expect(update.status(), await update.text()).toBe(200);

    await signIn(page, 'gv.admin');
    const report = await openReport(page, 'daily', id, formId);
    await expect(report.getByTestId('signature-integrity')).toHaveText(
      reportDetailMessages.changedAfterSigning('Marcus Reyes', formatMdyDate(today())),
    );
    await expect(report.locator('[data-question="Rain Amount"]')).toContainText('0.6 in');
    const history = page.getByRole('region', { name: reportDetailMessages.historyTitle });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row', { name: /Marcus Reyes/ })).toContainText('Rain Amount');

    const showFirst = history.getByRole('button', { name: 'Show version 1' });
    await showFirst.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/version=1/);
    await expect(report.getByText(reportDetailMessages.viewingVersion(1, 2), { exact: false })).toBeVisible();
    await expect(report.locator('[data-question="Rain Amount"]')).toContainText('0.2 in');
    await expect(report.getByTestId('signature-integrity')).toHaveText(reportDetailMessages.signedUnchanged);
    await expect(showFirst).toHaveAttribute('aria-pressed', 'true');

    const compare = history.getByRole('button', { name: 'Compare' });
    await compare.focus();
    await page.keyboard.press('Enter');
    const changes = history.getByRole('region', { name: reportDetailMessages.compareTitle(1, 2) });
    await expect(changes.getByRole('row', { name: /Rain Amount/ })).toContainText('0.2 in');
    await expect(changes.getByRole('row', { name: /Rain Amount/ })).toContainText('0.6 in');
    await snap(page, 'report-history');
    await page.setViewportSize({ width: 768, height: 1000 });
    await snap(page, 'report-history-768');
  });
});
