import type { z } from 'zod';
import {
  FREQUENCIES,
  PERMIT_TYPES,
  type PlantBody,
  type SelectableForm,
  type selectableForms,
} from '@envirotrack/shared';

export type SelectableForms = z.infer<typeof selectableForms>;

/** The chosen forms of a plant: FormId -> the chosen point source ids (a key present = form chosen). */
export type Selection = Readonly<Record<string, readonly number[]>>;

/** What the server marked as chosen for the plant. */
export function selectionOf(forms: SelectableForms): Selection {
  const selection: Record<string, number[]> = {};
  for (const form of allForms(forms)) {
    if (form.IsSelected)
      selection[form.FormId] = form.PointSources.filter((ps) => ps.IsSelected).map((ps) => ps.PsId);
  }
  return selection;
}

/** Spec 2 §2.4: choosing a form starts it with no point source; choosing it again removes it. */
export function toggleForm(selection: Selection, formId: string): Selection {
  const { [formId]: removed, ...rest } = selection;
  return removed ? rest : { ...selection, [formId]: [] };
}

/** The point sources picked for a form; picking one of a form not yet chosen chooses the form too. */
export const setPointSources = (selection: Selection, formId: string, ids: readonly number[]): Selection => ({
  ...selection,
  [formId]: ids,
});

export const toInspections = (selection: Selection): PlantBody['inspections'] =>
  Object.entries(selection).map(([FormId, PointSources]) => ({ FormId, PointSources: [...PointSources] }));

export interface FrequencyGroup {
  frequency: string;
  forms: SelectableForm[];
}

export interface PermitGroup {
  permitType: string;
  frequencies: FrequencyGroup[];
}

const ordered = (keys: string[], order: readonly string[]) =>
  [...keys].sort((a, b) => rank(order, a) - rank(order, b));
const rank = (order: readonly string[], key: string) => {
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
};

/** Forms by permit type (Water, Air, Waste, Others) then frequency (Daily to Yearly); empty groups left out. */
export function permitGroups(forms: SelectableForms, keep: (form: SelectableForm) => boolean = () => true) {
  return ordered(Object.keys(forms), PERMIT_TYPES)
    .map((permitType): PermitGroup => ({
      permitType,
      frequencies: ordered(Object.keys(forms[permitType] ?? {}), FREQUENCIES)
        .map((frequency) => ({ frequency, forms: (forms[permitType]?.[frequency] ?? []).filter(keep) }))
        .filter((group) => group.forms.length > 0),
    }))
    .filter((group) => group.frequencies.length > 0);
}

export const allForms = (forms: SelectableForms): SelectableForm[] =>
  Object.values(forms).flatMap((byFrequency) => Object.values(byFrequency).flat());

/** The plant's chosen forms, by permit type then frequency (spec 2 §2.6). */
export const selectedGroups = (forms: SelectableForms) => permitGroups(forms, (form) => form.IsSelected);

/** The names of a chosen form's chosen point sources. */
export const chosenSourceNames = (form: SelectableForm) =>
  form.PointSources.filter((ps) => ps.IsSelected).map((ps) => ps.PsName);

/** Chosen point-source forms with no outfall picked: the server refuses them, as Begin Form would lead nowhere. */
export const formsWithoutOutfall = (forms: SelectableForms, selection: Selection): SelectableForm[] =>
  allForms(forms).filter((form) => form.PointSources.length > 0 && selection[form.FormId]?.length === 0);
