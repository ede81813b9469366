import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  addDays,
  bulkPrintMessages,
  evidencePackMessages,
  formatMdyDate,
  paths,
  reportDetailMessages,
  today,
  type ReportDetails,
  type SetupQuestion,
} from '@envirotrack/shared';
import { createPlantWithForms, type PlantWithForms } from './support/inspections';
import { apiLogin } from './support/plants';
import { solidPng } from './support/png';
import { REPORT_DATE, submitReport } from './support/reports';
import { snap } from './support/screenshots';
import { signIn } from './support/session';

async function dataOf<T>(response: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const flagged = (questions: SetupQuestion[]) => {
  const q = questions.find((one) => one.isFlagged && one.followUpOn);
  if (!q?.questionId || !q.followUpOn) throw new Error('the Daily Form has no flagged question');
  return { questionId: q.questionId, answer: q.followUpOn, text: q.question };
};

/** A report whose flag the plant's L2 closed with a photo, and one the regional manager edited after signing. */
async function packRecords(request: APIRequestContext, made: PlantWithForms, first: string) {
  let question = { questionId: 0, answer: '', text: '' };
  const closedId = await submitReport(request, made, 'daily-form', first, (questions) => {
    question = flagged(questions);
    return [{ questionId: question.questionId, answer: question.answer }];
  });
  const photo = await request.post('/api/inspection-files/images', {
    headers: made.auth,
    multipart: {
      file: { name: 'fence-after.png', mimeType: 'image/png', buffer: solidPng([40, 120, 80], 48) },
    },
  });
  const evidence = (await dataOf<{ name: string }>(photo)).name;
  await dataOf(
    await request.post('/api/markflagged', {
      headers: made.auth,
      data: {
        inspectionId: closedId,
        questionId: question.questionId,
        comments: 'Fence re-staked by the yard crew.',
        date: formatMdyDate(today()),
        evidence,
      },
    }),
  );
  const editedDate = addDays(first, 1);
  const editedId = await submitReport(request, made, 'daily-form', editedDate, () => [
    { questionId: question.questionId, answer: 'Ok' },
  ]);
  const signed = await dataOf<ReportDetails>(
    await request.get(`/api/reports/${editedId}`, { headers: made.auth }),
  );
  const regional = await apiLogin(request, 'gv.regional');
  await dataOf(
    await request.post(`/api/updateinspection/${editedId}`, {
      headers: regional.auth,
      data: {
        plantId: made.plant.id,
        formId: made.forms['daily-form']?.FormId ?? 'daily-form',
        inspectionDate: formatMdyDate(editedDate),
        answers: [{ questionId: question.questionId, answer: question.answer }],
        signatureUrls: [signed.signature?.name ?? ''],
        signature: { mode: 'drawn' },
        isPermanent: 'Yes',
        version: signed.version,
      },
    }),
  );
  return { closedId, editedId, question: question.text };
}

test.describe('evidence pack', () => {
  test('generates a pack for a plant-month from the plant page, and its PDF holds cover, table, reports, flag log and appendix', async ({
    page,
    request,
  }) => {
    // Two reports, a closed flag and an edit are made through the API first; the pack itself takes seconds.
    test.setTimeout(120_000);
    const made = await createPlantWithForms(request, ['daily-form']);
    const monthStart = `${REPORT_DATE.slice(0, 7)}-01`;
    const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1);
    const to = monthEnd < today() ? monthEnd : today();
    const { closedId, editedId, question } = await packRecords(request, made, monthStart);

    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/${made.plant.id}/${encodeURIComponent(made.plant.plantId)}`);
    const open = page.getByRole('button', { name: evidencePackMessages.button });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: evidencePackMessages.title });
    await expect(dialog).toBeVisible();
    // The default range is the last 12 months, every permit type chosen.
    await expect(dialog.getByLabel(evidencePackMessages.to)).toHaveValue(today());
    await expect(dialog.getByRole('checkbox', { name: 'Water' })).toBeChecked();
    await dialog.getByLabel(evidencePackMessages.from).fill(monthStart);
    await dialog.getByLabel(evidencePackMessages.to).fill(to);
    // Keyboard: Air unchosen with the space bar.
    await dialog.getByRole('checkbox', { name: 'Air' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Air' })).not.toBeChecked();
    await snap(page, 'evidence-pack-dialog');

    await dialog.getByRole('button', { name: evidencePackMessages.generate }).click();
    await expect(dialog.getByTestId('pack-state')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await expect(dialog.getByText(evidencePackMessages.ready)).toBeVisible();
    await snap(page, 'evidence-pack-ready');
    await page.setViewportSize({ width: 768, height: 1024 });
    await snap(page, 'evidence-pack-ready-tablet');
    await page.setViewportSize({ width: 1280, height: 900 });

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: evidencePackMessages.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^evidence-pack-\d+-.+\.pdf$/);
    const bytes = await fs.readFile((await download.path()) ?? '');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const all = text.join('\n');
    // Cover.
    expect(text[0]).toContain(evidencePackMessages.coverTitle);
    expect(text[0]).toContain(made.plant.plantName);
    expect(text[0]).toContain(`${formatMdyDate(monthStart)} to ${formatMdyDate(to)}`);
    expect(text[0]).toContain('Water, Waste, Others');
    text.forEach((pageText, i) => expect(pageText).toContain(`Page ${i + 1} of ${totalPages}`));
    // Compliance table: the daily form's days of the month.
    const formName = made.forms['daily-form']?.FormName ?? '';
    expect(all).toMatch(new RegExp(`${formName} - Water, Daily \\(\\d+ Done, \\d+ Missing, \\d+ Not due\\)`));
    expect(all).toContain(`Daily: ${formatMdyDate(monthStart).replaceAll('-', '/')}: Done`);
    // A report, with the flag closed and the edited one's note.
    expect(all).toContain(question);
    expect(all).toContain('Fence re-staked by the yard crew.');
    expect(all).toContain(reportDetailMessages.flagClosed);
    expect(all).toContain(evidencePackMessages.flagLogTitle);
    expect(all).toContain(`${reportDetailMessages.flagEvidence}: fence-after.png`);
    expect(all).toContain(evidencePackMessages.editedTitle);
    expect(all).toContain('Answers changed after signing by Marcus Reyes');
    // The appendix: each report's hash and link.
    expect(all).toContain(evidencePackMessages.appendixTitle);
    const links = [...all.matchAll(/https?:\/\/\S+\/verify\/(\d+)\/([0-9a-f]{64})/g)];
    expect(links.map((l) => Number(l[1])).sort()).toEqual([closedId, editedId].sort());

    // Bulk print offers the same pack once a plant is chosen.
    await page.goto(`/#${paths.bulkPrint}`);
    await expect(page.getByRole('button', { name: evidencePackMessages.button })).toHaveCount(0);
    await page.getByRole('combobox', { name: bulkPrintMessages.plant }).fill(made.plant.plantId);
    await page.getByRole('option', { name: `${made.plant.plantId} - ${made.plant.plantName}` }).click();
    await page.getByRole('button', { name: evidencePackMessages.button }).click();
    const fromBulkPrint = page.getByRole('dialog', { name: evidencePackMessages.title });
    await expect(fromBulkPrint.getByRole('button', { name: evidencePackMessages.generate })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fromBulkPrint).toHaveCount(0);

    // The links open the verification page: the intact record, and the one changed since signing.
    for (const [, id, hash] of links) {
      await page.goto(`/verify/${id}/${hash}`);
      const verdict =
        Number(id) === closedId ? evidencePackMessages.verifyUnchanged : /changed after it was signed/;
      await expect(page.getByRole('heading', { name: evidencePackMessages.verifyTitle })).toBeVisible();
      await expect(page.getByText(verdict)).toBeVisible();
      await snap(page, Number(id) === closedId ? 'verify-unchanged' : 'verify-changed');
    }
  });
});
