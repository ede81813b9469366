import type { Frequency } from '@envirotrack/shared';
import { RATING_LABELS } from './answers';
import type { Calendar, Period } from './calendar';
import { cumulative, Rng } from './random';

/**
 * How one plant keeps its records: most are diligent, some lapse for weeks, a few are poor; some improve
 * over the range and some slip. Everything a plant does is drawn from its own stream.
 */
export interface PlantProfile {
  rng: Rng;
  diligence: number;
  /** Completion change from the start of the range to its end (-0.2 .. 0.2). */
  trend: number;
  flagRate: number;
  naRate: number;
  ratings: number[];
  worksSaturday: boolean;
  /** Weekly forms: the weekday (1 = Monday) they are usually done on. */
  weekday: number;
  /** Monthly and longer forms: early (0), middle (1) or late (2) in the period. */
  part: number;
  /** Daily forms start around this minute of the day. */
  startMinute: number;
  /** Day index ranges with almost nothing filled in (turnover, a busy season). */
  lapses: [number, number][];
  /** Flags raised this many days before the range end are still open. */
  openDays: number;
  /** Chance an older flag was never followed up. */
  backlog: number;
}

export function plantProfile(seed: string, plantCode: string, calendar: Calendar): PlantProfile {
  const rng = new Rng(seed, 'plant', plantCode);
  const tier = rng.next();
  const diligence =
    tier < 0.7 ? rng.between(0.88, 0.99) : tier < 0.9 ? rng.between(0.7, 0.88) : rng.between(0.4, 0.7);
  const quality = rng.next();
  const span = calendar.days.length;
  const lapseCount = rng.int(0, Math.max(0, Math.round((span / 365) * (diligence < 0.8 ? 3 : 1.2))));
  const lapses = Array.from({ length: lapseCount }, (): [number, number] => {
    const start = rng.int(0, span - 1);
    return [start, start + rng.int(5, 30)];
  });
  const flagRate = 0.008 + (1 - diligence) * 0.06 + rng.between(0, 0.012);
  return {
    rng,
    diligence,
    trend: rng.between(-0.2, 0.2),
    flagRate,
    naRate: rng.between(0.02, 0.06),
    ratings: cumulative(
      RATING_LABELS.map((label) => {
        switch (label) {
          case 'Unacceptable':
            return flagRate * 0.3;
          case 'Poor':
            return 0.02 + (1 - quality) * 0.05;
          case 'Fair':
            return 0.07 + (1 - quality) * 0.15;
          case 'Good':
            return 0.45;
          case 'Excellent':
            return 0.2 + quality * 0.25;
          default:
            return 0.06;
        }
      }),
    ),
    worksSaturday: rng.chance(0.35),
    weekday: rng.pick([1, 1, 2, 3, 4, 5, 5]),
    part: rng.int(0, 2),
    startMinute: rng.int(6 * 60, 8 * 60 + 30),
    lapses,
    openDays: rng.int(10, 40),
    backlog: diligence < 0.7 ? 0.2 : 0.02,
  };
}

const BASE: Record<Frequency, (diligence: number) => number> = {
  Daily: (d) => d * 0.93,
  Weekly: (d) => d * 0.97,
  Monthly: (d) => Math.min(0.99, d + 0.03),
  Quarterly: (d) => Math.min(0.995, d + 0.06),
  Yearly: (d) => Math.min(0.995, d + 0.06),
};

export function isWorkday(profile: PlantProfile, calendar: Calendar, index: number): boolean {
  const day = calendar.days[index];
  if (!day || day.holiday) return false;
  return day.weekday <= 5 || (day.weekday === 6 && profile.worksSaturday);
}

/**
 * Whether the plant filled this period in. A period cut by the range (the running week or month, the first
 * one) was done only as often as the part of it inside the range.
 */
export function isCompleted(
  profile: PlantProfile,
  calendar: Calendar,
  frequency: Frequency,
  period: Period,
  neglect: number,
): boolean {
  const t = period.last / Math.max(1, calendar.days.length - 1);
  let p = BASE[frequency](profile.diligence) * neglect + profile.trend * (2 * t - 1);
  if (profile.lapses.some(([start, end]) => period.first <= end && period.last >= start)) p *= 0.12;
  return profile.rng.chance(Math.min(0.995, p) * period.coverage);
}

/** The day a period was filled in: its own day (daily), the usual weekday, or early / mid / late. */
export function inspectionDay(
  profile: PlantProfile,
  calendar: Calendar,
  frequency: Frequency,
  period: Period,
  lastWorkday: boolean,
): number | undefined {
  const candidates: number[] = [];
  for (let i = period.first; i <= period.last; i++) if (isWorkday(profile, calendar, i)) candidates.push(i);
  if (!candidates.length) return undefined;
  if (lastWorkday) return candidates[candidates.length - 1];
  if (frequency === 'Weekly') {
    const usual = candidates.find((i) => calendar.days[i]?.weekday === profile.weekday);
    return usual !== undefined && profile.rng.chance(0.75) ? usual : profile.rng.pick(candidates);
  }
  if (frequency === 'Daily') return candidates[0];
  const third = Math.max(1, Math.ceil(candidates.length / 3));
  const start = Math.min(candidates.length - 1, profile.part * third);
  return candidates[start + profile.rng.int(0, Math.min(third, candidates.length - start) - 1)];
}
