import { useCallback, useEffect, useState } from 'react';
import type { Answers } from '@envirotrack/shared';
import { moduleAnswers, replaceModule, type AnswerList } from '../model/answer-list';
import { writeDraft, type DraftBase } from '../model/draft-store';
import { sameValues, type FillInValues } from '../model/fill-in-values';

interface ValuesOptions {
  initial: FillInValues;
  draftKey: string;
  /** What the answers start from, kept with the draft. */
  base: DraftBase;
  /** False while a previous draft waits for the user's choice: it must not be overwritten meanwhile. */
  keepDraft: boolean;
}

/** The fill-in's values; every change that differs from what was loaded is kept as a draft at once. */
export function useFillInValues({ initial, draftKey, base, keepDraft }: ValuesOptions) {
  const [values, setValues] = useState(initial);
  const dirty = !sameValues(values, initial);

  useEffect(() => {
    if (dirty && keepDraft) writeDraft(draftKey, values, base);
  }, [values, dirty, keepDraft, draftKey, base]);

  /** Changes one module's answers (moduleIndex 0 on forms without modules). */
  const updateModule = useCallback(
    (moduleIndex: number, change: (answers: Answers) => Answers) =>
      setValues((current) => ({
        ...current,
        answers: replaceModule(
          current.answers,
          moduleIndex,
          change(moduleAnswers(current.answers, moduleIndex)),
        ),
      })),
    [],
  );

  /** Changes the module structure (Add More, delete a module). */
  const updateAnswers = useCallback(
    (change: (answers: AnswerList) => FillInValues['answers']) =>
      setValues((current) => ({ ...current, answers: change(current.answers) })),
    [],
  );

  const setField = useCallback(
    <K extends 'isPermanent' | 'attachments' | 'signature' | 'leadPersonId'>(
      key: K,
      value: FillInValues[K],
    ) => setValues((current) => ({ ...current, [key]: value })),
    [],
  );

  return { values, dirty, setValues, updateModule, updateAnswers, setField };
}
