import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  formatMdyDate,
  inspectionDetails,
  inspectionMessages,
  SIGNATURE_CANVAS,
  today,
} from '@envirotrack/shared';
import { inspectionPaths } from '../src/lib/inspection-paths';
import { createPlantWithForms, type PlantWithForms } from './support/inspections';
import { solidPng } from './support/png';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

const date = formatMdyDate(today());

const fillInPath = (made: PlantWithForms) => {
  const form = made.forms['daily-form'];
  if (!form) throw new Error('the plant has no daily form');
  return inspectionPaths.fillIn({
    parentId: form.ParentId,
    formId: form.FormId,
    plantId: made.plant.id,
    pointSource: null,
    date,
    inspectionType: 'Inspections',
  });
};

async function openFillIn(page: Page, made: PlantWithForms) {
  await page.goto(`/#${fillInPath(made)}`);
  await expect(page.getByRole('region', { name: 'Sign-off' })).toBeVisible();
}

/** A new plant with the Daily Form, whose blank fill-in gv.admin opens. */
async function openNewDailyForm(page: Page, request: APIRequestContext): Promise<PlantWithForms> {
  const made = await createPlantWithForms(request, ['daily-form']);
  await signIn(page, 'gv.admin');
  await openFillIn(page, made);
  return made;
}

const signOff = (page: Page) => page.getByRole('region', { name: 'Sign-off' });
const attachmentsArea = (page: Page) => page.getByRole('region', { name: 'Attachments' });
const savedSignature = (scope: Locator) => scope.getByRole('img', { name: /^Saved signature/ });

/** The natural size of a loaded image: it proves the picture arrived, not just the element. */
const naturalSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));

async function attach(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await attachmentsArea(page).getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(files);
}

const wave = (i: number) => ({ x: 30 + i * 9, y: 90 - Math.sin(i / 3) * 35 });

/** Draws a wave across the pad with the mouse. */
async function drawWithMouse(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not shown');
  await page.mouse.move(box.x + wave(0).x, box.y + wave(0).y);
  await page.mouse.down();
  for (let i = 1; i <= 30; i += 1) await page.mouse.move(box.x + wave(i).x, box.y + wave(i).y, { steps: 2 });
  await page.mouse.up();
}

/** Draws the same wave as a finger would: pointer events of type touch (the pad listens to pointer events). */
async function drawWithFinger(pad: Locator) {
  const points = Array.from({ length: 31 }, (_, i) => wave(i));
  await pad.evaluate((canvas, wavePoints) => {
    const box = canvas.getBoundingClientRect();
    const fire = (type: string, i: number, buttons: number) =>
      canvas.dispatchEvent(
        new PointerEvent(type, {
          pointerType: 'touch',
          pointerId: 11,
          isPrimary: true,
          buttons,
          clientX: box.x + (wavePoints[i]?.x ?? 0),
          clientY: box.y + (wavePoints[i]?.y ?? 0),
          bubbles: true,
        }),
      );
    fire('pointerdown', 0, 1);
    for (let i = 1; i < wavePoints.length; i += 1) fire('pointermove', i, 1);
    fire('pointerup', wavePoints.length - 1, 0);
  }, points);
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng([38, 110, 190], 240) });

test.describe('inspection signature and attachments', () => {
  test('a typed signature is saved in the chosen font; a drawn one, by finger or mouse, needs ink', async ({
    page,
    request,
  }) => {
    await openNewDailyForm(page, request);
    const area = signOff(page);

    const name = area.getByRole('textbox', { name: 'Name to sign' });
    await expect(name).not.toHaveValue('');
    await name.fill('Dana Whitfield');
    await expect(name).toHaveValue('Dana Whitfield');
    const greatVibes = area.getByRole('radio', { name: 'Great Vibes' });
    await greatVibes.click();
    await expect(greatVibes).toHaveAttribute('aria-checked', 'true');
    // By its start, so a failure prints the name and font the preview did show.
    const preview = area.getByRole('img', { name: /^Signature preview:/ });
    await expect(preview).toHaveAccessibleName('Signature preview: Dana Whitfield in Great Vibes');
    await expect(preview).toBeVisible();
    await snap(page, 'signature-typed');

    await area.getByRole('button', { name: 'Save signature' }).click();
    const typed = savedSignature(area);
    await expect(typed).toBeVisible();
    expect(await naturalSize(typed)).toEqual(SIGNATURE_CANVAS);
    await expect(area.getByText('Typed by name: Dana Whitfield (Great Vibes)')).toBeVisible();
    await expect(area.getByRole('img', { name: /^Signature pad/ })).toHaveCount(0);
    await snap(page, 'signature-typed-saved');

    await area.getByRole('button', { name: 'Sign again' }).click();
    await area.getByText('Draw', { exact: true }).click();
    const pad = area.getByRole('img', { name: /^Signature pad/ });
    await expect(pad).toBeVisible();
    expect(await pad.boundingBox()).toMatchObject(SIGNATURE_CANVAS);
    await area.getByRole('button', { name: 'Save signature' }).click();
    await expect(area.getByRole('alert')).toHaveText(inspectionMessages.addSignature);
    await snap(page, 'signature-empty-pad');

    await drawWithFinger(pad);
    await expect(area.getByRole('alert')).toHaveCount(0);
    await area.getByRole('button', { name: 'Save signature' }).click();
    await expect(savedSignature(area)).toBeVisible();
    await expect(area.getByText('Drawn by hand')).toBeVisible();
    expect(await naturalSize(savedSignature(area))).toEqual(SIGNATURE_CANVAS);

    await area.getByRole('button', { name: 'Sign again' }).click();
    await area.getByRole('button', { name: 'Save signature' }).click();
    await expect(area.getByRole('alert')).toHaveText(inspectionMessages.addSignature);
    await drawWithMouse(page, pad);
    await snap(page, 'signature-drawn');
    await area.getByRole('button', { name: 'Save signature' }).click();
    await expect(savedSignature(area)).toBeVisible();
    await expect(area.getByText('Drawn by hand')).toBeVisible();
  });

  test('attachments show as thumbnails; refused files are counted in one message', async ({
    page,
    request,
  }) => {
    await openNewDailyForm(page, request);
    const area = attachmentsArea(page);

    await attach(page, [png('yard.png')]);
    const thumbnail = area.getByRole('button', { name: 'Open yard.png' });
    const image = thumbnail.getByRole('img', { name: 'yard.png' });
    await expect(image).toBeVisible();
    expect(await naturalSize(image)).toEqual({ width: 240, height: 240 });
    expect(await thumbnail.boundingBox()).toMatchObject({ width: 100, height: 100 });

    await attach(page, [
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is only text') },
    ]);
    await expect(toast(page, inspectionMessages.attachmentTypes(2))).toBeVisible();
    await expect(area.getByRole('button', { name: /^Open / })).toHaveCount(1);

    await attach(page, [{ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    const report = area.getByRole('button', { name: 'Open report.pdf' });
    await expect(report.getByRole('img', { name: 'PDF file' })).toBeVisible();
    await expect(report).toContainText('report.pdf');
    await snap(page, 'attachments');

    const download = page.waitForEvent('download');
    await report.click();
    expect((await download).suggestedFilename()).toBe('report.pdf');

    await thumbnail.click();
    const preview = page.getByRole('dialog', { name: 'yard.png' });
    await expect(preview.getByRole('img', { name: 'yard.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    await area.getByRole('button', { name: 'Remove yard.png' }).click();
    await expect(area.getByRole('button', { name: /^Open / })).toHaveCount(1);
  });

  test('a submitted inspection shows its signature and attachments when opened again', async ({
    page,
    request,
  }) => {
    const made = await openNewDailyForm(page, request);

    // The first file chosen finishes uploading last; the list keeps the order they were chosen in.
    await page.route('**/api/inspection-files/images*', async (route) => {
      if (route.request().postDataBuffer()?.includes('stockpile.png'))
        await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await attach(page, [
      png('stockpile.png'),
      { name: 'permit.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await expect(attachmentsArea(page).getByRole('button', { name: /^Open / })).toHaveCount(2);
    const area = signOff(page);
    await area.getByRole('textbox', { name: 'Name to sign' }).fill('Dana Whitfield');
    await area.getByRole('radio', { name: 'Allura' }).click();
    await area.getByRole('button', { name: 'Save signature' }).click();
    await expect(savedSignature(area)).toBeVisible();

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
    await expect(page).toHaveURL(/#\/inspections/);

    const form = made.forms['daily-form'];
    const saved = await request.get(
      `/api/getanswerdetails/${encodeURIComponent(form?.FormId ?? '')}/${made.plant.id}/null/${date}`,
      { headers: made.auth },
    );
    const details = inspectionDetails.parse(((await saved.json()) as { data: unknown }).data);
    expect(details.attachments.map((file) => file.fileName)).toEqual(['stockpile.png', 'permit.pdf']);
    expect(details.signature).toMatchObject({ mode: 'typed', typedName: 'Dana Whitfield', font: 'Allura' });

    await openFillIn(page, made);
    await expect(savedSignature(area)).toBeVisible();
    expect(await naturalSize(savedSignature(area))).toEqual(SIGNATURE_CANVAS);
    await expect(area.getByText('Typed by name: Dana Whitfield (Allura)')).toBeVisible();
    const reopened = attachmentsArea(page);
    await expect(reopened.getByRole('img', { name: 'stockpile.png' })).toBeVisible();
    await expect(reopened.getByRole('button', { name: 'Open permit.pdf' })).toBeVisible();
    await snap(page, 'inspection-reopened');
  });

  test('a restored draft leaves out the uploads removed since, and says to attach them again', async ({
    page,
    request,
  }) => {
    await openNewDailyForm(page, request);
    await attach(page, [png('kept.png'), png('gone.png')]);
    await expect(attachmentsArea(page).getByRole('img', { name: 'gone.png' })).toBeVisible();
    const area = signOff(page);
    await area.getByRole('textbox', { name: 'Name to sign' }).fill('Dana Whitfield');
    await area.getByRole('button', { name: 'Save signature' }).click();
    await expect(savedSignature(area)).toBeVisible();

    // The draft is a day old: the clean-up has removed one of its uploads from the server.
    const gone = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('envirotrack.draft')) ?? '';
      const draft = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        attachments: { name: string; url: string; fileName: string }[];
      };
      const file = draft.attachments.find((a) => a.fileName === 'gone.png');
      return file?.url ?? '';
    });
    expect(gone).not.toBe('');
    await page.route(`**${gone}`, (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.fallback(),
    );

    await page.reload();
    const prompt = page.getByRole('dialog', { name: 'Unsaved answers' });
    await prompt.getByRole('button', { name: inspectionMessages.restoreDraft }).click();
    await expect(toast(page, inspectionMessages.draftUploadsGone(['gone.png'], false))).toBeVisible();
    await expect(attachmentsArea(page).getByRole('img', { name: 'kept.png' })).toBeVisible();
    await expect(attachmentsArea(page).getByRole('img', { name: 'gone.png' })).toHaveCount(0);
    await expect(savedSignature(area)).toBeVisible();
    await snap(page, 'fill-in-draft-uploads-gone');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
  });
});
