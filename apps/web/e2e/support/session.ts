import { expect, type Page } from '@playwright/test';
import { ALL_ORGANISATIONS, type SignedIn } from '@envirotrack/shared';

export const password = process.env.E2E_PASSWORD ?? '';
if (!password)
  throw new Error('E2E_PASSWORD is not set: run the tests through apps/web/playwright.config.ts');

export const emailOf = (userId: string) => `${userId}@e2e.example.com`;

/** From now on, counts the page's requests to a URL containing `part`: the returned function reads the count. */
export function countRequests(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

/**
 * Starts the app on the sign-in page: the prerendered screen is live HTML and the app's code runs at the
 * person's first interaction (build/boot-script.ts); here a click into the username field. Resolves once the
 * app has taken the screen over.
 */
export async function startSignInScreen(page: Page): Promise<void> {
  await page.getByLabel('Username').click();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByLabel('Username')).toBeFocused();
}

export async function fillLogin(page: Page, userId: string, secret: string): Promise<void> {
  await page.getByLabel('Username').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(secret);
}

/**
 * Signs in through the API and opens the home page, as the login form does after a successful sign-in
 * (login-form.tsx: the session in localStorage, L1 acting in All organisations). The form itself is driven by
 * login.spec; doing it here in every test cost about 2 s each on CI's two cores. A login in several
 * organisations must go through the form (it asks which one).
 */
export async function signIn(page: Page, userId: string, secret = password): Promise<void> {
  const answer = await page.request.post('/api/login', { data: { Email: userId, Password: secret } });
  expect(answer.ok(), `sign-in of ${userId}: ${answer.status()}`).toBe(true);
  const { data } = (await answer.json()) as { data: SignedIn | unknown[] };
  if (Array.isArray(data)) throw new Error(`${userId} is in several organisations: sign in through the form`);
  // A static page of the same origin, to write the app's storage before the app starts.
  await page.goto('/help.html');
  await page.evaluate(
    ({ signedIn: { token, user }, all }) => {
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ ...user, token, userId: user.UserId, isLoggedIn: true }),
      );
      if (user.Access_Level === 1) {
        localStorage.setItem('L1OrgId', all);
        localStorage.setItem('L1OrgLogo', '');
      }
    },
    { signedIn: data, all: ALL_ORGANISATIONS },
  );
  // The shell loads the account settings (/api/me) on start; tests that then cut the network or change the
  // session must start from a settled page.
  const account = page.waitForResponse((r) => r.url().includes('/api/me') && r.ok());
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/home$/);
  await account;
}

export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/#\/$/);
}

/** Opens the user menu; the first time its code may still be on its way (lib/deferred-control.tsx). */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /user menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
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
