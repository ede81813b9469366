import {
  APP_TIME_ZONE,
  formatMdyDate,
  gridWhen,
  isoWeekday,
  isSlotItem,
  MONTH_LABELS,
  periodState,
  plantMessages,
  QUARTER_GRID_LABELS,
  summaryMessages,
  today,
  YEARLY_GRID_AFTER,
  YEARLY_GRID_BEFORE,
  yearPeriods,
  type FormGridAnswer,
  type Frequency,
  type GridPeriod,
  type SummaryQuestions,
  type QuestionType,
  type YearPeriod,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { calendarPlant } from './compliance-calendar.queries';
import { dueItemsFrom, plantDueFacts } from './compliance-calendar.service';
import { catalogueOf, type CatalogueForm } from './compliance.queries';
import { gridInspections, gridQuestions } from './form-grid.queries';
import { gridRows, placed, withOriginals, type Column, type PlacedQuestion } from './form-grid.rows';

const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The periods a grid shows: the date's month (daily: its days; weekly: the weeks whose Thursday is in it), its year's months or quarters, or six years. */
export function gridPeriods(frequency: Frequency, date: string): readonly Readonly<YearPeriod>[] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  switch (frequency) {
    case 'Daily':
    case 'Weekly':
      return yearPeriods(frequency, year).filter((p) => p.month === month);
    case 'Monthly':
    case 'Quarterly':
      return yearPeriods(frequency, year);
    case 'Yearly':
      return Array.from({ length: YEARLY_GRID_BEFORE + YEARLY_GRID_AFTER + 1 }, (_, i) =>
        yearPeriods('Yearly', year - YEARLY_GRID_BEFORE + i),
      ).flat();
  }
}

function labelOf(frequency: Frequency, p: YearPeriod): { label: string; weekday: string | null } {
  switch (frequency) {
    case 'Daily':
      return {
        label: String(Number(p.first.slice(8))),
        weekday: WEEKDAY_LABELS[isoWeekday(p.first) - 1] ?? null,
      };
    case 'Weekly':
      return { label: formatMdyDate(p.first).slice(0, 5), weekday: null };
    case 'Monthly':
      return { label: MONTH_LABELS[Number(p.first.slice(5, 7)) - 1] ?? p.key, weekday: null };
    case 'Quarterly':
      return {
        label: QUARTER_GRID_LABELS[Math.floor((Number(p.first.slice(5, 7)) - 1) / 3)] ?? p.key,
        weekday: null,
      };
    case 'Yearly':
      return { label: p.key, weekday: null };
  }
}

/** The organisation's form a FormId names: the effective form of a plant's due item, else the catalogue's. */
function formNamed(
  templates: CatalogueForm[],
  dueForm: CatalogueForm | undefined,
  formId: string,
): CatalogueForm | undefined {
  if (dueForm) return dueForm;
  const named = templates.filter((t) => t.formKey === formId);
  return named.find((t) => !t.deleted) ?? named[0];
}

/** GET /get{...}formson{...}/{plantUId}/{formId}/{date}: one plant's form across a month or a year. */
export async function formGrid(
  db: Db,
  auth: AuthContext,
  frequency: Frequency,
  params: { plantUId: number; formId: string; date: string },
  asked: string | undefined,
): Promise<FormGridAnswer> {
  const plant = await calendarPlant(db, params.plantUId, scopeOf(auth));
  if (!plant) throw new Problem('notFound');
  const dueFacts = await plantDueFacts(db, plant.orgId, plant.id);
  const { catalogue, settings } = dueFacts;
  // A form of another frequency is not among these: it is refused below with the catalogue's form.
  const items = dueItemsFrom(dueFacts, plant.orgId, [frequency]);
  const byId = new Map(catalogue.templates.map((t) => [t.id, t]));
  const names = (item: (typeof items)[number]) =>
    [item.due.form, byId.get(item.due.assignedId), byId.get(item.due.form.basedOnId ?? -1)].map(
      (t) => t?.formKey,
    );
  const matching = items.filter((item) => names(item).includes(params.formId));
  const form = formNamed(catalogue.templates, matching[0]?.due.form, params.formId);
  if (!form) throw new Problem('notFound', summaryMessages.formNotFound);
  if (form.frequency !== frequency) throw new Problem('badInput', summaryMessages.wrongFrequency(frequency));
  const sources = catalogue.sources.filter((s) => s.templateId === form.id).map((s) => s.name);
  if (sources.length > 0 && !asked) throw new Problem('badInput', plantMessages.selectPointSource);
  if (asked && sources.length === 0) throw new Problem('badInput', summaryMessages.noPointSources);
  if (asked && !sources.includes(asked)) throw new Problem('badInput', summaryMessages.badPointSource);
  const pointSource = asked ?? null;
  const item = matching.find((i) => i.pointSource === pointSource);
  const rootId = form.basedOnId ?? form.id;

  const periods = gridPeriods(frequency, params.date);
  // The questions of every template the reports can have been made with (the root and its copies in the
  // catalogue), read beside the reports rather than after them.
  const candidates = catalogue.templates
    .filter((t) => t.id === form.id || t.id === rootId || t.basedOnId === rootId)
    .map((t) => t.id);
  const [inspections, allQuestions] = await Promise.all([
    gridInspections(
      db,
      plant.id,
      rootId,
      pointSource,
      periods.map((p) => p.key),
    ),
    gridQuestions(db, candidates),
  ]);
  const byKey = new Map(inspections.map((i) => [i.periodKey, i]));
  const templateIds = [...new Set([form.id, ...inspections.map((i) => i.templateId)])];
  const questions = withOriginals(allQuestions.filter((q) => templateIds.includes(q.templateId)));
  const flags = inspections.flatMap((i) =>
    i.flagged.map((questionId) => ({ inspectionId: i.id, questionId })),
  );
  const byTemplate = new Map<number, PlacedQuestion[]>(
    templateIds.map((id) => [id, placed(questions.filter((q) => q.templateId === id))]),
  );
  const columns: Column[] = periods.map((period) => ({ period, inspection: byKey.get(period.key) }));
  const todayIso = today(APP_TIME_ZONE);
  const facts = {
    plantCreated: plant.created,
    inactiveSince: plant.inactiveSince,
    // A form the plant is not given (any more) owes nothing; its reports still show.
    assignedOn: item?.assignedOn ?? '9999-12-31',
    dueDays: settings.dailyDueDays,
    todayIso,
  };
  const gridPeriodsOut: GridPeriod[] = columns.map(({ period, inspection }) => ({
    ...labelOf(frequency, period),
    ...periodState(
      frequency,
      period,
      facts,
      inspection && { inspectionId: inspection.id, doneOn: inspection.doneOn },
    ),
  }));
  const rows = gridRows(form.id, byTemplate, columns, flags);
  rows.push({
    rowId: 'submittedOn',
    questionIds: [],
    questionNum: null,
    question: summaryMessages.submittedOn,
    questionType: 'SubmittedOn',
    depth: 0,
    slotLabels: [],
    deleted: false,
    cells: gridPeriodsOut.map((p) => ({
      parts: p.doneOn ? [formatMdyDate(p.doneOn)] : [],
      flagged: false,
      onForm: true,
    })),
  });
  return {
    status: 'valid',
    data: {
      plant: { plantUId: plant.id, plantId: plant.plantId, plantName: plant.plantName },
      form: { FormId: form.formKey, formName: form.name, frequency, pointSources: sources },
      pointSource,
      date: params.date,
      when: gridWhen(frequency, params.date),
      today: todayIso,
      periods: gridPeriodsOut,
      rows,
    },
    omittedQues: rows
      .map((r) => ({
        rowId: r.rowId,
        periodKeys: r.cells.flatMap((c, i) => (c.onForm ? [] : [gridPeriodsOut[i]?.key ?? ''])),
      }))
      .filter((r) => r.periodKeys.length > 0),
    deletedQues: rows.filter((r) => r.deleted).map((r) => r.rowId),
  };
}

/** GET /getquestionsforformsummary/{formId}/{date}: the questions the organisation's form had on that day. */
export async function summaryQuestionsOf(
  db: Db,
  auth: AuthContext,
  formId: string,
  date: string,
): Promise<SummaryQuestions> {
  const orgId = scopeOf(auth).orgId;
  if (orgId === null) throw new Problem('forbidden', summaryMessages.chooseOrganisation);
  const { templates } = await catalogueOf(db, orgId);
  const named = templates.filter((t) => t.formKey === formId);
  const chosen = named.find((t) => !t.deleted) ?? named[0];
  if (!chosen) throw new Problem('notFound', summaryMessages.formNotFound);
  // A library form the organisation copied stands for its copy (as compliance counts it).
  const copy = templates.find((t) => t.ownerOrgId === orgId && t.basedOnId === chosen.id && !t.deleted);
  const form = chosen.ownerOrgId === null && copy ? copy : chosen;
  const questions = withOriginals(await gridQuestions(db, [form.id])).filter(
    (q) => q.createdOn <= date && (q.retiredOn === null || q.retiredOn > date),
  );
  // Numbered as the form stood that day: the questions retired later count as live then.
  const asThen = placed(questions.map((q) => ({ ...q, status: 1 })));
  return {
    FormId: form.formKey,
    formName: form.name,
    frequency: form.frequency as Frequency,
    date,
    questions: asThen.map((p) => ({
      questionId: p.q.id,
      questionNum: p.questionNum,
      question: p.q.text,
      questionType: p.q.type as QuestionType,
      depth: p.depth,
      slotLabels: isSlotItem({ questionType: p.q.type as QuestionType, choices: p.q.choices })
        ? p.q.choices
        : [],
    })),
  };
}
