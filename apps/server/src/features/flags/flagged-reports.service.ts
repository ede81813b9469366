import {
  flaggedPeriod,
  flaggedReportMessages,
  today,
  type FlaggedCount,
  type FlaggedReportItem,
  type FlaggedReportParams,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { formWithQuestions } from '../../lib/form-catalogue.queries';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { regionIsLive } from './flags.queries';
import {
  flagSearchMatches,
  organisationsHidingHousekeeping,
  pageFlaggedReports,
  type FlaggedReportRow,
} from './flagged-reports.queries';

export interface FlaggedReportPage {
  data: FlaggedReportItem[];
  flaggedCount: FlaggedCount;
  TotalCount: number;
}

/**
 * `GET /flagged-report/...` (spec 3 §2.6, §7): the open and closed flags of the reports dated in the period
 * that the caller may see. Everything the path says is checked before anything is listed: the date against
 * the frequency's period control, allfreqFlag against the frequency, and the region (400 when it is not a
 * live region of the organisation — any organisation's for L1 in All —, 403 outside an L3's or L4's regions).
 */
export async function listFlaggedReports(
  db: Db,
  auth: AuthContext,
  params: FlaggedReportParams,
): Promise<FlaggedReportPage> {
  const { scope, query, matches, hidden } = await checkedFlaggedList(db, auth, params);
  const page = await pageFlaggedReports(db, scope, { ...query, page: params.page }, matches, hidden);
  const numbers = await questionNumbers(db, page.rows);
  const counts = page.counts ?? { open: 0, closed: 0, overdue: 0 };
  return {
    data: page.rows.map((row) => flaggedItem(row, numbers)),
    flaggedCount: {
      open: counts.open,
      closed: counts.closed,
      total: counts.open + counts.closed,
      overdue: counts.overdue,
    },
    TotalCount: page.total,
  };
}

/** A listed flag as the list answers it, its question numbered (`questionNumbers` of its page or batch). */
export const flaggedItem = (
  { template, status, questionText, ...row }: FlaggedReportRow,
  numbers: Map<string, string>,
): FlaggedReportItem => ({
  ...row,
  FormId: template.formKey,
  inspectionName: template.name,
  frequency: template.frequency as FlaggedReportItem['frequency'],
  questionNum: numbers.get(`${template.id}:${row.questionId}`) ?? null,
  questionText: questionText ?? `Question ${row.questionId}`,
  submittedDate: row.submittedDate.toISOString(),
  isCompleted: status === 'closed',
  completedBy: row.completedBy || null,
});

/** The list the caller asked for, once the path is checked: what a page and an export read. */
export async function checkedFlaggedList(
  db: Db,
  auth: AuthContext,
  params: Omit<FlaggedReportParams, 'page'>,
) {
  if (params.allfreqFlag !== (params.freq === 'All'))
    throw new Problem('badInput', flaggedReportMessages.badAllFrequencies);
  const period = flaggedPeriod(params.freq, params.date);
  if ('error' in period) throw new Problem('badInput', period.error);
  const scope = scopeOf(auth);
  const orgId = scope.level === 1 ? scope.orgId : (scope.orgId ?? -1);
  const region = params.region === 'All' ? null : params.region;
  if (region !== null) {
    if (!(await regionIsLive(db, region, orgId)))
      throw new Problem('badInput', flaggedReportMessages.badRegion);
    if (scope.level >= 3 && !scope.regionIds.includes(region)) throw new Problem('forbidden');
  }
  const [matches, hidden] = await Promise.all([
    flagSearchMatches(db, params.search),
    organisationsHidingHousekeeping(db, orgId),
  ]);
  const query = {
    frequency: params.freq,
    first: period.first,
    last: period.last,
    region,
    status: params.status,
    search: params.search,
    sort: params.sortIndex,
    ascending: params.isAsc,
    today: today(),
  };
  return { scope, query, matches, hidden };
}

/**
 * The number each flagged question has in its form today (1, 1.2 ...), from the forms' cached question trees
 * (one read per form and version); a question since removed from the form has none.
 */
export async function questionNumbers(
  db: Db,
  rows: { template: Parameters<typeof formWithQuestions>[1] }[],
): Promise<Map<string, string>> {
  const templates = new Map(rows.map((row) => [row.template.id, row.template]));
  const numbers = new Map<string, string>();
  for (const template of templates.values()) {
    const form = await formWithQuestions(db, template, false);
    const visit = (nodes: typeof form.questions) => {
      for (const node of nodes) {
        if (node.questionId && node.questionNum)
          numbers.set(`${template.id}:${node.questionId}`, node.questionNum);
        visit(node.subQuestions);
      }
    };
    visit(form.questions);
  }
  return numbers;
}
