import { expect, test, type Page } from '@playwright/test';
import { inspectionMessages, referenceMessages, reportDetailMessages } from '@envirotrack/shared';
import { solidPng } from './support/png';
import { snap } from './support/screenshots';
import { signIn, signOut, toast } from './support/session';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = solidPng([31, 122, 77], 64);
const cards = (page: Page) => page.getByRole('list', { name: 'Reference Documents' }).getByRole('listitem');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

async function openReferences(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'References' }).click();
  await page.getByRole('menuitem', { name: 'Reference Documents' }).click();
  await expect(page).toHaveURL(/#\/references\/?$/);
}

test.describe('reference documents', () => {
  test('L2 uploads a PDF with a banner and opens it, adds a link, and deletes with the confirmations', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'gv.admin');
    await openReferences(page);
    await expect(page.getByText(referenceMessages.none)).toBeVisible();
    await expect(card(page, 'EPA: SPCC Guidance for Regional Inspectors')).toBeVisible();
    // Built-ins show the product logo and cannot be selected or deleted.
    await expect(cards(page).getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add File/URL' })).toHaveCount(0);
    await snap(page, 'references-empty');

    await page.getByRole('link', { name: referenceMessages.uploadOne }).click();
    await expect(page).toHaveURL(/#\/references\/edit$/);
    const fileInput = page.getByTestId('reference-file-input');
    // One file only; a type outside the list is refused.
    await fileInput.setInputFiles([
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'b.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(toast(page, referenceMessages.multipleFiles)).toBeVisible();
    await fileInput.setInputFiles([{ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: PDF }]);
    await expect(toast(page, inspectionMessages.attachmentTypes(1))).toBeVisible();
    const bannerInput = page.locator('input[type="file"][accept=".jpg,.png,.jpeg"]');
    await bannerInput.setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(toast(page, referenceMessages.multipleBanners)).toBeVisible();
    await bannerInput.setInputFiles([{ name: 'banner.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByText('banner.png')).toBeVisible();
    await fileInput.setInputFiles([{ name: 'swppp.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await expect(page.getByText('swppp.pdf')).toBeVisible();
    await expect(page.getByText(`${(PDF.length / 1024).toFixed(2)} KB`)).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(referenceMessages.fileTitle)).toBeVisible();
    await snap(page, 'reference-edit-file');
    await page.getByLabel('Title', { exact: true }).fill('Stormwater pollution prevention plan');
    await page.getByRole('button', { name: 'Upload', exact: true }).press('Enter');
    await expect(toast(page, referenceMessages.uploaded)).toBeVisible();
    await expect(page).toHaveURL(/#\/references\/?$/);
    // Closed, so that the link's upload below shows the only one.
    await toast(page, referenceMessages.uploaded).getByRole('button').click();
    await expect(toast(page, referenceMessages.uploaded)).toHaveCount(0);

    const plan = card(page, 'Stormwater pollution prevention plan');
    await expect(plan.locator('img')).toBeVisible();
    await plan.getByRole('button', { name: /^Stormwater pollution prevention plan/ }).press('Enter');
    const viewer = page.getByRole('dialog', { name: reportDetailMessages.referenceDocument });
    await expect(viewer.locator('iframe[title="swppp.pdf"]')).toBeVisible();
    await snap(page, 'references-pdf-modal');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // A link: its title, no file; it opens in a new tab.
    await page.getByRole('link', { name: 'Add File/URL' }).click();
    const link = page.getByLabel('Link', { exact: true });
    await link.fill('not a link');
    await page.getByRole('button', { name: 'Use this link' }).click();
    await expect(page.getByText(referenceMessages.badLink)).toBeVisible();
    await link.fill('https://www.epa.gov/npdes/npdes-stormwater-program');
    await link.press('Enter');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(referenceMessages.linkTitle)).toBeVisible();
    await page.getByLabel('Reference title').fill('NPDES stormwater program');
    await snap(page, 'reference-edit-link');
    const sent = page.waitForRequest((r) => r.url().includes('/api/References') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    expect((await sent).postData() ?? '').not.toContain('referenceFileData');
    await expect(toast(page, referenceMessages.uploaded)).toBeVisible();
    const npdes = card(page, 'NPDES stormwater program').getByRole('link');
    await expect(npdes).toHaveAttribute('href', 'https://www.epa.gov/npdes/npdes-stormwater-program');
    await expect(npdes).toHaveAttribute('target', '_blank');
    await expect(page.getByText(referenceMessages.none)).toHaveCount(0);
    await snap(page, 'references');
    await page.setViewportSize({ width: 768, height: 1024 });
    await snap(page, 'references-tablet');
    await page.setViewportSize({ width: 1280, height: 800 });

    // One by its hover control: the single confirmation; No keeps it.
    await card(page, 'NPDES stormwater program').hover();
    await card(page, 'NPDES stormwater program')
      .getByRole('button', { name: 'Delete NPDES stormwater program' })
      .click();
    await expect(page.getByText(referenceMessages.confirmOne)).toBeVisible();
    await page.getByRole('button', { name: 'No' }).click();
    await expect(card(page, 'NPDES stormwater program')).toBeVisible();

    // Several selected: the plural confirmation, Yes deletes both.
    await page.getByRole('checkbox', { name: 'Select NPDES stormwater program' }).check();
    await page.getByRole('checkbox', { name: 'Select Stormwater pollution prevention plan' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await expect(page.getByText(referenceMessages.confirmMany)).toBeVisible();
    await snap(page, 'references-delete-confirm');
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, referenceMessages.deleted)).toBeVisible();
    await expect(card(page, 'NPDES stormwater program')).toHaveCount(0);
    await expect(card(page, 'Stormwater pollution prevention plan')).toHaveCount(0);
    await expect(page.getByText(referenceMessages.none)).toBeVisible();
  });

  test('L4 reads the references but may neither add nor delete', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/references/edit');
    await page.getByLabel('Link', { exact: true }).fill('https://www.epa.gov/ust');
    await page.getByRole('button', { name: 'Use this link' }).click();
    await page.getByLabel('Reference title').fill('Tank rules');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toast(page, referenceMessages.uploaded)).toBeVisible();
    await signOut(page);

    await signIn(page, 'gv.plant');
    await openReferences(page);
    await expect(card(page, 'Tank rules')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add File/URL' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await snap(page, 'references-l4');
    // The add page is not theirs: back home.
    await page.goto('/#/references/edit');
    await expect(page).toHaveURL(/#\/home$/);
  });
});
