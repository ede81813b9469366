import {
  APP_TIME_ZONE,
  calendarYears,
  FREQUENCIES,
  periodState,
  rowCells,
  today,
  yearPeriods,
  type CalendarRow,
  type ComplianceCalendar,
  type InspectionType,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { orgSettingsOf } from '../../lib/org-settings.queries';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { assignmentsOf, calendarPlant, inspectionsOfYear } from './compliance-calendar.queries';
import { dueForms, type DueForm } from './compliance.forms';

export interface DueItem {
  due: DueForm;
  pointSource: string | null;
  assignedOn: string;
}

/**
 * The plant's due items, as the dashboard counts them (compliance.forms.ts): each assigned form's effective
 * form, once per chosen point source it still has; a form assigned twice (the library form and the
 * organisation's copy) counts once, from the earlier assignment.
 */
export async function dueItemsOf(db: Db, orgId: number, plantId: number): Promise<DueItem[]> {
  const settings = await orgSettingsOf(db, orgId);
  const forms = (
    await Promise.all(
      FREQUENCIES.map((frequency) =>
        dueForms(db, orgId, {
          frequency,
          inspectionType: null,
          hideHousekeeping: settings.hideHousekeeping,
          formKeys: null,
        }),
      ),
    )
  ).flat();
  const items = new Map<string, DueItem>();
  for (const assignment of await assignmentsOf(db, plantId)) {
    const due = forms.find((f) => f.assignedId === assignment.templateId);
    if (!due) continue;
    const sources =
      due.form.pointSourceCount > 0
        ? due.pointSources.filter((s) => assignment.pointSourceIds.includes(s.id)).map((s) => s.name)
        : [null];
    for (const pointSource of sources) {
      const key = `${due.rootId}|${pointSource ?? ''}`;
      const known = items.get(key);
      if (!known || assignment.assignedOn < known.assignedOn)
        items.set(key, { due, pointSource, assignedOn: assignment.assignedOn });
    }
  }
  const order = (item: DueItem) =>
    FREQUENCIES.indexOf(item.due.form.frequency as (typeof FREQUENCIES)[number]);
  return [...items.values()].sort(
    (a, b) =>
      order(a) - order(b) ||
      a.due.form.name.localeCompare(b.due.form.name) ||
      (a.pointSource ?? '').localeCompare(b.pointSource ?? ''),
  );
}

/** GET /plants/{plantUId}/compliance-calendar: the plant's year, months x forms (docs/decisions.md). */
export async function complianceCalendar(
  db: Db,
  auth: AuthContext,
  plantUId: number,
  asked: number | undefined,
): Promise<ComplianceCalendar> {
  const plant = await calendarPlant(db, plantUId, scopeOf(auth));
  if (!plant) throw new Problem('notFound');
  const todayIso = today(APP_TIME_ZONE);
  const year = asked ?? Number(todayIso.slice(0, 4));
  const [items, inspections, settings] = await Promise.all([
    dueItemsOf(db, plant.orgId, plant.id),
    inspectionsOfYear(db, plant.id, year),
    orgSettingsOf(db, plant.orgId),
  ]);
  const doneBy = new Map(inspections.map((i) => [`${i.root}|${i.ps}|${i.periodKey}`, i]));
  const rows: CalendarRow[] = items.map(({ due, pointSource, assignedOn }) => {
    const frequency = due.form.frequency as (typeof FREQUENCIES)[number];
    const facts = {
      plantCreated: plant.created,
      inactiveSince: plant.inactiveSince,
      assignedOn,
      dueDays: settings.dailyDueDays,
      todayIso,
    };
    const periods = yearPeriods(frequency, year).map((period) => {
      const done = doneBy.get(`${due.rootId}|${pointSource ?? ''}|${period.key}`);
      return periodState(frequency, period, facts, done && { inspectionId: done.id, doneOn: done.doneOn });
    });
    return {
      FormId: due.form.formKey,
      formName: due.form.name,
      frequency,
      inspectionType: due.form.inspectionType as InspectionType,
      pointSource,
      cells: rowCells(frequency, periods, year),
    };
  });
  return {
    plantUId: plant.id,
    plantId: plant.plantId,
    plantName: plant.plantName,
    year,
    years: calendarYears(plant.created, todayIso),
    today: todayIso,
    rows,
  };
}
