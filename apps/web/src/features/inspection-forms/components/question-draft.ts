import {
  blankQuestion,
  formMessages,
  isChoiceQuestion,
  type QuestionChanges,
  type QuestionPath,
  type QuestionType,
  type SetupQuestion,
} from '@envirotrack/shared';
import { isHeading, isScore, textLabel } from './question-types';

/** What the question editor is open for. */
export type EditorTarget =
  | { kind: 'add' }
  | { kind: 'sub'; path: QuestionPath; parent: SetupQuestion }
  | { kind: 'edit'; path: QuestionPath; question: SetupQuestion };

export interface QuestionDraft {
  questionType: QuestionType;
  question: string;
  questionHint: string;
  choices: string[];
  isFlagged: boolean;
  followUpOn: string | null;
  answerSelected: string | null;
}

export function draftFor(target: EditorTarget): QuestionDraft {
  if (target.kind === 'edit') {
    const { question } = target;
    return {
      questionType: question.questionType,
      question: question.question,
      questionHint: question.questionHint ?? '',
      choices: question.choices,
      isFlagged: question.isFlagged,
      followUpOn: question.followUpOn ?? null,
      answerSelected: question.answerSelected ?? null,
    };
  }
  const parent = target.kind === 'sub' ? target.parent : undefined;
  return {
    questionType: 'ObjectiveType',
    question: '',
    questionHint: '',
    choices: [],
    isFlagged: false,
    followUpOn: null,
    // A follow-up question most often belongs to the answer that raises the flag.
    answerSelected: parent?.isFlagged
      ? (parent.followUpOn ?? null)
      : parent?.choices.length === 1
        ? (parent.choices[0] ?? null)
        : null,
  };
}

export const hasHint = (type: QuestionType) => !isHeading(type) && type !== 'Hint' && type !== 'Paragraph';

/** The editor's field errors; empty when the draft can be applied. */
export function draftErrors(draft: QuestionDraft, target: EditorTarget): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isScore(draft.questionType) && !draft.question.trim())
    errors.question = `${textLabel(draft.questionType)} is required.`;
  if (isChoiceQuestion(draft) && draft.choices.length === 0) errors.choices = 'Add at least one choice.';
  if (isChoiceQuestion(draft) && draft.isFlagged && !draft.followUpOn)
    errors.followUpOn = formMessages.followUpChoiceRequired;
  if (target.kind === 'sub' && !draft.answerSelected)
    errors.answerSelected = formMessages.subQuestionChoiceRequired;
  return errors;
}

/** Whether the editor shows the hint field: for answerable types, and wherever a saved hint exists. */
export const showsHint = (draft: QuestionDraft, target: EditorTarget) =>
  hasHint(draft.questionType) || (target.kind === 'edit' && Boolean(target.question.questionHint));

/** The content fields of a draft, cleaned: only choice questions keep choices and a follow-up. */
export function draftChanges(draft: QuestionDraft, target: EditorTarget): QuestionChanges {
  const choice = isChoiceQuestion(draft);
  const flagged = choice && draft.isFlagged && Boolean(draft.followUpOn);
  return {
    question: draft.question.trim(),
    questionHint: showsHint(draft, target) ? draft.questionHint.trim() || null : null,
    choices: choice ? draft.choices : [],
    isFlagged: flagged,
    followUpOn: flagged ? draft.followUpOn : null,
  };
}

export const newQuestion = (draft: QuestionDraft, target: EditorTarget): SetupQuestion => ({
  ...blankQuestion(draft.questionType),
  ...draftChanges(draft, target),
});
