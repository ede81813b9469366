import { NOT_APPLICABLE } from './forms-vocabulary';
import type { SetupQuestion } from './inspection-forms';
import type { StoredAnswer } from './inspections';
import { answersOfModule, moduleCount, moduleName } from './modules';
import { isAnswerable } from './question-tree';
import { reportDetailMessages, type ReportFlag } from './report-detail';
import { shownAnswer } from './report-detail-rules';
import {
  flagOf,
  itemCell,
  labelOf,
  questionList,
  rowKey,
  textCell,
  type LayoutBlock,
  type ReportValues,
  type TableCell,
  type TableRow,
} from './report-tables';

// The plant maintenance sheets' builders (issue 17): the daily preventive table and the yearly modules sheet,
// one definition each for the report page and the pack (the scorecard and check sheet: report-table-layouts.ts).

const NEEDS_WORK = 'Needs Work';
const PREVENTIVE_COLUMNS = [
  { choice: NEEDS_WORK, heading: 'Needs Work' },
  { choice: 'Ok', heading: 'Ok' },
  { choice: NOT_APPLICABLE, heading: 'Not Applicable' },
] as const;

const isCheck = (q: SetupQuestion) =>
  (q.questionType === 'ObjectiveType' || q.questionType === 'Dropdown') &&
  q.choices.includes(NEEDS_WORK) &&
  q.choices.includes('Ok');

/**
 * The daily plant preventive report (spec 3 §2.2): a Needs Work / Ok / Not Applicable table, each problem's
 * details under its item, and a Notes box listing the items that need work.
 */
export function preventiveLayout(shown: readonly SetupQuestion[], values: ReportValues): LayoutBlock[] {
  const span = PREVENTIVE_COLUMNS.length + 1;
  const rows = shown.flatMap((q, i): TableRow[] => {
    const key = rowKey(q, i);
    if (q.questionType === 'Subtitle') return [{ kind: 'section', key, cells: [textCell(q.question, span)] }];
    if (!isCheck(q))
      return [{ kind: 'other', key, cells: [{ kind: 'questions', list: questionList([q], values), span }] }];
    const answer = values.answers.get(q.questionId ?? 0);
    const item: TableRow = {
      kind: 'item',
      key,
      cells: [
        itemCell(q, values, answer ? null : shownAnswer(q, answer)),
        ...PREVENTIVE_COLUMNS.map(({ choice }) => ({
          kind: 'mark' as const,
          checked: answer === choice,
          label: choice,
          span: 1,
        })),
      ],
    };
    if (!q.subQuestions.length) return [item];
    return [
      item,
      {
        kind: 'details',
        key: `${key}-details`,
        cells: [{ kind: 'questions', list: questionList(q.subQuestions, values, true), span }],
      },
    ];
  });
  return [
    {
      kind: 'table',
      columns: [
        { label: 'Item', kind: 'item' },
        ...PREVENTIVE_COLUMNS.map((c) => ({ label: c.heading, kind: 'mark' as const })),
      ],
      rows,
      family: 'preventive',
    },
    {
      kind: 'list',
      title: reportDetailMessages.notesTitle,
      items: shown
        .filter((q) => isCheck(q) && values.answers.get(q.questionId ?? 0) === NEEDS_WORK)
        .map((q) => ({ number: q.questionNum ?? null, text: q.question })),
      empty: reportDetailMessages.noNeedsWork,
    },
  ];
}

/**
 * The yearly maintenance record and capital budget sheet (spec 3 §2.2): one row per module (No:1, No:2 ...),
 * one column per answerable question, each cell the module's answer and its flag.
 */
export function modulesLayout(
  shown: readonly SetupQuestion[],
  answers: readonly StoredAnswer[],
  flags: readonly ReportFlag[],
): LayoutBlock[] {
  const columns = shown.filter(isAnswerable);
  const rows: TableRow[] = Array.from({ length: moduleCount(answers) }, (_, moduleIndex) => {
    const given = answersOfModule(answers, moduleIndex);
    const name = moduleName(moduleIndex);
    return {
      kind: 'item',
      key: `module-${moduleIndex}`,
      label: name,
      cells: [
        textCell(name, 1, 'mark'),
        ...columns.map((q): TableCell => {
          const answer = given.get(q.questionId ?? 0);
          return {
            kind: 'answer',
            question: q,
            answer,
            text: shownAnswer(q, answer),
            flag: flagOf(flags, q.questionId, moduleIndex, answer) ?? null,
          };
        }),
      ],
    };
  });
  return [
    {
      kind: 'table',
      family: 'modules',
      columns: [
        { label: 'No', kind: 'mark' },
        ...columns.map((q) => ({ label: labelOf(q), kind: 'text' as const })),
      ],
      rows,
    },
  ];
}
