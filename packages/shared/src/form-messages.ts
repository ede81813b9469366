import { MAX_CHOICES } from './forms-vocabulary';

/** Inspection Name: letters, digits and spaces only (spec 2 §5). */
export const INSPECTION_NAME_PATTERN = /^[A-Za-z0-9 ]+$/;
export const formMessages = {
  specialCharacters: 'Special characters are not allowed in Inspection Name.',
  invalidMove: 'Invalid data.',
  mainToSub:
    "Main question can't be moved to sub-question. Please delete main question and add as sub-question",
  editOnlyHint: '*** Please contact SPI Admin if you want to Add/Delete any fields in this form ***',
  formDeleted: 'Form Deleted Successfully...!!!',
  formRenamed: 'Inspection Name Updated Successfully...!!!',
  priorityChanged: 'Priority changed successfully',
  noForms: 'No inspection form found',
  deleteConfirm: (form: string) => `Are you sure about deleting ${form} form ?`,
  deletedQuestion: '[deleted question]',
  deletedTitle: '[deleted title]',
  addAnswer: 'Add an answer',
  setupSaved: 'Inspection Set-up saved successfully.',
  typeCreated: 'Inspection Type created successfully.',
  /** Texts of the set-up builder the spec does not quote (docs/decisions.md, 'Inspection forms'). */
  duplicateChoice: 'Choices must be different from each other.',
  tooManyChoices: `A question has at most ${MAX_CHOICES} choices.`,
  followUpChoiceRequired: 'Choose the answer that needs a follow-up.',
  subQuestionChoiceRequired: 'Choose the answer this sub-question belongs to.',
  deleteQuestionConfirm: (withSubQuestions: boolean) =>
    withSubQuestions
      ? 'Are you sure you want to delete this question and its sub-questions?'
      : 'Are you sure you want to delete this question?',
  unsavedChanges: 'You have unsaved changes in this set-up. Leave without saving them?',
  saveBeforeRename: 'Save or discard your changes before renaming the form.',
} as const;
