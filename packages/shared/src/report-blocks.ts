import { formatDisplayDate, mondayOf, quarterOf } from './periods';
import type { Frequency } from './forms-vocabulary';
import type { SetupQuestion } from './inspection-forms';
import { inspectionMessages } from './inspection-limits';
import { isAnswerable } from './question-tree';
import { reportDetailMessages, type ReportDetails, type ReportFlag } from './report-detail';
import { permanentShown, reportDay, shownAnswer, shownTree } from './report-detail-rules';
import { visibleQuestions } from './answer-tree';
import { bodyLayoutOf, computedScores, familyOf } from './form-layouts';
import { answersOfModule } from './modules';
import { modulesLayout, preventiveLayout } from './report-sheet-layouts';
import { scorecardLayout, slotSheetLayout } from './report-table-layouts';
import type { LayoutBlock, ReportValues } from './report-tables';

/**
 * The report as blocks (issue 17, docs/decisions.md 'Evidence pack'): the one description of a report's
 * title, metadata, question rows or family tables (report-table-layouts.ts, report-sheet-layouts.ts), files and sign-off that the
 * screen (React) and the evidence pack (PDF on the server) both render, so the two never tell a report
 * differently.
 */

const NA = reportDetailMessages.notAvailable;

const monthName = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

/** The period a report covers, as its title shows it: 'Daily: 11/21/2026', 'Week of 11/16/2026', 'Q4 2026'. */
export function periodLabel(frequency: Frequency, isoDate: string): string {
  const year = isoDate.slice(0, 4);
  switch (frequency) {
    case 'Daily':
      return `Daily: ${formatDisplayDate(isoDate)}`;
    case 'Weekly':
      return `Week of ${formatDisplayDate(mondayOf(isoDate))}`;
    case 'Monthly':
      return `${monthName(isoDate)} ${year}`;
    case 'Quarterly':
      return `Q${quarterOf(Number(isoDate.slice(5, 7)))} ${year}`;
    case 'Yearly':
      return year;
  }
}

/** The report's title: the inspection name, the point source in brackets, the period (spec 3 §2.2). */
export const reportTitle = (
  report: Pick<ReportDetails, 'inspectionName' | 'pointSource' | 'frequency' | 'inspectionDate'>,
) =>
  `${report.inspectionName}${report.pointSource ? ` (${report.pointSource})` : ''} - ${periodLabel(report.frequency, report.inspectionDate)}`;

export interface MetadataItem {
  label: string;
  value: string;
}

/** The metadata block, in the spec's order; NA where a value is missing. */
export function metadataOf(report: ReportDetails, isPermanent: 'Yes' | 'No'): MetadataItem[] {
  return [
    { label: 'Plant ID', value: report.plant.plantId || NA },
    { label: 'Plant Name', value: report.plant.plantName || NA },
    { label: 'Region', value: report.plant.regionName || NA },
    { label: 'Facility Type', value: report.plant.facilityType || NA },
    { label: 'Permit Type', value: report.permitType || NA },
    { label: 'Permanent', value: permanentShown(report.inspectionDate, isPermanent) },
    { label: 'Outfall', value: report.pointSource ?? NA },
    { label: 'Submitted', value: reportDay(report.submittedAt) },
    { label: 'Submitted By', value: report.submittedBy.name || NA },
    { label: 'Last Updated', value: reportDay(report.updatedAt) },
    { label: 'Updated By', value: report.updatedBy.name || NA },
  ];
}

/** How a flag on an answer reads in the report. */
export function flagStateText(flag: Pick<ReportFlag, 'status' | 'overdue'>): string {
  if (flag.status === 'withdrawn') return reportDetailMessages.flagWithdrawn;
  if (flag.status === 'closed') return reportDetailMessages.flagClosed;
  return flag.overdue
    ? `${reportDetailMessages.flagOpen} (${reportDetailMessages.flagOverdue})`
    : reportDetailMessages.flagOpen;
}

export interface QuestionBlock {
  kind: 'question';
  questionId: number | null;
  moduleIndex: number;
  /** 1, 2, 2.1 ...; none for titles and notes. */
  number: string | null;
  /** Nesting depth: 0 for a top question. */
  depth: number;
  text: string;
  /** Shown answer; null for a title, subtitle, hint or paragraph. */
  answer: string | null;
  flag: ReportFlag | null;
}

export type ReportBlock =
  | { kind: 'heading'; organisation: string; title: string }
  | { kind: 'metadata'; items: MetadataItem[] }
  | { kind: 'note'; text: string }
  | { kind: 'module'; title: string }
  | QuestionBlock
  | LayoutBlock
  | { kind: 'attachments'; files: ReportDetails['attachments'] }
  | {
      kind: 'signOff';
      declaration: string | null;
      signature: ReportDetails['signature'];
      editedAfterSigning: { name: string; at: string } | null;
    };

/** The question rows of one module: the tree as the report shows it, answered or not. */
function questionBlocks(
  tree: readonly SetupQuestion[],
  answers: Map<number, string>,
  flags: readonly ReportFlag[],
  moduleIndex: number,
  depth = 0,
): QuestionBlock[] {
  return tree.flatMap((q) => {
    const id = q.questionId ?? null;
    const raw = id === null ? undefined : answers.get(id);
    const answerable = isAnswerable(q);
    const flag =
      flags.find(
        (f) =>
          f.questionId === id &&
          f.moduleIndex === moduleIndex &&
          (f.status === 'withdrawn' || f.answer === raw),
      ) ?? null;
    const row: QuestionBlock = {
      kind: 'question',
      questionId: id,
      moduleIndex,
      number: q.questionNum ?? null,
      depth,
      text: q.question,
      answer: answerable ? shownAnswer(q, raw?.replaceAll('|', ', ')) : null,
      flag,
    };
    return [row, ...questionBlocks(q.subQuestions, answers, flags, moduleIndex, depth + 1)];
  });
}

/**
 * The body of a family laid out as a table (scorecard, check sheet, plant preventive), from the shown tree of
 * one module's answers; undefined for a report laid out as a question list or modules.
 */
export function familyLayout(
  report: Pick<ReportDetails, 'parentId' | 'moduleSize' | 'plant' | 'priorScore' | 'submittedBy'>,
  shown: readonly SetupQuestion[],
  values: ReportValues,
): LayoutBlock[] | undefined {
  const layout = bodyLayoutOf(report);
  if (layout.kind === 'modules') return undefined;
  if (layout.kind === 'scorecard') return scorecardLayout(report, shown, values);
  if (layout.kind === 'slots') return slotSheetLayout(shown, layout.columns, values);
  if (familyOf(report) === 'plantPreventive') return preventiveLayout(shown, values);
  return undefined;
}

/** The whole report as blocks, from its detail (the latest version). */
export function reportBlocks(report: ReportDetails, note?: string): ReportBlock[] {
  const answered = new Set(report.answers.filter((a) => a.answer !== '').map((a) => a.questionId));
  const tree = shownTree(report.questions, (id) => answered.has(id));
  const modules = [...new Set(report.answers.map((a) => a.moduleIndex))].sort((a, b) => a - b);
  const first = answersOfModule(report.answers, 0);
  const family =
    bodyLayoutOf(report).kind === 'modules'
      ? modulesLayout(tree, report.answers, report.flags)
      : familyLayout(report, visibleQuestions(tree, first), {
          answers: first,
          moduleIndex: 0,
          flags: report.flags,
          computed: computedScores(tree, Object.fromEntries(first)),
        });
  const body: ReportBlock[] =
    family ??
    (modules.length ? modules : [0]).flatMap((m) => {
      const answers = answersOfModule(report.answers, m);
      const rows = questionBlocks(visibleQuestions(tree, answers), answers, report.flags, m);
      return report.moduleSize !== null && modules.length > 1
        ? [{ kind: 'module' as const, title: `Module ${m + 1}` }, ...rows]
        : rows;
    });
  return [
    { kind: 'heading', organisation: report.organisation.name, title: reportTitle(report) },
    { kind: 'metadata', items: metadataOf(report, report.isPermanent) },
    ...(note ? [{ kind: 'note' as const, text: note }] : []),
    ...body,
    { kind: 'attachments', files: report.attachments },
    {
      kind: 'signOff',
      declaration: report.isDeclarationRequired ? inspectionMessages.declaration : null,
      signature: report.signature,
      editedAfterSigning: report.editedAfterSigning
        ? { name: report.editedAfterSigning.by.name, at: report.editedAfterSigning.at }
        : null,
    },
  ];
}
