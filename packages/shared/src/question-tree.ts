import { CHOICE_TYPES, DISPLAY_ONLY_TYPES } from './forms-vocabulary';
import { formMessages } from './form-messages';
import type { SetupQuestion } from './inspection-forms';

/** A question's place: indices from the top level down through subQuestions. */
export type QuestionPath = readonly number[];

export interface TreeEdit {
  tree: SetupQuestion[];
  /** Saved question ids this edit retires (sent as deletedComponents). */
  deleted: number[];
}

const isLive = (q: SetupQuestion) => q.questionStatus === 1;
export const isChoiceQuestion = (q: Pick<SetupQuestion, 'questionType'>) =>
  CHOICE_TYPES.includes(q.questionType);

export function blankQuestion(type: SetupQuestion['questionType'] = 'ObjectiveType'): SetupQuestion {
  return {
    questionType: type,
    question: '',
    choices: [],
    isFlagged: false,
    followUpOn: null,
    questionStatus: 1,
    subQuestions: [],
  };
}

function siblingsAt(tree: SetupQuestion[], parentPath: QuestionPath): SetupQuestion[] {
  let list = tree;
  for (const index of parentPath) {
    const node = list[index];
    if (!node) throw new Error(`no question at ${parentPath.join('.')}`);
    list = node.subQuestions;
  }
  return list;
}

/** Returns a copy of the tree with the sibling list under `parentPath` replaced by `update(list)`. */
function withSiblings(
  tree: SetupQuestion[],
  parentPath: QuestionPath,
  update: (list: SetupQuestion[]) => SetupQuestion[],
): SetupQuestion[] {
  if (parentPath.length === 0) return update([...tree]);
  const [head, ...rest] = parentPath;
  return tree.map((node, i) =>
    i === head ? { ...node, subQuestions: withSiblings(node.subQuestions, rest, update) } : node,
  );
}

export function questionAt(tree: SetupQuestion[], path: QuestionPath): SetupQuestion | undefined {
  const parent = siblingsAt(tree, path.slice(0, -1));
  return parent[path[path.length - 1] ?? -1];
}

/** Adds a question at the end of the top level. */
export const addQuestion = (tree: SetupQuestion[], question: SetupQuestion): SetupQuestion[] => [
  ...tree,
  question,
];

/** Adds a sub-question under `path` for one of its choices; only choice questions with a choice may have them. */
export function addSubQuestion(
  tree: SetupQuestion[],
  path: QuestionPath,
  choice: string,
  question: SetupQuestion,
): SetupQuestion[] {
  const parent = questionAt(tree, path);
  if (!parent || !isChoiceQuestion(parent) || !parent.choices.includes(choice)) {
    throw new Error('Sub-questions belong to one choice of a choice question.');
  }
  const index = path[path.length - 1] ?? 0;
  return withSiblings(tree, path.slice(0, -1), (list) =>
    list.map((node, i) =>
      i === index
        ? { ...node, subQuestions: [...node.subQuestions, { ...question, answerSelected: choice }] }
        : node,
    ),
  );
}

/** Marks a question and everything under it deleted; unsaved ones simply disappear. */
function retire(node: SetupQuestion, deleted: number[]): SetupQuestion | undefined {
  if (!node.questionId) return undefined;
  deleted.push(node.questionId);
  const subQuestions = node.subQuestions.flatMap((sub) => retire(sub, deleted) ?? []);
  return { ...node, questionStatus: 3, subQuestions };
}

export function deleteQuestion(tree: SetupQuestion[], path: QuestionPath): TreeEdit {
  const deleted: number[] = [];
  const index = path[path.length - 1] ?? -1;
  const next = withSiblings(tree, path.slice(0, -1), (list) =>
    list.flatMap((node, i) => (i === index ? (retire(node, deleted) ?? []) : [node])),
  );
  return { tree: next, deleted };
}

export type QuestionChanges = Partial<Content> & { priority?: SetupQuestion['priority'] };

type Content = Pick<
  SetupQuestion,
  'questionType' | 'question' | 'questionHint' | 'choices' | 'isFlagged' | 'followUpOn'
>;

/** Whether a change alters what was asked (and so must retire a saved question rather than change it). */
export function changesWording(before: Content, after: Content): boolean {
  return (
    before.questionType !== after.questionType ||
    before.question.trim() !== after.question.trim() ||
    (before.questionHint ?? '') !== (after.questionHint ?? '') ||
    before.choices.join('\u0000') !== after.choices.join('\u0000') ||
    before.isFlagged !== after.isFlagged ||
    (before.isFlagged ? before.followUpOn : null) !== (after.isFlagged ? after.followUpOn : null)
  );
}

/**
 * Applies `changes` to the question at `path`. A saved question whose wording, choices or follow-up choice
 * change is retired (kept, disabled, so past reports still show what was asked) and a new question takes
 * its place; priority changes stay on the same question. A removed choice drops its flag and the
 * sub-questions that belonged to it.
 */
export function editQuestion(tree: SetupQuestion[], path: QuestionPath, changes: QuestionChanges): TreeEdit {
  const current = questionAt(tree, path);
  if (!current) throw new Error(`no question at ${path.join('.')}`);
  const deleted: number[] = [];
  let next: SetupQuestion = { ...current, ...changes };
  if (next.followUpOn && !next.choices.includes(next.followUpOn))
    next = { ...next, isFlagged: false, followUpOn: null };
  if (!next.isFlagged) next = { ...next, followUpOn: null };
  const keptSubs = next.subQuestions.flatMap((sub) => {
    if (sub.answerSelected && !next.choices.includes(sub.answerSelected) && isLive(sub))
      return retire(sub, deleted) ?? [];
    return [sub];
  });
  next = { ...next, subQuestions: keptSubs };
  const index = path[path.length - 1] ?? -1;
  if (current.questionId && changesWording(current, next)) {
    deleted.push(current.questionId);
    const retired: SetupQuestion = { ...current, questionStatus: 3, subQuestions: [] };
    const replacement: SetupQuestion = { ...next, questionId: null };
    return {
      tree: withSiblings(tree, path.slice(0, -1), (list) =>
        list.flatMap((node, i) => (i === index ? [retired, replacement] : [node])),
      ),
      deleted,
    };
  }
  return {
    tree: withSiblings(tree, path.slice(0, -1), (list) => list.map((node, i) => (i === index ? next : node))),
    deleted,
  };
}

/** Reads the move-position input: a whole number from 1 to the count of live siblings (spec 2 §5). */
export function parseMovePosition(
  input: string,
  liveSiblings: number,
  isTopLevel: boolean,
): { position: number } | { error: string } {
  const text = input.trim();
  if (isTopLevel && /^\d+[._]\d+/.test(text)) return { error: formMessages.mainToSub };
  if (!/^\d+$/.test(text)) return { error: formMessages.invalidMove };
  const position = Number(text);
  if (position < 1 || position > liveSiblings) return { error: formMessages.invalidMove };
  return { position };
}

/** Moves the question at `path` to the 1-based `position` among its live siblings. */
export function moveQuestion(tree: SetupQuestion[], path: QuestionPath, position: number): SetupQuestion[] {
  const index = path[path.length - 1] ?? -1;
  return withSiblings(tree, path.slice(0, -1), (list) => {
    const moving = list[index];
    if (!moving) return list;
    const rest = list.filter((_, i) => i !== index);
    let seen = 0;
    let at = rest.length;
    for (let i = 0; i < rest.length; i++) {
      const node = rest[i];
      if (node && isLive(node)) {
        seen += 1;
        if (seen === position) {
          at = i;
          break;
        }
      }
    }
    rest.splice(at, 0, moving);
    return rest;
  });
}

export const isAnswerable = (q: Pick<SetupQuestion, 'questionType'>) =>
  !DISPLAY_ONLY_TYPES.includes(q.questionType) &&
  q.questionType !== 'BlockScore' &&
  q.questionType !== 'TotalScore';

/** Numbers live answerable questions 1, 2, ... and their sub-questions 1.1, 1.2 ... (spec 2 §3). */
export function numberQuestions(tree: SetupQuestion[], prefix = ''): SetupQuestion[] {
  let counter = 0;
  return tree.map((node) => {
    if (!isLive(node) || !isAnswerable(node)) {
      return { ...node, questionNum: undefined, subQuestions: numberQuestions(node.subQuestions, prefix) };
    }
    counter += 1;
    const questionNum = prefix ? `${prefix}.${counter}` : String(counter);
    return { ...node, questionNum, subQuestions: numberQuestions(node.subQuestions, questionNum) };
  });
}

/** The first rule a tree breaks, as a message for the user; undefined when it is sound. */
export function treeProblem(tree: SetupQuestion[], parent?: SetupQuestion): string | undefined {
  for (const node of tree) {
    if (!isLive(node)) continue;
    if (!node.question.trim() && node.questionType !== 'BlockScore' && node.questionType !== 'TotalScore') {
      return 'Every question needs its text.';
    }
    if (!isChoiceQuestion(node) && node.choices.length)
      return `Only choice questions have choices ("${node.question}").`;
    if (isChoiceQuestion(node) && node.choices.length === 0)
      return `A choice question needs at least one choice ("${node.question}").`;
    if (node.isFlagged && (!node.followUpOn || !node.choices.includes(node.followUpOn))) {
      return `The follow-up choice must be one of the question's choices ("${node.question}").`;
    }
    if (parent && (!node.answerSelected || !parent.choices.includes(node.answerSelected))) {
      return `A sub-question must belong to one of its parent's choices ("${node.question}").`;
    }
    if (node.subQuestions.some(isLive) && !isChoiceQuestion(node))
      return 'Only choice questions have sub-questions.';
    const below = treeProblem(node.subQuestions, node);
    if (below) return below;
  }
  return undefined;
}
