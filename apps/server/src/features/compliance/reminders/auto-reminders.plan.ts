import {
  addDays,
  complianceFrequency,
  isoWeekday,
  periodKey,
  periodRange,
  REMINDER_LIMITS,
  type Frequency,
  type ReminderSettings,
} from '@envirotrack/shared';
import type { OverdueRow, PlannedMail } from './auto-reminders.queries';
import { digestMail, fillInLink, type RemindedPlant } from './reminders.mail';
import type { Recipient } from './reminders.queries';

/** An ended period a run reminds of, how late it is and how far its reminders have escalated. */
export interface LatePeriod {
  key: string;
  frequency: Frequency;
  first: string;
  last: string;
  daysLate: number;
  /** 1: the plant's people; 2: also the region's L3 users; 3: also the organisation's L2 users. */
  level: 1 | 2 | 3;
}

/**
 * The periods of the frequencies reminded that ended more than `graceDays` before the run's day and not
 * longer ago than the last escalation step plus REMINDER_LIMITS.daysAtTopLevel (docs/decisions.md,
 * Reminders). A daily period counts only on a daily due day. The running period is never reminded.
 */
export function latePeriods(
  settings: ReminderSettings,
  runDay: string,
  dueDays: readonly number[],
): LatePeriod[] {
  const toRegion = settings.graceDays + settings.regionAfterDays;
  const toOrg = toRegion + settings.orgAfterDays;
  const horizon = toOrg + REMINDER_LIMITS.daysAtTopLevel;
  const periods: LatePeriod[] = [];
  for (let late = settings.graceDays + 1; late <= horizon; late += 1) {
    const day = addDays(runDay, -late);
    for (const slug of settings.frequencies) {
      const frequency = complianceFrequency(slug);
      const key = periodKey(frequency, day);
      const range = periodRange(key);
      if (!range || range.last !== day) continue;
      if (frequency === 'Daily' && !dueDays.includes(isoWeekday(day))) continue;
      const level = late > toOrg ? 3 : late > toRegion ? 2 : 1;
      periods.push({ key, frequency, ...range, daysLate: late, level });
    }
  }
  return periods;
}

/** What a digest line needs of a form, by the template the plant was assigned. */
export interface FormInfo {
  name: string;
  formKey: string;
  inspectionType: string;
  parentId: string;
}

export interface People {
  byPlant: Map<number, Recipient[]>;
  byRegion: Map<number, Recipient[]>;
  managers: Recipient[];
}

/** Who is reminded of a row: the plant's L4 users (else its region's L3), then L3 and L2 as it escalates. */
function recipientsOf(row: OverdueRow, level: number, people: People): Recipient[] {
  const plant = people.byPlant.get(row.plantUId) ?? [];
  const region = people.byRegion.get(row.regionId) ?? [];
  const all = [
    ...(plant.length ? plant : region),
    ...(level >= 2 ? region : []),
    ...(level >= 3 ? people.managers : []),
  ];
  return [...new Map(all.map((r) => [r.id, r])).values()];
}

/**
 * One digest per person of everything the run reminds them of, plants in Plant ID order, at most
 * REMINDER_LIMITS.formsPerDigest forms listed (the rest counted, with the dashboard's address); each keyed by
 * run day and person, so it is made once however many instances run.
 */
export function planDigests(input: {
  rows: readonly OverdueRow[];
  periods: ReadonlyMap<string, LatePeriod>;
  forms: ReadonlyMap<number, FormInfo>;
  people: People;
  publicUrl: string;
  runDay: string;
}): PlannedMail[] {
  const byPerson = new Map<number, { recipient: Recipient; rows: OverdueRow[] }>();
  for (const row of input.rows) {
    const period = input.periods.get(row.periodKey);
    if (!period) continue;
    for (const recipient of recipientsOf(row, period.level, input.people)) {
      const entry = byPerson.get(recipient.id) ?? { recipient, rows: [] };
      entry.rows.push(row);
      byPerson.set(recipient.id, entry);
    }
  }
  const mails: PlannedMail[] = [];
  for (const { recipient, rows } of byPerson.values()) {
    const listed = rows.slice(0, REMINDER_LIMITS.formsPerDigest);
    const plants = new Map<string, RemindedPlant>();
    for (const row of listed) {
      const period = input.periods.get(row.periodKey);
      const form = input.forms.get(row.assigned);
      if (!period || !form) continue;
      const key = `${row.plantUId}:${row.periodKey}`;
      const plant = plants.get(key) ?? {
        plantId: row.plantId,
        plantName: row.plantName,
        regionName: row.regionName,
        frequency: period.frequency,
        period: { key: period.key, first: period.first, last: period.last, dueThrough: period.last },
        forms: [],
        daysLate: period.daysLate,
      };
      plant.forms.push({
        formName: form.name,
        pointSource: row.ps === '' ? null : row.ps,
        link: fillInLink(input.publicUrl, {
          parentId: form.parentId,
          formId: form.formKey,
          plantUId: row.plantUId,
          pointSourceId: row.psId,
          date: period.last,
          inspectionType: form.inspectionType,
        }),
      });
      plants.set(key, plant);
    }
    const mail = digestMail(recipient.name, [...plants.values()], {
      more: rows.length - listed.length,
      dashboardUrl: `${input.publicUrl}/dashboard`,
    });
    mails.push({
      dedupeKey: `${input.runDay}:${recipient.id}`,
      recipient,
      subject: mail.subject,
      body: mail.text,
      items: listed.map((row) => ({
        plantId: row.plantUId,
        formRootId: row.root,
        pointSource: row.ps,
        frequency: input.periods.get(row.periodKey)?.frequency ?? '',
        periodKey: row.periodKey,
      })),
    });
  }
  return mails;
}
