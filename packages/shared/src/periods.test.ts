import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockTime,
  formatMoment,
  dateQuestionLimit,
  formatDisplayDate,
  formatMdyDate,
  formatTime,
  isDateAllowed,
  isIsoDate,
  isMonthAllowed,
  latestAllowedDate,
  monthOptions,
  parseDate,
  parseTime,
  periodKey,
  periodRange,
  quarterOptions,
  today,
  yearOptions,
} from './periods';

describe('today and the clock in Chicago', () => {
  it('is still the previous day in Chicago just after UTC midnight', () => {
    expect(today('America/Chicago', new Date('2026-01-01T00:30:00Z'))).toBe('2025-12-31');
    expect(today('UTC', new Date('2026-01-01T00:30:00Z'))).toBe('2026-01-01');
  });

  it('turns the day at Chicago midnight, daylight saving time included', () => {
    expect(today(undefined, new Date('2026-07-01T04:59:00Z'))).toBe('2026-06-30');
    expect(today(undefined, new Date('2026-07-01T05:00:00Z'))).toBe('2026-07-01');
    expect(today(undefined, new Date('2026-01-15T05:59:00Z'))).toBe('2026-01-14');
    expect(today(undefined, new Date('2026-01-15T06:00:00Z'))).toBe('2026-01-15');
  });

  it('tells the Chicago clock time as hh:mm AM/PM', () => {
    expect(clockTime(undefined, new Date('2026-01-15T06:05:00Z'))).toBe('12:05 AM');
    expect(clockTime(undefined, new Date('2026-01-15T19:30:00Z'))).toBe('01:30 PM');
    expect(formatMoment(new Date('2026-01-15T19:30:00Z'))).toBe('01/15/2026 01:30 PM CST');
    expect(formatMoment(new Date('2026-07-04T05:02:00Z'))).toBe('07/04/2026 12:02 AM CDT');
    expect(formatMoment(new Date('2026-07-04T05:02:00Z'), 'America/New_York')).toBe(
      '07/04/2026 01:02 AM EDT',
    );
  });
});

describe('date and time formats', () => {
  it('reads YYYY-MM-DD, MM-DD-YYYY and MM/dd/yyyy into an ISO date', () => {
    expect(parseDate('2026-03-09')).toBe('2026-03-09');
    expect(parseDate('03-09-2026')).toBe('2026-03-09');
    expect(parseDate('03/09/2026')).toBe('2026-03-09');
  });

  it('refuses dates that do not exist or mix separators', () => {
    expect(parseDate('2026-02-29')).toBeUndefined();
    expect(parseDate('02-30-2024')).toBeUndefined();
    expect(parseDate('13/01/2026')).toBeUndefined();
    expect(parseDate('03-09/2026')).toBeUndefined();
    expect(parseDate('2026-3-9')).toBeUndefined();
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    expect(isIsoDate('2026-03-09')).toBe(true);
    expect(isIsoDate('03-09-2026')).toBe(false);
  });

  it('writes URL and payload dates as MM-DD-YYYY and shown dates as MM/dd/yyyy', () => {
    expect(formatMdyDate('2026-03-09')).toBe('03-09-2026');
    expect(formatDisplayDate('2026-03-09')).toBe('03/09/2026');
    expect(() => formatMdyDate('2026-13-01')).toThrow(RangeError);
  });

  it('writes and reads times as hh:mm a around noon and midnight', () => {
    expect(formatTime(0, 5)).toBe('12:05 AM');
    expect(formatTime(12, 0)).toBe('12:00 PM');
    expect(formatTime(23, 59)).toBe('11:59 PM');
    expect(parseTime('12:05 AM')).toEqual({ hours: 0, minutes: 5 });
    expect(parseTime('12:00 pm')).toEqual({ hours: 12, minutes: 0 });
    expect(parseTime('07:45 PM')).toEqual({ hours: 19, minutes: 45 });
    expect(parseTime('13:00 PM')).toBeUndefined();
    expect(parseTime('7:45')).toBeUndefined();
    expect(() => formatTime(24, 0)).toThrow(RangeError);
  });
});

describe('period keys and ranges', () => {
  it('keys daily, monthly and yearly periods by their date parts', () => {
    expect(periodKey('Daily', '2026-03-09')).toBe('2026-03-09');
    expect(periodKey('Monthly', '2026-03-09')).toBe('2026-03');
    expect(periodKey('Yearly', '2026-03-09')).toBe('2026');
  });

  it('keys quarters so that quarter k starts at month 3(k-1)+1', () => {
    expect(periodKey('Quarterly', '2026-01-01')).toBe('2026-Q1');
    expect(periodKey('Quarterly', '2026-03-31')).toBe('2026-Q1');
    expect(periodKey('Quarterly', '2026-04-01')).toBe('2026-Q2');
    expect(periodKey('Quarterly', '2026-09-30')).toBe('2026-Q3');
    expect(periodKey('Quarterly', '2026-10-01')).toBe('2026-Q4');
    expect(periodRange('2026-Q2')).toEqual({ first: '2026-04-01', last: '2026-06-30' });
    expect(periodRange('2026-Q4')).toEqual({ first: '2026-10-01', last: '2026-12-31' });
  });

  it('keys weeks by ISO week, Monday to Sunday, across the year boundary', () => {
    expect(periodKey('Weekly', '2026-12-31')).toBe('2026-W53');
    expect(periodKey('Weekly', '2027-01-01')).toBe('2026-W53');
    expect(periodKey('Weekly', '2027-01-03')).toBe('2026-W53');
    expect(periodKey('Weekly', '2027-01-04')).toBe('2027-W01');
    expect(periodKey('Weekly', '2024-12-30')).toBe('2025-W01');
    expect(periodKey('Weekly', '2026-03-08')).toBe('2026-W10');
    expect(periodKey('Weekly', '2026-03-09')).toBe('2026-W11');
  });

  it('gives the first and last day of each kind of period', () => {
    expect(periodRange('2026-W53')).toEqual({ first: '2026-12-28', last: '2027-01-03' });
    expect(periodRange('2026-W01')).toEqual({ first: '2025-12-29', last: '2026-01-04' });
    expect(periodRange('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(periodRange('2026')).toEqual({ first: '2026-01-01', last: '2026-12-31' });
    expect(periodRange('2026-03-09')).toEqual({ first: '2026-03-09', last: '2026-03-09' });
  });

  it('names no period for keys that do not exist', () => {
    expect(periodRange('2027-W53')).toBeUndefined();
    expect(periodRange('2026-W00')).toBeUndefined();
    expect(periodRange('2026-13')).toBeUndefined();
    expect(periodRange('2026-Q5')).toBeUndefined();
    expect(periodRange('next week')).toBeUndefined();
  });
});

describe('date picker limits', () => {
  it('lets daily, monthly, quarterly and yearly forms go up to today', () => {
    for (const frequency of ['Daily', 'Monthly', 'Quarterly', 'Yearly'] as const) {
      expect(latestAllowedDate(frequency, '2026-03-11')).toBe('2026-03-11');
      expect(isDateAllowed(frequency, '2026-03-11', '2026-03-11')).toBe(true);
      expect(isDateAllowed(frequency, '2026-03-12', '2026-03-11')).toBe(false);
    }
  });

  it('lets weekly forms go to the end of the running week but not into the next', () => {
    expect(latestAllowedDate('Weekly', '2026-03-11')).toBe('2026-03-15');
    expect(isDateAllowed('Weekly', '2026-03-15', '2026-03-11')).toBe(true);
    expect(isDateAllowed('Weekly', '2026-03-16', '2026-03-11')).toBe(false);
    expect(latestAllowedDate('Weekly', '2026-03-15')).toBe('2026-03-15');
    expect(latestAllowedDate('Weekly', '2026-03-16')).toBe('2026-03-22');
  });

  it('honours an optional minimum date and refuses unreadable dates', () => {
    expect(isDateAllowed('Daily', '2026-03-01', '2026-03-11', '2026-03-02')).toBe(false);
    expect(isDateAllowed('Daily', '2026-03-02', '2026-03-11', '2026-03-02')).toBe(true);
    expect(isDateAllowed('Daily', '03-02-2026', '2026-03-11')).toBe(false);
  });

  it('refuses months after the current one in the month picker', () => {
    expect(isMonthAllowed(2026, 3, '2026-03-11')).toBe(true);
    expect(isMonthAllowed(2026, 4, '2026-03-11')).toBe(false);
    expect(isMonthAllowed(2025, 12, '2026-03-11')).toBe(true);
    expect(isMonthAllowed(2027, 1, '2026-03-11')).toBe(false);
    expect(isMonthAllowed(2026, 0, '2026-03-11')).toBe(false);
  });

  it('lets Date questions go 365 days ahead, across a leap day', () => {
    expect(dateQuestionLimit('2026-03-11')).toBe('2027-03-11');
    expect(dateQuestionLimit('2027-03-11')).toBe('2028-03-10');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('report picker options', () => {
  it('offers the years from 2018 to the current one', () => {
    expect(yearOptions('2021-06-01')).toEqual([2018, 2019, 2020, 2021]);
    expect(yearOptions('2018-01-01')).toEqual([2018]);
  });

  it('offers the quarters begun in the chosen year', () => {
    expect(quarterOptions(2025, '2026-05-10')).toHaveLength(4);
    expect(quarterOptions(2026, '2026-05-10')).toEqual([
      { label: 'First', value: 1 },
      { label: 'Second', value: 2 },
    ]);
    expect(quarterOptions(2026, '2026-03-31').map((q) => q.label)).toEqual(['First']);
    expect(quarterOptions(2027, '2026-05-10')).toEqual([]);
  });

  it('offers the months Jan to Dec valued 01 to 12', () => {
    const months = monthOptions();
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ label: 'Jan', value: '01' });
    expect(months[11]).toEqual({ label: 'Dec', value: '12' });
  });
});
