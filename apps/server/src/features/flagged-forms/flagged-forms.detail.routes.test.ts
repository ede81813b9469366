import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  flaggedFormMessages,
  formatMdyDate,
  today,
  type FillInForm,
  type FlaggedFormDetails,
  type FlaggedFormsPage,
} from '@envirotrack/shared';
import { installLibrary } from '../../db/seed/library-loader';
import { userPlants } from '../../db/schema';
import { bearer, IMAGES, makeOrg, makeUser, multipartFile, signIn } from '../../../test/factories';
import { flaggedFormFixtures, idsByText } from '../../../test/form-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PEOPLE = ['l1', 'a2', 'a3', 'a3south', 'a4', 'a4other', 'b2'] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const token = {} as Record<Person, string>;
const userIds = {} as Record<Person, number>;
let orgA = 0;
let p1 = 0;

const get = (who: Person, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
const post = (who: Person, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token[who]),
    payload: payload as Record<string, unknown>,
  });

async function uploaded(who: Person, folder: 'images' | 'signatures'): Promise<string> {
  const { payload, headers } = multipartFile('file', `${folder}.png`, 'image/png', IMAGES.png);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/inspection-files/${folder}`,
    headers: { ...bearer(token[who]), ...headers },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return (response.json().data as { name: string }).name;
}

/** Submits `formKey` at P1 for `date` as a3 with the answers by question text; answers the inspection id. */
async function submit(formKey: string, date: string, answers: Record<string, string>, images: string[] = []) {
  const form = await get('a2', `/api/questiontoforms/${formKey}/${p1}/inspection/null/${date}`);
  const ids = idsByText((form.json().data as FillInForm).questions);
  const response = await post('a3', '/api/submitinspection', {
    plantId: p1,
    formId: formKey,
    inspectionDate: formatMdyDate(date),
    answers: Object.entries(answers).map(([text, answer]) => ({ questionId: ids[text], answer })),
    imageUrls: images,
    signatureUrls: [await uploaded('a3', 'signatures')],
    signature: { mode: 'typed', name: 'Test User', font: 'Dancing Script' },
    isPermanent: 'Yes',
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { inspectionId: (response.json().data as { inspectionId: number }).inspectionId, ids };
}

const details = async (who: Person, id: number, query = '') => {
  const response = await get(who, `/api/getflaggedanswerdetails/${id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as FlaggedFormDetails;
};
const listIds = async (state: 'flaggedcompleted' | 'flaggedincomplete', formType: string) => {
  const response = await get('a2', `/api/${state}/${formType}/1/submittedDate`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as FlaggedFormsPage).Forms.map((f) => f.id);
};

beforeAll(async () => {
  t = await createTestApp();
  await installLibrary(t.db, flaggedFormFixtures);
  const a = await makeOrg(t.db, { name: 'Flagged A', regions: ['North', 'South'] });
  const b = await makeOrg(t.db, { name: 'Flagged B', regions: ['East'] });
  orgA = a.id;
  const [north = 0, south = 0] = a.regions.map((r) => r.id);
  const people: Record<Person, [1 | 2 | 3 | 4, number | null, number[]]> = {
    l1: [1, null, []],
    a2: [2, a.id, []],
    a3: [3, a.id, [north]],
    a3south: [3, a.id, [south]],
    a4: [4, a.id, [north]],
    a4other: [4, a.id, [north]],
    b2: [2, b.id, []],
  };
  for (const name of PEOPLE) {
    const [level, orgId, regionIds] = people[name];
    const user = await makeUser(t.db, { level, orgId, regionIds, firstName: name });
    userIds[name] = user.id;
    token[name] = await signIn(t.app, user.userId);
  }
  const response = await post('a2', '/api/addplant', {
    plantId: 'P1',
    plantName: 'P1 Ready Mix',
    street: '1200 Industrial St',
    city: 'Denton',
    state: 'TX',
    zipCode: '76201',
    plantRegionId: north,
    facilityType: 'Ready Mix',
    inspections: flaggedFormFixtures.map((f) => ({ FormId: f.key, PointSources: [] })),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  p1 = (response.json().data as { id: number }).id;
  await t.db.insert(userPlants).values({ userId: userIds.a4, plantId: p1 });
});
afterAll(() => t.close());

describe('a flagged form (GET /getflaggedanswerdetails/{inspectionId})', () => {
  it('answers the pseudo-questions first, hides the form’s Submitted By and Date, relabels Actions Taken, and shows the certification, signature and images', async () => {
    const date = addDays(today(), -1);
    const image = await uploaded('a3', 'images');
    const { inspectionId } = await submit(
      'ff-sw',
      date,
      {
        'Submitted By': 'Someone typed',
        Date: date,
        'Sheen at the outfall?': 'Yes',
        'Drains clear?': 'Ok',
        'Actions Taken': 'Needs work- boom replaced',
      },
      [image],
    );
    const form = await details('a2', inspectionId);
    expect(form.questions.map((q) => [q.question, q.answer])).toEqual([
      [flaggedFormMessages.pseudo.submittedBy, 'a3 User'],
      [flaggedFormMessages.pseudo.submissionDate, formatMdyDate(today())],
      [flaggedFormMessages.pseudo.plantId, 'P1'],
      ['Sheen at the outfall?', 'Yes'],
      ['Drains clear?', 'Ok'],
      ['Actions Taken:', 'Needs work- boom replaced'],
    ]);
    const sheen = form.questions[3];
    expect(sheen).toMatchObject({
      flaggedQuestion: true,
      flagStatus: 'open',
      completed: false,
      overdue: false,
    });
    expect(form.questions[4]).toMatchObject({ flaggedQuestion: false, flagStatus: null });
    expect(form).toMatchObject({
      id: inspectionId,
      FormType: 'Monthly',
      type: 'Flagged Monthly SW',
      PlantId: 'P1',
      Region: 'North',
      Completed: 0,
      CompletedBy: null,
      DateCompleted: null,
      certification: true,
      Associations: [],
      submittedOn: today(),
    });
    expect(form.ImageUrls.map((f) => f.name)).toEqual([image]);
    expect(form.SignatureUrls).toHaveLength(1);
    expect(await listIds('flaggedincomplete', 'Monthly')).toContain(inspectionId);
    expect(await listIds('flaggedcompleted', 'Monthly')).not.toContain(inspectionId);
  });

  it('after the flag is closed through /markflagged the form is complete, with who, the comments and the date, and moves lists', async () => {
    const { inspectionId, ids } = await submit('ff-daily', today(), {
      'Silt fence intact?': 'Needs Work',
      Notes: 'none',
    });
    const daily = await details('a4', inspectionId);
    expect(daily.certification).toBe(false);
    expect(daily.SignatureUrls).toHaveLength(1);
    const closed = await post('a3', '/api/markflagged', {
      inspectionId,
      questionId: ids['Silt fence intact?'],
      comments: 'Fence re-staked.',
      date: formatMdyDate(today()),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const form = await details('a2', inspectionId);
    expect(form).toMatchObject({ Completed: 1, CompletedBy: 'a3 User', DateCompleted: today() });
    expect(form.questions.find((q) => q.questionId === ids['Silt fence intact?'])).toMatchObject({
      flaggedQuestion: true,
      flagStatus: 'closed',
      completed: true,
      completedBy: 'a3 User',
      followUpComments: 'Fence re-staked.',
      dateCompleted: today(),
      evidence: null,
    });
    expect(await listIds('flaggedcompleted', 'Daily')).toContain(inspectionId);
    expect(await listIds('flaggedincomplete', 'Daily')).not.toContain(inspectionId);
  });

  it('counts two flags of one form closed at the same moment: the form is complete and its counts are right', async () => {
    const { inspectionId, ids } = await submit('ff-sw', addDays(today(), -70), {
      'Sheen at the outfall?': 'Yes',
      'Drains clear?': 'Needs Work',
    });
    expect(await listIds('flaggedincomplete', 'Monthly')).toContain(inspectionId);
    const closes = await Promise.all(
      [ids['Sheen at the outfall?'], ids['Drains clear?']].map((questionId, i) =>
        post(i ? 'a2' : 'a3', '/api/markflagged', {
          inspectionId,
          questionId,
          comments: `Fixed ${i}`,
          date: formatMdyDate(today()),
        }),
      ),
    );
    expect(closes.map((r) => r.statusCode)).toEqual([200, 200]);
    const summary = (await t.db.execute(
      sql`select open_count, closed_count, complete from flagged_forms where inspection_id = ${inspectionId}`,
    )) as unknown as { rows: unknown[] };
    expect(summary.rows).toEqual([{ open_count: 0, closed_count: 2, complete: true }]);
    expect((await details('a2', inspectionId)).Completed).toBe(1);
    expect(await listIds('flaggedcompleted', 'Monthly')).toContain(inspectionId);
    const totals = (await t.db.execute(sql`
      select (select coalesce(sum(n), 0)::int from flagged_form_counts where org_id = ${orgA}) as kept,
        (select count(*)::int from flagged_forms where org_id = ${orgA}) as counted`)) as unknown as {
      rows: { kept: number; counted: number }[];
    };
    expect(totals.rows[0]?.kept).toBe(totals.rows[0]?.counted);
  });

  it('lists its corrective-action follow-ups oldest first, and the photo kept with a close', async () => {
    const date = addDays(today(), -2);
    const { inspectionId, ids } = await submit('ff-daily', date, { 'Silt fence intact?': 'Needs Work' });
    const firstFollowUp = (await submit('ff-sw', addDays(today(), -40), { 'Sheen at the outfall?': 'No' }))
      .inspectionId;
    const secondFollowUp = (await submit('ff-daily', addDays(today(), -3), { Notes: 'follow-up' }))
      .inspectionId;
    const photo = await uploaded('a3', 'images');
    await t.db.execute(sql`
      insert into flag_associations (flag_id, follow_up_inspection_id, org_id, created_by, created_at)
      select f.id, x.id, ${orgA}, ${userIds.a2}, now() - make_interval(days => x.age)
      from inspection_flags f cross join (values (${secondFollowUp}::int, 1), (${firstFollowUp}::int, 5)) x(id, age)
      where f.inspection_id = ${inspectionId}`);
    await post('a2', '/api/markflagged', {
      inspectionId,
      questionId: ids['Silt fence intact?'],
      comments: 'Done',
      date: formatMdyDate(today()),
    });
    await t.db.execute(sql`update inspection_flags set evidence_file_id =
        (select id from inspection_files where name = ${photo})
      where inspection_id = ${inspectionId}`);
    const form = await details('a2', inspectionId);
    expect(form.Associations.map((a) => [a.followUpInspectionId, a.frequency])).toEqual([
      [firstFollowUp, 'Monthly'],
      [secondFollowUp, 'Daily'],
    ]);
    expect(form.questions.find((q) => q.flaggedQuestion)?.evidence?.name).toBe(photo);
    expect(form.ImageUrls).toEqual([]);
  });

  it('is read by whoever sees the plant; other regions, plants and organisations get 404', async () => {
    const { inspectionId } = await submit('ff-daily', addDays(today(), -4), {
      'Silt fence intact?': 'Needs Work',
    });
    for (const who of ['l1', 'a2', 'a3', 'a4'] as const) await details(who, inspectionId);
    await details('l1', inspectionId, `?orgId=${orgA}`);
    for (const who of ['a3south', 'a4other', 'b2'] as const) {
      const response = await get(who, `/api/getflaggedanswerdetails/${inspectionId}`);
      expect([response.statusCode, response.json().message], who).toEqual([
        404,
        flaggedFormMessages.notFound,
      ]);
    }
  });

  it('answers 404 for an inspection without a live flag and 400 for an id that is not one', async () => {
    const { inspectionId } = await submit('ff-daily', addDays(today(), -5), { 'Silt fence intact?': 'Ok' });
    expect((await get('a2', `/api/getflaggedanswerdetails/${inspectionId}`)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '99999999999'])
      expect((await get('a2', `/api/getflaggedanswerdetails/${bad}`)).statusCode, bad).toBe(400);
    expect(
      (await get('a2', '/api/flaggedincomplete/Daily/1/submittedDate?searchText=' + 'x'.repeat(101)))
        .statusCode,
    ).toBe(400);
  });
});
