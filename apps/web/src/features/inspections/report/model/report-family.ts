import {
  BREWERY_PARENT_IDS,
  canonicalParentId,
  LIBRARY_PARENT_IDS,
  PLANT_PREVENTIVE_PARENT_IDS,
  reportDetailMessages,
  namesLeadPerson,
  signOffLabel,
  SPECIAL_PARENT_IDS,
  type ReportDetails,
} from '@envirotrack/shared';
import { layoutOf, type FillInLayout } from '../../fill-in/model/layout';

/** The layout families of the report detail, chosen by the form's parent id (spec 3 §2.2). */
export type ReportFamily =
  | 'plantPreventive'
  | 'brewery'
  | 'qtrVisual'
  | 'weekly'
  | 'scorecard'
  | 'checklist'
  | 'modules'
  | 'waterSample'
  | 'default';

const WEEKLY: string[] = [SPECIAL_PARENT_IDS.weeklyFormRm, SPECIAL_PARENT_IDS.weeklyDustCollector];
const CHECKLISTS: string[] = [
  SPECIAL_PARENT_IDS.dailyWeeklyAll,
  SPECIAL_PARENT_IDS.dailyWeeklyAdditional,
  SPECIAL_PARENT_IDS.monthlyCheckAll,
  SPECIAL_PARENT_IDS.yearlyCheck,
];

export function familyOf(report: Pick<ReportDetails, 'parentId' | 'moduleSize'>): ReportFamily {
  const parentId = canonicalParentId(report.parentId);
  if (PLANT_PREVENTIVE_PARENT_IDS.includes(parentId)) return 'plantPreventive';
  if (BREWERY_PARENT_IDS.includes(parentId)) return 'brewery';
  if (parentId === LIBRARY_PARENT_IDS.qtrVisual) return 'qtrVisual';
  if (WEEKLY.includes(parentId)) return 'weekly';
  if (CHECKLISTS.includes(parentId)) return 'checklist';
  const layout = bodyLayoutOf(report);
  if (layout.kind === 'scorecard') return 'scorecard';
  if (layout.kind === 'modules') return 'modules';
  if (parentId === LIBRARY_PARENT_IDS.stormwaterSample) return 'waterSample';
  return 'default';
}

/** How the questions are laid out: the fill-in's own choice (scorecard, slot sheet, modules, list). */
export const bodyLayoutOf = (report: Pick<ReportDetails, 'parentId' | 'moduleSize'>): FillInLayout =>
  layoutOf({ ParentId: report.parentId, moduleSize: report.moduleSize });

/** The names the sign-off asks for: one per signature line (spec 3 §2.2). */
export function signOffNames(report: Pick<ReportDetails, 'parentId' | 'signOffLabel'>): string[] {
  if (report.parentId === LIBRARY_PARENT_IDS.breweryOpacity)
    return [reportDetailMessages.powerhouseSupervisor, reportDetailMessages.ehsManager];
  if (report.parentId === LIBRARY_PARENT_IDS.stormwaterSample)
    return [reportDetailMessages.collectorSignature];
  // A housekeeping sign-off names its lead person apart; the signature is the signer's (docs/decisions.md).
  if (namesLeadPerson(report.parentId)) return ['Signature'];
  return [report.signOffLabel ?? signOffLabel(report.parentId) ?? 'Signature'];
}

/** A family's own text above the questions (spec 3 §2.2): the rectifier information, the dust range. */
export function familyNote(report: Pick<ReportDetails, 'parentId'>): string | undefined {
  if (report.parentId === LIBRARY_PARENT_IDS.monthlyUstRect) return reportDetailMessages.rectifierInfo;
  if (report.parentId === SPECIAL_PARENT_IDS.weeklyDustCollector) return reportDetailMessages.dustRange;
  return undefined;
}
