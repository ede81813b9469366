import { afterAll, beforeAll, expect } from 'vitest';
import {
  addDays,
  formatMdyDate,
  mondayOf,
  SPECIAL_PARENT_IDS,
  today,
  WEEKDAYS,
  type FillInForm,
  type SubmissionBody,
} from '@envirotrack/shared';
import { sql } from 'drizzle-orm';
import { installLibrary } from '../../db/seed/library-loader';
import type { LibraryForm } from '../../db/seed/library/types';
import { userPlants } from '../../db/schema';
import { bearer, IMAGES, makeOrg, makeUser, multipartFile, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const OK = ['Ok', 'Needs Work', 'N/A'] as const;
const RATINGS = ['Unacceptable', 'Poor', 'Fair', 'Good', 'Excellent', 'N/A'] as const;

/** Small forms of each family the fill-in rules treat differently. */
export const inspectionFixtures: LibraryForm[] = [
  {
    key: 'ix-daily',
    name: 'Fixture Daily Inspection',
    parentId: 'DailyForm',
    permitType: 'Water',
    frequency: 'Daily',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: false,
    questions: [
      { type: 'Title', text: 'Site' },
      {
        type: 'ObjectiveType',
        text: 'Silt fence intact?',
        choices: OK,
        followUpOn: 'Needs Work',
        sub: [{ on: 'Needs Work', questions: [{ type: 'Comments', text: 'Describe the repair' }] }],
      },
      { type: 'Dropdown', text: 'Weather', choices: ['Dry', 'Rain', 'Snow'] },
      { type: 'Date', text: 'Next service due' },
      { type: 'Time', text: 'Time of inspection' },
      { type: 'Text', text: 'Rain Amount' },
    ],
  },
  {
    key: 'ix-sw',
    name: 'Fixture Monthly SW',
    parentId: 'Monthly SW',
    permitType: 'Water',
    frequency: 'Monthly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: true,
    pointSources: ['Outfall 1', 'Outfall 2'],
    questions: [
      { type: 'ObjectiveType', text: 'Sheen at the outfall?', choices: ['Yes', 'No'], followUpOn: 'Yes' },
    ],
  },
  {
    key: 'ix-weekly',
    name: 'Fixture Daily-Weekly Check',
    parentId: SPECIAL_PARENT_IDS.dailyWeeklyAll,
    permitType: 'Others',
    frequency: 'Weekly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'HouseKeeping',
    declarationRequired: false,
    questions: [
      { type: 'ObjectiveType', text: 'Plant walk-around', choices: WEEKDAYS },
      { type: 'Comments', text: 'Repair comment' },
      { type: 'Date', text: 'Repair completed date' },
      { type: 'ObjectiveType', text: 'Spill kits stocked', choices: ['Weekly'] },
    ],
  },
  {
    key: 'ix-housekeeping',
    name: 'Fixture Housekeeping',
    parentId: SPECIAL_PARENT_IDS.housekeepingPlant,
    permitType: 'Others',
    frequency: 'Monthly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'HouseKeeping',
    declarationRequired: false,
    questions: [
      { type: 'Subtitle', text: 'Yard' },
      { type: 'ObjectiveType', text: 'Entrance clean', choices: RATINGS },
      { type: 'ObjectiveType', text: 'Stockpiles tidy', choices: RATINGS },
      { type: 'BlockScore', text: 'Yard score' },
      { type: 'Subtitle', text: 'Shop' },
      { type: 'ObjectiveType', text: 'Floors clean', choices: RATINGS },
      { type: 'BlockScore', text: 'Shop score' },
      { type: 'TotalScore', text: 'Total Score' },
      { type: 'Comments', text: 'List all items scored =<3' },
    ],
  },
  {
    key: 'ix-modules',
    name: 'Fixture Maintenance Record',
    parentId: SPECIAL_PARENT_IDS.improvementsCapex,
    permitType: 'Others',
    frequency: 'Yearly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: false,
    moduleSize: 3,
    editOnly: true,
    questions: [
      { type: 'Comments', text: 'Improvement' },
      { type: 'Text', text: 'Estimated cost ($)' },
      { type: 'Date', text: 'Target completion date' },
    ],
  },
];

export const PEOPLE = ['l1', 'a2', 'a3', 'a3south', 'a4', 'a4other', 'b2'] as const;
export type Person = (typeof PEOPLE)[number];

/** The data of a 200 answer (the test fails with the body otherwise). */
export const dataOf = <T>(response: { statusCode: number; body: string; json(): unknown }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

/** Question ids of a form by their text (top level and below). */
/** The Wednesday of the week two weeks ago: a weekday in a closed week, whatever day the tests run. */
export const pastWednesday = () => addDays(mondayOf(today()), -12);

/**
 * The inspections API tests' world: the fixture forms; organisation A (North, South) with plant P1 in
 * North (every fixture form, Outfall 1 only) and P2 in South; organisation B; a user per role — a4 is
 * assigned to P1, a4other to nothing, a3 sees North, a3south sees South.
 */
export function inspectionsHarness() {
  const ctx = {
    t: undefined as unknown as TestApp,
    orgA: 0,
    orgB: 0,
    p1: 0,
    p2: 0,
    outfall1: 0,
    outfall2: 0,
    token: {} as Record<Person, string>,
    userIds: {} as Record<Person, number>,
  };
  const headers = (who: Person) => bearer(ctx.token[who]);
  const get = (who: Person, url: string) => ctx.t.app.inject({ method: 'GET', url, headers: headers(who) });
  const post = (who: Person, url: string, payload: object) =>
    ctx.t.app.inject({
      method: 'POST',
      url,
      headers: headers(who),
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    ctx.t = await createTestApp();
    await installLibrary(ctx.t.db, inspectionFixtures);
    const orgA = await makeOrg(ctx.t.db, { name: 'Inspections A', regions: ['North', 'South'] });
    const orgB = await makeOrg(ctx.t.db, { name: 'Inspections B', regions: ['East'] });
    const [north, south] = [orgA.regions[0]?.id ?? 0, orgA.regions[1]?.id ?? 0];
    ctx.orgA = orgA.id;
    ctx.orgB = orgB.id;
    const people: Record<Person, [1 | 2 | 3 | 4, number | null, number[]]> = {
      l1: [1, null, []],
      a2: [2, orgA.id, []],
      a3: [3, orgA.id, [north]],
      a3south: [3, orgA.id, [south]],
      a4: [4, orgA.id, [north]],
      a4other: [4, orgA.id, [north]],
      b2: [2, orgB.id, []],
    };
    for (const [name, [level, orgId, regionIds]] of Object.entries(people) as [
      Person,
      (typeof people)[Person],
    ][]) {
      const user = await makeUser(ctx.t.db, { level, orgId, regionIds, firstName: name });
      ctx.userIds[name] = user.id;
      ctx.token[name] = await signIn(ctx.t.app, user.userId);
    }
    const forms = await get('a2', `/api/inspectionforms/${orgA.id}/0/Ready Mix/${formatMdyDate(today())}`);
    const sw = Object.values(
      forms.json().data as Record<
        string,
        Record<string, { FormId: string; PointSources: { PsId: number; PsName: string }[] }[]>
      >,
    )
      .flatMap((byFrequency) => Object.values(byFrequency).flat())
      .find((f) => f.FormId === 'ix-sw');
    ctx.outfall1 = sw?.PointSources.find((p) => p.PsName === 'Outfall 1')?.PsId ?? 0;
    ctx.outfall2 = sw?.PointSources.find((p) => p.PsName === 'Outfall 2')?.PsId ?? 0;
    const plant = async (plantId: string, regionId: number) => {
      const response = await post('a2', '/api/addplant', {
        plantId,
        plantName: `${plantId} Ready Mix`,
        street: '1200 Industrial St',
        city: 'Denton',
        state: 'TX',
        zipCode: '76201',
        plantRegionId: regionId,
        facilityType: 'Ready Mix',
        inspections: inspectionFixtures.map((f) => ({
          FormId: f.key,
          PointSources: f.key === 'ix-sw' ? [ctx.outfall1] : [],
        })),
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      return (response.json().data as { id: number }).id;
    };
    ctx.p1 = await plant('P1', north);
    ctx.p2 = await plant('P2', south);
    await ctx.t.db.insert(userPlants).values({ userId: ctx.userIds.a4, plantId: ctx.p1 });
  });
  afterAll(() => ctx.t.close());

  /** Saves a signature PNG as `who` and answers its stored name. */
  const signature = async (who: Person): Promise<string> => {
    const { payload, headers: multipart } = multipartFile('file', 'signature.png', 'image/png', IMAGES.png);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/inspection-files/signatures',
      headers: { ...headers(who), ...multipart },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return (response.json().data as { name: string }).name;
  };

  const upload = (who: Person, fileName: string, bytes: Buffer, type = 'application/octet-stream') => {
    const { payload, headers: multipart } = multipartFile('file', fileName, type, bytes);
    return ctx.t.app.inject({
      method: 'POST',
      url: '/api/inspection-files/images',
      headers: { ...headers(who), ...multipart },
      payload,
    });
  };

  const form = async (
    who: Person,
    formId: string,
    date = today(),
    plantId = ctx.p1,
    ps: number | null = null,
  ) => {
    const response = await get(
      who,
      `/api/questiontoforms/${formId}/${plantId}/inspection/${ps ?? 'null'}/${date}`,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data as FillInForm;
  };

  const details = (who: Person, formId: string, date = today(), plantId = ctx.p1, ps: number | null = null) =>
    get(who, `/api/getanswerdetails/${formId}/${plantId}/${ps ?? 'null'}/${date}`);

  /** A submission of `formId` at P1 for today, signed by `who` unless `signatureUrls` is given. */
  const body = async (
    who: Person,
    formId: string,
    extra: Partial<SubmissionBody> = {},
  ): Promise<SubmissionBody> => ({
    plantId: ctx.p1,
    formId,
    inspectionDate: formatMdyDate(today()),
    answers: [],
    signatureUrls: [await signature(who)],
    signature: { mode: 'typed', name: 'Test User', font: 'Dancing Script' },
    isPermanent: 'Yes',
    ...extra,
  });

  const count = async (table: 'inspections' | 'inspection_versions' | 'inspection_flags') => {
    const result = (await ctx.t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  };

  return { ctx, get, post, signature, upload, form, details, body, count };
}

export { idsByText } from '../../../test/form-fixtures';
