import { describe, expect, it } from 'vitest';
import { calendarYears, periodState, rowCells, yearPeriods, type DueFacts } from './compliance-calendar';

const facts: DueFacts = {
  plantCreated: '2026-01-01',
  inactiveSince: null,
  assignedOn: '2026-01-01',
  dueDays: [1, 2, 3, 4, 5, 6],
  todayIso: '2026-11-26',
};

describe('yearPeriods', () => {
  it('has every day of a leap year, the ISO weeks of the ISO year in their Thursday months, quarters and the year', () => {
    expect(yearPeriods('Daily', 2024)).toHaveLength(366);
    const weeks2026 = yearPeriods('Weekly', 2026);
    // 2026 begins on a Thursday: 53 ISO weeks, the first holding 1 January, the last in December.
    expect(weeks2026).toHaveLength(53);
    expect(weeks2026[0]).toEqual({ key: '2026-W01', first: '2025-12-29', last: '2026-01-04', month: 1 });
    expect(weeks2026.at(-1)).toMatchObject({ key: '2026-W53', month: 12 });
    // 1 January 2027 is a Friday of 2026-W53: 2027's weeks start on 4 January.
    expect(yearPeriods('Weekly', 2027)[0]).toMatchObject({ key: '2027-W01', first: '2027-01-04' });
    expect(yearPeriods('Quarterly', 2026).map((p) => [p.key, p.month])).toEqual([
      ['2026-Q1', 1],
      ['2026-Q2', 4],
      ['2026-Q3', 7],
      ['2026-Q4', 10],
    ]);
    expect(yearPeriods('Yearly', 2026)).toEqual([
      { key: '2026', first: '2026-01-01', last: '2026-12-31', month: 1 },
    ]);
  });
});

describe('periodState', () => {
  const october = { key: '2026-10', first: '2026-10-01', last: '2026-10-31', month: 10 };
  it('done on the last day is on time, a day after is late', () => {
    expect(periodState('Monthly', october, facts, { inspectionId: 1, doneOn: '2026-10-31' }).state).toBe(
      'done',
    );
    expect(periodState('Monthly', october, facts, { inspectionId: 1, doneOn: '2026-11-01' }).state).toBe(
      'late',
    );
  });
  it('owed and ended is missing, running is due, not begun is not due', () => {
    expect(periodState('Monthly', october, facts, undefined).state).toBe('missing');
    const november = { key: '2026-11', first: '2026-11-01', last: '2026-11-30', month: 11 };
    expect(periodState('Monthly', november, facts, undefined).state).toBe('open');
    const december = { key: '2026-12', first: '2026-12-01', last: '2026-12-31', month: 12 };
    expect(periodState('Monthly', december, facts, undefined)).toMatchObject({
      state: 'notDue',
      reason: 'future',
    });
  });
  it('gives the reason nothing was owed: the plant, its status, the assignment, the day', () => {
    expect(periodState('Monthly', october, { ...facts, plantCreated: '2026-11-02' }, undefined).reason).toBe(
      'noPlant',
    );
    expect(periodState('Monthly', october, { ...facts, inactiveSince: '2026-10-10' }, undefined).reason).toBe(
      'inactive',
    );
    // Inactive after the period ended: it was owed.
    expect(periodState('Monthly', october, { ...facts, inactiveSince: '2026-11-02' }, undefined).state).toBe(
      'missing',
    );
    // Assigned on the last day of the month: owed for that month.
    expect(periodState('Monthly', october, { ...facts, assignedOn: '2026-10-31' }, undefined).state).toBe(
      'missing',
    );
    expect(periodState('Monthly', october, { ...facts, assignedOn: '2026-11-01' }, undefined).reason).toBe(
      'notAssigned',
    );
    const sunday = { key: '2026-10-04', first: '2026-10-04', last: '2026-10-04', month: 10 };
    expect(periodState('Daily', sunday, facts, undefined).reason).toBe('notDueDay');
  });
});

describe('rowCells and calendarYears', () => {
  it('counts a month of daily periods and takes its worst state; quarters span three months', () => {
    const days = yearPeriods('Daily', 2026);
    const states = days.map((d) =>
      periodState(
        'Daily',
        d,
        facts,
        d.key === '2026-10-14' ? { inspectionId: 7, doneOn: '2026-10-14' } : undefined,
      ),
    );
    const cells = rowCells('Daily', states, 2026);
    expect(cells).toHaveLength(12);
    expect(cells[9]).toMatchObject({ month: 10, span: 1, state: 'missing', due: 27, done: 1 });
    expect(cells[11]).toMatchObject({ state: 'notDue', due: 0 });
    const quarters = rowCells(
      'Quarterly',
      yearPeriods('Quarterly', 2026).map((q) => periodState('Quarterly', q, facts, undefined)),
      2026,
    );
    expect(quarters.map((c) => [c.month, c.span, c.state])).toEqual([
      [1, 3, 'missing'],
      [4, 3, 'missing'],
      [7, 3, 'missing'],
      [10, 3, 'open'],
    ]);
    expect(calendarYears('2015-06-01', '2026-11-26')[0]).toBe(2018);
    expect(calendarYears('2024-06-01', '2026-11-26')).toEqual([2024, 2025, 2026]);
  });
});
