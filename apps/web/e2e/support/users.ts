import { expect, type Page } from '@playwright/test';
import { definitionField } from './fields';
import { toast } from './session';

/** One labelled value of the User Information card. */
export const userField = (page: Page, label: string) => definitionField(page, label);

/** The labels of the user page's action icons, in order (none when the toolbar is absent). */
export const userActionNames = (page: Page) =>
  page
    .getByRole('toolbar', { name: 'User actions' })
    .locator('a, button')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label')));

export const listRow = (page: Page, userId: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: userId, exact: true }) });

/** The User IDs of the rows the users list shows. */
export async function listedUserIds(page: Page): Promise<string[]> {
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  return page.locator('tbody tr td:nth-child(2)').allInnerTexts();
}

export async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

/** Opens a user's page from the list, found by search. */
export async function openUser(page: Page, search: string, userId: string): Promise<number> {
  await page.goto(`/#/users?search=${encodeURIComponent(search)}`);
  await listRow(page, userId).click();
  await expect(page).toHaveURL(/#\/users\/\d+$/);
  await expect(userField(page, 'User ID')).toContainText(userId);
  return Number(/\/users\/(\d+)$/.exec(page.url())?.[1]);
}

/** A Mantine Select (role combobox) or MultiSelect (its search textbox) found by its label. */
const selectInput = (page: Page, label: string) =>
  page
    .getByRole('combobox', { name: label, exact: true })
    .or(page.getByRole('textbox', { name: label, exact: true }))
    .first();

/** Picks options of a Mantine Select or MultiSelect found by its label. */
export async function pick(page: Page, label: string, ...options: string[]): Promise<void> {
  for (const option of options) {
    await selectInput(page, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  // A MultiSelect keeps its list open for more picks; closed as a user does when done, it cannot cover the
  // next field (where it opens depends on the scroll position).
  const list = page.getByRole('listbox');
  if (await list.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  }
}

/** The option labels a Select or MultiSelect offers. */
export async function optionsOf(page: Page, label: string): Promise<string[]> {
  await selectInput(page, label).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const options = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return options.map((option) => option.trim());
}

export interface NewUser {
  UserId: string;
  Password?: string;
  First: string;
  Middle?: string;
  Last: string;
  Email?: string;
  JobTitle: string;
  JobDesc: string;
}

export async function fillUserForm(page: Page, user: NewUser): Promise<void> {
  await page.getByLabel('User ID').fill(user.UserId);
  if (user.Password !== undefined) await page.getByLabel(/^Password/).fill(user.Password);
  await page.getByLabel('First Name').fill(user.First);
  await page.getByLabel('Middle Name').fill(user.Middle ?? '');
  await page.getByLabel('Last Name').fill(user.Last);
  if (user.Email !== undefined) await page.getByLabel('Email').fill(user.Email);
  await page.getByLabel('Job Title').fill(user.JobTitle);
  await page.getByLabel('Job Description').fill(user.JobDesc);
}

/** The signed-in user's UniqueId, from the stored session. */
export async function ownUniqueId(page: Page): Promise<number> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { UniqueId: number }).UniqueId,
  );
}

/** Answers a Yes/No confirmation; after Yes, `toastText` must show (user toasts last only 1 s). */
export async function confirmDialog(
  page: Page,
  title: string,
  answer: 'Yes' | 'No',
  { text, toastText }: { text?: string; toastText?: string } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  if (toastText) await expect(toast(page, toastText)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Whether the values are in order (case as given; the demo names are capitalised ASCII). */
export function isSorted(values: string[], direction: 'ascending' | 'descending'): boolean {
  const sorted = [...values].sort();
  if (direction === 'descending') sorted.reverse();
  return values.length > 1 && values.join('|') === sorted.join('|');
}
