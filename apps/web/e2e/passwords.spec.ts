import { expect, test } from '@playwright/test';
import { messages } from '@envirotrack/shared';
import { temporaryPasswordFor } from './support/outbox';
import { snap } from './support/screenshots';
import {
  countRequests,
  emailOf,
  fillLogin,
  openUserMenu,
  password,
  signIn,
  signOut,
  toast,
} from './support/session';

test.describe('passwords', () => {
  test('forgot password mails a temporary password that resets the password; the new one signs in', async ({
    page,
  }) => {
    const email = emailOf('e2e.forgot');
    const newPassword = 'Forgot-New-2024!';
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Forget password?' }).click();
    await expect(page.getByText(messages.forgotCaption)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, messages.enterEmail)).toBeVisible();
    await snap(page, 'forgot-password');

    await page.getByLabel('Email Id').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const sent = page.getByRole('dialog');
    await expect(sent.getByText(messages.emailSent)).toBeVisible();
    await expect(toast(page, messages.enterEmail)).toHaveCount(0);
    await snap(page, 'forgot-password-sent');
    await sent.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#\/forgot-password\/e2e\.forgot%40e2e\.example\.com\/None$/);

    const temporary = await temporaryPasswordFor(email);
    await page.getByLabel('Temporary Password').fill(temporary);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await snap(page, 'reset-password');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, messages.passwordUpdatedReset)).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);

    await fillLogin(page, 'e2e.forgot', password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid username or password.')).toBeVisible();
    await signIn(page, 'e2e.forgot', newPassword);
  });

  test('an unknown e-mail gets the same answer as a known one, and Back clears the field', async ({
    page,
  }) => {
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Forget password?' }).click();
    await page.getByLabel('Email Id').fill('nobody@e2e.example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    const sent = page.getByRole('dialog');
    await expect(sent.getByText(messages.emailSent)).toBeVisible();
    await expect(page.getByText('No account is registered with this email.')).toHaveCount(0);
    await sent.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#\/forgot-password\/nobody%40e2e\.example\.com\/None$/);

    await page.goto('/#/');
    await page.getByRole('button', { name: 'Forget password?' }).click();
    await page.getByLabel('Email Id').fill('nobody@e2e.example.com');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Forget password?' }).click();
    await expect(page.getByLabel('Email Id')).toHaveValue('');
  });

  test('the reset page checks every field, the rule and the confirmation before calling the server', async ({
    page,
  }) => {
    const calls = countRequests(page, '/api/resetpassword');
    await page.goto('/#/forgot-password/someone%40e2e.example.com/None');
    await expect(page.getByText(messages.resetPasswordHint)).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, messages.fillAllFields)).toBeVisible();

    await page.getByLabel('Temporary Password').fill('Temp-1234!');
    await page.getByLabel('New Password').fill('Valid-Pass1*');
    await page.getByLabel('Confirm Password').fill('Valid-Pass1*');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(messages.invalidPasswordCreate)).toBeVisible();

    await page.getByLabel('New Password').fill('Valid-Pass1!');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(messages.passwordsDiffer)).toBeVisible();
    expect(calls()).toBe(0);

    await page.getByLabel('Confirm Password').fill('Valid-Pass1!');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, messages.resetFailed)).toBeVisible();
    expect(calls()).toBe(1);
  });

  test('changing the password keeps the user signed in, and afterwards only the new one works', async ({
    page,
  }) => {
    const newPassword = 'Changed-Pass-77*';
    await signIn(page, 'e2e.change');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { name: 'Update Your Password' })).toBeVisible();
    await expect(page.getByText(messages.passwordHint)).toBeVisible();
    await snap(page, 'update-password');

    await page.getByLabel('Old Password').fill(password);
    await page.getByLabel('New Password').fill('weakpassword');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(messages.invalidPasswordChange)).toBeVisible();

    await page.getByLabel('Old Password').fill(`${password}-wrong`);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'The old password is not correct.')).toBeVisible();

    await page.getByLabel('Old Password').fill(password);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, messages.passwordUpdated)).toBeVisible();
    await expect(page).toHaveURL(/#\/home$/);

    await signOut(page);
    await fillLogin(page, 'e2e.change', password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid username or password.')).toBeVisible();
    await signIn(page, 'e2e.change', newPassword);
  });
});
