import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import {
  formatMdyDate,
  inspectionMessages,
  savedInspection,
  selectableForms,
  type FacilityType,
  type PlantBody,
  type PlantDetails,
  type SavedInspection,
  type SubmissionBody,
} from '@envirotrack/shared';
import { apiLogin, createPlantByApi, plantRow, type AuthHeader } from './plants';
import { solidPng } from './png';

async function dataOf(response: APIResponse): Promise<unknown> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

export interface PlantForm {
  FormId: string;
  FormName: string;
  ParentId: string;
  /** The point sources chosen for the plant. */
  PointSources: { PsId: number; PsName: string }[];
}

export interface PlantWithForms {
  plant: PlantDetails;
  /** gv.admin's session (the L2 of Granite Valley, who made the plant). */
  auth: AuthHeader;
  /** The chosen forms by the key they were asked by. */
  forms: Record<string, PlantForm>;
}

interface PlantWithFormsOptions extends Partial<PlantBody> {
  regionName?: string;
  /** Point source names to choose per form key; a form with point sources gets all of them by default. */
  pointSources?: Record<string, string[]>;
}

/**
 * A Granite Valley plant with the given library forms (keys as 'daily-form', 'monthly-sw'), made by its L2
 * through the API. A key also finds the organisation's own copy of that form ('daily-form~7'), which editing
 * a built-in form creates.
 */
export async function createPlantWithForms(
  request: APIRequestContext,
  formKeys: string[],
  { pointSources = {}, ...fields }: PlantWithFormsOptions = {},
): Promise<PlantWithForms> {
  const facilityType: FacilityType = fields.facilityType ?? 'Ready Mix';
  const { auth, user } = await apiLogin(request, 'gv.admin');
  const offered = Object.values(
    selectableForms.parse(
      await dataOf(
        await request.get(`/api/inspectionforms/${user.orgId ?? 0}/0/${facilityType}/01-01-2026`, {
          headers: auth,
        }),
      ),
    ),
  ).flatMap((byFrequency) => Object.values(byFrequency).flat());

  const forms: Record<string, PlantForm> = {};
  for (const key of formKeys) {
    const form = offered.find((f) => f.FormId.startsWith(`${key}~`)) ?? offered.find((f) => f.FormId === key);
    if (!form) throw new Error(`no form ${key} for ${facilityType}`);
    const names = pointSources[key];
    forms[key] = {
      FormId: form.FormId,
      FormName: form.FormName,
      ParentId: form.ParentId,
      PointSources: form.PointSources.filter((ps) => !names || names.includes(ps.PsName)).map(
        ({ PsId, PsName }) => ({ PsId, PsName }),
      ),
    };
  }
  const { plant } = await createPlantByApi(request, {
    ...fields,
    facilityType,
    inspections: Object.values(forms).map((form) => ({
      FormId: form.FormId,
      PointSources: form.PointSources.map((ps) => ps.PsId),
    })),
  });
  return { plant, auth, forms };
}

/** Uploads a small drawn signature and answers its stored name. */
export async function uploadSignature(request: APIRequestContext, auth: AuthHeader): Promise<string> {
  const uploaded = await request.post('/api/inspection-files/signatures', {
    headers: auth,
    multipart: { file: { name: 'signature.png', mimeType: 'image/png', buffer: solidPng([20, 20, 20], 32) } },
  });
  return ((await dataOf(uploaded)) as { name: string }).name;
}

/**
 * Submits an inspection through the API (POST /api/submitinspection), signed with a freshly uploaded
 * signature unless the body names one.
 */
export async function submitByApi(
  request: APIRequestContext,
  auth: AuthHeader,
  body: SubmissionBody,
): Promise<SavedInspection> {
  const signatureUrls = body.signatureUrls?.length
    ? body.signatureUrls
    : [await uploadSignature(request, auth)];
  const submitted = await request.post('/api/submitinspection', {
    headers: auth,
    data: { signature: { mode: 'drawn' }, ...body, signatureUrls },
  });
  return savedInspection.parse(await dataOf(submitted));
}

/** A submission of one of the plant's forms for a date, with no answers, by the plant's maker. */
export const submitPlantForm = (
  request: APIRequestContext,
  made: PlantWithForms,
  formKey: string,
  isoDate: string,
  pointSource: number | null = null,
) =>
  submitByApi(request, made.auth, {
    plantId: made.plant.id,
    formId: made.forms[formKey]?.FormId ?? formKey,
    inspectionDate: formatMdyDate(isoDate),
    answers: [],
    pointSource,
  });

/** The plant modal of /inspections and /housekeeping, and its parts. */
export const plantDialog = (page: Page, plantId: string) =>
  page.getByRole('dialog', { name: inspectionMessages.plantInfoTitle(plantId) });
export const permitBox = (scope: Locator, permitType: string) =>
  scope.getByRole('region', { name: `Permit Type - ${permitType}` });
/** The forms of one permit type and frequency, with their date picker. */
export const frequencySection = (scope: Locator, permitType: string, frequency: string) =>
  permitBox(scope, permitType).getByRole('group', { name: `${permitType} ${frequency}`, exact: true });
export const formRow = (scope: Locator, formName: string) =>
  scope.getByRole('group', { name: formName, exact: true });

/** Finds the plant on /inspections or /housekeeping by its Plant ID and opens its forms. */
export async function openPlantForms(page: Page, path: '/inspections' | '/housekeeping', plantId: string) {
  await page.goto(`/#${path}?search=${plantId}`);
  await plantRow(page, plantId).click();
  const dialog = plantDialog(page, plantId);
  await expect(dialog).toBeVisible();
  return dialog;
}
