import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { orgDetails, signedIn, type OrgDetails, type OrgSettings } from '@envirotrack/shared';
import { password } from './session';

async function dataOf(response: APIResponse): Promise<unknown> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** Signs in through the API and answers the bearer header of that session. */
export async function apiSignIn(request: APIRequestContext, userId: string) {
  const response = await request.post('/api/login', { data: { Email: userId, Password: password } });
  const { token } = signedIn.parse(await dataOf(response));
  return { Authorization: `Bearer ${token}` };
}

export const archivedApp = {
  url: 'https://archive.example.com',
  label: 'ARCHIVED 07/01/2024',
  tooltip:
    'The old application: edit old data there until June 30, 2024; afterwards it is for viewing and printing.',
};

export interface SettingsOrg {
  org: OrgDetails;
  /** Its L2, an L3 of the region allowed to see the archived tab, and an L3 of another region. */
  users: { admin: string; allowed: string; other: string };
}

/**
 * A fresh organisation with every special setting (housekeeping hidden, header text, archived tab for the
 * North Texas region), so tests of the demo organisations are not affected. Built through the API: the
 * organisation and its L2 by L1, the two L3 users by that L2.
 */
export async function createSettingsOrg(request: APIRequestContext): Promise<SettingsOrg> {
  const run = Math.random().toString(36).slice(2, 8);
  const l1 = await apiSignIn(request, 'admin');
  const orgName = `Trinity Aggregates ${run}`;
  const created = orgDetails.parse(
    await dataOf(
      await request.post('/api/org', {
        headers: l1,
        data: {
          orgName,
          orgRegion: ['North Texas', 'Central Texas', 'West Texas'].map((regionName) => ({ regionName })),
        },
      }),
    ),
  );
  const { orgRegion } = orgDetails.parse(
    await dataOf(await request.get(`/api/orgdetails/${created.orgId}`, { headers: l1 })),
  );
  const regionId = (name: string) => orgRegion.find((region) => region.regionName === name)?.regionId ?? 0;
  const settings: OrgSettings = {
    singleInspectionsLink: false,
    hideHousekeeping: true,
    headerText: 'North & Central Texas',
    flagCloseDays: 14,
    dailyDueDays: [1, 2, 3, 4, 5, 6],
    archivedApp: { ...archivedApp, regionIds: [regionId('North Texas')] },
  };
  const org = orgDetails.parse(
    await dataOf(
      await request.put(`/api/updateorg/${created.orgId}`, {
        headers: l1,
        data: { orgName, orgRegion, settings },
      }),
    ),
  );

  const users = { admin: `tn.admin.${run}`, allowed: `tn.north.${run}`, other: `tn.west.${run}` };
  interface NewUser {
    userId: string;
    firstName: string;
    level: 2 | 3;
    regions: number[];
  }
  const createUser = async (headers: Record<string, string>, user: NewUser) =>
    dataOf(
      await request.post('/api/user', {
        headers,
        data: {
          UserId: user.userId,
          Password: password,
          First_Name: user.firstName,
          Last_Name: 'Navarro',
          Email: `${user.userId}@e2e.example.com`,
          Access_Level: user.level,
          orgId: org.orgId,
          Regions: user.regions,
          Plants: [],
          Job_Title: user.level === 2 ? 'Environmental Manager' : 'Regional Manager',
          Job_Desc: 'Browser test account.',
        },
      }),
    );
  await createUser(l1, { userId: users.admin, firstName: 'Tess', level: 2, regions: [] });
  const l2 = await apiSignIn(request, users.admin);
  const north = [regionId('North Texas')];
  await createUser(l2, { userId: users.allowed, firstName: 'Noah', level: 3, regions: north });
  await createUser(l2, {
    userId: users.other,
    firstName: 'Wes',
    level: 3,
    regions: [regionId('West Texas')],
  });
  return { org, users };
}
