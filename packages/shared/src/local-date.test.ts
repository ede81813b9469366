import { describe, expect, it } from 'vitest';
import { formatLocalDate } from './local-date';

describe('formatLocalDate', () => {
  it("writes a moment's local day as Intl's en-US MM/dd/yyyy does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
    for (const iso of [
      '2026-01-05T12:00:00Z',
      '2026-12-31T23:59:59Z',
      '2024-02-29T00:00:00Z',
      '2026-03-08T08:30:00-06:00',
      '1999-11-01T05:00:00.000Z',
    ])
      expect(formatLocalDate(iso)).toBe(intl.format(new Date(iso)));
  });

  it('pads month and day', () => {
    expect(formatLocalDate('2026-02-03T12:00:00')).toBe('02/03/2026');
  });
});
