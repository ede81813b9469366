import type { Frequency, InspectionType } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { catalogueOf, type Catalogue, type CatalogueForm } from './compliance.queries';

/** A form as compliance counts it: the organisation's effective copy of what a plant was assigned. */
export interface DueForm {
  /** The template id plant_forms holds (a library form, or the organisation's own). */
  assignedId: number;
  /** The form the organisation uses for it (its copy of a library form, when it has one). */
  form: CatalogueForm;
  /** The library form an organisation copy descends from, or the form itself: what inspections are keyed by. */
  rootId: number;
  /** Point source ids (of the assigned form or of the copy) and the name inspections carry for each. */
  pointSources: { id: number; name: string }[];
}

export interface DueFormFilter {
  frequency: Frequency;
  /** null: both types (less the hidden ones). */
  inspectionType: InspectionType | null;
  hideHousekeeping: boolean;
  /** FormIds chosen in the Inspection filter; null = all. */
  formKeys: readonly string[] | null;
}

/**
 * The forms that are due, for every template a plant of the organisation may be assigned: a library form
 * the organisation copied stands for its copy (a plant assigned either owes the copy); a deleted or
 * inactive copy or form owes nothing. A form with point sources is owed once per point source chosen for
 * the plant that the effective form still has (by name, as the fill-in matches them); none chosen, nothing.
 */
export async function dueForms(db: Db, orgId: number, filter: DueFormFilter): Promise<DueForm[]> {
  return dueFormsIn(await catalogueOf(db, orgId), orgId, filter);
}

/** `dueForms` over a catalogue already read (several frequencies from one read). */
export function dueFormsIn(catalogue: Catalogue, orgId: number, filter: DueFormFilter): DueForm[] {
  const { templates, sources } = catalogue;
  // The organisation's copy of a library form: its live copy, else the newest deleted one (as migration 0019's
  // compliance_items_of picks it).
  const copyOf = new Map<number, CatalogueForm>();
  for (const t of templates) {
    if (t.ownerOrgId !== orgId || t.basedOnId === null) continue;
    const seen = copyOf.get(t.basedOnId);
    if (!seen || (seen.deleted && !t.deleted) || (seen.deleted === t.deleted && t.id > seen.id))
      copyOf.set(t.basedOnId, t);
  }
  const sourcesOf = (templateId: number) => sources.filter((s) => s.templateId === templateId);
  const result: DueForm[] = [];
  for (const assigned of templates) {
    const form = (assigned.ownerOrgId === null ? copyOf.get(assigned.id) : undefined) ?? assigned;
    if (form.deleted || !form.active || form.frequency !== filter.frequency) continue;
    if (filter.inspectionType && form.inspectionType !== filter.inspectionType) continue;
    if (filter.hideHousekeeping && form.inspectionType === 'HouseKeeping') continue;
    // A FormId of the library form or of the organisation's copy picks the same form.
    const keys = [form, assigned, templates.find((t) => t.id === form.basedOnId)].map((t) => t?.formKey);
    if (filter.formKeys && !keys.some((key) => key !== undefined && filter.formKeys?.includes(key))) continue;
    const own = sourcesOf(form.id);
    const names = new Set(own.map((s) => s.name));
    const pointSources =
      own.length === 0
        ? []
        : [...sourcesOf(assigned.id), ...(form.id === assigned.id ? [] : own)].filter((s) =>
            names.has(s.name),
          );
    result.push({
      assignedId: assigned.id,
      form,
      rootId: form.basedOnId ?? form.id,
      pointSources: pointSources.map((s) => ({ id: s.id, name: s.name })),
    });
  }
  return result;
}

/** The FormIds of the Inspection filter that are none of the organisation's forms (any frequency). */
export async function unknownFormKeys(db: Db, orgId: number, keys: readonly string[]): Promise<string[]> {
  const { templates } = await catalogueOf(db, orgId);
  const known = new Set(templates.map((t) => t.formKey));
  return keys.filter((key) => !known.has(key));
}

/** The arrays the due query unnests: one row per form without point sources, one per point source id. */
export function dueRows(forms: readonly DueForm[]) {
  interface Row {
    assigned: number;
    root: number;
    psId: number | null;
    psName: string | null;
  }
  const rows = forms.flatMap((f): Row[] =>
    f.form.pointSourceCount > 0
      ? f.pointSources.map((s) => ({ assigned: f.assignedId, root: f.rootId, psId: s.id, psName: s.name }))
      : [{ assigned: f.assignedId, root: f.rootId, psId: null, psName: null }],
  );
  return {
    assigned: rows.map((r) => r.assigned),
    roots: rows.map((r) => r.root),
    psIds: rows.map((r) => r.psId),
    psNames: rows.map((r) => r.psName),
  };
}
