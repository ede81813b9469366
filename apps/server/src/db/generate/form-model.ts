import {
  type Frequency,
  inspectionMessages,
  isAnswerable,
  isSlotItem,
  NOT_APPLICABLE,
  type QuestionType,
  RATING_SCALE,
  type ScoredQuestion,
} from '@envirotrack/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { formTemplates, questions } from '../schema';
import { cumulative } from './random';
import { commentMaker, textMaker, type TextMaker } from './texts';

const RATING_LABELS_SET = new Set<string>(RATING_SCALE);

/** How one question gets its answer. */
export type AnswerSpec =
  | { kind: 'choice'; cumulative: number[] }
  | { kind: 'check'; trigger: string; good: string; na: string | null; high: boolean }
  | { kind: 'rating'; trigger: string | null }
  | { kind: 'slots'; labels: readonly string[] }
  | { kind: 'slotNote'; date: boolean }
  | { kind: 'text'; make: TextMaker }
  | { kind: 'comment'; detail: boolean; make: ReturnType<typeof commentMaker> }
  | { kind: 'date'; shift: [number, number]; done: boolean }
  | { kind: 'time'; shift: [number, number] | null }
  | { kind: 'lowScore' };

export interface QuestionNode {
  id: number;
  type: QuestionType;
  text: string;
  choices: string[];
  isFlagged: boolean;
  followUpOn: string | null;
  answerSelected: string | null;
  children: QuestionNode[];
  /** Index among the form's answerable questions in id order (-1: not answered). */
  slot: number;
  spec: AnswerSpec | null;
}

export interface FormTemplateInfo {
  id: number;
  rootId: number;
  formKey: string;
  parentId: string;
  inspectionType: string;
  permitType: string;
  frequency: Frequency;
  moduleSize: number | null;
}

export interface FormModel {
  template: FormTemplateInfo;
  roots: QuestionNode[];
  /** Answerable questions in id order: the order answers are stored in (question, then module). */
  answerable: QuestionNode[];
  /** The top level as the scoring rules read it (null: nothing on the form can be rated). */
  scored: ScoredQuestion[] | null;
}

const CHOICE_RULES: readonly [RegExp, Record<string, number>][] = [
  [/rained/i, { Yes: 0.25, No: 0.75 }],
  [/operating today/i, { Yes: 0.93, No: 0.07 }],
  [/accumulated rainwater/i, { Yes: 0.2, No: 0.8 }],
  [/substantially identical/i, { Yes: 0.05, No: 0.95 }],
  [/qualifying discharge/i, { Yes: 0.85, No: 0.15 }],
  [/soot blowing/i, { Yes: 0.1, No: 0.9 }],
  [/stormwater discharging/i, { Yes: 0.2, No: 0.8 }],
  [/sun behind/i, { Yes: 0.95, No: 0.05 }],
];

function choiceWeights(text: string, choices: readonly string[]): number[] {
  const rule = CHOICE_RULES.find(([pattern]) => pattern.test(text))?.[1];
  const ruled = rule ? choices.map((c) => rule[c] ?? 0) : [];
  if (ruled.some((w) => w > 0)) return ruled;
  return choices.map((_, i) => (i === 0 ? 0.6 : 0.4 / Math.max(1, choices.length - 1)));
}

function dateShift(
  text: string,
  isDetail: boolean,
  isModule: boolean,
): { shift: [number, number]; done: boolean } {
  if (isDetail || /completed? date/i.test(text)) return { shift: [0, 10], done: true };
  if (/due/i.test(text)) return { shift: [14, 45], done: false };
  if (/target/i.test(text)) return { shift: [60, 330], done: false };
  if (/last cathodic/i.test(text)) return { shift: [-700, -30], done: true };
  if (/storm event|sample date/i.test(text)) return { shift: [-2, 0], done: true };
  if (isModule) return { shift: [-300, 0], done: true };
  return { shift: [0, 0], done: true };
}

const timeShift = (text: string): [number, number] | null =>
  /time of inspection|start time/i.test(text) ? null : /end time/i.test(text) ? [6, 60] : [-240, 120];

function specOf(node: QuestionNode, afterSlotItem: boolean, isModule: boolean): AnswerSpec | null {
  if (!isAnswerable({ questionType: node.type })) return null;
  const isDetail = node.answerSelected !== null;
  if (node.type === 'ObjectiveType' || node.type === 'Dropdown') {
    const q = { questionType: node.type, choices: node.choices };
    if (isSlotItem(q)) return { kind: 'slots', labels: node.choices };
    if (RATING_SCALE.every((r) => node.choices.includes(r)))
      return { kind: 'rating', trigger: node.isFlagged ? node.followUpOn : null };
    if (node.isFlagged && node.followUpOn) {
      const trigger = node.followUpOn;
      const others = node.choices.filter((c) => c !== trigger && c !== NOT_APPLICABLE);
      return {
        kind: 'check',
        trigger,
        good: others[0] ?? node.choices.find((c) => c !== trigger) ?? trigger,
        na: node.choices.includes(NOT_APPLICABLE) ? NOT_APPLICABLE : null,
        high: false,
      };
    }
    return { kind: 'choice', cumulative: cumulative(choiceWeights(node.text, node.choices)) };
  }
  if (afterSlotItem && (node.type === 'Comments' || node.type === 'Date'))
    return { kind: 'slotNote', date: node.type === 'Date' };
  switch (node.type) {
    case 'Date':
      return { kind: 'date', ...dateShift(node.text, isDetail, isModule) };
    case 'Time':
      return { kind: 'time', shift: timeShift(node.text) };
    case 'Comments':
      // The low-score notes of a scorecard are filled from its ratings, as the fill-in shows them.
      return node.text.trim() === inspectionMessages.lowScoreLabel
        ? { kind: 'lowScore' }
        : { kind: 'comment', detail: isDetail, make: commentMaker(node.text, isDetail) };
    default:
      return { kind: 'text', make: textMaker(node.text) };
  }
}

type QuestionRow = typeof questions.$inferSelect;

function buildTree(rows: QuestionRow[], isModule: boolean): QuestionNode[] {
  const byParent = new Map<number | null, QuestionRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentQuestionId) ?? [];
    list.push(row);
    byParent.set(row.parentQuestionId, list);
  }
  const build = (parentId: number | null): QuestionNode[] => {
    // As the server places them: a Comments or Date question after a check-list item holds that item's slots.
    let slotItem: QuestionNode | undefined;
    return (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => {
        const node: QuestionNode = {
          id: row.id,
          type: row.type as QuestionType,
          text: row.text,
          choices: row.choices,
          isFlagged: row.isFlagged,
          followUpOn: row.followUpOn,
          answerSelected: row.answerSelected,
          children: build(row.id),
          slot: -1,
          spec: null,
        };
        if (isSlotItem({ questionType: node.type, choices: node.choices })) slotItem = node;
        else if (node.type === 'ObjectiveType' || node.type === 'Dropdown') slotItem = undefined;
        node.spec = specOf(node, slotItem !== undefined && slotItem !== node, isModule);
        if (node.spec?.kind === 'check') node.spec.high = row.priority === 'High';
        return node;
      });
  };
  return build(null);
}

/** The live questions of each template, as answer-ready trees (one query for all of them). */
export async function loadFormModels(db: Db, templateIds: number[]): Promise<Map<number, FormModel>> {
  const models = new Map<number, FormModel>();
  if (!templateIds.length) return models;
  const templates = await db.select().from(formTemplates).where(inArray(formTemplates.id, templateIds));
  const rows = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.templateId, templateIds), eq(questions.status, 1)))
    .orderBy(asc(questions.id));
  for (const t of templates) {
    const isModule = t.moduleSize !== null;
    const roots = buildTree(
      rows.filter((r) => r.templateId === t.id),
      isModule,
    );
    const answerable: QuestionNode[] = [];
    const collect = (nodes: QuestionNode[]) =>
      nodes.forEach((n) => {
        if (n.spec) answerable.push(n);
        collect(n.children);
      });
    collect(roots);
    answerable.sort((a, b) => a.id - b.id).forEach((n, i) => (n.slot = i));
    models.set(t.id, {
      template: {
        id: t.id,
        rootId: t.basedOnId ?? t.id,
        formKey: t.formKey,
        parentId: t.parentId,
        inspectionType: t.inspectionType,
        permitType: t.permitType,
        frequency: t.frequency as Frequency,
        moduleSize: t.moduleSize,
      },
      roots,
      answerable,
      // The server scores every form; only one with a rating word among its choices can score anything.
      scored: roots.some((n) => n.choices.some((c) => RATING_LABELS_SET.has(c)))
        ? roots.map((n) => ({ questionId: n.id, questionType: n.type, question: n.text, choices: n.choices }))
        : null,
    });
  }
  return models;
}
