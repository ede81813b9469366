import type { SetupQuestion } from '@envirotrack/shared';

export { buildTree, rowToQuestion } from '../../lib/form-catalogue';

/** The nesting of live questions (how many at each level): what an edit-only form must keep. */
export function shapeOf(tree: SetupQuestion[]): string {
  return tree
    .filter((q) => q.questionStatus === 1)
    .map((q) => `${q.questionType}[${shapeOf(q.subQuestions)}]`)
    .join(',');
}
