import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_CLOSE_DAYS, isFlagOverdue } from './flag-rules';
import { orgSettings } from './org-settings';

describe('isFlagOverdue', () => {
  it('is overdue only after the close-by days have passed', () => {
    expect(isFlagOverdue('open', '2026-01-01', 30, '2026-01-31')).toBe(false);
    expect(isFlagOverdue('open', '2026-01-01', 30, '2026-02-01')).toBe(true);
    expect(isFlagOverdue('open', '2026-02-27', 3, '2026-03-02')).toBe(false);
    expect(isFlagOverdue('open', '2026-02-27', 3, '2026-03-03')).toBe(true);
  });

  it('never marks a closed or withdrawn flag', () => {
    expect(isFlagOverdue('closed', '2020-01-01', 1, '2026-01-01')).toBe(false);
    expect(isFlagOverdue('withdrawn', '2020-01-01', 1, '2026-01-01')).toBe(false);
  });

  it('defaults to 30 days in an organisation without the setting, and refuses 0 or a fraction', () => {
    expect(orgSettings.parse({}).flagCloseDays).toBe(DEFAULT_FLAG_CLOSE_DAYS);
    expect(orgSettings.safeParse({ flagCloseDays: 0 }).success).toBe(false);
    expect(orgSettings.safeParse({ flagCloseDays: 1.5 }).success).toBe(false);
    expect(orgSettings.safeParse({ flagCloseDays: 366 }).success).toBe(false);
  });
});
