import {
  permanentShown,
  reportDay,
  reportDetailMessages,
  type ReportDetails,
  type ReportFlag,
  type StoredAnswer,
} from '@envirotrack/shared';
import { periodLabel } from '../../fill-in/model/period-label';

const NA = reportDetailMessages.notAvailable;

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

/** One module's answers keyed by questionId. */
export const answersOfModule = (answers: readonly StoredAnswer[], moduleIndex = 0): Map<number, string> =>
  new Map(
    answers
      .filter((a) => a.moduleIndex === moduleIndex && a.answer !== '')
      .map((a) => [a.questionId, a.answer]),
  );

/** The flag of an answer, when the shown answer is the one flagged. */
export const flagOf = (
  flags: readonly ReportFlag[],
  questionId: number | null | undefined,
  moduleIndex: number,
  answer: string | undefined,
): ReportFlag | undefined =>
  flags.find(
    (f) =>
      f.questionId === questionId &&
      f.moduleIndex === moduleIndex &&
      (f.status === 'withdrawn' || f.answer === answer),
  );
