// Overdue flags (docs/decisions.md 'Flags'): the same rule as `isFlagOverdue` in the shared package, in SQL,
// for lists and counts that decide it in the database.
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_FLAG_CLOSE_DAYS } from '@envirotrack/shared';

/** An organisation's close-by days from its settings row (the default when unset). */
export const flagCloseDaysSql = (settings: SQL | unknown): SQL<number> =>
  sql<number>`coalesce((${settings} ->> 'flagCloseDays')::int, ${sql.raw(String(DEFAULT_FLAG_CLOSE_DAYS))})`;

/**
 * True when a flag is open and more than the close-by days have passed since the inspection that found it
 * (`foundOn`: the report's inspection date column). `today` is an ISO date parameter (the app's time zone)
 * so a list and its counts agree.
 */
export const flagOverdueSql = (args: {
  status: unknown;
  foundOn: unknown;
  settings: unknown;
  /** An ISO date, or a placeholder of one (prepared statements). */
  today: unknown;
}) =>
  sql<boolean>`(${args.status} = 'open' and ${args.foundOn} + ${flagCloseDaysSql(args.settings)} < ${args.today}::date)`;
