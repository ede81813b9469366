import { expect, test, type Page } from '@playwright/test';
import { referenceMessages, userMessages } from '@envirotrack/shared';
import { apiLogin } from './support/plants';
import { snap } from './support/screenshots';
import { choose, signIn, signOut, storedToken, toast } from './support/session';
import { fillUserForm, openUser, pick } from './support/users';

const PASSWORD = 'Grant-Holder-2024!';
const TITLE = 'Quarry dust control plan';
const grant = (page: Page) => page.getByRole('checkbox', { name: userMessages.referenceDeleteLabel });
const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Reference Documents' }).getByRole('listitem').filter({ hasText: title });

/** Adds a link reference of the signed-in L2's organisation through the API. */
async function addLinkReference(page: Page, title: string) {
  const answer = await page.request.post('/api/References', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    multipart: { referenceTitle: title, referenceLink: 'https://www.epa.gov/air-emissions-inventories' },
  });
  expect(answer.ok()).toBe(true);
}

test.describe('the reference_delete grant', () => {
  test('L2 grants it to a new L4 user on the user form; that user deletes a reference with the confirmation', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'gv.admin');
    await addLinkReference(page, TITLE);
    await page.goto('/#/user/create');
    await expect(page.locator('form#CreateForm')).toBeVisible();
    // An L2 target holds the permission by level: no checkbox.
    await expect(page.getByRole('combobox', { name: 'Access Level' })).toHaveValue('L2');
    await expect(grant(page)).toHaveCount(0);
    await fillUserForm(page, {
      UserId: 'd.okafor',
      Password: PASSWORD,
      First: 'Dana',
      Last: 'Okafor',
      Email: 'dana.okafor@e2e.example.com',
      JobTitle: 'Plant Operator',
      JobDesc: 'Keeps the plant documents in order.',
    });
    await choose(page, 'Access Level', 'L4');
    await pick(page, 'Regions', 'Central Texas');
    await pick(page, 'Plants', 'Waco Ready Mix');
    await expect(grant(page)).not.toBeChecked();
    // By keyboard: focus the box and tick it with Space.
    await grant(page).focus();
    await page.keyboard.press('Space');
    await expect(grant(page)).toBeChecked();
    await expect(page.getByText(userMessages.referenceDeleteHint)).toBeVisible();
    await snap(page, 'user-create-reference-delete');
    await page.setViewportSize({ width: 768, height: 1024 });
    await snap(page, 'user-create-reference-delete-tablet');
    await page.setViewportSize({ width: 1280, height: 800 });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create User' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ Access_Level: 4, Reference_Delete: true });
    await expect(toast(page, userMessages.userCreated)).toBeVisible();
    await expect(page).toHaveURL(/#\/users$/);
    // The edit form shows the grant as stored.
    const id = await openUser(page, 'Okafor', 'd.okafor');
    await page.goto(`/#/user/update/${id}`);
    await expect(grant(page)).toBeChecked();
    await signOut(page);

    await signIn(page, 'd.okafor', PASSWORD);
    await page.goto('/#/references');
    const plan = card(page, TITLE);
    await expect(plan).toBeVisible();
    // Adding stays L1 and L2's; deleting is the grant's.
    await expect(page.getByRole('link', { name: 'Add File/URL' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `Select ${TITLE}` })).toBeVisible();
    const remove = plan.getByRole('button', { name: `Delete ${TITLE}` });
    await remove.focus();
    await snap(page, 'references-granted-l4');
    await page.setViewportSize({ width: 768, height: 1024 });
    await snap(page, 'references-granted-l4-tablet');
    await page.setViewportSize({ width: 1280, height: 800 });
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(confirm).toContainText(referenceMessages.confirmOne);
    await snap(page, 'references-granted-l4-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).press('Enter');
    await expect(toast(page, referenceMessages.deleted)).toBeVisible();
    await expect(card(page, TITLE)).toHaveCount(0);
  });

  test('L3 gets no checkbox on the user form; an ungranted L4 sees no delete controls', async ({
    page,
    request,
  }) => {
    await signIn(page, 'gv.admin');
    await addLinkReference(page, 'Haul road watering log');
    await signOut(page);
    await signIn(page, 'gv.regional');
    await page.goto('/#/user/create');
    await expect(page.getByRole('combobox', { name: 'Access Level' })).toHaveValue('L4');
    await expect(grant(page)).toHaveCount(0);
    await signOut(page);
    await signIn(page, 'gv.plant');
    await page.goto('/#/references');
    await expect(card(page, 'Haul road watering log')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    // The organisation's references as they were: the next spec starts from none.
    const { auth } = await apiLogin(request, 'gv.admin');
    const listed = await request.get('/api/References', { headers: auth });
    const { data } = (await listed.json()) as { data: { referenceId: number; referenceTitle: string }[] };
    const added = data.filter((r) => r.referenceTitle === 'Haul road watering log').map((r) => r.referenceId);
    const removed = await request.delete('/api/References', { headers: auth, data: { referenceIds: added } });
    expect(removed.ok()).toBe(true);
  });
});
