import {
  clockTime,
  FREQUENCIES,
  inspectionMessages,
  isDateAllowed,
  parseDate,
  parseTime,
  periodKey,
  periodRange,
  signOffLabel,
  today,
  type FillInForm,
  type Frequency,
  type InspectionDetails,
  type InspectionType,
  type PlantInspections,
  type SavedInspection,
  type SubmissionBody,
  type submissionBody,
} from '@envirotrack/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AnswerRecord, SignatureRecord } from '../../db/schema';
import { answersHash } from '../../lib/answers-hash';
import { recordAudit } from '../../lib/audit.queries';
import { buildTree, groupByPermit, summaryOf } from '../../lib/form-catalogue';
import {
  findOrgCopy,
  findTemplateByKey,
  formWithQuestions,
  pointSourcesOf,
  questionsOf,
  type TemplateRow,
} from '../../lib/form-catalogue.queries';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { StorageFolder } from '../../lib/storage';
import type { AuthContext } from '../../plugins/auth';
import { checkAnswers } from './answer-check';
import {
  attachedFiles,
  attachFiles,
  filesNamed,
  findInspection,
  findPeriodInspection,
  findPlantInScope,
  flagsOf,
  insertInspection,
  insertVersion,
  inspectionsInPeriods,
  markSignatureUsed,
  peopleNamed,
  plantFormRows,
  pointSourcesByIds,
  priorInspection,
  syncFlags,
  templatesByIds,
  updateInspectionAt,
  versionsOf,
  type FileRow,
  type InspectionRow,
} from './inspections.queries';

type Submission = z.output<typeof submissionBody>;
type PlantFound = NonNullable<Awaited<ReturnType<typeof findPlantInScope>>>;

const bad = (message: string) => new Problem('badInput', message);
const formRoot = (t: TemplateRow) => t.basedOnId ?? t.id;
const NO_POINT_SOURCE = 'null';

/** Where a fill-in is: the plant, its form (the organisation's copy when it has one) and the point source. */
interface Target {
  plant: PlantFound;
  template: TemplateRow;
  pointSource: { id: number; name: string } | null;
}

export async function plantInScope(db: Db, auth: AuthContext, plantId: number): Promise<PlantFound> {
  const found = await findPlantInScope(db, await scopeOf(db, auth), plantId);
  if (!found) throw new Problem('notFound', 'Plant not found.');
  return found;
}

async function effectiveTemplate(db: Db, orgId: number, formKey: string): Promise<TemplateRow> {
  const template = await findTemplateByKey(db, formKey);
  if (!template || (template.ownerOrgId !== null && template.ownerOrgId !== orgId))
    throw new Problem('notFound', 'Inspection form not found.');
  return template.ownerOrgId === null ? ((await findOrgCopy(db, orgId, template.id)) ?? template) : template;
}

/** The form must be chosen for the plant; the point source must be one of the form's chosen for the plant. */
async function resolveTarget(
  db: Db,
  auth: AuthContext,
  plantId: number,
  formKey: string,
  pointSourceId: number | null,
): Promise<Target> {
  const plant = await plantInScope(db, auth, plantId);
  const template = await effectiveTemplate(db, plant.plant.orgId, formKey);
  const chosen = (await plantFormRows(db, plantId)).find(
    (row) => row.templateId === template.id || row.templateId === template.basedOnId,
  );
  if (!chosen) throw bad(inspectionMessages.notAssigned);
  const sources = await pointSourcesOf(db, [template.id]);
  if (!sources.length) {
    if (pointSourceId !== null) throw bad('This form has no point sources.');
    return { plant, template, pointSource: null };
  }
  if (pointSourceId === null) throw bad(inspectionMessages.selectPointSource);
  const chosenNames = (await pointSourcesByIds(db, chosen.pointSourceIds)).map((s) => s.name);
  const source = sources.find((s) => s.id === pointSourceId);
  if (!source || !chosenNames.includes(source.name))
    throw bad('This point source is not chosen for this form at this plant.');
  return { plant, template, pointSource: { id: source.id, name: source.name } };
}

function dateOf(text: string): string {
  const date = parseDate(text);
  if (!date) throw bad('Dates are written MM-DD-YYYY or YYYY-MM-DD.');
  return date;
}

const periodOf = (target: Target, date: string) => periodKey(target.template.frequency as Frequency, date);

const findForPeriod = (db: Db, target: Target, key: string) =>
  findPeriodInspection(db, {
    plantId: target.plant.plant.id,
    formRootId: formRoot(target.template),
    pointSource: target.pointSource?.name ?? null,
    periodKey: key,
  });

async function templateOf(db: Db, row: InspectionRow): Promise<TemplateRow> {
  const [template] = await templatesByIds(db, [row.templateId]);
  if (!template) throw new Error(`inspection ${row.id} has no form`);
  return template;
}

export interface FillInQuery {
  formKey: string;
  plantId: number;
  pointSource: string;
  date: string;
}

const pointSourceParam = (text: string): number | null => {
  if (text === NO_POINT_SOURCE || text === '') return null;
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw bad('The point source must be a point source id or null.');
  return id;
};

/** `GET /questiontoforms/.../inspection/...`: the form to fill in, for a plant, point source and date. */
export async function fillInForm(db: Db, auth: AuthContext, query: FillInQuery): Promise<FillInForm> {
  const target = await resolveTarget(
    db,
    auth,
    query.plantId,
    query.formKey,
    pointSourceParam(query.pointSource),
  );
  const date = dateOf(query.date);
  const existing = await findForPeriod(db, target, periodOf(target, date));
  if (!existing) {
    if (!target.template.active) throw bad(inspectionMessages.formInactive);
    if (!isDateAllowed(target.template.frequency as Frequency, date, today()))
      throw bad(inspectionMessages.dateNotAllowed);
  }
  const template = existing ? await templateOf(db, existing) : target.template;
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
  deps: { urlOf: (folder: StorageFolder, name: string) => string },
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
  return existing ? detailsOf(db, deps, existing) : null;
}

const fileInfo = (urlOf: (folder: StorageFolder, name: string) => string) => (file: FileRow) => ({
  name: file.name,
  url: urlOf(file.folder as StorageFolder, file.name),
  fileName: file.originalName,
  contentType: file.contentType,
  size: file.size,
});

export async function detailsOf(
  db: Db,
  deps: { urlOf: (folder: StorageFolder, name: string) => string },
  row: InspectionRow,
): Promise<InspectionDetails> {
  const [template, versions, flags, files] = await Promise.all([
    templateOf(db, row),
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
  ]);
  const person = (id: number) => ({ id, name: names.get(id) ?? 'Unknown user' });
  const matches = signature ? signature.answersHash === answersHash(row.answers) : true;
  const breaking = signature
    ? versions.find(
        (v) =>
          v.savedAt.toISOString() > signature.signedAt &&
          v.changedQuestionIds.length > 0 &&
          v.savedBy !== signature.signedBy,
      )
    : undefined;
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
    signature: signature
      ? {
          url: deps.urlOf('signatures', signature.file),
          name: signature.file,
          mode: signature.mode,
          typedName: signature.typedName,
          font: signature.font,
          signedBy: person(signature.signedBy),
          signedAt: signature.signedAt,
          answersHash: signature.answersHash,
          matchesAnswers: matches,
        }
      : null,
    totalScore: row.totalScore,
    submittedBy: person(row.createdBy),
    submittedAt: row.createdAt.toISOString(),
    updatedBy: person(row.updatedBy),
    updatedAt: row.updatedAt.toISOString(),
    editedAfterSigning:
      !matches && breaking ? { by: person(breaking.savedBy), at: breaking.savedAt.toISOString() } : null,
    versions: versions.map((v) => ({
      version: v.version,
      savedBy: person(v.savedBy),
      savedAt: v.savedAt.toISOString(),
      changedQuestionIds: v.changedQuestionIds,
      signedBy: v.signature ? person(v.signature.signedBy) : null,
    })),
  };
}

/** The attachments a submission names: uploaded in the plant's organisation, not attached elsewhere. */
async function attachmentsOf(db: Db, body: Submission, orgId: number, inspectionId: number | null) {
  const names = [...new Set(body.imageUrls)];
  const files = await filesNamed(db, 'images', names);
  for (const name of names) {
    const file = files.find((f) => f.name === name);
    if (!file || file.orgId !== orgId || (file.inspectionId !== null && file.inspectionId !== inspectionId))
      throw bad(`The attachment ${name} was not uploaded for this inspection.`);
  }
  return files;
}

/**
 * The signature a submission carries: the inspection's own when kept, or a new one the caller uploaded
 * (nobody signs with another person's signature). None at all is refused.
 */
async function signatureOf(
  db: Db,
  auth: AuthContext,
  body: Submission,
  template: TemplateRow,
  kept: SignatureRecord | null,
  answers: AnswerRecord[],
): Promise<SignatureRecord> {
  const name = body.signatureUrls[0];
  const missing = template.declarationRequired
    ? inspectionMessages.declarationSignature
    : inspectionMessages.addSignature;
  if (!name) throw bad(missing);
  if (kept && kept.file === name) return kept;
  const [file] = await filesNamed(db, 'signatures', [name]);
  if (!file || file.uploadedBy !== auth.userId || file.inspectionId !== null)
    throw bad('The signature must be one you saved on this form.');
  return {
    file: name,
    mode: body.signature?.mode ?? 'drawn',
    typedName: body.signature?.mode === 'typed' ? (body.signature.name ?? null) : null,
    font: body.signature?.mode === 'typed' ? (body.signature.font ?? null) : null,
    signedBy: auth.userId,
    signedAt: new Date().toISOString(),
    answersHash: answersHash(answers),
  };
}

const timeOf = (body: Submission) => (body.time && parseTime(body.time) ? body.time : clockTime());

function changedQuestions(before: readonly AnswerRecord[], after: readonly AnswerRecord[]): number[] {
  const text = (list: readonly AnswerRecord[]) => new Map(list.map((a) => [`${a.q}:${a.m}`, a.a]));
  const [was, now] = [text(before), text(after)];
  const changed = new Set<number>();
  for (const [key, value] of now) if (was.get(key) !== value) changed.add(Number(key.split(':')[0]));
  for (const key of was.keys()) if (!now.has(key)) changed.add(Number(key.split(':')[0]));
  return [...changed].sort((a, b) => a - b);
}

/** Checks the answers of a submission; answers to questions retired since they were given are kept as they were. */
async function checkedSubmission(
  db: Db,
  template: TemplateRow,
  body: Submission,
  date: string,
  previous: readonly AnswerRecord[],
) {
  const rows = await questionsOf(db, template.id);
  const live = new Set(rows.filter((r) => r.status === 1).map((r) => r.id));
  const checked = checkAnswers(body.answers, {
    questions: buildTree(rows, false),
    moduleForm: template.moduleSize !== null,
    inspectionDate: date,
    today: today(),
    previous: previous.filter((a) => live.has(a.q)),
  });
  const retired = previous.filter((a) => !live.has(a.q));
  return { ...checked, answers: [...checked.answers, ...retired] };
}

/** `POST /submitinspection`: the first record of a plant x form x point source x period. */
export async function submitInspection(
  db: Db,
  auth: AuthContext,
  body: Submission,
): Promise<SavedInspection> {
  if (body.inspectionId) throw bad('This inspection is already saved: send it to /updateinspection.');
  const target = await resolveTarget(db, auth, body.plantId, body.formId, body.pointSource);
  const { template, plant } = target;
  const date = dateOf(body.inspectionDate);
  if (!template.active) throw bad(inspectionMessages.formInactive);
  if (!isDateAllowed(template.frequency as Frequency, date, today()))
    throw bad(inspectionMessages.dateNotAllowed);
  const key = periodOf(target, date);
  if (await findForPeriod(db, target, key)) throw new Problem('conflict', inspectionMessages.alreadyFilled);
  const checked = await checkedSubmission(db, template, body, date, []);
  const files = await attachmentsOf(db, body, plant.plant.orgId, null);
  const signature = await signatureOf(db, auth, body, template, null, checked.answers);
  return db.transaction(async (tx) => {
    let row: InspectionRow;
    try {
      row = await insertInspection(tx, {
        orgId: plant.plant.orgId,
        plantId: plant.plant.id,
        templateId: template.id,
        formRootId: formRoot(template),
        pointSourceId: target.pointSource?.id ?? null,
        pointSource: target.pointSource?.name ?? null,
        periodKey: key,
        inspectionDate: date,
        inspectionType: template.inspectionType,
        permitType: template.permitType,
        frequency: template.frequency,
        time: timeOf(body),
        isPermanent: body.isPermanent === 'Yes',
        answers: checked.answers,
        totalScore: checked.totalScore,
        signature,
        createdBy: auth.userId,
        updatedBy: auth.userId,
      });
    } catch (error) {
      if (
        (error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
        (error as { code?: string }).code === '23505'
      )
        throw new Problem('conflict', inspectionMessages.alreadyFilled);
      throw error;
    }
    await saveSideRecords(
      tx,
      auth,
      row,
      files,
      signature,
      changedQuestions([], checked.answers),
      checked.flags,
    );
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: row.orgId,
      action: 'inspection.submit',
      entity: 'inspection',
      entityId: row.id,
      details: {
        form: template.formKey,
        plant: plant.plant.plantId,
        period: key,
        pointSource: row.pointSource,
      },
    });
    return {
      inspectionId: row.id,
      version: row.version,
      openFlags: checked.flags.length,
      totalScore: row.totalScore,
    };
  });
}

async function saveSideRecords(
  db: Db,
  auth: AuthContext,
  row: InspectionRow,
  files: FileRow[],
  signature: SignatureRecord,
  changed: number[],
  flags: AnswerRecord[],
) {
  await insertVersion(db, {
    inspectionId: row.id,
    version: row.version,
    answers: row.answers,
    changedQuestionIds: changed,
    isPermanent: row.isPermanent,
    attachments: files.map((f) => f.name),
    signature,
    savedBy: auth.userId,
  });
  await syncFlags(db, row.orgId, row.id, flags);
  await attachFiles(
    db,
    row.id,
    files.map((f) => f.id),
  );
  await markSignatureUsed(db, row.id, signature.file);
}

/** `POST /updateinspection/{id}`: a new version of a saved inspection; 409 when someone saved meanwhile. */
export async function updateInspection(
  db: Db,
  auth: AuthContext,
  inspectionId: number,
  body: Submission,
): Promise<SavedInspection> {
  const row = await findInspection(db, inspectionId);
  if (!row) throw new Problem('notFound', 'Inspection not found.');
  await plantInScope(db, auth, row.plantId);
  if (row.plantId !== body.plantId) throw bad('This inspection belongs to another plant.');
  const template = await templateOf(db, row);
  const date = dateOf(body.inspectionDate);
  if (periodKey(row.frequency as Frequency, date) !== row.periodKey)
    throw bad('The date is outside the period of this inspection.');
  if (date > today()) throw bad(inspectionMessages.dateNotAllowed);
  if (body.version === undefined) throw bad('The version the form was loaded at is required.');
  if (body.version !== row.version) throw new Problem('conflict', inspectionMessages.staleVersion);
  const checked = await checkedSubmission(db, template, body, date, row.answers);
  const files = await attachmentsOf(db, body, row.orgId, row.id);
  const signature = await signatureOf(db, auth, body, template, row.signature, checked.answers);
  return db.transaction(async (tx) => {
    const saved = await updateInspectionAt(tx, row.id, body.version ?? 0, {
      inspectionDate: date,
      time: timeOf(body),
      isPermanent: body.isPermanent === 'Yes',
      answers: checked.answers,
      totalScore: checked.totalScore,
      signature,
      updatedBy: auth.userId,
    });
    if (!saved) throw new Problem('conflict', inspectionMessages.staleVersion);
    const changed = changedQuestions(row.answers, checked.answers);
    await saveSideRecords(tx, auth, saved, files, signature, changed, checked.flags);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: saved.orgId,
      action: 'inspection.update',
      entity: 'inspection',
      entityId: saved.id,
      details: { version: saved.version, changedQuestions: changed.length },
    });
    return {
      inspectionId: saved.id,
      version: saved.version,
      openFlags: checked.flags.length,
      totalScore: saved.totalScore,
    };
  });
}

/** `POST /getPriorFormDetails`: the latest scorecard of this form at the plant before the date's period. */
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
  const chosen = await plantFormRows(db, plantId);
  const assigned = await templatesByIds(
    db,
    chosen.map((c) => c.templateId),
  );
  const templates = (
    await Promise.all(
      assigned.map(async (t) =>
        t.ownerOrgId === null ? ((await findOrgCopy(db, found.plant.orgId, t.id)) ?? t) : t,
      ),
    )
  ).filter((t) => t.deletedAt === null && t.inspectionType === type);
  const [sources, chosenSources, existing] = await Promise.all([
    pointSourcesOf(
      db,
      templates.map((t) => t.id),
    ),
    pointSourcesByIds(
      db,
      chosen.flatMap((c) => c.pointSourceIds),
    ),
    inspectionsInPeriods(
      db,
      plantId,
      FREQUENCIES.map((f) => periodKey(f, date)),
    ),
  ]);
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

export type { SubmissionBody };
