import {
  addDays,
  formatTime,
  FREQUENCIES,
  type Frequency,
  isoWeekday,
  periodKey,
  periodRange,
} from '@envirotrack/shared';

export interface Day {
  iso: string;
  /** 1 = Monday .. 7 = Sunday. */
  weekday: number;
  /** US federal holidays plants usually close on (no daily inspection). */
  holiday: boolean;
  /** Minutes the time zone is ahead of UTC at midday (-360 for Chicago in winter). */
  utcOffset: number;
}

/** A period of one frequency, as indices into Calendar.days, and how much of it lies inside the range. */
export interface Period {
  key: string;
  first: number;
  last: number;
  coverage: number;
}

const DAY_MS = 86_400_000;

function holidaysOf(year: number): Set<string> {
  const nth = (month: number, weekday: number, n: number) => {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    return addDays(first, ((weekday - isoWeekday(first) + 7) % 7) + 7 * (n - 1));
  };
  const lastMonday = (month: number) => {
    const last = addDays(`${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
    return addDays(last, -((isoWeekday(last) + 6) % 7));
  };
  return new Set([
    `${year}-01-01`,
    lastMonday(5),
    `${year}-07-04`,
    nth(9, 1, 1),
    nth(11, 4, 4),
    `${year}-12-25`,
  ]);
}

function offsetMinutes(format: Intl.DateTimeFormat, iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  const name =
    format
      .formatToParts(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 18)))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The days from `from` to `to` (both included) and the periods of every frequency over them. */
export class Calendar {
  readonly days: Day[] = [];
  readonly periods: Record<Frequency, Period[]>;

  constructor(
    readonly from: string,
    readonly to: string,
    timeZone: string,
  ) {
    if (from > to) throw new RangeError(`empty range ${from} .. ${to}`);
    const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    const holidays = new Map<number, Set<string>>();
    for (let iso = from; iso <= to; iso = addDays(iso, 1)) {
      const year = Number(iso.slice(0, 4));
      if (!holidays.has(year)) holidays.set(year, holidaysOf(year));
      this.days.push({
        iso,
        weekday: isoWeekday(iso),
        holiday: holidays.get(year)?.has(iso) ?? false,
        utcOffset: offsetMinutes(format, iso),
      });
    }
    this.periods = Object.fromEntries(
      FREQUENCIES.map((frequency) => [frequency, this.periodsOf(frequency)]),
    ) as Record<Frequency, Period[]>;
  }

  private periodsOf(frequency: Frequency): Period[] {
    const periods: Period[] = [];
    this.days.forEach((day, index) => {
      const key = periodKey(frequency, day.iso);
      const open = periods[periods.length - 1];
      if (open?.key === key) open.last = index;
      else periods.push({ key, first: index, last: index, coverage: 1 });
    });
    for (const period of periods) {
      const range = periodRange(period.key);
      if (!range) throw new Error(`no range for period ${period.key}`);
      const length = (Date.parse(range.last) - Date.parse(range.first)) / DAY_MS + 1;
      period.coverage = (period.last - period.first + 1) / length;
    }
    return periods;
  }

  /** The UTC instant (ISO) of a local clock time on a day, and that time as 'hh:mm AM'. */
  instant(dayIndex: number, minuteOfDay: number): { at: string; time: string } {
    const day = this.days[dayIndex];
    if (!day) throw new RangeError(`no day ${dayIndex}`);
    const local = Date.parse(day.iso) + minuteOfDay * 60_000;
    return {
      at: new Date(local - day.utcOffset * 60_000).toISOString(),
      time: formatTime(Math.floor(minuteOfDay / 60), minuteOfDay % 60),
    };
  }
}
