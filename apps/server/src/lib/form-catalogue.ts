import { FREQUENCIES, PERMIT_TYPES, type FormSummary } from '@envirotrack/shared';
import type { formTemplates } from '../db/schema';

type TemplateRow = typeof formTemplates.$inferSelect;
type PointSourceRow = { id: number; templateId: number; name: string };

export function summaryOf(template: TemplateRow, pointSources: PointSourceRow[]): FormSummary {
  return {
    FormId: template.formKey,
    FormName: template.name,
    ParentId: template.parentId,
    permitType: template.permitType as FormSummary['permitType'],
    frequency: template.frequency as FormSummary['frequency'],
    InspectionType: template.inspectionType as FormSummary['InspectionType'],
    facilityTypes: template.facilityTypes as FormSummary['facilityTypes'],
    FormActive: template.active,
    isDeclarationRequired: template.declarationRequired,
    moduleSize: template.moduleSize,
    editOnly: template.editOnly,
    ownerOrgId: template.ownerOrgId,
    PointSources: pointSources
      .filter((p) => p.templateId === template.id)
      .map((p) => ({ PsId: p.id, PsName: p.name })),
  };
}

/** Forms keyed by permit type (Water, Air, Waste, Others) and then frequency, every key present. */
export function groupByPermit<T extends FormSummary>(forms: T[]): Record<string, Record<string, T[]>> {
  const grouped: Record<string, Record<string, T[]>> = {};
  for (const permit of PERMIT_TYPES) {
    grouped[permit] = Object.fromEntries(FREQUENCIES.map((frequency) => [frequency, [] as T[]]));
  }
  for (const form of forms) grouped[form.permitType]?.[form.frequency]?.push(form);
  return grouped;
}
