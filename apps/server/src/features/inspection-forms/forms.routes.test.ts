import { describe, expect, it } from 'vitest';
import type { FormWithQuestions, SetupQuestion } from '@envirotrack/shared';
import { formsHarness, live, must } from './forms.harness';

const { ctx, get, setupOf, save } = formsHarness();

describe('GET /api/inspectionstype/{orgId}/{facilityType}', () => {
  it('lists the library by permit type and frequency for L1', async () => {
    const response = await get('l1', '/api/inspectionstype/All/Ready%20Mix');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data)).toEqual(['Water', 'Air', 'Waste', 'Others']);
    expect(Object.keys(data.Water)).toEqual(['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly']);
    expect(data.Water.Daily.map((f: { FormId: string }) => f.FormId)).toEqual(['fx-daily']);
    expect(data.Water.Monthly[0]).toMatchObject({
      FormId: 'fx-monthly-sw',
      isDeclarationRequired: true,
      PointSources: [{ PsName: 'Outfall 1' }, { PsName: 'Outfall 2' }],
    });
    expect(data.Air.Yearly).toEqual([]);
  });

  it('lets L2 read its own organisation only, and refuses L3 and L4', async () => {
    expect((await get('a2', `/api/inspectionstype/${ctx.orgA}/Quarry`)).statusCode).toBe(200);
    expect((await get('a2', `/api/inspectionstype/${ctx.orgB}/Quarry`)).statusCode).toBe(403);
    expect((await get('a2', '/api/inspectionstype/All/Quarry')).statusCode).toBe(403);
    expect((await get('a3', `/api/inspectionstype/${ctx.orgA}/Quarry`)).statusCode).toBe(403);
    expect((await get('a4', `/api/inspectionstype/${ctx.orgA}/Quarry`)).statusCode).toBe(403);
  });

  it('answers 400 for an unknown facility type', async () => {
    expect((await get('l1', '/api/inspectionstype/All/Brewery')).statusCode).toBe(400);
  });
});

describe('GET /api/questiontoforms/{formId}/.../question-setup/...', () => {
  it('answers the numbered question tree with sub-questions under their choice', async () => {
    const form = await setupOf('l1', 'fx-daily');
    expect(form.questions.map((q) => [q.questionType, q.questionNum ?? null])).toEqual([
      ['Title', null],
      ['ObjectiveType', '1'],
      ['ObjectiveType', '2'],
      ['Text', '3'],
    ]);
    expect(form.questions[1]).toMatchObject({ isFlagged: true, followUpOn: 'Needs Work' });
    expect(form.questions[1]?.subQuestions[0]).toMatchObject({
      question: 'Describe the repair',
      answerSelected: 'Needs Work',
      questionNum: '1.1',
    });
  });

  it('hides forms from L3, and answers 404 for an unknown form', async () => {
    expect(
      (await get('a3', '/api/questiontoforms/fx-daily/null/question-setup/null/2026-11-21')).statusCode,
    ).toBe(403);
    expect(
      (await get('l1', '/api/questiontoforms/nope/null/question-setup/null/2026-11-21')).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/questionSetUp', () => {
  it('retires a reworded question (kept, disabled) and adds the new wording in its place', async () => {
    const form = await setupOf('l1', 'fx-daily');
    const [title, silt, track, rain] = [0, 1, 2, 3].map((i) => must(form.questions[i])) as [
      SetupQuestion,
      SetupQuestion,
      SetupQuestion,
      SetupQuestion,
    ];
    const reworded = {
      ...track,
      questionId: null,
      question: 'Is track-out onto the public road controlled?',
    };
    const retired = { ...track, questionStatus: 3 as const };
    const response = await save(
      'l1',
      form,
      [title, silt, retired, reworded, rain],
      [must(track.questionId ?? undefined)],
    );
    expect(response.statusCode).toBe(200);
    const after: FormWithQuestions = response.json().data;
    expect(after.version).toBe(form.version + 1);
    expect(after.questions.map((q) => `${q.question}:${q.questionStatus}`)).toEqual([
      'Site:1',
      'Silt fence intact?:1',
      'Track-out controlled?:3',
      'Is track-out onto the public road controlled?:1',
      'Rain Amount:1',
    ]);
  });

  it('retires a question on the server even when the client kept its id', async () => {
    const form = await setupOf('l1', 'fx-daily');
    const quesData = form.questions.map((q) =>
      q.question === 'Rain Amount' ? { ...q, question: 'Rain Amount (inches)' } : q,
    );
    const after: FormWithQuestions = (await save('l1', form, quesData)).json().data;
    expect(
      after.questions.filter((q) => q.question.startsWith('Rain Amount')).map((q) => q.questionStatus),
    ).toEqual([3, 1]);
  });

  it('gives an L2 editing a built-in form its own copy, leaving the library and other companies as they were', async () => {
    const form = await setupOf('a2', 'fx-monthly-sw');
    const quesData = [
      ...form.questions,
      {
        questionType: 'Comments' as const,
        question: 'Corrective actions taken',
        choices: [],
        isFlagged: false,
        questionStatus: 1 as const,
        subQuestions: [],
      },
    ];
    const response = await save('a2', form, quesData);
    expect(response.statusCode).toBe(200);
    const copy: FormWithQuestions = response.json().data;
    expect(copy).toMatchObject({
      FormId: `fx-monthly-sw~${ctx.orgA}`,
      ownerOrgId: ctx.orgA,
      PointSources: [{ PsName: 'Outfall 1' }, { PsName: 'Outfall 2' }],
    });
    expect(live(copy.questions)).toEqual(['Sheen at the outfall?', 'Corrective actions taken']);
    expect(live((await setupOf('l1', 'fx-monthly-sw')).questions)).toEqual(['Sheen at the outfall?']);
    const listA = (await get('a2', `/api/inspectionstype/${ctx.orgA}/Ready%20Mix`)).json().data.Water.Monthly;
    expect(listA.map((f: { FormId: string }) => f.FormId)).toEqual([`fx-monthly-sw~${ctx.orgA}`]);
    const listB = (await get('b2', `/api/inspectionstype/${ctx.orgB}/Ready%20Mix`)).json().data.Water.Monthly;
    expect(listB.map((f: { FormId: string }) => f.FormId)).toEqual(['fx-monthly-sw']);
    expect(
      (await get('b2', `/api/questiontoforms/fx-monthly-sw~${ctx.orgA}/null/question-setup/null/x`))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    [
      'seven choices',
      (q: SetupQuestion) => ({ ...q, choices: ['1', '2', '3', '4', '5', '6', '7'] }),
      'A question has at most 6 choices.',
    ],
    [
      'a duplicate choice',
      (q: SetupQuestion) => ({ ...q, choices: ['Ok', 'Ok'] }),
      'Choices must be different from each other.',
    ],
    [
      'a follow-up choice that is not a choice',
      (q: SetupQuestion) => ({ ...q, isFlagged: true, followUpOn: 'Maybe' }),
      /follow-up choice/,
    ],
    ['an empty question', (q: SetupQuestion) => ({ ...q, question: ' ' }), 'Every question needs its text.'],
  ])('refuses %s and changes nothing', async (_why, change, message) => {
    const form = await setupOf('l1', 'fx-daily');
    const quesData = form.questions.map((q) => (q.question === 'Silt fence intact?' ? change(q) : q));
    const response = await save('l1', form, quesData);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await setupOf('l1', 'fx-daily')).version).toBe(form.version);
  });

  it('refuses a main question moved into sub-questions', async () => {
    const form = await setupOf('l1', 'fx-daily');
    const main = must(form.questions.find((q) => q.questionStatus === 1 && q.question.includes('rack-out')));
    const quesData = form.questions
      .filter((q) => q !== main)
      .map((q) =>
        q.question === 'Silt fence intact?'
          ? { ...q, subQuestions: [...q.subQuestions, { ...main, answerSelected: 'Needs Work' }] }
          : q,
      );
    const response = await save('l1', form, quesData);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Main question can't be moved to sub-question. Please delete main question and add as sub-question",
    );
  });

  it('keeps a new order of questions', async () => {
    const form = await setupOf('l1', 'fx-daily');
    const reordered = [...form.questions].reverse();
    const after: FormWithQuestions = (await save('l1', form, reordered)).json().data;
    expect(after.questions.map((q) => q.question)).toEqual(reordered.map((q) => q.question));
  });

  it('answers 409 to an editor whose copy is out of date, or who leaves questions out', async () => {
    const form = await setupOf('l1', 'fx-daily');
    expect((await save('l1', form, form.questions)).statusCode).toBe(200);
    const stale = await save('l1', form, form.questions);
    expect(stale.statusCode).toBe(409);
    const fresh = await setupOf('l1', 'fx-daily');
    const missing = await save('l1', fresh, fresh.questions.slice(1));
    expect(missing.statusCode).toBe(409);
  });

  it('refuses a question id of another form', async () => {
    const form = await setupOf('l1', 'fx-daily');
    const other = await setupOf('l1', 'fx-edit-only');
    const response = await save('l1', form, [...form.questions, must(other.questions[0])]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A question does not belong to this form.');
  });

  it('lets an edit-only form be reworded but not grow', async () => {
    const form = await setupOf('l1', 'fx-edit-only');
    const grown = await save('l1', form, [
      ...form.questions,
      { ...must(form.questions[0]), questionId: null, question: 'Extra' },
    ]);
    expect(grown.statusCode).toBe(403);
    expect(grown.json().message).toBe(
      '*** Please contact SPI Admin if you want to Add/Delete any fields in this form ***',
    );
    const reworded = form.questions.map((q) => ({
      ...q,
      question: 'Was the baghouse inspected and logged?',
    }));
    expect((await save('l1', form, reworded)).statusCode).toBe(200);
  });

  it('refuses L3 and L4', async () => {
    const form = await setupOf('l1', 'fx-daily');
    for (const who of ['a3', 'a4']) expect((await save(who, form, form.questions)).statusCode).toBe(403);
  });
});
