import type { SetupQuestion } from './inspection-forms';
import { isAnswerable } from './question-tree';
import type { ReportFlag } from './report-detail';
import { shownAnswer } from './report-detail-rules';

/**
 * The report's family layouts as blocks (issue 17, docs/decisions.md 'Evidence pack'): the housekeeping
 * scorecard, the check sheet, the plant preventive table and the modules sheet, each built here once — which columns, which
 * rows, which labels and values — and rendered by the screen (React) and the evidence pack (pdfkit) alike.
 * The blocks and their parts are here; the builders in report-table-layouts.ts and report-sheet-layouts.ts.
 */

/** One module's answers as the report shows them: answers by questionId, its flags, the computed scores. */
export interface ReportValues {
  answers: ReadonlyMap<number, string>;
  moduleIndex: number;
  flags: readonly ReportFlag[];
  /** BlockScore and TotalScore values by questionId. */
  computed: ReadonlyMap<number, string>;
}

/** A question's line in a list: number, text, shown answer (null for a title or note), flag, depth. */
export interface QuestionLine {
  questionId: number | null;
  number: string | null;
  depth: number;
  text: string;
  answer: string | null;
  flag: ReportFlag | null;
}

export type TableCell =
  /** The item's label (number and question), its flag, and a note after it ('Unanswered'). */
  | { kind: 'item'; question: SetupQuestion; label: string; note: string | null; flag: ReportFlag | null }
  /** A check mark when the item's answer is this column's; `label` names it for a screen reader. */
  | { kind: 'mark'; checked: boolean; label: string; span: number }
  | { kind: 'text'; text: string; span: number; style: 'plain' | 'mark' | 'standard' | 'label' | 'right' }
  /** A column an item has no slot in (greyed). */
  | { kind: 'empty' }
  /** Questions shown in a row across the table (a note, a problem's details). */
  | { kind: 'questions'; list: QuestionListBlock; span: number }
  /** One question's answer in a module's row, as shown ('Unanswered' when none), and its flag. */
  | {
      kind: 'answer';
      question: SetupQuestion;
      answer: string | undefined;
      text: string;
      flag: ReportFlag | null;
    };

export interface TableRow {
  kind: 'item' | 'section' | 'block' | 'repair' | 'other' | 'details';
  key: string;
  cells: TableCell[];
  /** The row's name for a screen reader, when its cells do not say it first ('No:2'). */
  label?: string;
}

export interface QuestionListBlock {
  kind: 'questionList';
  questions: SetupQuestion[];
  lines: QuestionLine[];
  nested: boolean;
}

export interface TableBlock {
  kind: 'table';
  columns: { label: string; kind: 'item' | 'mark' | 'text' }[];
  rows: TableRow[];
  /** Whose table it is: a check sheet names each mark on the mark, the others on its cell. */
  family: 'scorecard' | 'slots' | 'preventive' | 'modules';
}

export type LayoutBlock =
  | { kind: 'facts'; items: { label: string; value: string; id?: string }[] }
  | QuestionListBlock
  | TableBlock
  /** A total with who it is by ('Total Score: 85%', 'Inspector: ...'). */
  | { kind: 'score'; label: string; value: string; id: string; by: string }
  /** A notes box: the items it lists, or the text when there are none. */
  | { kind: 'list'; title: string; items: { number: string | null; text: string }[]; empty: string };

export const labelOf = (q: Pick<SetupQuestion, 'questionNum' | 'question'>) =>
  `${q.questionNum ? `${q.questionNum}. ` : ''}${q.question}`;

/** The flag of an answer, when the shown answer is the one flagged. */
export const flagOf = (
  flags: readonly ReportFlag[],
  questionId: number | null | undefined,
  moduleIndex: number,
  answer: string | undefined,
): ReportFlag | undefined =>
  flags.find(
    (f) =>
      f.questionId === questionId &&
      f.moduleIndex === moduleIndex &&
      (f.status === 'withdrawn' || f.answer === answer),
  );

const DISPLAY = ['Title', 'Subtitle', 'Hint', 'Paragraph'];

function lines(questions: readonly SetupQuestion[], values: ReportValues, depth: number): QuestionLine[] {
  return questions.flatMap((q) => {
    const id = q.questionId ?? null;
    const answer = isAnswerable(q) ? values.answers.get(id ?? 0) : values.computed.get(id ?? 0);
    const line: QuestionLine = {
      questionId: id,
      number: q.questionNum ?? null,
      depth,
      text: q.question,
      answer: DISPLAY.includes(q.questionType) ? null : shownAnswer(q, answer),
      flag: flagOf(values.flags, id, values.moduleIndex, answer) ?? null,
    };
    return [line, ...lines(q.subQuestions, values, depth + 1)];
  });
}

/** Questions as a list, sub-questions under their parent (the tree is already the one shown). */
export const questionList = (
  questions: readonly SetupQuestion[],
  values: ReportValues,
  nested = false,
): QuestionListBlock => ({
  kind: 'questionList',
  questions: [...questions],
  lines: lines(questions, values, 0),
  nested,
});

export const itemCell = (q: SetupQuestion, values: ReportValues, note: string | null = null): TableCell => ({
  kind: 'item',
  question: q,
  label: labelOf(q),
  note,
  flag: flagOf(values.flags, q.questionId, values.moduleIndex, values.answers.get(q.questionId ?? 0)) ?? null,
});
export const textCell = (
  value: string,
  span = 1,
  style: 'plain' | 'mark' | 'standard' | 'label' | 'right' = 'plain',
) => ({ kind: 'text', text: value, span, style }) as const;
export const rowKey = (q: SetupQuestion, i: number) => String(q.questionId ?? `row-${i}`);
