import {
  FREQUENCIES,
  inspectionMessages,
  isDateAllowed,
  periodKey,
  periodRange,
  signOffLabel,
  today,
  type FillInForm,
  type Frequency,
  type InspectionDetails,
  type InspectionType,
  type PlantInspections,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { groupByPermit, summaryOf } from '../../lib/form-catalogue';
import {
  effectiveTemplates,
  formWithQuestions,
  pointSourcesOf,
  type TemplateRow,
} from '../../lib/form-catalogue.queries';
import type { AuthContext } from '../../plugins/auth';
import { flagsOf, inspectionsInPeriods, priorInspection, type InspectionRow } from './inspections.queries';
import { attachedFiles, peopleNamed, versionsOf } from './inspection-details.queries';
import { editedAfterSigning, fileInfo, personOf, signatureInfo, type UrlOf } from './inspection-record';
import { requireActivePlant, requireHousekeepingShown } from './fill-in-rules';
import {
  bad,
  dateOf,
  effectiveTemplate,
  findForPeriod,
  formRoot,
  periodOf,
  plantInScope,
  pointSourceParam,
  resolveTarget,
  templateOf,
  type FillInQuery,
} from './inspection-target';

export async function fillInForm(db: Db, auth: AuthContext, query: FillInQuery): Promise<FillInForm> {
  const target = await resolveTarget(
    db,
    auth,
    query.plantId,
    query.formKey,
    pointSourceParam(query.pointSource),
  );
  const date = dateOf(query.date);
  await requireHousekeepingShown(db, target.plant.plant.orgId, target.template.inspectionType);
  const existing = await findForPeriod(db, target, periodOf(target, date));
  if (!existing) {
    requireActivePlant(target.plant);
    if (!target.template.active) throw bad(inspectionMessages.formInactive);
    if (!isDateAllowed(target.template.frequency as Frequency, date, today()))
      throw bad(inspectionMessages.dateNotAllowed);
  }
  const template = existing ? await templateOf(db, existing, target.template) : target.template;
  const { plant, regionName } = target.plant;
  return {
    ...(await formWithQuestions(db, template, false)),
    plant: {
      id: plant.id,
      plantId: plant.plantId,
      plantName: plant.name,
      facilityType: plant.facilityType as FillInForm['plant']['facilityType'],
      regionName,
      orgId: plant.orgId,
    },
    pointSource: target.pointSource ? { PsId: target.pointSource.id, PsName: target.pointSource.name } : null,
    date,
    periodKey: periodOf(target, date),
    inspectionId: existing?.id ?? null,
    signOffLabel: signOffLabel(template.parentId) ?? null,
  };
}

/** `GET /getanswerdetails/...`: the saved inspection of that period, or null. */
export async function answerDetails(
  db: Db,
  deps: { urlOf: UrlOf },
  auth: AuthContext,
  query: FillInQuery,
): Promise<InspectionDetails | null> {
  const target = await resolveTarget(
    db,
    auth,
    query.plantId,
    query.formKey,
    pointSourceParam(query.pointSource),
  );
  const existing = await findForPeriod(db, target, periodOf(target, dateOf(query.date)));
  return existing ? detailsOf(db, deps, existing, target.template) : null;
}

export async function detailsOf(
  db: Db,
  deps: { urlOf: UrlOf },
  row: InspectionRow,
  knownTemplate?: TemplateRow,
): Promise<InspectionDetails> {
  const [template, versions, flags, files] = await Promise.all([
    templateOf(db, row, knownTemplate),
    versionsOf(db, row.id),
    flagsOf(db, row.id),
    attachedFiles(db, row.id),
  ]);
  const signature = row.signature;
  const listed = versions.at(-1)?.attachments ?? [];
  const names = await peopleNamed(db, [
    row.createdBy,
    row.updatedBy,
    ...versions.map((v) => v.savedBy),
    ...(signature ? [signature.signedBy] : []),
    ...(row.leadPersonId ? [row.leadPersonId] : []),
  ]);
  const person = (id: number) => personOf(names, id);
  const signed = signatureInfo(deps.urlOf, names, signature, row.answers);
  return {
    inspectionId: row.id,
    version: row.version,
    formId: template.formKey,
    formName: template.name,
    parentId: template.parentId,
    plantId: row.plantId,
    pointSource:
      row.pointSourceId && row.pointSource ? { PsId: row.pointSourceId, PsName: row.pointSource } : null,
    periodKey: row.periodKey,
    inspectionDate: row.inspectionDate,
    time: row.time,
    isPermanent: row.isPermanent ? 'Yes' : 'No',
    answers: row.answers.map((a) => ({ questionId: a.q, moduleIndex: a.m, answer: a.a })),
    flags: flags.map((f) => ({
      questionId: f.questionId,
      moduleIndex: f.moduleIndex,
      answer: f.answer,
      status: f.status as 'open' | 'closed' | 'withdrawn',
    })),
    // In the order the inspector listed them (the latest version keeps that order).
    attachments: [...files]
      .sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name))
      .map(fileInfo(deps.urlOf)),
    signature: signed,
    totalScore: row.totalScore,
    submittedBy: person(row.createdBy),
    submittedAt: row.createdAt.toISOString(),
    updatedBy: person(row.updatedBy),
    updatedAt: row.updatedAt.toISOString(),
    editedAfterSigning: editedAfterSigning(names, signature, signed?.matchesAnswers ?? true, versions),
    versions: versions.map((v) => ({
      version: v.version,
      savedBy: person(v.savedBy),
      savedAt: v.savedAt.toISOString(),
      changedQuestionIds: v.changedQuestionIds,
      signedBy: v.signature ? person(v.signature.signedBy) : null,
    })),
    leadPerson: row.leadPersonId ? person(row.leadPersonId) : null,
  };
}

/** The attachments a submission names: uploaded in the plant's organisation, not attached elsewhere. */
export async function priorForm(
  db: Db,
  auth: AuthContext,
  body: { FormId: string; ReqDate: string; PlantId: number },
) {
  const plant = await plantInScope(db, auth, body.PlantId);
  const template = await effectiveTemplate(db, plant.plant.orgId, body.FormId);
  const date = dateOf(body.ReqDate);
  const first = periodRange(periodKey(template.frequency as Frequency, date))?.first ?? date;
  const prior = await priorInspection(db, plant.plant.id, formRoot(template), first);
  return prior ? { date: prior.date, totalScore: prior.totalScore } : null;
}

/** `GET /plantinspectionslist/{plantId}/{type}/{date}`: the plant's forms with their inspection of the date's period. */
export async function plantInspections(
  db: Db,
  auth: AuthContext,
  plantId: number,
  type: InspectionType,
  dateText: string,
): Promise<PlantInspections> {
  const found = await plantInScope(db, auth, plantId);
  const date = dateOf(dateText);
  await requireHousekeepingShown(db, found.plant.orgId, type);
  const chosen = found.forms;
  const assignedIds = chosen.map((c) => c.templateId).sort((a, b) => a - b);
  const [effective, existing] = await Promise.all([
    effectiveTemplates(db, found.plant.orgId, assignedIds),
    inspectionsInPeriods(
      db,
      plantId,
      FREQUENCIES.map((f) => periodKey(f, date)),
    ),
  ]);
  const templates = [...effective.values()].filter((t) => t.deletedAt === null && t.inspectionType === type);
  // The chosen point sources belong to the assigned forms: one read gives them and the shown forms' sources.
  const sources = await pointSourcesOf(db, [...new Set([...assignedIds, ...templates.map((t) => t.id)])]);
  const chosenSources = sources.filter((s) => chosen.some((c) => c.pointSourceIds.includes(s.id)));
  const forms = templates.map((template) => {
    const row = chosen.find((c) => c.templateId === template.id || c.templateId === template.basedOnId);
    const names = chosenSources.filter((s) => row?.pointSourceIds.includes(s.id)).map((s) => s.name);
    const key = periodKey(template.frequency as Frequency, date);
    const done = (pointSource: string | null) =>
      existing.find(
        (i) =>
          i.formRootId === formRoot(template) &&
          i.periodKey === key &&
          (i.pointSource ?? null) === pointSource,
      )?.id ?? null;
    const summary = summaryOf(template, sources);
    return {
      ...summary,
      InspectionId: summary.PointSources.length ? null : done(null),
      periodKey: key,
      PointSources: summary.PointSources.filter((ps) => names.includes(ps.PsName)).map((ps) => ({
        ...ps,
        InspectionId: done(ps.PsName),
        IsSelected: true,
      })),
    };
  });
  const { plant, regionName } = found;
  return {
    plant: {
      id: plant.id,
      plantId: plant.plantId,
      plantName: plant.name,
      facilityType: plant.facilityType as PlantInspections['plant']['facilityType'],
      regionName,
      orgId: plant.orgId,
    },
    date,
    forms: groupByPermit(forms),
  };
}
