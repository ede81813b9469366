// Where a fill-in is: the plant in the caller's scope, its form (the organisation's copy) and point source, and the period.
import { inspectionMessages, isDbId, parseDate, periodKey, type Frequency } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { findEffectiveTemplate, pointSourcesOf, type TemplateRow } from '../../lib/form-catalogue.queries';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import {
  findPeriodInspection,
  findPlantInScope,
  templatesByIds,
  type InspectionRow,
} from './inspections.queries';

export type PlantFound = NonNullable<Awaited<ReturnType<typeof findPlantInScope>>>;

export const bad = (message: string) => new Problem('badInput', message);
export const formRoot = (t: TemplateRow) => t.basedOnId ?? t.id;
const NO_POINT_SOURCE = 'null';

/** Where a fill-in is: the plant, its form (the organisation's copy when it has one) and the point source. */
export interface Target {
  plant: PlantFound;
  template: TemplateRow;
  pointSource: { id: number; name: string } | null;
}

export async function plantInScope(db: Db, auth: AuthContext, plantId: number): Promise<PlantFound> {
  const found = await findPlantInScope(db, scopeOf(auth), plantId);
  if (!found) throw new Problem('notFound', 'Plant not found.');
  return found;
}

export async function effectiveTemplate(db: Db, orgId: number, formKey: string): Promise<TemplateRow> {
  const template = await findEffectiveTemplate(db, orgId, formKey);
  if (!template || (template.ownerOrgId !== null && template.ownerOrgId !== orgId))
    throw new Problem('notFound', 'Inspection form not found.');
  return template;
}

/** The form must be chosen for the plant; the point source must be one of the form's chosen for the plant. */
export async function resolveTarget(
  db: Db,
  auth: AuthContext,
  plantId: number,
  formKey: string,
  pointSourceId: number | null,
): Promise<Target> {
  const plant = await plantInScope(db, auth, plantId);
  const template = await effectiveTemplate(db, plant.plant.orgId, formKey);
  const chosen = plant.forms.find(
    (row) => row.templateId === template.id || row.templateId === template.basedOnId,
  );
  if (!chosen) throw bad(inspectionMessages.notAssigned);
  // The chosen ids are point sources of the chosen form, the original or the copy: one read covers both.
  const known = await pointSourcesOf(db, [...new Set([template.id, chosen.templateId])]);
  const sources = known.filter((s) => s.templateId === template.id);
  if (!sources.length) {
    if (pointSourceId !== null) throw bad('This form has no point sources.');
    return { plant, template, pointSource: null };
  }
  if (pointSourceId === null) throw bad(inspectionMessages.selectPointSource);
  const chosenNames = known.filter((s) => chosen.pointSourceIds.includes(s.id)).map((s) => s.name);
  const source = sources.find((s) => s.id === pointSourceId);
  if (!source || !chosenNames.includes(source.name))
    throw bad('This point source is not chosen for this form at this plant.');
  return { plant, template, pointSource: { id: source.id, name: source.name } };
}

export function dateOf(text: string): string {
  const date = parseDate(text);
  if (!date) throw bad('Dates are written MM-DD-YYYY or YYYY-MM-DD.');
  return date;
}

export const periodOf = (target: Target, date: string) =>
  periodKey(target.template.frequency as Frequency, date);

export const findForPeriod = (db: Db, target: Target, key: string) =>
  findPeriodInspection(db, {
    plantId: target.plant.plant.id,
    formRootId: formRoot(target.template),
    pointSource: target.pointSource?.name ?? null,
    periodKey: key,
  });

/** The form an inspection was made with; `known` (usually the target's form) saves a read when it is that one. */
export async function templateOf(db: Db, row: InspectionRow, known?: TemplateRow): Promise<TemplateRow> {
  if (known?.id === row.templateId) return known;
  const [template] = await templatesByIds(db, [row.templateId]);
  if (!template) throw new Error(`inspection ${row.id} has no form`);
  return template;
}

export interface FillInQuery {
  formKey: string;
  plantId: number;
  pointSource: string;
  date: string;
}

export const pointSourceParam = (text: string): number | null => {
  if (text === NO_POINT_SOURCE || text === '') return null;
  const id = Number(text);
  if (!isDbId(id)) throw bad('The point source must be a point source id or null.');
  return id;
};

/** `GET /questiontoforms/.../inspection/...`: the form to fill in, for a plant, point source and date. */
