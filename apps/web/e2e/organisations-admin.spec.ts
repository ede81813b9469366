import { expect, test, type Page } from '@playwright/test';
import { messages, userMessages } from '@envirotrack/shared';
import { createOrganisationByApi, uniqueName, uploadLogoByApi } from './support/orgs';
import { solidPng } from './support/png';
import { snap } from './support/screenshots';
import { openUserMenu, signIn, toast } from './support/session';

async function chooseLogo(page: Page, png: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
}

const regionsOnDetails = (page: Page) => page.getByRole('definition').getByRole('listitem');

test.describe('organisations administration', () => {
  test('an L1 administrator creates an organisation with two regions and a logo, finds it and opens it', async ({
    page,
  }) => {
    const name = uniqueName('Harbor Point Concrete');
    await signIn(page, 'admin');
    await page.goto('/#/org');
    await expect(page.getByRole('heading', { name: 'Organisations' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Granite Valley Materials/ })).toBeVisible();
    await snap(page, 'org-list');

    await page.getByRole('link', { name: 'Add organisation' }).click();
    await expect(page).toHaveURL(/#\/org\/create$/);
    await page.getByLabel('Organisation name').fill(name);
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByRole('textbox', { name: 'Region 1' }).fill('Bayside');
    await page.getByRole('textbox', { name: 'Region 2' }).fill('Inland Empire');
    await chooseLogo(page, solidPng([31, 122, 77]));
    await expect(page.getByRole('img', { name: 'Organisation logo', exact: true })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await expect(page.getByText('Uploaded when you save.')).toBeVisible();
    await snap(page, 'org-create');

    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expect(toast(page, userMessages.organisationCreated)).toBeVisible();
    await expect(page).toHaveURL(/#\/org$/);

    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(page).toHaveURL(/[?&]search=Harbor/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2); // the heading row and the one match
    await expect(rows.nth(1)).toContainText(name);
    await expect(rows.nth(1).getByRole('img')).toHaveAttribute('src', /\/api\/files\/companyLogos\//);
    await snap(page, 'org-list-search');

    await rows.nth(1).click();
    await expect(page).toHaveURL(/#\/org\/details\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Organisation Information' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: name })).toBeVisible();
    await expect(regionsOnDetails(page)).toHaveText(['Bayside', 'Inland Empire']);
    await expect(page.getByRole('img', { name: `${name} logo` }).last()).toHaveAttribute(
      'src',
      /\/api\/files\/companyLogos\//,
    );
    await snap(page, 'org-details');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/org$/);
  });

  test('an L1 administrator renames and adds regions and sets the special settings, and the details show them', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = uniqueName('Cedar Creek Aggregates');
    const org = await createOrganisationByApi(page, {
      orgName: name,
      orgRegion: [{ regionName: 'East' }, { regionName: 'West' }],
    });
    await page.goto(`/#/org/details/${org.orgId}`);
    await page.getByRole('link', { name: 'Edit organisation' }).click();
    await expect(page).toHaveURL(new RegExp(`#/org/update/${org.orgId}$`));
    await expect(page.getByRole('heading', { name: 'Update Organisation' })).toBeVisible();
    await expect(page.getByLabel('Organisation name')).toHaveValue(name);

    await page.getByRole('textbox', { name: 'Region 1' }).fill('East Hills');
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByRole('textbox', { name: 'Region 3' }).fill('North Shore');
    await page.getByRole('switch', { name: 'Single Inspections link' }).check();
    await page.getByRole('switch', { name: 'Hide housekeeping' }).check();
    await page.getByLabel('Header text').fill('East Hills & West');
    // Daily forms due Monday to Friday and Sunday instead of the default Monday to Saturday.
    await page.getByRole('checkbox', { name: 'Sat', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Sun', exact: true }).check();
    await page.getByRole('switch', { name: 'Archived application link' }).check();
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('https://old.example.com/app');
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('ARCHIVED 07/01/2024');
    await page
      .getByRole('textbox', { name: 'Tooltip', exact: true })
      .fill('For editing old data until June 30, 2024.');
    await page.getByRole('combobox', { name: 'Regions allowed' }).click();
    await page.getByRole('option', { name: 'West' }).click();
    await page.keyboard.press('Escape');
    await snap(page, 'org-update');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, userMessages.organisationUpdated)).toBeVisible();
    await expect(page).toHaveURL(/#\/org$/);

    await page.goto(`/#/org/details/${org.orgId}`);
    await expect(regionsOnDetails(page)).toHaveText(['East Hills', 'North Shore', 'West']);
    const settings = page.getByRole('region', { name: 'Special settings' });
    await expect(settings.getByText('Single Inspections link')).toBeVisible();
    await expect(settings.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(settings.getByText('East Hills & West')).toBeVisible();
    await expect(settings.getByText('Mon, Tue, Wed, Thu, Fri, Sun', { exact: true })).toBeVisible();
    await expect(settings.getByRole('link', { name: 'ARCHIVED 07/01/2024' })).toHaveAttribute(
      'href',
      'https://old.example.com/app',
    );
    await expect(settings.getByText('For editing old data until June 30, 2024.')).toBeVisible();
    await expect(settings.getByText('L1 and L2 users, West')).toBeVisible();
    await snap(page, 'org-details-settings');
  });

  test('a logo must be deleted before another is uploaded, and the new one replaces it', async ({ page }) => {
    await signIn(page, 'admin');
    const org = await createOrganisationByApi(page, {
      orgName: uniqueName('Mesa Ready Mix'),
      orgRegion: [{ regionName: 'Desert' }],
    });
    const first = (await uploadLogoByApi(page, org.orgId, solidPng([200, 60, 40]))).orgLogoDetails[0];
    await page.goto(`/#/org/update/${org.orgId}`);
    const logo = page.getByRole('img', { name: 'Organisation logo', exact: true });
    await expect(logo).toHaveAttribute('src', first?.imageURL ?? 'no first logo');
    await expect(page.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);
    await snap(page, 'org-update-logo');

    await page.getByRole('button', { name: 'Delete logo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the logo?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(logo).toHaveCount(0);
    await chooseLogo(page, solidPng([40, 90, 200]));
    await expect(logo).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, userMessages.organisationUpdated)).toBeVisible();

    await page.goto(`/#/org/details/${org.orgId}`);
    const shown = page.getByRole('definition').getByRole('img', { name: /logo$/ });
    await expect(shown).toHaveAttribute('src', /\/api\/files\/companyLogos\//);
    expect(await shown.getAttribute('src')).not.toBe(first?.imageURL);
  });

  test('a region that still has users cannot be removed, the reason is shown and the region can be kept', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/#/org');
    await page.getByRole('textbox', { name: 'Search' }).fill('Granite Valley');
    // The search reaches the address after a pause; a row clicked before it would be navigated away from.
    await expect(page).toHaveURL(/[?&]search=Granite/);
    await page.getByRole('row', { name: /Granite Valley Materials/ }).click();
    await page.getByRole('link', { name: 'Edit organisation' }).click();

    await page.getByRole('button', { name: 'Remove region North Texas' }).click();
    await expect(page.getByText('Will be removed')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The message counts what keeps the region (live users and plants).
    const inUse = /Region North Texas still has \d+ (users?|plants?)/;
    await expect(toast(page, inUse)).toBeVisible();
    const regions = page.getByRole('region', { name: 'Regions' });
    await expect(regions.getByText(inUse)).toBeVisible();
    await expect(page).toHaveURL(/#\/org\/update\/\d+$/);
    await snap(page, 'org-update-region-in-use');

    await page.getByRole('button', { name: 'Keep region North Texas' }).click();
    await expect(page.getByText('Will be removed')).toHaveCount(0);
    await expect(regions.getByText(inUse)).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(regionsOnDetails(page)).toContainText(['North Texas']);
  });

  test('an empty organisation name shows the fill-all-fields toast and creates nothing', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/org/create');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(request.url());
    });
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expect(toast(page, messages.fillAllFields)).toBeVisible();
    await expect(page.getByText('Organisation name is required.')).toBeVisible();
    expect(writes).toEqual([]);
    await expect(page).toHaveURL(/#\/org\/create$/);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/#\/org$/);
  });

  test('the list sorts by name both ways, pages by 20 and keeps search, page and sort in the address', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const prefix = uniqueName('Paging');
    for (let n = 1; n <= 21; n++) {
      await createOrganisationByApi(page, { orgName: `${prefix} ${String(n).padStart(2, '0')}` });
    }
    await page.goto('/#/org');
    await page.getByRole('textbox', { name: 'Search' }).fill(prefix);
    const nameCells = page.getByRole('table').getByRole('link');
    await expect(nameCells).toHaveCount(20);
    await expect(nameCells.first()).toHaveText(`${prefix} 01`);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(nameCells).toHaveText([`${prefix} 21`]);

    await page.getByRole('button', { name: 'Organisation name' }).click();
    await expect(page).toHaveURL(/[?&]isAsc=false/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(nameCells.first()).toHaveText(`${prefix} 21`);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(prefix);
    await expect(nameCells.first()).toHaveText(`${prefix} 21`);
    await expect(nameCells).toHaveCount(20);
  });

  test('a user below L1 opening the organisations screen is sent home and has no Companies menu item', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/org');
    await expect(page).toHaveURL(/#\/home$/);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Companies' })).toHaveCount(0);
  });

  test('on a phone the organisation screens fit the width of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const screens: [string, string][] = [
      ['/#/org', 'Organisations'],
      ['/#/org/create', 'Add Organisation'],
    ];
    for (const [address, title] of screens) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      expect(await fits(), `${title} is wider than the phone`).toBe(true);
    }
    await snap(page, 'org-create-phone');
    await page.goto('/#/org');
    await snap(page, 'org-list-phone');
    await page.getByRole('textbox', { name: 'Search' }).fill('Granite Valley');
    // The search reaches the address after a pause; a row clicked before it would be navigated away from.
    await expect(page).toHaveURL(/[?&]search=Granite/);
    await page.getByRole('row', { name: /Granite Valley Materials/ }).click();
    await expect(page.getByRole('heading', { name: 'Organisation Information' })).toBeVisible();
    expect(await fits(), 'Organisation Information is wider than the phone').toBe(true);
    await snap(page, 'org-details-phone');
    await page.getByRole('link', { name: 'Edit organisation' }).click();
    await expect(page.getByLabel('Organisation name')).toHaveValue('Granite Valley Materials');
    expect(await fits(), 'Update Organisation is wider than the phone').toBe(true);
    await snap(page, 'org-update-phone');
  });
});
