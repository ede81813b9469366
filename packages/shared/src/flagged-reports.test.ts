import { describe, expect, it } from 'vitest';
import { flaggedPeriod, flaggedPeriodKind, flaggedReportMessages } from './flagged-reports';
import { today } from './periods';

describe('the flagged reports period', () => {
  it('is a month for All, Daily and Weekly, a year for Monthly and Yearly, a quarter for Quarterly', () => {
    expect(['All', 'Daily', 'Weekly'].map((f) => flaggedPeriodKind(f as 'All'))).toEqual([
      'month',
      'month',
      'month',
    ]);
    expect(flaggedPeriodKind('Monthly')).toBe('year');
    expect(flaggedPeriodKind('Yearly')).toBe('year');
    expect(flaggedPeriodKind('Quarterly')).toBe('quarter');
  });

  it('reads the first and last report date of each period', () => {
    expect(flaggedPeriod('Daily', '2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(flaggedPeriod('All', '2025-12')).toEqual({ first: '2025-12-01', last: '2025-12-31' });
    expect(flaggedPeriod('Quarterly', '2025-Q2')).toEqual({ first: '2025-04-01', last: '2025-06-30' });
    expect(flaggedPeriod('Monthly', '2019')).toEqual({ first: '2019-01-01', last: '2019-12-31' });
  });

  it('refuses a period in the wrong form for the frequency, or outside 2018 to this year', () => {
    const year = Number(today().slice(0, 4));
    expect(flaggedPeriod('Weekly', '2025')).toEqual({ error: flaggedReportMessages.badDate.month });
    expect(flaggedPeriod('Daily', '2025-13')).toEqual({ error: flaggedReportMessages.badDate.month });
    expect(flaggedPeriod('Yearly', '2025-01')).toEqual({ error: flaggedReportMessages.badDate.year });
    expect(flaggedPeriod('Quarterly', '2025-Q0')).toEqual({ error: flaggedReportMessages.badDate.quarter });
    expect(flaggedPeriod('Yearly', '2017')).toEqual({ error: flaggedReportMessages.badYear(year) });
    expect(flaggedPeriod('All', `${year + 1}-01`)).toEqual({ error: flaggedReportMessages.badYear(year) });
  });
});
