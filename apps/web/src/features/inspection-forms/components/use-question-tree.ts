import { useMemo, useRef, useState } from 'react';
import {
  addQuestion,
  addSubQuestion,
  changesWording,
  deleteQuestion,
  editQuestion,
  moveQuestion,
  numberQuestions,
  questionAt,
  type QuestionChanges,
  type QuestionPath,
  type SetupQuestion,
  type TreeEdit,
} from '@envirotrack/shared';

interface TreeState {
  tree: SetupQuestion[];
  /** Saved question ids retired so far, sent as deletedComponents. */
  deleted: number[];
}

/**
 * The set-up builder's working copy: the question tree and the ids it retired. Every change goes through
 * the shared tree operations, so the rules (edits retire saved questions, removed choices drop their flag
 * and sub-questions) are the server's own.
 */
export function useQuestionTree(initial: SetupQuestion[]) {
  const [state, setState] = useState<TreeState>({ tree: initial, deleted: [] });
  const [dirty, setDirty] = useState(false);
  // Read by the leave guard at the moment of a navigation, which may come before the next render.
  const dirtyRef = useRef(false);

  const change = (update: (current: TreeState) => TreeState) => {
    dirtyRef.current = true;
    setDirty(true);
    setState(update);
  };
  const merge = (current: TreeState, edit: TreeEdit): TreeState => ({
    tree: edit.tree,
    deleted: [...new Set([...current.deleted, ...edit.deleted])],
  });

  return {
    /** The tree numbered as it will be after saving (1, 1.1 ...). */
    tree: useMemo(() => numberQuestions(state.tree), [state.tree]),
    deleted: state.deleted,
    dirty,
    isDirty: () => dirtyRef.current,
    add: (question: SetupQuestion) =>
      change((current) => ({ ...current, tree: addQuestion(current.tree, question) })),
    addSub: (path: QuestionPath, choice: string, question: SetupQuestion) =>
      change((current) => ({ ...current, tree: addSubQuestion(current.tree, path, choice, question) })),
    edit: (path: QuestionPath, changes: QuestionChanges) => {
      const before = questionAt(state.tree, path);
      const unchanged =
        before && changesWording(before, { ...before, ...changes }) === false && !('priority' in changes);
      if (unchanged) return;
      change((current) => merge(current, editQuestion(current.tree, path, changes)));
    },
    remove: (path: QuestionPath) => change((current) => merge(current, deleteQuestion(current.tree, path))),
    move: (path: QuestionPath, position: number) =>
      change((current) => ({ ...current, tree: moveQuestion(current.tree, path, position) })),
    /** Back to the tree as loaded. */
    discard: () => {
      dirtyRef.current = false;
      setDirty(false);
      setState({ tree: initial, deleted: [] });
    },
    /** Before leaving on purpose (saved elsewhere, deleted): nothing is left to lose. */
    release: () => {
      dirtyRef.current = false;
    },
  };
}

export type QuestionTree = ReturnType<typeof useQuestionTree>;
