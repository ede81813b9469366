import { z } from 'zod';

/** The days a daily form is due by default: Monday to Saturday (1 = Monday .. 7 = Sunday; spec 3 §9). */
export const DEFAULT_DAILY_DUE_DAYS = [1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** An organisation's daily due days: 1 to 7 distinct weekdays (a response schema too: no transform). */
export const dailyDueDays = z
  .array(z.number().int().min(1).max(7))
  .min(1, 'Choose at least one day a daily form is due.')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'A day appears twice.');
