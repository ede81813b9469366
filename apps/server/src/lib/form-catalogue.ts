import {
  FREQUENCIES,
  numberQuestions,
  PERMIT_TYPES,
  type FormSummary,
  type SetupQuestion,
} from '@envirotrack/shared';
import type { formTemplates, questions } from '../db/schema';

type QuestionRow = typeof questions.$inferSelect;

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

export function rowToQuestion(row: QuestionRow): SetupQuestion {
  return {
    questionId: row.id,
    questionType: row.type as SetupQuestion['questionType'],
    question: row.text,
    questionHint: row.hint,
    choices: row.choices,
    priority: row.priority as SetupQuestion['priority'],
    isFlagged: row.isFlagged,
    followUpOn: row.followUpOn,
    answerSelected: row.answerSelected,
    questionStatus: row.status === 3 ? 3 : 1,
    subQuestions: [],
  };
}

/** Rows (ordered by position, id) into the numbered tree; `withDeleted` keeps retired ones in place. */
export function buildTree(rows: QuestionRow[], withDeleted: boolean): SetupQuestion[] {
  const children = new Map<number | null, QuestionRow[]>();
  for (const row of rows) {
    if (!withDeleted && row.status === 3) continue;
    const key = row.parentQuestionId;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const build = (parent: number | null): SetupQuestion[] =>
    (children.get(parent) ?? []).map((row) => ({ ...rowToQuestion(row), subQuestions: build(row.id) }));
  return numberQuestions(build(null));
}
