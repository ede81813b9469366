// Overdue flags (docs/decisions.md 'Flags'): the same rule as `isFlagOverdue` in the shared package, in SQL,
// for lists and counts that decide it in the database.
import { sql, type SQL } from 'drizzle-orm';
import { APP_TIME_ZONE, DEFAULT_FLAG_CLOSE_DAYS } from '@envirotrack/shared';

/** An organisation's close-by days from its settings row (the default when unset). */
export const flagCloseDaysSql = (settings: SQL | unknown): SQL<number> =>
  sql<number>`coalesce((${settings} ->> 'flagCloseDays')::int, ${sql.raw(String(DEFAULT_FLAG_CLOSE_DAYS))})`;

/**
 * True when a flag is open and more than the close-by days have passed since the day (in the app's time
 * zone) its report was submitted. `today` is an ISO date parameter so a list and its counts agree.
 */
export const flagOverdueSql = (args: {
  status: unknown;
  submittedAt: unknown;
  settings: unknown;
  /** An ISO date, or a placeholder of one (prepared statements). */
  today: unknown;
}) =>
  sql<boolean>`(${args.status} = 'open' and (${args.submittedAt} at time zone ${sql.raw(`'${APP_TIME_ZONE}'`)})::date + ${flagCloseDaysSql(args.settings)} < ${args.today}::date)`;
