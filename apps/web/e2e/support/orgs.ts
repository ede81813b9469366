import { expect, type Page } from '@playwright/test';
import { orgDetails, type OrgBody, type OrgDetails } from '@envirotrack/shared';
import { storedToken } from './session';

const authOf = async (page: Page) => ({ Authorization: `Bearer ${await storedToken(page)}` });

/** Creates an organisation through the API as the signed-in L1 user (faster than the form). */
export async function createOrganisationByApi(page: Page, body: OrgBody): Promise<OrgDetails> {
  const response = await page.request.post('/api/org', { headers: await authOf(page), data: body });
  expect(response.status(), await response.text()).toBe(200);
  return orgDetails.parse(((await response.json()) as { data: unknown }).data);
}

export async function uploadLogoByApi(page: Page, orgId: number, png: Buffer): Promise<OrgDetails> {
  const response = await page.request.post(`/api/org/${orgId}/logo`, {
    headers: await authOf(page),
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return orgDetails.parse(((await response.json()) as { data: unknown }).data);
}

/** A name no other test uses: search text keeps letters, digits and spaces only. */
export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
