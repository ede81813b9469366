import { describe, expect, it } from 'vitest';
import { chartPeriods, complianceQuery, dueWindow } from './compliance';
import { dailyDueDays } from './compliance-settings';
import { today } from './periods';

describe('dueWindow: what is due in a period', () => {
  it('a daily form is due on the organisation days only (default Monday to Saturday)', () => {
    // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
    expect(dueWindow('Daily', '2026-11-22', '2026-11-30').dueThrough).toBeNull();
    expect(dueWindow('Daily', '2026-11-23', '2026-11-30')).toEqual({
      key: '2026-11-23',
      first: '2026-11-23',
      last: '2026-11-23',
      dueThrough: '2026-11-23',
    });
    expect(dueWindow('Daily', '2026-11-22', '2026-11-30', [7]).dueThrough).toBe('2026-11-22');
    expect(dueWindow('Daily', '2026-11-28', '2026-11-30', [1, 2, 3, 4, 5]).dueThrough).toBeNull();
  });

  it('a daily form is due today, not tomorrow', () => {
    expect(dueWindow('Daily', '2026-11-25', '2026-11-25').dueThrough).toBe('2026-11-25');
    expect(dueWindow('Daily', '2026-11-26', '2026-11-25').dueThrough).toBeNull();
  });

  it('a running period is due up to today; a past one to its end; a future one not at all', () => {
    expect(dueWindow('Monthly', '2026-11-02', '2026-11-25')).toEqual({
      key: '2026-11',
      first: '2026-11-01',
      last: '2026-11-30',
      dueThrough: '2026-11-25',
    });
    expect(dueWindow('Monthly', '2026-10-15', '2026-11-25').dueThrough).toBe('2026-10-31');
    expect(dueWindow('Monthly', '2026-12-01', '2026-11-25').dueThrough).toBeNull();
    expect(dueWindow('Yearly', '2026-03-01', '2026-11-25')).toMatchObject({
      key: '2026',
      dueThrough: '2026-11-25',
    });
  });

  it('weeks are ISO weeks, across the turn of the year', () => {
    // 2026-12-31 is a Thursday: week 53 of 2026; 2027-01-01 (Friday) is in it too.
    expect(dueWindow('Weekly', '2027-01-01', '2027-02-01')).toEqual({
      key: '2026-W53',
      first: '2026-12-28',
      last: '2027-01-03',
      dueThrough: '2027-01-03',
    });
    // 2024-12-30 (Monday) starts week 1 of 2025.
    expect(dueWindow('Weekly', '2024-12-30', '2025-06-01')).toMatchObject({
      key: '2025-W01',
      first: '2024-12-30',
      last: '2025-01-05',
    });
    // The running week, seen on its Wednesday, is due up to that day.
    expect(dueWindow('Weekly', '2026-11-23', '2026-11-25').dueThrough).toBe('2026-11-25');
  });

  it('quarters end on the last day of their third month; leap years count 29 February', () => {
    expect(dueWindow('Quarterly', '2026-03-31', '2026-11-25')).toMatchObject({
      key: '2026-Q1',
      first: '2026-01-01',
      last: '2026-03-31',
    });
    expect(dueWindow('Quarterly', '2026-04-01', '2026-11-25').key).toBe('2026-Q2');
    expect(dueWindow('Monthly', '2024-02-10', '2026-11-25').last).toBe('2024-02-29');
    expect(dueWindow('Monthly', '2025-02-10', '2026-11-25').last).toBe('2025-02-28');
    expect(dueWindow('Daily', '2024-02-29', '2026-11-25').dueThrough).toBe('2024-02-29');
  });

  it("'today' is the app's time zone day: 05:30 UTC is still the evening before in Chicago", () => {
    const now = new Date('2026-11-24T05:30:00Z');
    const day = today('America/Chicago', now);
    expect(day).toBe('2026-11-23');
    expect(dueWindow('Daily', '2026-11-24', day).dueThrough).toBeNull();
    expect(dueWindow('Daily', '2026-11-23', day).dueThrough).toBe('2026-11-23');
    expect(
      dueWindow('Daily', '2026-11-24', today('America/Chicago', new Date('2026-11-24T06:30:00Z'))).dueThrough,
    ).toBe('2026-11-24');
  });
});

describe('chartPeriods: the points of a line chart', () => {
  it('daily: Monday to Sunday of the date week', () => {
    const points = chartPeriods('Daily', '2026-11-25');
    expect(points.map((p) => p.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(points[0]?.label).toBe('11-23');
  });

  it('weekly: the weeks whose Thursday is in the month', () => {
    expect(chartPeriods('Weekly', '2026-01-15').map((p) => p.key)).toEqual([
      '2026-W01',
      '2026-W02',
      '2026-W03',
      '2026-W04',
      '2026-W05',
    ]);
    expect(
      chartPeriods('Weekly', '2026-12-15')
        .map((p) => p.key)
        .at(-1),
    ).toBe('2026-W53');
  });

  it('monthly, quarterly and yearly', () => {
    expect(chartPeriods('Monthly', '2026-05-05').map((p) => p.key)).toHaveLength(12);
    expect(chartPeriods('Quarterly', '2026-05-05').map((p) => `${p.key} ${p.label}`)).toEqual([
      '2026-Q1 First',
      '2026-Q2 Second',
      '2026-Q3 Third',
      '2026-Q4 Fourth',
    ]);
    expect(chartPeriods('Yearly', '2026-05-05').map((p) => p.key)).toEqual([
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
  });
});

describe('the contract', () => {
  it('daily due days: one to seven distinct weekdays', () => {
    expect(dailyDueDays.parse([6, 1, 3])).toEqual([6, 1, 3]);
    for (const bad of [[], [0], [8], [1, 1], [2.5]]) expect(dailyDueDays.safeParse(bad).success).toBe(false);
  });

  it('the dashboard filters: dates in either form, All or a list of FormIds', () => {
    expect(complianceQuery.parse({ date: '11-25-2026', inspectionForm: 'a-1, b_2,a-1' })).toEqual({
      date: '2026-11-25',
      regionFilter: 'All',
      inspType: 'All',
      inspectionForm: ['a-1', 'b_2'],
    });
    expect(complianceQuery.parse({ inspectionForm: 'All,a-1', regionFilter: '7' })).toMatchObject({
      inspectionForm: null,
      regionFilter: 7,
    });
    for (const bad of [
      { date: '2026-02-30' },
      { date: '2017-12-31' },
      { inspType: 'Other' },
      { regionFilter: 'x' },
    ])
      expect(complianceQuery.safeParse(bad).success).toBe(false);
    expect(complianceQuery.safeParse({ inspectionForm: "x'; drop" }).success).toBe(false);
  });
});
