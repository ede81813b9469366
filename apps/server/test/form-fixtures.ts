import type { SetupQuestion } from '@envirotrack/shared';
import type { LibraryForm } from '../src/db/seed/library/types';

const OK = ['Ok', 'Needs Work', 'N/A'] as const;

/** Small forms for API tests of the form library (the real library has its own tests). */
export const fixtureForms: LibraryForm[] = [
  {
    key: 'fx-daily',
    name: 'Fixture Daily',
    parentId: 'DailyForm',
    permitType: 'Water',
    frequency: 'Daily',
    facilityTypes: ['Ready Mix', 'Quarry'],
    inspectionType: 'Inspections',
    declarationRequired: false,
    questions: [
      { type: 'Title', text: 'Site' },
      {
        type: 'ObjectiveType',
        text: 'Silt fence intact?',
        choices: OK,
        followUpOn: 'Needs Work',
        sub: [{ on: 'Needs Work', questions: [{ type: 'Comments', text: 'Describe the repair' }] }],
      },
      { type: 'ObjectiveType', text: 'Track-out controlled?', choices: OK },
      { type: 'Text', text: 'Rain Amount', hint: 'Inches from the site rain gauge' },
    ],
  },
  {
    key: 'fx-monthly-sw',
    name: 'Fixture Monthly SW',
    parentId: 'Monthly SW',
    permitType: 'Water',
    frequency: 'Monthly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: true,
    pointSources: ['Outfall 1', 'Outfall 2'],
    questions: [
      { type: 'ObjectiveType', text: 'Sheen at the outfall?', choices: ['Yes', 'No'], followUpOn: 'Yes' },
    ],
  },
  {
    key: 'fx-edit-only',
    name: 'Fixture Edit Only',
    parentId: 'Edit Only',
    permitType: 'Air',
    frequency: 'Yearly',
    facilityTypes: ['Asphalt'],
    inspectionType: 'Inspections',
    declarationRequired: false,
    editOnly: true,
    questions: [{ type: 'ObjectiveType', text: 'Baghouse inspected?', choices: ['Yes', 'No'] }],
  },
];

/** A stormwater monthly form (certified) and a daily form, each with the questions the detail treats apart. */
export const flaggedFormFixtures: LibraryForm[] = [
  {
    key: 'ff-sw',
    name: 'Flagged Monthly SW',
    parentId: 'Monthly SW',
    permitType: 'Water',
    frequency: 'Monthly',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: true,
    questions: [
      { type: 'Text', text: 'Submitted By' },
      { type: 'Date', text: 'Date' },
      { type: 'ObjectiveType', text: 'Sheen at the outfall?', choices: ['Yes', 'No'], followUpOn: 'Yes' },
      { type: 'ObjectiveType', text: 'Drains clear?', choices: OK, followUpOn: 'Needs Work' },
      { type: 'Comments', text: 'Actions Taken' },
    ],
  },
  {
    key: 'ff-daily',
    name: 'Flagged Daily Check',
    parentId: 'DailyForm',
    permitType: 'Water',
    frequency: 'Daily',
    facilityTypes: ['Ready Mix'],
    inspectionType: 'Inspections',
    declarationRequired: false,
    questions: [
      { type: 'ObjectiveType', text: 'Silt fence intact?', choices: OK, followUpOn: 'Needs Work' },
      { type: 'Text', text: 'Notes' },
    ],
  },
];

/** The question ids of a form's tree by their text, sub-questions included. */
export function idsByText(questions: readonly SetupQuestion[]): Record<string, number> {
  const ids: Record<string, number> = {};
  const walk = (list: readonly SetupQuestion[]) => {
    for (const q of list) {
      if (q.questionId) ids[q.question] = q.questionId;
      walk(q.subQuestions);
    }
  };
  walk(questions);
  return ids;
}
