import {
  DISPLAY_ONLY_TYPES,
  QUESTION_TYPE_LABELS,
  type QuestionType,
  type SetupQuestion,
} from '@envirotrack/shared';

/** The types the builder offers for a new question, in the order of spec 2 §2.10. */
export const ADDABLE_TYPES: readonly QuestionType[] = [
  'Title',
  'Subtitle',
  'Hint',
  'Text',
  'Comments',
  'Date',
  'Time',
  'ObjectiveType',
  'BlockScore',
  'TotalScore',
];

export const typeLabel = (type: QuestionType) => QUESTION_TYPE_LABELS[type] ?? type;

export const typeOptions = ADDABLE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));

export const isHeading = (type: QuestionType) => type === 'Title' || type === 'Subtitle';
export const isScore = (type: QuestionType) => type === 'BlockScore' || type === 'TotalScore';
export const isDisplayOnly = (type: QuestionType) => DISPLAY_ONLY_TYPES.includes(type);

/** What the text field of a type is called in the editor. */
export function textLabel(type: QuestionType): string {
  if (isHeading(type)) return `${typeLabel(type)} text`;
  if (type === 'Hint' || type === 'Paragraph') return 'Note';
  if (isScore(type)) return 'Label';
  return 'Question';
}

export const isRetired = (question: SetupQuestion) => question.questionStatus === 3;
