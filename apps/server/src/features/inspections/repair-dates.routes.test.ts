import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dateQuestionLimit,
  formatMdyDate,
  joinSlots,
  mondayOf,
  today,
  type AnswerItem,
} from '@envirotrack/shared';
import { regions } from '../../db/schema';
import { installLibrary } from '../../db/seed/library-loader';
import type { LibraryForm } from '../../db/seed/library/types';
import { idsByText, inspectionsHarness, pastWednesday } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

/** A monthly form whose problem answer asks for a repair-complete date, and a yearly check list. */
const repairForms: LibraryForm[] = [
  {
    key: 'rx-monthly',
    name: 'Repair Monthly',
    parentId: 'Repair Monthly',
    permitType: 'Others',
    frequency: 'Monthly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: false,
    questions: [
      {
        type: 'ObjectiveType',
        text: 'Guard rails in place?',
        choices: ['Ok', 'Needs Work'],
        followUpOn: 'Needs Work',
        sub: [{ on: 'Needs Work', questions: [{ type: 'Date', text: 'Repair complete date' }] }],
      },
      { type: 'Date', text: 'Next service due' },
    ],
  },
  {
    key: 'rx-yearly',
    name: 'Repair Yearly',
    parentId: 'Repair Yearly',
    permitType: 'Others',
    frequency: 'Yearly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: false,
    questions: [
      { type: 'ObjectiveType', text: 'Fire extinguishers tagged', choices: ['6 Month', '12 Month'] },
      { type: 'Comments', text: 'Repair comment' },
      { type: 'Date', text: 'Repair completed date' },
    ],
  },
];

let plant = 0;
beforeAll(async () => {
  await installLibrary(ctx.t.db, repairForms);
  const [north] = await ctx.t.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.orgId, ctx.orgA), eq(regions.name, 'North')));
  const response = await h.post('a2', '/api/addplant', {
    plantId: 'P3',
    plantName: 'P3 Ready Mix',
    street: '1 Quarry Rd',
    city: 'Denton',
    state: 'TX',
    zipCode: '76201',
    plantRegionId: north?.id,
    facilityType: 'Ready Mix',
    inspections: repairForms.map((f) => ({ FormId: f.key, PointSources: [] })),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  plant = (response.json().data as { id: number }).id;
});

const submit = async (formId: string, date: string, answers: AnswerItem[], plantId = plant) =>
  h.post(
    'a2',
    '/api/submitinspection',
    await h.body('a2', formId, { plantId, inspectionDate: formatMdyDate(date), answers }),
  );

const expectRefused = async (response: Awaited<ReturnType<typeof submit>>, text: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ status: 'invalid', code: 'badInput' });
  expect(response.json().message).toContain(text);
};

describe('repair-complete dates (spec 2 §5)', () => {
  it('on monthly forms run from the first of the month to today; other dates keep the year ahead', async () => {
    const date = today();
    const q = idsByText((await h.form('a2', 'rx-monthly', date, plant)).questions);
    const answers = (repaired: string, due = addDays(date, 30)): AnswerItem[] => [
      {
        questionId: q['Guard rails in place?'] ?? 0,
        answer: 'Needs Work',
        subQuestions: [{ questionId: q['Repair complete date'] ?? 0, answer: repaired }],
      },
      { questionId: q['Next service due'] ?? 0, answer: due },
    ];
    const before = await h.count('inspections');
    await expectRefused(await submit('rx-monthly', date, answers(addDays(date, 1))), `after ${date}`);
    const lastMonth = addDays(`${date.slice(0, 7)}-01`, -1);
    await expectRefused(
      await submit('rx-monthly', date, answers(lastMonth)),
      `before ${date.slice(0, 7)}-01`,
    );
    await expectRefused(
      await submit('rx-monthly', date, answers(date, addDays(dateQuestionLimit(date), 1))),
      'latest date allowed',
    );
    expect(await h.count('inspections')).toBe(before);
    expect((await submit('rx-monthly', date, answers(date))).statusCode).toBe(200);
  });

  it('on weekly sheets start on the Monday of the sheet’s week', async () => {
    const wednesday = pastWednesday();
    const q = idsByText((await h.form('a2', 'ix-weekly', wednesday)).questions);
    const answers = (repaired: string): AnswerItem[] => [
      { questionId: q['Plant walk-around'] ?? 0, answer: joinSlots(['', '', 'Wed', '', '', '']) },
      { questionId: q['Repair completed date'] ?? 0, answer: joinSlots(['', '', repaired, '', '', '']) },
    ];
    const monday = mondayOf(wednesday);
    await expectRefused(
      await submit('ix-weekly', wednesday, answers(addDays(monday, -1)), ctx.p1),
      `before ${monday}`,
    );
    expect((await submit('ix-weekly', wednesday, answers(monday), ctx.p1)).statusCode).toBe(200);
  });

  it('on yearly check lists start with the year, or with July for the 12 Month column', async () => {
    const date = today();
    const year = date.slice(0, 4);
    const q = idsByText((await h.form('a2', 'rx-yearly', date, plant)).questions);
    const answers = (sixMonth: string, twelveMonth: string): AnswerItem[] => [
      { questionId: q['Fire extinguishers tagged'] ?? 0, answer: joinSlots(['6 Month', '12 Month']) },
      { questionId: q['Repair completed date'] ?? 0, answer: joinSlots([sixMonth, twelveMonth]) },
    ];
    await expectRefused(
      await submit('rx-yearly', date, answers(`${year}-01-02`, `${year}-06-30`)),
      `before ${year}-07-01`,
    );
    await expectRefused(
      await submit('rx-yearly', date, answers(`${Number(year) - 1}-12-31`, `${year}-07-01`)),
      `before ${year}-01-01`,
    );
    expect((await submit('rx-yearly', date, answers(`${year}-01-02`, `${year}-07-01`))).statusCode).toBe(200);
  });
});
