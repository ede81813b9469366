import { expect, type Page } from '@playwright/test';

export const password = process.env.E2E_PASSWORD ?? '';
if (!password)
  throw new Error('E2E_PASSWORD is not set: run the tests through apps/web/playwright.config.ts');

export const emailOf = (userId: string) => `${userId}@e2e.example.com`;

export async function fillLogin(page: Page, userId: string, secret: string): Promise<void> {
  await page.getByLabel('Username').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(secret);
}

export async function signIn(page: Page, userId: string, secret = password): Promise<void> {
  await page.goto('/#/');
  await fillLogin(page, userId, secret);
  // The shell loads the account settings (/api/me) right after sign-in; tests that then cut the network
  // or change the session must start from a settled page.
  const account = page.waitForResponse((r) => r.url().includes('/api/me') && r.ok());
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await account;
}

export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/#\/$/);
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /user menu/ }).click();
}

/** The session token the app keeps in localStorage (spec 1 §3 user-info key). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('userInfo');
    return raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  });
  if (!token) throw new Error('no session token in localStorage');
  return token;
}

export async function storedUserInfo(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('userInfo'));
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
