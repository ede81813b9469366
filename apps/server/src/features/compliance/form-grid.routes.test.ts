// The checklist grids of form summaries against the hand-built organisation of compliance.fixture.ts, with
// questions added to its forms: one deleted mid-year and one added mid-year, a sub-question, a flagged answer.
import { describe, expect, it } from 'vitest';
import {
  plantMessages,
  summaryMessages,
  today,
  type FormGridAnswer,
  type GridRow,
  type SummaryQuestions,
} from '@envirotrack/shared';
import { form, forms, fx, get, ids, inspect, tokens, useComplianceFixture } from './compliance.fixture';
import { made, q, useGridQuestions } from './form-grid.fixture';

useComplianceFixture();
useGridQuestions();

const grid = async (url: string, token = tokens.l2) => {
  const response = await get(`/api${url}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FormGridAnswer;
};
const rowOf = (answer: FormGridAnswer, question: string): GridRow => {
  const row = answer.data.rows.find((r) => r.question === question);
  if (!row) throw new Error(`no row ${question}`);
  return row;
};
/** A row's cells by month, Jan..Dec: '-' not on the form, '' unanswered, the answer's parts, '!' flagged. */
const cells = (row: GridRow) =>
  row.cells.map((c) => (c.onForm ? `${c.parts.join('/')}${c.flagged ? '!' : ''}` : '-'));
/** What a monthly form owes in a 2026 month after October, by today's date. */
const later = (month: number) => {
  const key = `2026-${String(month).padStart(2, '0')}`;
  const now = today().slice(0, 7);
  return key < now ? 'missing' : key === now ? 'open' : 'notDue';
};

describe('GET /api/getmonthlyformsonmonth/{plantUId}/{formId}/{date}', () => {
  it('shows each month done or missing, the questions numbered, deleted and added ones only where they belonged', async () => {
    const answer = await grid(`/getmonthlyformsonmonth/${ids.p2}/${forms.m1}/2026-05-20`);
    const { data } = answer;
    expect(data).toMatchObject({ when: '2026', pointSource: null, plant: { plantId: 'CS-P2' } });
    expect(data.periods.map((p) => p.label)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(data.periods.map((p) => p.state)).toEqual([
      ...[
        'missing',
        'missing',
        'done',
        'missing',
        'missing',
        'missing',
        'missing',
        'done',
        'missing',
        'missing',
      ],
      later(11),
      later(12),
    ]);
    expect(data.periods[2]).toMatchObject({ inspectionId: made.march, doneOn: '2026-03-05' });
    expect(data.rows.map((r) => [r.questionNum, r.question, r.depth, r.deleted])).toEqual([
      ['1', 'Outfall clear?', 0, false],
      ['1.1', 'What needs work?', 1, false],
      ['2', 'Notes', 0, false],
      [null, 'Old question', 0, true],
      ['3', 'New question', 0, false],
      [null, summaryMessages.submittedOn, 0, false],
    ]);
    expect(cells(rowOf(answer, 'Outfall clear?'))).toEqual([
      '',
      '',
      'Needs Work!',
      '',
      '',
      '',
      '',
      'Ok',
      '',
      '',
      '',
      '',
    ]);
    expect(cells(rowOf(answer, 'What needs work?'))[2]).toBe('Pipe');
    // Deleted on 15 June: on the form until June; March answered it.
    expect(cells(rowOf(answer, 'Old question'))).toEqual([
      '',
      '',
      'Yes',
      '',
      '',
      '',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    // Added on 10 July: on the form from July; August answered it.
    expect(cells(rowOf(answer, 'New question'))).toEqual([
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '',
      'Yes',
      '',
      '',
      '',
      '',
    ]);
    expect(cells(rowOf(answer, summaryMessages.submittedOn))[2]).toBe('03-05-2026');
    expect(answer.deletedQues).toEqual([`q${q.old}`]);
    expect(answer.omittedQues).toEqual([
      { rowId: `q${q.old}`, periodKeys: ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'] },
      {
        rowId: `q${q.added}`,
        periodKeys: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'],
      },
    ]);
  });

  it('filters by point source, and asks for one where the form has them', async () => {
    const url = `/getmonthlyformsonmonth/${ids.p1}/${forms.m2}/2026-10-01`;
    const first = await grid(`${url}?pointSource=Outfall%201`);
    expect(first.data.pointSource).toBe('Outfall 1');
    expect(first.data.form.pointSources).toEqual(['Outfall 1', 'Outfall 2']);
    expect(first.data.periods[9]).toMatchObject({ state: 'late', inspectionId: expect.any(Number) });
    const second = await grid(`${url}?pointSource=Outfall%202`);
    expect(second.data.periods[9]).toMatchObject({ state: 'missing', inspectionId: null });
    for (const [query, message] of [
      ['', plantMessages.selectPointSource],
      ['?pointSource=Outfall%209', summaryMessages.badPointSource],
    ] as const) {
      const response = await get(`/api${url}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    const plain = await get(
      `/api/getmonthlyformsonmonth/${ids.p1}/${forms.m1}/2026-10-01?pointSource=Outfall%201`,
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain(summaryMessages.noPointSources);
  });
});

describe('the other grids', () => {
  it('daily: the days of the month, weekday labels, not-due days, answers split in their parts', async () => {
    const answer = await grid(`/getdailyformsonmonth/${ids.p1}/${forms.d1}/2026-10-14`);
    const { periods } = answer.data;
    expect(answer.data.when).toBe('October 2026');
    expect(periods).toHaveLength(31);
    expect(periods[3]).toMatchObject({ label: '4', weekday: 'Sun', state: 'notDue', reason: 'notDueDay' });
    expect(periods[4]).toMatchObject({ label: '5', weekday: 'Mon', state: 'missing' });
    expect(periods[13]).toMatchObject({ key: '2026-10-14', state: 'late', inspectionId: expect.any(Number) });
    expect(rowOf(answer, 'Checks by day').cells[13]?.parts).toEqual(['a', 'b']);
  });

  it('weekly, quarterly and yearly: weeks of the month, Q1..Q4, six years', async () => {
    await form('cs-w1', 'Weekly', 'Inspections');
    await form('cs-q1', 'Quarterly', 'Inspections');
    const yearly = await form('cs-y1', 'Yearly', 'Inspections');
    await inspect(ids.p1, yearly, '2025', '2025-06-01');
    // The week of Thursday 1 October belongs to October.
    const weeks = await grid(`/getdailyformsonweek/${ids.p1}/cs-w1/2026-10-01`);
    expect(weeks.data.periods.map((p) => p.label)).toEqual(['09-28', '10-05', '10-12', '10-19', '10-26']);
    // Not given to the plant: nothing is due, what exists still shows.
    expect(weeks.data.periods.every((p) => p.state === 'notDue' && p.reason === 'notAssigned')).toBe(true);
    const quarters = await grid(`/getquarterlyformsonyear/${ids.p1}/cs-q1/2026-10-01`);
    expect(quarters.data.periods.map((p) => p.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    const years = await grid(`/getyearlyformsonyear/${ids.p1}/cs-y1/2026-01-01`);
    expect(years.data.periods.map((p) => p.label)).toEqual(['2022', '2023', '2024', '2025', '2026', '2027']);
    expect(years.data.periods[3]).toMatchObject({ state: 'late', inspectionId: expect.any(Number) });
  });
});

describe('who may read a grid, and bad input', () => {
  const url = (plant: number) => `/api/getmonthlyformsonmonth/${plant}/${forms.m1}/2026-10-01`;

  it('is read by whoever may see the plant; another organisation, region or plant is 404', async () => {
    expect((await grid(url(ids.p2).slice(4), tokens.l1)).data.plant.plantId).toBe('CS-P2');
    expect((await grid(url(ids.p1).slice(4), tokens.l3)).data.plant.plantId).toBe('CS-P1');
    expect((await grid(url(ids.p2).slice(4), tokens.l4)).data.plant.plantId).toBe('CS-P2');
    for (const [plant, token] of [
      [ids.p1, tokens.b2],
      [ids.p4, tokens.l3],
      [ids.p1, tokens.l4],
      [ids.p6, tokens.l2],
      [999_999, tokens.l2],
    ] as const) {
      expect((await get(url(plant), token)).statusCode, `${plant}`).toBe(404);
    }
    expect((await fx.t.app.inject({ url: url(ids.p1) })).statusCode).toBe(401);
  });

  it('refuses month 13, an unknown form and a form of another frequency', async () => {
    for (const date of ['2026-13-01', '2026-02-30', '2017-12-01', '10-01-2026', 'x']) {
      const response = await get(`/api/getmonthlyformsonmonth/${ids.p1}/${forms.m1}/${date}`);
      expect(response.statusCode, date).toBe(400);
    }
    const unknown = await get(`/api/getmonthlyformsonmonth/${ids.p1}/no-such-form/2026-10-01`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(summaryMessages.formNotFound);
    const daily = await get(`/api/getdailyformsonmonth/${ids.p1}/${forms.m1}/2026-10-01`);
    expect(daily.statusCode).toBe(400);
    expect(daily.body).toContain(summaryMessages.wrongFrequency('Daily'));
  });
});

describe('GET /api/getquestionsforformsummary/{formId}/{date}', () => {
  const questions = async (date: string, token = tokens.l2) => {
    const response = await get(`/api/getquestionsforformsummary/${forms.m1}/${date}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: SummaryQuestions }).data.questions.map(
      (x) => `${x.questionNum} ${x.question}`,
    );
  };

  it('lists the questions as the form stood on the day; those it was made with, before it too', async () => {
    expect(await questions('2025-06-01')).toEqual([
      '1 Outfall clear?',
      '1.1 What needs work?',
      '2 Notes',
      '3 Old question',
    ]);
    expect(await questions('2026-03-10')).toEqual([
      '1 Outfall clear?',
      '1.1 What needs work?',
      '2 Notes',
      '3 Old question',
    ]);
    expect(await questions('2026-08-01', tokens.l4)).toEqual([
      '1 Outfall clear?',
      '1.1 What needs work?',
      '2 Notes',
      '3 New question',
    ]);
  });

  it("needs an organisation (L1 in All: 403); another organisation's form is 404; a bad date 400", async () => {
    expect((await get(`/api/getquestionsforformsummary/${forms.m1}/2026-03-10`, tokens.l1)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/getquestionsforformsummary/${forms.m1}/2026-03-10`, tokens.b2)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/getquestionsforformsummary/${forms.m1}/2026-13-10`)).statusCode).toBe(400);
  });
});
