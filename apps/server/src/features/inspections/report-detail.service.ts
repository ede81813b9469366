import {
  isFlagOverdue,
  today,
  type FlagStatus,
  isAnswerable,
  periodRange,
  reportDetailMessages,
  signOffLabel,
  SPECIAL_PARENT_IDS,
  type ReportDetails,
  type ReportVersion,
  type SetupQuestion,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { buildTree } from '../../lib/form-catalogue';
import { scopeOf, type PlantScope } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { followUpLinks } from './follow-ups';
import { attachedFiles, peopleNamed, versionsOf } from './inspection-details.queries';
import {
  editedAfterSigning,
  evidenceOf,
  fileInfo,
  personOf,
  signatureInfo,
  type UrlOf,
} from './inspection-record';
import { flagsOf, priorInspection } from './inspections.queries';
import {
  findReport,
  findVersion,
  inspectionFilesNamed,
  reportQuestions,
  type ReportRow,
} from './report-detail.queries';

const SCORECARD_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.housekeepingPlant,
  SPECIAL_PARENT_IDS.housekeepingShop,
];

/** Numbers every answerable question the report shows, retired ones too: 1, 2, 2.1 ... (spec 3 §3). */
function numberShown(tree: SetupQuestion[], prefix = ''): SetupQuestion[] {
  let counter = 0;
  return tree.map((node) => {
    if (!isAnswerable(node))
      return { ...node, questionNum: undefined, subQuestions: numberShown(node.subQuestions, prefix) };
    counter += 1;
    const questionNum = prefix ? `${prefix}.${counter}` : String(counter);
    return { ...node, questionNum, subQuestions: numberShown(node.subQuestions, questionNum) };
  });
}

/** The report, when the caller may see its plant; 404 otherwise, exactly as for a missing one. */
async function reportInScope(db: Db, scope: PlantScope, inspectionId: number): Promise<ReportRow> {
  const row = await findReport(db, scope, inspectionId);
  if (!row) throw new Problem('notFound', reportDetailMessages.reportNotFound);
  return row;
}

/** `GET /reports/{inspectionId}`: the report with its questions, answers, flags, files and history. */
export function reportDetails(
  db: Db,
  urlOf: UrlOf,
  auth: AuthContext,
  inspectionId: number,
): Promise<ReportDetails> {
  return reportDetailsInScope(db, urlOf, scopeOf(auth), inspectionId);
}

/** The report as a plant scope may see it (the evidence pack's job reads with its requester's organisation). */
export async function reportDetailsInScope(
  db: Db,
  urlOf: UrlOf,
  scope: PlantScope,
  inspectionId: number,
): Promise<ReportDetails> {
  const found = await reportInScope(db, scope, inspectionId);
  const { inspection: row, template } = found;
  const scorecard = SCORECARD_PARENTS.includes(template.parentId);
  const first = periodRange(row.periodKey)?.first ?? row.inspectionDate;
  const [rows, versions, flags, files, prior, links] = await Promise.all([
    reportQuestions(db, template.id, row.id),
    versionsOf(db, row.id),
    flagsOf(db, row.id),
    attachedFiles(db, row.id),
    scorecard ? priorInspection(db, row.plantId, row.formRootId, first) : Promise.resolve(undefined),
    followUpLinks(db, row.id),
  ]);
  const signature = row.signature;
  const names = await peopleNamed(db, [
    row.createdBy,
    row.updatedBy,
    ...versions.map((v) => v.savedBy),
    ...flags.flatMap((f) => (f.followUpBy ? [f.followUpBy] : [])),
    ...(signature ? [signature.signedBy] : []),
    ...(row.leadPersonId ? [row.leadPersonId] : []),
  ]);
  const listed = versions.at(-1)?.attachments ?? [];
  const signed = signatureInfo(urlOf, names, signature, row.answers);
  return {
    inspectionId: row.id,
    version: row.version,
    formId: template.formKey,
    inspectionName: template.name,
    parentId: template.parentId,
    permitType: row.permitType as ReportDetails['permitType'],
    frequency: row.frequency as ReportDetails['frequency'],
    inspectionType: row.inspectionType as ReportDetails['inspectionType'],
    isDeclarationRequired: template.declarationRequired,
    moduleSize: template.moduleSize,
    periodKey: row.periodKey,
    inspectionDate: row.inspectionDate,
    time: row.time,
    plant: {
      id: row.plantId,
      plantId: found.plantId,
      plantName: found.plantName,
      facilityType: found.facilityType as ReportDetails['plant']['facilityType'],
      regionName: found.regionName,
    },
    organisation: { name: found.orgName, logoUrl: found.orgLogoUrl },
    pointSource: row.pointSource,
    isPermanent: row.isPermanent ? 'Yes' : 'No',
    questions: numberShown(buildTree(rows, true)),
    answers: row.answers.map((a) => ({ questionId: a.q, moduleIndex: a.m, answer: a.a })),
    flags: flags.map((f) => ({
      questionId: f.questionId,
      moduleIndex: f.moduleIndex,
      answer: f.answer,
      status: f.status as ReportDetails['flags'][number]['status'],
      followUpRemark: f.followUpRemark,
      followUpDate: f.followUpDate,
      followUpBy: f.followUpBy ? personOf(names, f.followUpBy) : null,
      raisedAt: f.raisedAt.toISOString(),
      overdue: isFlagOverdue(f.status as FlagStatus, row.inspectionDate, found.orgCloseDays, today()),
      repeatOf: f.repeatOf,
      evidence: evidenceOf(urlOf, f.evidenceFile),
    })),
    // In the order the inspector listed them (the latest version keeps that order).
    attachments: [...files]
      .sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name))
      .map(fileInfo(urlOf)),
    signature: signed,
    signOffLabel: signOffLabel(template.parentId) ?? null,
    totalScore: row.totalScore,
    priorScore: prior ? { date: prior.date, totalScore: prior.totalScore } : null,
    submittedBy: personOf(names, row.createdBy),
    submittedAt: row.createdAt.toISOString(),
    updatedBy: personOf(names, row.updatedBy),
    updatedAt: row.updatedAt.toISOString(),
    editedAfterSigning: editedAfterSigning(names, signature, signed?.matchesAnswers ?? true, versions),
    versions: versions.map((v) => ({
      version: v.version,
      savedBy: personOf(names, v.savedBy),
      savedAt: v.savedAt.toISOString(),
      changedQuestionIds: v.changedQuestionIds,
      signedBy: v.signature ? personOf(names, v.signature.signedBy) : null,
    })),
    leadPerson: row.leadPersonId ? personOf(names, row.leadPersonId) : null,
    ...links,
  };
}

/** `GET /reports/{inspectionId}/versions/{version}`: the answers, files and signature saved at that version. */
export async function reportVersionOf(
  db: Db,
  urlOf: UrlOf,
  auth: AuthContext,
  inspectionId: number,
  version: number,
): Promise<ReportVersion> {
  await reportInScope(db, scopeOf(auth), inspectionId);
  const saved = await findVersion(db, inspectionId, version);
  if (!saved) throw new Problem('notFound', reportDetailMessages.versionNotFound);
  const [files, names] = await Promise.all([
    inspectionFilesNamed(db, inspectionId, saved.attachments),
    peopleNamed(db, [saved.savedBy, ...(saved.signature ? [saved.signature.signedBy] : [])]),
  ]);
  return {
    version: saved.version,
    savedBy: personOf(names, saved.savedBy),
    savedAt: saved.savedAt.toISOString(),
    changedQuestionIds: saved.changedQuestionIds,
    isPermanent: saved.isPermanent ? 'Yes' : 'No',
    answers: saved.answers.map((a) => ({ questionId: a.q, moduleIndex: a.m, answer: a.a })),
    attachments: [...files]
      .sort((a, b) => saved.attachments.indexOf(a.name) - saved.attachments.indexOf(b.name))
      .map(fileInfo(urlOf)),
    signature: signatureInfo(urlOf, names, saved.signature, saved.answers),
  };
}
