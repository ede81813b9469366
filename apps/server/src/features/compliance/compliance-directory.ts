import { sql } from 'drizzle-orm';
import type { Frequency, InspectionType } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { doneTotalsOf, keptDoneOf, type KeptCountsQuery } from './compliance.kept';
import { byBarOrder, type BarRow } from './compliance.queries';

/**
 * The whole organisation's bar chart, reading per answer only what moves with every inspection
 * (docs/decisions.md, 'Compliance status', the organisation's bar chart). The server keeps a copy of what
 * changes seldom: the organisation's plants (id, code, name, the days that decide whether a plant counts in
 * a period), sorted in the bar order, and its kept due items per frequency (compliance_plant_due). Before each
 * use a copy is checked against the stamp a trigger draws afresh with every write to those tables (migration
 * 0024, org_data_versions), so it is never older than the database, whichever instance wrote. The database
 * then sends only the period's done counts per plant: from their totals per period and plant (migration
 * 0025) when every due item was assigned by the period's last due day, else by type and day of assignment.
 * Same answer as `keptBars` and the per-item `bars` (compliance-kept.test.ts compares them).
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
  /** The plant's fields of its bar as JSON (UTF-8), up to the counts (compliance-summary-body.ts). */
  head: Buffer;
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
  /** The latest day of assignment among them ('' for none). */
  lastAssignedOn: string;
  /** What plants owe, worked out from this copy (`owingOf`), by directory stamp, types and last due day. */
  owing: Map<string, Owing>;
}

/** Organisations (and frequencies) whose copies are kept, most recently used last (MBs each at 10k plants). */
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

/** Each app instance's copies (by its database handle: instances in one process keep their own). */
const copiesByDb = new WeakMap<Db, { directories: Copies<Directory>; due: Copies<DueCopy> }>();
const copiesOf = (db: Db) => {
  const known = copiesByDb.get(db);
  if (known) return known;
  const copies = { directories: new Copies<Directory>(), due: new Copies<DueCopy>() };
  copiesByDb.set(db, copies);
  return copies;
};

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
  const plants = (JSON.parse(row?.plants ?? '[]') as Omit<DirectoryPlant, 'head'>[])
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
  const rows = JSON.parse(row?.rows ?? '[]') as DueCopy['rows'];
  const lastAssignedOn = rows.reduce((last, r) => (r.assignedOn > last ? r.assignedOn : last), '');
  return { stamp: row?.stamp ?? '', rows, lastAssignedOn, owing: new Map() };
}

/** A timestamp column's day in the app's time zone as a number (20261127): compared by the thousand. */
const dayNumber = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'America/Chicago')::date, 'YYYYMMDD')::int`);

/** A plant created by the last due day and still active on it (as `plantActiveThrough`; days as numbers). */
const countsThrough = (plant: DirectoryPlant, dueThrough: number) =>
  plant.createdOn <= dueThrough &&
  (plant.active || (plant.inactiveOn !== null && plant.inactiveOn > dueThrough));

/** The whole organisation's chart: the plants that owe, in bar order, and each plant's done counts. */
export interface DirectoryChart {
  plants: readonly DirectoryPlant[];
  owing: Owing;
  /** By place in `plants`. */
  doneAt: Int32Array;
  flaggedAt: Int32Array;
}

/** The whole organisation's bar chart. */
export async function directoryChart(db: Db, q: KeptCountsQuery): Promise<DirectoryChart> {
  const { orgId, frequency, dueThrough } = q;
  const stamps = await stampsOf(db, orgId);
  const copies = copiesOf(db);
  const [directory, dueCopy] = await Promise.all([
    copies.directories.get(String(orgId), stamps.plants, () => loadDirectory(db, orgId)),
    copies.due.get(`${orgId} ${frequency}`, stamps.due, () => loadDue(db, orgId, frequency)),
  ]);
  // Every item assigned by the last due day: the day of assignment counts for nothing, the totals answer.
  const done = await (dueCopy.lastAssignedOn <= dueThrough ? doneTotalsOf(db, q) : keptDoneOf(db, q));
  const { plants, positionOf } = directory;
  const doneAt = new Int32Array(plants.length);
  const flaggedAt = new Int32Array(plants.length);
  for (const row of done) {
    const at = positionOf.get(row.plantUId);
    if (at === undefined) continue;
    doneAt[at] = row.done;
    flaggedAt[at] = row.flagged;
  }
  return { plants, owing: owingOf(directory, dueCopy, q), doneAt, flaggedAt };
}

/** One plant's bar of the organisation's chart. */
export interface DirectoryBar {
  plant: DirectoryPlant;
  complete: number;
  incomplete: number;
  flagged: number;
}

/** The chart's bars, in bar order. */
export function barsOf({ plants, owing, doneAt, flaggedAt }: DirectoryChart): DirectoryBar[] {
  const bars: DirectoryBar[] = [];
  owing.at.forEach((at, i) => {
    const plant = plants[at];
    const [due, complete] = [owing.due[i] ?? 0, doneAt[at] ?? 0];
    if (plant) bars.push({ plant, complete, incomplete: due - complete, flagged: flaggedAt[at] ?? 0 });
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

/** The plants that owe something, in bar order: their places in the directory and how many items each. */
export interface Owing {
  at: Int32Array;
  due: Int32Array;
}

/**
 * Which plants of the copies owe items in a period of the types asked, and how many: worked out once per
 * pair of copies, types and last due day (a few a day), as it does not move with the inspections.
 */
function owingOf(directory: Directory, dueCopy: DueCopy, q: KeptCountsQuery): Owing {
  const key = `${directory.stamp} ${q.types.join()} ${q.dueThrough}`;
  const known = dueCopy.owing.get(key);
  if (known) return known;
  const { plants, positionOf } = directory;
  const dueAt = new Int32Array(plants.length);
  for (const row of dueCopy.rows) {
    const at = positionOf.get(row.plantUId);
    if (
      at !== undefined &&
      row.assignedOn <= q.dueThrough &&
      q.types.includes(row.inspectionType as InspectionType)
    )
      dueAt[at] = (dueAt[at] ?? 0) + row.due;
  }
  const through = Number(q.dueThrough.replaceAll('-', ''));
  const places = plants.flatMap((plant, at) =>
    (dueAt[at] ?? 0) > 0 && countsThrough(plant, through) ? [at] : [],
  );
  const owing = { at: Int32Array.from(places), due: Int32Array.from(places, (at) => dueAt[at] ?? 0) };
  if (dueCopy.owing.size >= KEPT) dueCopy.owing.clear();
  dueCopy.owing.set(key, owing);
  return owing;
}

/** A plant of the copy, with its fields of its bar (`ComplianceBar`) as JSON, up to the counts. */
export const directoryPlantOf = (plant: Omit<DirectoryPlant, 'head'>): DirectoryPlant => ({
  ...plant,
  head: Buffer.from(
    `{"plantUId":${plant.plantUId},"parentid":${plant.plantUId},"xName":${JSON.stringify(plant.plantId)},` +
      `"plantName":${JSON.stringify(plant.plantName)}`,
  ),
});

/** The whole organisation's bars, in bar order. */
export const directoryBars = async (db: Db, q: KeptCountsQuery) => barsOf(await directoryChart(db, q));
