import { expect, test } from '@playwright/test';
import { messages, userActionMessages, userMessages } from '@envirotrack/shared';
import { temporaryPasswordFor } from './support/outbox';
import { snap } from './support/screenshots';
import { choose, openUserMenu, signIn, toast } from './support/session';
import {
  confirmDialog,
  fillUserForm,
  isSorted,
  ownUniqueId,
  listedUserIds,
  listRow,
  openUser,
  optionsOf,
  pick,
  searchUsers,
  userActionNames,
  userField,
} from './support/users';

const GOOD_PASSWORD = 'Field-Crew-2024!';

test.describe('users', () => {
  test('an L2 user creates an L4 user, edits, sends a password, deactivates, reactivates and deletes them', async ({
    page,
  }) => {
    test.slow();
    const email = 'quinn.harlow@e2e.example.com';
    await signIn(page, 'gv.admin');
    await page.goto('/#/users');
    await snap(page, 'users-list');
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/#\/user\/create$/);
    const form = page.locator('form#CreateForm');
    await expect(form).toBeVisible();
    await expect(page.getByText(messages.passwordHint)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organisation' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, messages.genericFailure)).toBeVisible();
    await expect(page.getByLabel('User ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Middle Name')).not.toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'user-create-required');

    await fillUserForm(page, {
      UserId: 'q.harlow',
      Password: 'weakpass',
      First: 'Quinn',
      Middle: 'T',
      Last: 'Harlow',
      Email: email,
      JobTitle: 'Plant Operator',
      JobDesc: 'Runs the daily plant inspections.',
    });
    await choose(page, 'Access Level', 'L4');
    await pick(page, 'Regions', 'Central Texas');
    await pick(page, 'Plants', 'Waco Ready Mix');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, messages.invalidPasswordCreate)).toBeVisible();
    await expect(page).toHaveURL(/#\/user\/create$/);

    await page.getByLabel(/^Password/).fill(GOOD_PASSWORD);
    await snap(page, 'user-create');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, userMessages.userCreated)).toBeVisible();
    await expect(page).toHaveURL(/#\/users$/);

    await searchUsers(page, 'Harlow');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(listRow(page, 'q.harlow')).toContainText('L4');
    await listRow(page, 'q.harlow').click();
    await expect(page).toHaveURL(/#\/users\/\d+$/);
    await expect(userField(page, 'Full Name')).toHaveText(/Quinn T Harlow/);
    await expect(userField(page, 'Access Level')).toContainText('L4');
    await expect(userField(page, 'Organisation')).toContainText('Granite Valley Materials');
    await expect(userField(page, 'Regions')).toContainText('Central Texas');
    await expect(userField(page, 'Plants')).toContainText('Waco Ready Mix');
    await expect(userField(page, 'Date Created')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(userField(page, 'Status')).toContainText('Active');
    await expect.poll(() => userActionNames(page)).toEqual(['Send password', 'Deactivate', 'Edit', 'Delete']);
    await snap(page, 'user-details');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.locator('form[id="Update Form"]')).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Job Title').fill('Senior Plant Operator');
    await snap(page, 'user-update');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect(toast(page, userMessages.userUpdated)).toBeVisible();
    await expect(page).toHaveURL(/#\/users\/\d+$/);
    await expect(userField(page, 'Job Title')).toHaveText(/Senior Plant Operator/);

    await page.getByRole('button', { name: 'Send password' }).click();
    await snap(page, 'user-send-password-confirm');
    await confirmDialog(page, 'Send password', 'Yes', {
      text: userMessages.sendPasswordConfirm('Quinn T Harlow'),
      toastText: messages.temporaryPasswordSent,
    });
    expect(await temporaryPasswordFor(email)).not.toBe('');

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDialog(page, 'Deactivate user', 'Yes', { toastText: userMessages.statusUpdated });
    await expect(userField(page, 'Status')).toContainText('In-Active');
    // The activation below shows the same text; let this toast go first.
    await expect(toast(page, userMessages.statusUpdated)).toBeHidden();
    await page.goto('/#/users?search=Harlow');
    await expect(page.getByText(messages.noUsers)).toBeVisible();
    await page.getByText('In-Active', { exact: true }).click();
    await expect(page).toHaveURL(/status=2/);
    await expect(listRow(page, 'q.harlow')).toContainText('In-Active');

    await listRow(page, 'q.harlow').click();
    await page.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'Activate user', 'Yes', { toastText: userMessages.statusUpdated });
    await expect(userField(page, 'Status')).toHaveText(/^Status\s*Active$/);

    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, 'Delete user', 'Yes', {
      text: userActionMessages.deleteConfirm('Quinn T Harlow'),
      toastText: userMessages.userDeleted,
    });
    await expect(page).toHaveURL(/#\/users$/);
    await searchUsers(page, 'Harlow');
    await expect(page.getByText(messages.noUsers)).toBeVisible();
  });

  test('an L3 user sees only L3 and L4 users of its regions and creates only L4 users there', async ({
    page,
  }) => {
    await signIn(page, 'gv.regional');
    await page.goto('/#/users');
    const ids = await listedUserIds(page);
    expect(ids).toContain('gv.plant');
    expect(ids).not.toContain('gv.admin');
    expect(ids).not.toContain('j.carter');
    for (const level of await page.locator('tbody tr td:nth-child(5)').allInnerTexts()) {
      expect(['L3', 'L4']).toContain(level.trim());
    }

    await page.getByRole('link', { name: 'Add User' }).click();
    expect(await optionsOf(page, 'Access Level')).toEqual(['L4']);
    expect((await optionsOf(page, 'Regions')).sort()).toEqual(['Central Texas', 'North Texas']);
    await fillUserForm(page, {
      UserId: 'r.north',
      Password: GOOD_PASSWORD,
      First: 'Rowan',
      Last: 'Northcott',
      Email: 'rowan.northcott@e2e.example.com',
      JobTitle: 'Loader Operator',
      JobDesc: 'Yard and stockpile housekeeping.',
    });
    await pick(page, 'Regions', 'North Texas');
    expect(await optionsOf(page, 'Plants')).not.toContain('Waco Ready Mix');
    await pick(page, 'Plants', 'Denton Ready Mix');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, userMessages.userCreated)).toBeVisible();
    await expect(page).toHaveURL(/#\/users$/);

    await openUser(page, 'Northcott', 'r.north');
    await expect(userField(page, 'Plants')).toContainText('Denton Ready Mix');
    await openUser(page, 'Moreno', 'gv.plant');
    await expect.poll(() => userActionNames(page)).toEqual(['Deactivate', 'Edit']);
  });

  test('an L4 user has no Users menu, is sent home from the list, and sees their own profile', async ({
    page,
  }) => {
    await signIn(page, 'gv.plant');
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/#/users');
    await expect(page).toHaveURL(/#\/home$/);

    const own = await ownUniqueId(page);
    await page.goto(`/#/profile/${own + 1000}`);
    await expect(page).toHaveURL(new RegExp(`#/profile/${own}$`));
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    await expect(userField(page, 'User ID')).toContainText('gv.plant');
    await expect(userField(page, 'Full Name')).toContainText('Alicia Moreno');
    await expect(userField(page, 'Regions')).toContainText('North Texas');
    await expect(page.getByRole('toolbar', { name: 'User actions' })).toHaveCount(0);
    await snap(page, 'profile');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`#/user/update/${own}\\?from=profile$`));
    await expect(page.getByRole('combobox', { name: 'Access Level' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Access Level' })).toHaveValue('L4');
    await expect(page.getByText(userMessages.ownLevel)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await snap(page, 'profile-update');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`#/profile/${own}$`));
  });

  test('an L1 user creates an L2 user in the organisation chosen on the form', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/users');
    await expect(listRow(page, 'br.admin')).toBeVisible();
    await expect(listRow(page, 'gv.admin')).toBeVisible();
    await expect(page.getByText('In-Active', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page.getByRole('combobox', { name: 'Access Level' })).toHaveValue('L2');
    expect(await optionsOf(page, 'Access Level')).toEqual(['L1', 'L2']);
    await expect(page.getByLabel('Regions')).toHaveCount(0);
    await fillUserForm(page, {
      UserId: 'b.vance',
      Password: GOOD_PASSWORD,
      First: 'Blair',
      Last: 'Vance',
      Email: 'blair.vance@e2e.example.com',
      JobTitle: 'Operations Director',
      JobDesc: 'Runs the asphalt plants.',
    });
    await choose(page, 'Organisation', 'Blue Ridge Asphalt & Aggregates');
    await snap(page, 'user-create-l1');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, userMessages.userCreated)).toBeVisible();
    await expect(page).toHaveURL(/#\/users$/);

    await openUser(page, 'Vance', 'b.vance');
    await expect(userField(page, 'Organisation')).toContainText('Blue Ridge Asphalt & Aggregates');
    await expect(userField(page, 'Access Level')).toContainText('L2');
    await expect.poll(() => userActionNames(page)).toEqual(['Deactivate', 'Edit']);
  });

  test('a clicked heading sorts the list, and sort and search stay in the address after a reload', async ({
    page,
  }) => {
    await signIn(page, 'gv.admin');
    await page.goto('/#/users');
    await expect(listRow(page, 'gv.plant')).toBeVisible();
    const lastNames = async () =>
      (await page.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((name) => name.toLowerCase());
    const heading = page.getByRole('columnheader', { name: 'Last Name' });

    await heading.getByRole('button').click();
    await expect(page).toHaveURL(/sort=Last_Name/);
    await expect(heading).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => isSorted(await lastNames(), 'ascending')).toBe(true);
    await heading.getByRole('button').click();
    await expect(page).toHaveURL(/asc=false/);
    await expect.poll(async () => isSorted(await lastNames(), 'descending')).toBe(true);

    await searchUsers(page, 'Moreno');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('Moreno');
    await expect(heading).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(listRow(page, 'gv.plant')).toBeVisible();
  });

  test('answering No on a confirmation sends nothing and changes nothing', async ({ page }) => {
    await signIn(page, 'gv.admin');
    await openUser(page, 'Kim', 'e2e.keep');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() !== 'GET') writes.push(request.url());
    });

    await page.getByRole('button', { name: 'Send password' }).click();
    await confirmDialog(page, 'Send password', 'No');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDialog(page, 'Deactivate user', 'No');
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page, 'Delete user', 'No');

    await page.reload();
    await expect(userField(page, 'Status')).toHaveText(/^Status\s*Active$/);
    await expect.poll(() => userActionNames(page)).toEqual(['Send password', 'Deactivate', 'Edit', 'Delete']);
    expect(writes).toEqual([]);
  });

  test('on a phone the users screens fit the screen width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'gv.admin');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/#/users');
    await expect(listRow(page, 'gv.plant')).toBeVisible();
    expect(await fits()).toBe(true);
    await snap(page, 'users-list-phone');
    await openUser(page, 'Moreno', 'gv.plant');
    expect(await fits()).toBe(true);
    await snap(page, 'user-details-phone');
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.locator('form[id="Update Form"]')).toBeVisible();
    expect(await fits()).toBe(true);
    await snap(page, 'user-update-phone');
    await page.goto('/#/user/create');
    await expect(page.locator('form#CreateForm')).toBeVisible();
    expect(await fits()).toBe(true);
    await snap(page, 'user-create-phone');
    await page.goto(`/#/profile/${await ownUniqueId(page)}`);
    await expect(userField(page, 'User ID')).toContainText('gv.admin');
    expect(await fits()).toBe(true);
    await snap(page, 'profile-phone');
  });
});
