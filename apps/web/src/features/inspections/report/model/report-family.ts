import {
  LIBRARY_PARENT_IDS,
  reportDetailMessages,
  namesLeadPerson,
  signOffLabel,
  type ReportDetails,
} from '@envirotrack/shared';

// The families and the family note are the shared layout's (issue 17: the evidence pack chooses alike).
export { bodyLayoutOf, familyNote, familyOf, type ReportFamily } from '@envirotrack/shared';

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
