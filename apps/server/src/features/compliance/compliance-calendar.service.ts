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
  type Frequency,
  type OrgSettings,
  type InspectionType,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { orgSettingsOf } from '../../lib/org-settings.queries';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import {
  assignmentsOf,
  calendarPlant,
  inspectionsOfYear,
  type Assignment,
} from './compliance-calendar.queries';
import { dueFormsIn, type DueForm } from './compliance.forms';
import { catalogueOf, type Catalogue } from './compliance.queries';

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
  return dueItemsFrom(await plantDueFacts(db, orgId, plantId), orgId);
}

/** What a plant's due items are made from: read side by side, once. */
export interface PlantDueFacts {
  settings: OrgSettings;
  catalogue: Catalogue;
  assignments: Assignment[];
}

export async function plantDueFacts(db: Db, orgId: number, plantId: number): Promise<PlantDueFacts> {
  const [settings, catalogue, assignments] = await Promise.all([
    orgSettingsOf(db, orgId),
    catalogueOf(db, orgId),
    assignmentsOf(db, plantId),
  ]);
  return { settings, catalogue, assignments };
}

/** `dueItemsOf` from facts already read, for some frequencies (a grid needs only its own). */
export function dueItemsFrom(
  { settings, catalogue, assignments }: PlantDueFacts,
  orgId: number,
  frequencies: readonly Frequency[] = FREQUENCIES,
): DueItem[] {
  const forms = frequencies.flatMap((frequency) =>
    dueFormsIn(catalogue, orgId, {
      frequency,
      inspectionType: null,
      hideHousekeeping: settings.hideHousekeeping,
      formKeys: null,
    }),
  );
  const items = new Map<string, DueItem>();
  for (const assignment of assignments) {
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
  const [facts, inspections] = await Promise.all([
    plantDueFacts(db, plant.orgId, plant.id),
    inspectionsOfYear(db, plant.id, year),
  ]);
  const { settings } = facts;
  const items = dueItemsFrom(facts, plant.orgId);
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
