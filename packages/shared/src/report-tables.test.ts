import { describe, expect, it } from 'vitest';
import { computedScores } from './form-layouts';
import type { SetupQuestion } from './inspection-forms';
import type { ReportFlag } from './report-detail';
import { modulesLayout, preventiveLayout } from './report-sheet-layouts';
import { scorecardLayout, slotSheetLayout } from './report-table-layouts';
import type { LayoutBlock, ReportValues, TableBlock, TableCell } from './report-tables';

const RATINGS = ['Unacceptable', 'Poor', 'Fair', 'Good', 'Excellent', 'N/A'];
const q = (
  id: number,
  questionType: SetupQuestion['questionType'],
  question: string,
  extra: Partial<SetupQuestion> = {},
): SetupQuestion => ({
  questionId: id,
  questionType,
  question,
  choices: [],
  isFlagged: false,
  questionStatus: 1,
  subQuestions: [],
  ...extra,
});

const values = (answers: Record<number, string>, flags: ReportFlag[] = [], tree: SetupQuestion[] = []) =>
  ({
    answers: new Map(Object.entries(answers).map(([id, a]) => [Number(id), a])),
    moduleIndex: 0,
    flags,
    computed: computedScores(tree, answers),
  }) satisfies ReportValues;

const tableOf = (blocks: LayoutBlock[]) => blocks.find((b): b is TableBlock => b.kind === 'table');
/** A row's cells as plain text: a check mark as '✓', an item as its label. */
const cellText = (c: TableCell) =>
  c.kind === 'item'
    ? c.label
    : c.kind === 'mark'
      ? c.checked
        ? '✓'
        : ''
      : c.kind === 'text'
        ? c.text
        : c.kind === 'empty'
          ? '-'
          : c.kind === 'answer'
            ? `${c.text}${c.flag ? ' (flag)' : ''}`
            : c.list.lines.map((l) => `${l.text}: ${l.answer}`).join('; ');

describe('the scorecard layout', () => {
  const tree = [
    q(1, 'Title', 'Housekeeping'),
    q(2, 'Subtitle', 'Yard'),
    q(3, 'ObjectiveType', 'Entrance clean', {
      choices: RATINGS,
      questionNum: '1',
      questionHint: 'No litter',
    }),
    q(4, 'ObjectiveType', 'Stockpiles tidy', { choices: RATINGS, questionNum: '2' }),
    q(5, 'BlockScore', 'Yard score'),
    q(6, 'TotalScore', 'Total Score'),
    q(7, 'Comments', 'Comments'),
    q(8, 'Comments', 'List all items scored =<3'),
  ];
  const report = {
    plant: { plantId: 'P1', plantName: 'Ready Mix' },
    priorScore: null,
    submittedBy: { name: 'Ann Inspector' },
  } as Parameters<typeof scorecardLayout>[0];

  it('puts each rated item in a row: its label, a mark under its rating, the score and the standard', () => {
    const blocks = scorecardLayout(report, tree, values({ 3: 'Good', 7: 'Tidy overall' }, [], tree));
    const table = tableOf(blocks);
    expect(table?.columns.map((c) => c.label)).toEqual([
      'Item',
      'UNACCEPTABLE 1',
      'POOR 2',
      'FAIR 3',
      'GOOD 4',
      'EXCELLENT 5',
      'N/A',
      'Score',
      'STANDARD - Explained',
    ]);
    expect(table?.rows.map((r) => [r.kind, ...r.cells.map(cellText)])).toEqual([
      ['section', 'Yard'],
      ['item', '1. Entrance clean', '', '', '', '✓', '', '', '4', 'No litter'],
      ['item', '2. Stockpiles tidy', '', '', '', '', '', '', 'Unanswered', ''],
      ['block', 'Yard score', '4', ''],
    ]);
    expect(blocks.map((b) => b.kind)).toEqual([
      'facts',
      'questionList',
      'table',
      'score',
      'questionList',
      'list',
    ]);
    expect(blocks[0]).toEqual({
      kind: 'facts',
      items: [
        { label: 'Plant', value: 'P1 - Ready Mix' },
        { label: 'Prior Scorecard', value: 'NILL', id: 'prior-scorecard' },
        { label: 'Grand Total', value: '80%', id: 'grand-total' },
      ],
    });
    expect(blocks[3]).toMatchObject({ label: 'Total Score', value: '80%', by: 'Inspector: Ann Inspector' });
    // Comments after the table, the notes question and the total left out (shown in their own places).
    expect(blocks[4]).toMatchObject({ lines: [{ text: 'Comments', answer: 'Tidy overall' }] });
    expect(blocks[5]).toMatchObject({ kind: 'list', items: [], empty: 'No items found' });
  });

  it('lists the items rated 3 or lower in the notes box', () => {
    const blocks = scorecardLayout(report, tree, values({ 3: 'Poor', 4: 'Excellent' }, [], tree));
    const notes = blocks.at(-1);
    expect(notes?.kind === 'list' && notes.items.map((i) => i.text)).toEqual([
      expect.stringContaining('Entrance clean'),
    ]);
  });
});

describe('the check sheet layout', () => {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const tree = [
    q(1, 'Hint', 'Check each day'),
    q(2, 'ObjectiveType', 'Plant walk-around', { choices: days }),
    q(3, 'Comments', 'Repair comment'),
    q(4, 'Date', 'Repair completed date'),
    q(5, 'ObjectiveType', 'Spill kits stocked', { choices: ['Weekly'] }),
  ];

  it('marks each checked slot under its day, repair lines per slot, a slot with no column across them all', () => {
    const blocks = slotSheetLayout(
      tree,
      days,
      values({ 2: 'Mon||Wed||||', 3: 'Gate||||||', 4: '2026-11-16||||||', 5: 'Weekly' }),
    );
    const table = tableOf(blocks);
    expect(table?.columns.map((c) => c.label)).toEqual(['Item', ...days]);
    expect(table?.rows.map((r) => [r.kind, ...r.cells.map(cellText)])).toEqual([
      ['item', 'Plant walk-around', '✓', '', '✓', '', '', ''],
      ['repair', 'Repair comment', 'Gate', '', '', '', '', ''],
      ['repair', 'Repair completed date', '11-16-2026', '', '', '', '', ''],
      ['item', 'Spill kits stocked', '✓'],
    ]);
    const spill = table?.rows[3]?.cells[1];
    expect(spill).toMatchObject({ kind: 'mark', span: 6, label: 'Weekly: checked' });
    expect(table?.family).toBe('slots');
    expect(blocks[0]).toMatchObject({
      kind: 'questionList',
      lines: [{ text: 'Check each day', answer: null }],
    });
  });
});

describe('the plant preventive layout', () => {
  const fence = q(2, 'ObjectiveType', 'Silt fence', {
    choices: ['Needs Work', 'Ok', 'N/A'],
    questionNum: '1',
    subQuestions: [q(3, 'Comments', 'Describe the problem', { questionNum: '1.1' })],
  });
  const tree = [q(1, 'Subtitle', 'Yard'), fence, q(4, 'Dropdown', 'Gate', { choices: ['Needs Work', 'Ok'] })];

  it('marks Needs Work / Ok / Not Applicable, puts details under the item, and lists what needs work', () => {
    const flag = { questionId: 2, moduleIndex: 0, status: 'open', answer: 'Needs Work', overdue: false };
    const blocks = preventiveLayout(tree, values({ 2: 'Needs Work', 3: 'Torn post' }, [flag as ReportFlag]));
    const table = tableOf(blocks);
    expect(table?.columns.map((c) => c.label)).toEqual(['Item', 'Needs Work', 'Ok', 'Not Applicable']);
    expect(table?.rows.map((r) => [r.kind, ...r.cells.map(cellText)])).toEqual([
      ['section', 'Yard'],
      ['item', '1. Silt fence', '✓', '', ''],
      ['details', 'Describe the problem: Torn post'],
      ['item', 'Gate', '', '', ''],
    ]);
    expect(table?.rows[1]?.cells[0]).toMatchObject({ kind: 'item', note: null, flag: { status: 'open' } });
    expect(table?.rows[3]?.cells[0]).toMatchObject({ kind: 'item', note: 'Unanswered', flag: null });
    expect(blocks[1]).toEqual({
      kind: 'list',
      title: 'Notes',
      items: [{ number: '1', text: 'Silt fence' }],
      empty: 'No items need work.',
    });
  });
});

describe('the modules sheet', () => {
  it('has a row per module and a column per answerable question, each answer with its flag', () => {
    const tree = [
      q(1, 'Title', 'Maintenance record'),
      q(2, 'Text', 'Equipment', { questionNum: '1' }),
      q(3, 'Text', 'Work done', { questionNum: '2' }),
    ];
    const answers = [
      { questionId: 2, moduleIndex: 0, answer: 'Slurry pump' },
      { questionId: 3, moduleIndex: 0, answer: 'Replaced the seal' },
      { questionId: 2, moduleIndex: 1, answer: 'Batch gate' },
      { questionId: 3, moduleIndex: 1, answer: '' },
    ];
    const flag = { questionId: 2, moduleIndex: 1, status: 'open', answer: 'Batch gate', overdue: false };
    const table = tableOf(modulesLayout(tree, answers, [flag as ReportFlag]));
    expect(table?.family).toBe('modules');
    expect(table?.columns.map((c) => c.label)).toEqual(['No', '1. Equipment', '2. Work done']);
    expect(table?.rows.map((r) => [r.label, ...r.cells.map(cellText)])).toEqual([
      ['No:1', 'No:1', 'Slurry pump', 'Replaced the seal'],
      ['No:2', 'No:2', 'Batch gate (flag)', 'Unanswered'],
    ]);
  });
});
