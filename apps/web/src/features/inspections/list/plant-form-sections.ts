import {
  FREQUENCIES,
  PERMIT_TYPES,
  type Frequency,
  type PermitType,
  type PlantInspectionForm,
  type PlantInspections,
} from '@envirotrack/shared';
import type { PlantPointSource } from '../../../components/open-form';

/** The forms of one permit type and frequency: a section of the plant modal, with its own date. */
export interface FormSection {
  permitType: PermitType;
  frequency: Frequency;
  forms: PlantInspectionForm[];
}

export const sectionKey = (section: Pick<FormSection, 'permitType' | 'frequency'>) =>
  `${section.permitType}/${section.frequency}`;

/** The sections that have forms, in the spec's order: Water, Air, Waste, Others; Daily to Yearly. */
export const formSections = (data: PlantInspections): FormSection[] =>
  PERMIT_TYPES.flatMap((permitType) =>
    FREQUENCIES.flatMap((frequency) => {
      const forms = data.forms[permitType]?.[frequency] ?? [];
      return forms.length ? [{ permitType, frequency, forms }] : [];
    }),
  );

export function byPermit<T extends Pick<FormSection, 'permitType'>>(sections: T[]): [PermitType, T[]][] {
  return PERMIT_TYPES.flatMap((permitType): [PermitType, T[]][] => {
    const own = sections.filter((section) => section.permitType === permitType);
    return own.length ? [[permitType, own]] : [];
  });
}

/**
 * The point sources a form is filled in for: those chosen for the plant, or every one of the form's when the
 * plant chose none.
 */
export function sourcesOf(form: PlantInspectionForm): PlantPointSource[] {
  const chosen = form.PointSources.filter((source) => source.IsSelected);
  return chosen.length ? chosen : form.PointSources;
}

/** A form is done for the period when it has its inspection, or each of its point sources has one. */
export function isCompleted(form: PlantInspectionForm): boolean {
  const sources = sourcesOf(form);
  return sources.length
    ? sources.every((source) => source.InspectionId !== null)
    : form.InspectionId !== null;
}
