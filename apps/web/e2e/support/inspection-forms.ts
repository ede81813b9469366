import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { formMessages } from '@envirotrack/shared';
import { toast } from './session';

/** A fresh Inspection Name (letters, digits and spaces) so that tests never share a form. */
export const uniqueFormName = (prefix: string) =>
  `${prefix} ${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;

/** A Mantine Select (role combobox) inside `scope`, chosen by its label. */
export async function pick(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface NewType {
  name: string;
  facilityType?: string;
  permitType?: string;
  frequency?: string;
  inspectionType?: string;
}

/** Creates an inspection type through the create screen and waits for its set-up to open. */
export async function createInspectionType(page: Page, type: NewType): Promise<void> {
  await page.goto('/#/inspection-type/create');
  await pick(page, 'Facility Type', type.facilityType ?? 'Ready Mix');
  await pick(page, 'Permit Type', type.permitType ?? 'Water');
  await pick(page, 'Frequency', type.frequency ?? 'Daily');
  await pick(page, 'Inspection Type', type.inspectionType ?? 'Inspections');
  await page.getByLabel('Inspection Name').fill(type.name);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/#\/inspection-setup\//);
  await expect(page.getByRole('heading', { name: `Inspection Set-up - ${type.name}` })).toBeVisible();
}

export const question = (page: Page, label: string) =>
  page.getByRole('article', { name: label, exact: true });

export const editor = (page: Page) => page.getByRole('dialog');

/** Types choices into the open editor's choices input, each followed by Enter. */
export async function typeChoices(page: Page, choices: string[]): Promise<void> {
  const input = editor(page).getByLabel('Choices');
  for (const choice of choices) {
    await input.fill(choice);
    await input.press('Enter');
  }
}

interface QuestionInput {
  type?: string;
  text: string;
  choices?: string[];
  followUpOn?: string;
}

/** Adds a top-level question through the editor. */
export async function addQuestion(page: Page, input: QuestionInput): Promise<void> {
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = editor(page);
  await pick(dialog, 'Type', input.type ?? 'Choices');
  await dialog.getByLabel(input.type === 'Title' ? 'Title text' : 'Question').fill(input.text);
  if (input.choices) await typeChoices(page, input.choices);
  if (input.followUpOn) {
    await dialog.getByRole('switch', { name: 'Flag for follow-up' }).check();
    await pick(dialog, 'Follow-up on', input.followUpOn);
  }
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();
}

export async function saveSetup(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A toast of an earlier save may still be showing; the cleared 'Unsaved changes' proves this one.
  await expect(toast(page, formMessages.setupSaved).last()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  // The builder stays open after a save (docs/decisions.md, 'Spec 1 and 2 differences').
  await expect(page).toHaveURL(/#\/inspection-setup\//);
}

export const permitBox = (page: Page, permit: string) =>
  page.getByRole('region', { name: `Permit Type - ${permit}` });

/** Types a position into a question's move control and presses Enter. */
export async function moveTo(page: Page, label: string, position: string): Promise<void> {
  await question(page, label)
    .getByRole('button', { name: `Move ${label.toLowerCase()}` })
    .click();
  const input = page.getByRole('textbox', { name: 'Move to position' });
  await input.fill(position);
  await input.press('Enter');
}
