import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMdyDate, today } from '@envirotrack/shared';
import {
  auditEvents,
  feedback,
  inspectionFiles,
  inspections,
  organisations,
  plants,
  questions,
  regions,
  userRegions,
  users,
} from '../db/schema';
import { installLibrary } from '../db/seed/library-loader';
import { bearer, IMAGES, makeOrg, makeUser, multipartFile, PASSWORD, signIn } from '../../test/factories';
import { fixtureForms } from '../../test/form-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Ids outside the database column's range (1 to 2^31 - 1), and ids that are no whole number, in a path,
 * a query string or a body: every operation that takes one answers 400 naming the field, before any query.
 */
let t: TestApp;
const token = { l1: '', a2: '' };
const w = { orgA: 0, north: 0, plant: 0 };

/** Out of range, negative, text, fractional, and past what a double holds as an integer. */
const BAD = [2147483648, -1, 'abc', 1.5, 1e20] as const;
type Bad = (typeof BAD)[number];

/**
 * One operation: who calls it, `METHOD /url` (`{id}` is replaced by the bad id, `{org}` by a real
 * organisation), the error path that must name the refused field (or, for the auth hook's `?orgId=`, the
 * message), and the body (given the bad id) if it takes one.
 */
type Case = [
  who: keyof typeof token | null,
  call: string,
  field: string,
  body?: (id: Bad) => Record<string, unknown>,
];

const date = () => formatMdyDate(today());
const user = (extra: Record<string, unknown> = {}) => ({
  UserId: 'bad.ids.user',
  First_Name: 'Bad',
  Last_Name: 'Ids',
  Email: 'bad.ids@example.com',
  Access_Level: 3,
  orgId: w.orgA,
  Regions: [w.north],
  Plants: [],
  Job_Title: 'Tester',
  Job_Desc: 'Tests ids',
  Password: PASSWORD,
  ...extra,
});
const plant = (extra: Record<string, unknown> = {}) => ({
  plantId: 'BAD-1',
  plantName: 'Bad Ids Plant',
  street: '1 Main St',
  city: 'Denton',
  state: 'TX',
  zipCode: '76201',
  plantRegionId: w.north,
  facilityType: 'Ready Mix',
  inspections: [{ FormId: 'fx-daily', PointSources: [] }],
  ...extra,
});
const submission = (extra: Record<string, unknown> = {}) => ({
  plantId: w.plant,
  formId: 'fx-daily',
  inspectionDate: date(),
  answers: [],
  ...extra,
});
const setup = (extra: Record<string, unknown>) => ({
  formId: 'fx-daily',
  permitType: 'Water',
  quesData: [],
  ...extra,
});
const archived = (regionId: Bad) => ({
  orgName: 'Bad Ids A',
  settings: {
    archivedApp: { url: 'https://old.example.com/', label: 'Old', tooltip: '', regionIds: [regionId] },
  },
});
const UPLOAD = 'POST /api/inspection-files/images?plantId={id}';
const ORG_QUERY = 'orgId must be an organisation id.';

const cases = (): Case[] => [
  ['l1', 'GET /api/userdetails/{id}', 'id'],
  ['l1', 'PUT /api/userdetails/{id}', 'id', () => user()],
  ['l1', 'DELETE /api/userdetails/{id}', 'id'],
  ['l1', 'PUT /api/updateuserstatus/{id}/1', 'id'],
  ['a2', 'PUT /api/updateuserpassword/{id}', 'id'],
  [
    'l1',
    'PUT /api/updatepassword/{id}',
    'id',
    () => ({ Old_Password: PASSWORD, New_Password: 'N#ew12pass' }),
  ],
  ['l1', 'GET /api/orgdetails/{id}', 'orgId'],
  ['l1', 'PUT /api/updateorg/{id}', 'orgId', () => ({ orgName: 'Renamed' })],
  ['l1', 'GET /api/org/{id}/regions', 'orgId'],
  ['l1', 'DELETE /api/org/{id}/logo', 'orgId'],
  ['l1', 'GET /api/orgDetailsChange/{id}', 'orgId'],
  ['l1', 'GET /api/plant/{id}', 'id'],
  ['a2', 'POST /api/updateplant/{id}', 'id', () => plant()],
  ['l1', 'DELETE /api/plant/{id}', 'id'],
  ['a2', 'PATCH /api/plantDeActivate/{id}', 'id'],
  ['l1', `GET /api/inspectionforms/{id}/0/Quarry/DATE`, 'orgId'],
  ['l1', `GET /api/inspectionforms/{org}/{id}/Quarry/DATE`, 'plantId'],
  ['l1', 'GET /api/userplantlist/{id}', 'id'],
  ['l1', 'GET /api/plantsbyregion/{id}/x/true/plantId/1/None/1', 'region'],
  ['l1', 'GET /api/plantinspectionslist/{id}/Inspections/DATE', 'plantId'],
  ['l1', 'GET /api/questiontoforms/fx-daily/{id}/inspection/null/DATE', 'plantId'],
  ['l1', 'GET /api/getanswerdetails/fx-daily/{id}/null/DATE', 'plantId'],
  ['l1', 'GET /api/inspectionstype/{id}/Quarry', 'orgId'],
  ['a2', 'POST /api/updateinspection/{id}', 'inspectionId', () => submission()],
  ['a2', UPLOAD, 'plantId'],
  ['l1', 'GET /api/user/true/UserId/1/1?orgId={id}', ORG_QUERY],
  ['l1', 'POST /api/user', 'orgId', (id) => user({ orgId: id })],
  ['l1', 'POST /api/user', 'Regions.0', (id) => user({ Regions: [id] })],
  ['l1', 'POST /api/user', 'Plants.0', (id) => user({ Access_Level: 4, Plants: [id] })],
  ['a2', 'POST /api/addplant', 'plantRegionId', (id) => plant({ plantRegionId: id })],
  [
    'a2',
    'POST /api/addplant',
    'inspections.0.PointSources.0',
    (id) => plant({ inspections: [{ FormId: 'fx-daily', PointSources: [id] }] }),
  ],
  [
    'l1',
    'POST /api/org',
    'orgRegion.0.regionId',
    (id) => ({ orgName: 'Bad Ids Org', orgRegion: [{ regionId: id, regionName: 'R' }] }),
  ],
  ['l1', 'PUT /api/updateorg/{org}', 'settings.archivedApp.regionIds.0', archived],
  [null, 'POST /api/login', 'OrganizationId', (id) => ({ Email: 'x', Password: 'y', OrganizationId: id })],
  [
    null,
    'POST /api/forgetpassword',
    'OrganizationId',
    (id) => ({ email: 'x@example.com', OrganizationId: id }),
  ],
  [
    null,
    'PUT /api/resetpassword',
    'orgId',
    (id) => ({ email: 'x', tempPassword: 'a', newPassword: 'b', confirmPassword: 'b', orgId: id }),
  ],
  ['l1', 'POST /api/feedback', 'userId', (id) => ({ feedback: 'Hello', userId: id })],
  ['a2', 'POST /api/submitinspection', 'plantId', (id) => submission({ plantId: id })],
  ['a2', 'POST /api/submitinspection', 'pointSource', (id) => submission({ pointSource: id })],
  ['a2', 'POST /api/submitinspection', 'inspectionId', (id) => submission({ inspectionId: id })],
  ['a2', 'POST /api/submitinspection', 'orgId', (id) => submission({ orgId: id })],
  ['a2', 'POST /api/submitinspection', 'userId', (id) => submission({ userId: id })],
  ['a2', 'POST /api/submitinspection', 'version', (id) => submission({ version: id })],
  [
    'a2',
    'POST /api/submitinspection',
    'answers.0.questionId',
    (id) => submission({ answers: [{ questionId: id, answer: 'Ok' }] }),
  ],
  [
    'a2',
    'POST /api/getPriorFormDetails',
    'PlantId',
    (id) => ({ FormId: 'fx-daily', ReqDate: date(), PlantId: id }),
  ],
  ['l1', 'POST /api/questionSetUp', 'deletedComponents.0', (id) => setup({ deletedComponents: [id] })],
  ['l1', 'POST /api/questionSetUp', 'version', (id) => setup({ version: id })],
];

const TABLES = {
  auditEvents,
  feedback,
  inspectionFiles,
  inspections,
  organisations,
  plants,
  questions,
  regions,
  userRegions,
  users,
};
const counts = async () =>
  Object.fromEntries(
    await Promise.all(Object.entries(TABLES).map(async ([name, table]) => [name, await t.db.$count(table)])),
  );

beforeAll(async () => {
  t = await createTestApp();
  await installLibrary(t.db, fixtureForms);
  const org = await makeOrg(t.db, { name: 'Bad Ids A', regions: ['North'] });
  w.orgA = org.id;
  w.north = org.regions[0]?.id ?? 0;
  token.l1 = await signIn(t.app, (await makeUser(t.db, { level: 1 })).userId);
  token.a2 = await signIn(t.app, (await makeUser(t.db, { level: 2, orgId: org.id })).userId);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/addplant',
    headers: bearer(token.a2),
    payload: plant({ plantId: 'BAD-0' }),
  });
  w.plant = added.json().data.id;
});
afterAll(() => t.close());

describe('ids outside 1..2147483647, or no whole number', () => {
  it('answer 400 naming the field in every operation that takes one, and change nothing', async () => {
    const before = await counts();
    const failures: string[] = [];
    for (const [who, call, field, body] of cases()) {
      for (const bad of BAD) {
        const [method = '', template = ''] = call.split(' ');
        const url = template
          .replace('{id}', String(bad))
          .replace('{org}', String(w.orgA))
          .replace('DATE', date());
        const file = call === UPLOAD ? multipartFile('file', 'a.png', 'image/png', IMAGES.png) : undefined;
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...(who ? bearer(token[who]) : {}), ...file?.headers },
          payload: file?.payload ?? body?.(bad),
        });
        const answer = response.json() as { code?: string; message?: string; errors?: { path: string }[] };
        const named =
          field === ORG_QUERY
            ? answer.message === field
            : (answer.errors ?? []).some((e) => e.path.replaceAll('/', '.') === field);
        if (response.statusCode !== 400 || answer.code !== 'badInput' || !named)
          failures.push(`${call} ${field}=${bad}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
