import { numberQuestions, type SetupQuestion } from '@envirotrack/shared';
import type { QuestionRow } from './forms.queries';

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

/** The nesting of live questions (how many at each level): what an edit-only form must keep. */
export function shapeOf(tree: SetupQuestion[]): string {
  return tree
    .filter((q) => q.questionStatus === 1)
    .map((q) => `${q.questionType}[${shapeOf(q.subQuestions)}]`)
    .join(',');
}
