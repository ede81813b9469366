import { sql } from 'drizzle-orm';
import type { ComplianceSummary, CompliancePeriod, Frequency, InspectionType } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { jsonText, type JsonText } from '../../lib/built-answer';
import { keptDoneOf, type KeptCountsQuery } from './compliance.kept';
import { byBarOrder, type BarRow } from './compliance.queries';

/**
 * The whole organisation's bar chart, reading per answer only what moves with every inspection
 * (docs/decisions.md, 'Compliance status', the organisation's bar chart). The server keeps a copy of what
 * changes seldom: the organisation's plants (id, code, name, the days that decide whether a plant counts in
 * a period), sorted in the bar order, and its kept due items per frequency (compliance_plant_due). Before each
 * use a copy is checked against the stamp a trigger draws afresh with every write to those tables (migration
 * 0024, org_data_versions), so it is never older than the database, whichever instance wrote. The database
 * then sends only the period's done counts per plant. Same answer as `keptBars` and the per-item `bars`
 * (compliance-kept.test.ts compares them).
 */

export interface DirectoryPlant {
  plantUId: number;
  plantId: string;
  plantName: string;
  /** The day (America/Chicago) the plant was created, as a number: 20261127. */
  createdOn: number;
  /** Active now; otherwise the day it was deactivated (null: unknown, never counted while inactive). */
  active: boolean;
  inactiveOn: number | null;
  /** The plant's fields of its bar as JSON text, up to the counts (summaryJson). */
  json: string;
}

interface Directory {
  stamp: string;
  plants: DirectoryPlant[];
  /** A plant's place in `plants`, by its id. */
  positionOf: Map<number, number>;
}

/** The kept due items of a frequency: per plant, type and day first assigned, how many. */
interface DueCopy {
  stamp: string;
  rows: { plantUId: number; inspectionType: string; assignedOn: string; due: number }[];
}

/** Organisations (and frequencies) whose copies are kept, most recently used last: a few MB each at 10,000 plants. */
const KEPT = 32;

/** A copy kept by key while its stamp is the database's, loaded afresh otherwise; none without a stamp. */
class Copies<T extends { stamp: string }> {
  private readonly kept = new Map<string, T>();

  async get(key: string, stamp: string | null, load: () => Promise<T>): Promise<T> {
    const copy = this.kept.get(key);
    this.kept.delete(key);
    const current = copy && copy.stamp === stamp ? copy : await load();
    if (stamp === null || current.stamp !== stamp) return current;
    this.kept.set(key, current);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
    return current;
  }
}

const directories = new Copies<Directory>();
const dueCopies = new Copies<DueCopy>();

/** The organisation's stamps of its plants and its due items (null: none drawn yet). */
async function stampsOf(db: Db, orgId: number) {
  const result = (await db.execute(
    sql`select subject, stamp from org_data_versions where org_id = ${orgId}`,
  )) as { rows: { subject: string; stamp: string }[] };
  const of = (subject: string) => result.rows.find((row) => row.subject === subject)?.stamp ?? null;
  return { plants: of('plants'), due: of('due') };
}

/** The stamp of a subject read in the statement of the copy (one snapshot); '' when there is none. */
const stampColumn = (orgId: number, subject: string) =>
  sql`coalesce((select stamp::text from org_data_versions where org_id = ${orgId} and subject = ${subject}), '')`;

async function loadDirectory(db: Db, orgId: number): Promise<Directory> {
  const result = (await db.execute(sql`
    select ${stampColumn(orgId, 'plants')} as stamp,
      coalesce(json_agg(json_build_object('plantUId', p.id, 'plantId', p.plant_id, 'plantName', p.name,
        'createdOn', ${dayNumber('p.created_at')}, 'active', p.status = 1,
        'inactiveOn', ${dayNumber('p.inactive_since')})), '[]')::text as plants
    from plants p
    where p.org_id = ${orgId} and p.deleted_at is null`)) as { rows: { stamp: string; plants: string }[] };
  const [row] = result.rows;
  const plants = (JSON.parse(row?.plants ?? '[]') as Omit<DirectoryPlant, 'json'>[])
    .sort(byBarOrder)
    .map(directoryPlantOf);
  return {
    stamp: row?.stamp ?? '',
    plants,
    positionOf: new Map(plants.map((plant, i) => [plant.plantUId, i])),
  };
}

async function loadDue(db: Db, orgId: number, frequency: Frequency): Promise<DueCopy> {
  const result = (await db.execute(sql`
    select ${stampColumn(orgId, 'due')} as stamp,
      coalesce(json_agg(json_build_object('plantUId', plant_id, 'inspectionType', inspection_type,
        'assignedOn', assigned_on, 'due', due)), '[]')::text as rows
    from compliance_plant_due
    where org_id = ${orgId} and frequency = ${frequency}`)) as { rows: { stamp: string; rows: string }[] };
  const [row] = result.rows;
  return { stamp: row?.stamp ?? '', rows: JSON.parse(row?.rows ?? '[]') as DueCopy['rows'] };
}

/** A timestamp column's day in the app's time zone as a number (20261127): compared by the thousand. */
const dayNumber = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'America/Chicago')::date, 'YYYYMMDD')::int`);

/** A plant created by the last due day and still active on it (as `plantActiveThrough`; days as numbers). */
const countsThrough = (plant: DirectoryPlant, dueThrough: number) =>
  plant.createdOn <= dueThrough &&
  (plant.active || (plant.inactiveOn !== null && plant.inactiveOn > dueThrough));

/** One plant's bar of the organisation's chart. */
export interface DirectoryBar {
  plant: DirectoryPlant;
  complete: number;
  incomplete: number;
  flagged: number;
}

/** The whole organisation's bar chart, in bar order. */
export async function directoryBars(db: Db, q: KeptCountsQuery): Promise<DirectoryBar[]> {
  const { orgId, frequency, types, dueThrough } = q;
  const [stamps, done] = await Promise.all([stampsOf(db, orgId), keptDoneOf(db, q)]);
  const [directory, dueCopy] = await Promise.all([
    directories.get(String(orgId), stamps.plants, () => loadDirectory(db, orgId)),
    dueCopies.get(`${orgId} ${frequency}`, stamps.due, () => loadDue(db, orgId, frequency)),
  ]);
  const { plants, positionOf } = directory;
  const dueAt = new Int32Array(plants.length);
  const doneAt = new Int32Array(plants.length);
  const flaggedAt = new Int32Array(plants.length);
  for (const row of dueCopy.rows) {
    const at = positionOf.get(row.plantUId);
    if (
      at !== undefined &&
      row.assignedOn <= dueThrough &&
      types.includes(row.inspectionType as InspectionType)
    )
      dueAt[at] = (dueAt[at] ?? 0) + row.due;
  }
  for (const row of done) {
    const at = positionOf.get(row.plantUId);
    if (at === undefined) continue;
    doneAt[at] = (doneAt[at] ?? 0) + row.done;
    flaggedAt[at] = (flaggedAt[at] ?? 0) + row.flagged;
  }
  const bars: DirectoryBar[] = [];
  const through = Number(dueThrough.replaceAll('-', ''));
  plants.forEach((plant, at) => {
    const due = dueAt[at] ?? 0;
    const done = doneAt[at] ?? 0;
    if (due > 0 && countsThrough(plant, through))
      bars.push({ plant, complete: done, incomplete: due - done, flagged: flaggedAt[at] ?? 0 });
  });
  return bars;
}

/** A bar as the per-item and kept queries give it (compliance-kept.test.ts compares them). */
export const barRowOf = ({ plant, complete, incomplete, flagged }: DirectoryBar): BarRow => ({
  plantUId: plant.plantUId,
  plantId: plant.plantId,
  plantName: plant.plantName,
  complete,
  incomplete,
  flagged,
});

/** A plant of the copy, with its fields of its bar (`ComplianceBar`) as JSON text, up to the counts. */
export const directoryPlantOf = (plant: Omit<DirectoryPlant, 'json'>): DirectoryPlant => ({
  ...plant,
  json:
    `{"plantUId":${plant.plantUId},"parentid":${plant.plantUId},"xName":${JSON.stringify(plant.plantId)},` +
    `"plantName":${JSON.stringify(plant.plantName)}`,
});

/**
 * The summary's answer as JSON text, from the plants' kept JSON heads: the same value JSON.stringify writes
 * of the `ComplianceSummary` object (compliance-directory.test.ts), without building 10,000 objects to write.
 */
export function summaryJson(
  bars: readonly DirectoryBar[],
  period: CompliancePeriod,
): JsonText<ComplianceSummary> {
  // Appended piece by piece: about half the time of a template per bar joined (10,000 bars).
  let text = '{"status":"valid","StatusCode":200,"data":[';
  let flaggedFormsCount = 0;
  bars.forEach((bar, i) => {
    flaggedFormsCount += bar.flagged;
    if (i > 0) text += ',';
    text += bar.plant.json + ',"Complete":' + bar.complete + ',"InComplete":' + bar.incomplete;
    text += ',"flagged":' + bar.flagged + '}';
  });
  text += '],"flaggedFormsCount":' + flaggedFormsCount + ',"period":' + JSON.stringify(period) + '}';
  return jsonText(text);
}
