import {
  isAnswerable,
  isSlotItem,
  slotsOf,
  type GridCell,
  type GridRow,
  type QuestionType,
  type YearPeriod,
} from '@envirotrack/shared';
import type { GridFlag, GridInspection, GridQuestion } from './form-grid.queries';

/**
 * The questions a form was made with (those of its first day) count as on it from the start: a form installed
 * or set up after a plant began still shows its questions for the plant's earlier periods.
 */
export function withOriginals(questions: GridQuestion[]): GridQuestion[] {
  const first = new Map<number, string>();
  for (const q of questions) {
    const known = first.get(q.templateId);
    if (known === undefined || q.createdOn < known) first.set(q.templateId, q.createdOn);
  }
  return questions.map((q) =>
    q.createdOn === first.get(q.templateId) ? { ...q, createdOn: '0000-01-01', createdAt: -Infinity } : q,
  );
}

/** A question in form order with its number (live answerable ones only, as the form numbers them). */
export interface PlacedQuestion {
  q: GridQuestion;
  questionNum: string | null;
  depth: number;
  /** Its wording and its parents' (and type): how the same question is known across a form and its copy. */
  key: string;
}

/** The answerable questions of one template in form order, numbered like the fill-in (numberQuestions). */
export function placed(questions: GridQuestion[]): PlacedQuestion[] {
  const children = new Map<number | null, GridQuestion[]>();
  for (const q of questions)
    children.set(q.parentQuestionId, [...(children.get(q.parentQuestionId) ?? []), q]);
  const result: PlacedQuestion[] = [];
  const walk = (parent: number | null, prefix: string, depth: number, path: string) => {
    let counter = 0;
    for (const q of children.get(parent) ?? []) {
      const answerable = isAnswerable({ questionType: q.type as QuestionType });
      let questionNum: string | null = null;
      if (answerable && q.status === 1) {
        counter += 1;
        questionNum = prefix ? `${prefix}.${counter}` : String(counter);
      }
      const key = `${path}\u0001${q.type}\u0002${q.text}`;
      if (answerable) result.push({ q, questionNum, depth, key });
      walk(q.id, questionNum ?? prefix, depth + 1, key);
    }
  };
  walk(null, '', 0, '');
  return result;
}

export interface Column {
  period: YearPeriod;
  inspection: GridInspection | undefined;
}

/**
 * Whether a question was on the form for a period: for a period with a report, a question of the form the
 * report was made with that it answered or that existed when it was first saved; for a period without one,
 * a question of the form now that existed on some day of the period.
 */
export function belongs(q: GridQuestion, column: Column, formId: number): boolean {
  const i = column.inspection;
  if (i) {
    if (i.templateId !== q.templateId) return false;
    if (i.answers.some((a) => a.q === q.id)) return true;
    return q.createdAt <= i.createdAt && (q.retiredAt === null || q.retiredAt > i.createdAt);
  }
  return (
    q.templateId === formId &&
    q.createdOn <= column.period.last &&
    (q.retiredOn === null || q.retiredOn > column.period.first)
  );
}

/**
 * The grid's question rows: the form's questions, then those of other forms its reports were made with (the
 * library form before the organisation's copy) that the form does not have, merged by wording; each kept when
 * it was on the form for one of the periods at least.
 */
export function gridRows(
  formId: number,
  byTemplate: Map<number, PlacedQuestion[]>,
  columns: Column[],
  flags: GridFlag[],
): GridRow[] {
  const rows: { placed: PlacedQuestion[]; key: string }[] = [];
  const order = [formId, ...[...byTemplate.keys()].filter((id) => id !== formId)];
  for (const templateId of order) {
    for (const p of byTemplate.get(templateId) ?? []) {
      const same = rows.find((r) => r.key === p.key);
      if (same) same.placed.push(p);
      else rows.push({ placed: [p], key: p.key });
    }
  }
  const flagged = new Set(flags.map((f) => `${f.inspectionId}|${f.questionId}`));
  const result: GridRow[] = [];
  for (const row of rows) {
    const cells: GridCell[] = columns.map((column) => {
      const on = row.placed.find((p) => belongs(p.q, column, formId));
      if (!on) return { parts: [], flagged: false, onForm: false };
      const i = column.inspection;
      const answers = i
        ? i.answers.filter((a) => a.q === on.q.id && a.a !== '').sort((a, b) => a.m - b.m)
        : [];
      return {
        parts: answers.flatMap((a) => slotsOf(a.a)),
        flagged: i !== undefined && flagged.has(`${i.id}|${on.q.id}`),
        onForm: true,
      };
    });
    if (!cells.some((c) => c.onForm)) continue;
    const first = row.placed[0];
    if (!first) continue;
    const live = row.placed.find((p) => p.q.templateId === formId && p.q.status === 1);
    const shown = live ?? first;
    result.push({
      rowId: `q${first.q.id}`,
      questionIds: row.placed.map((p) => p.q.id),
      questionNum: live?.questionNum ?? null,
      question: shown.q.text,
      questionType: shown.q.type as QuestionType,
      depth: shown.depth,
      slotLabels: isSlotItem({ questionType: shown.q.type as QuestionType, choices: shown.q.choices })
        ? shown.q.choices
        : [],
      deleted: !live,
      cells,
    });
  }
  return result;
}
