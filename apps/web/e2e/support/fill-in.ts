import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  fillInForm,
  inspectionDetails,
  inspectionMessages,
  SPECIAL_PARENT_IDS,
  type FillInForm,
  type InspectionDetails,
  type InspectionType,
  type SetupQuestion,
} from '@envirotrack/shared';
import type { PlantWithForms } from './inspections';
import { toast } from './session';

/** The fill-in address of one of the plant's forms for a date, as the plant modal opens it (spec 2 §2.2). */
export function fillInUrl(
  made: PlantWithForms,
  key: string,
  isoDate: string,
  { pointSource = null, type = 'Inspections' }: { pointSource?: number | null; type?: InspectionType } = {},
): string {
  const form = made.forms[key];
  if (!form) throw new Error(`the plant has no form ${key}`);
  const modules: string[] = [SPECIAL_PARENT_IDS.maintenanceRecord, SPECIAL_PARENT_IDS.improvementsCapex];
  const [year, month, day] = isoDate.split('-');
  const query = new URLSearchParams({
    date: `${month}-${day}-${year}`,
    plantId: String(made.plant.id),
    formId: form.FormId,
    type,
  });
  if (pointSource !== null) query.set('ps', String(pointSource));
  const layout = modules.includes(form.ParentId) ? 'maintenance' : 'common';
  return `/#/inspections/${layout}/${encodeURIComponent(form.ParentId)}?${query.toString()}`;
}

/** The saved inspection of a form for a date, read through the API (GET /api/getanswerdetails). */
export async function answerDetailsByApi(
  request: APIRequestContext,
  made: PlantWithForms,
  key: string,
  isoDate: string,
  pointSource: number | null = null,
): Promise<InspectionDetails | null> {
  const form = made.forms[key];
  if (!form) throw new Error(`the plant has no form ${key}`);
  const response = await request.get(
    `/api/getanswerdetails/${encodeURIComponent(form.FormId)}/${made.plant.id}/${pointSource ?? 'null'}/${isoDate}`,
    { headers: made.auth },
  );
  expect(response.status(), await response.text()).toBe(200);
  return inspectionDetails.nullable().parse(((await response.json()) as { data: unknown }).data);
}

/** The form to fill in, as the fill-in loads it (GET /api/questiontoforms/.../inspection/...). */
export async function fillInFormByApi(
  request: APIRequestContext,
  made: PlantWithForms,
  key: string,
  isoDate: string,
  pointSource: number | null = null,
): Promise<FillInForm> {
  const form = made.forms[key];
  if (!form) throw new Error(`the plant has no form ${key}`);
  const response = await request.get(
    `/api/questiontoforms/${encodeURIComponent(form.FormId)}/${made.plant.id}/inspection/${pointSource ?? 'null'}/${isoDate}`,
    { headers: made.auth },
  );
  expect(response.status(), await response.text()).toBe(200);
  return fillInForm.parse(((await response.json()) as { data: unknown }).data);
}

/** The id of the question with this text, anywhere in the tree. */
export function questionIdOf(questions: readonly SetupQuestion[], text: string): number {
  const walk = (list: readonly SetupQuestion[]): SetupQuestion | undefined =>
    list.reduce<SetupQuestion | undefined>(
      (found, q) => found ?? (q.question === text ? q : walk(q.subQuestions)),
      undefined,
    );
  const id = walk(questions)?.questionId;
  if (!id) throw new Error(`no question "${text}"`);
  return id;
}

/** Opens a fill-in and waits for its questions. */
export async function openFillIn(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(questions).toBeVisible();
  return questions;
}

/** A question answered with choice buttons, found by (part of) its text. */
export const choiceQuestion = (scope: Page | Locator, text: string) =>
  scope.getByRole('group', { name: text });

/** Signs with the typed name the field offers and waits for the saved signature. */
export async function signTyped(page: Page): Promise<void> {
  const signOff = page.getByRole('region', { name: 'Sign-off' });
  await signOff.getByRole('button', { name: 'Save signature' }).click();
  await expect(signOff.getByRole('button', { name: 'Sign again' })).toBeVisible();
}

/** Back on the plant list (/inspections or /housekeeping) with the plant and date for its modal to reopen. */
export async function expectBackOnList(
  page: Page,
  path: '/inspections' | '/housekeeping',
  made: PlantWithForms,
  mdyDate: string,
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#${path}\\?`));
  const query = new URLSearchParams(page.url().split('?')[1]);
  expect([query.get('plantId'), query.get('plant'), query.get('date')]).toEqual([
    String(made.plant.id),
    made.plant.plantId,
    mdyDate,
  ]);
}

/**
 * In the 'Unsaved answers' dialog: restores the draft (its Rain Amount `rain`), saves it with Update and answers
 * the inspection as stored.
 */
export async function restoreDraftAndUpdate(
  page: Page,
  request: APIRequestContext,
  at: { made: PlantWithForms; date: string; questions: Locator; rain: string },
): Promise<InspectionDetails | null> {
  const prompt = page.getByRole('dialog', { name: 'Unsaved answers' });
  await prompt.getByRole('button', { name: inspectionMessages.restoreDraft }).click();
  await expect(at.questions.getByLabel('Rain Amount')).toHaveValue(at.rain);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, inspectionMessages.submitted)).toBeVisible();
  return answerDetailsByApi(request, at.made, 'daily-form', at.date);
}
