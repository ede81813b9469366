import {
  clockTime,
  followUpMessages,
  inspectionMessages,
  isDateAllowed,
  parseTime,
  periodKey,
  today,
  type Frequency,
  type SavedInspection,
  type submissionBody,
} from '@envirotrack/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AnswerRecord, SignatureRecord } from '../../db/schema';
import { recordAudit } from '../../lib/audit.queries';
import { buildTree } from '../../lib/form-catalogue';
import { questionsOf, type TemplateRow } from '../../lib/form-catalogue.queries';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { checkAnswers } from './answer-check';
import { linkFollowUps, requireFollowUpAllowed } from './follow-ups';
import { requireActivePlant, requireHousekeepingShown } from './fill-in-rules';
import { syncFlags } from './flag-sync.queries';
import { leadPersonOf } from './lead-persons';
import { attachmentsOf, signatureOf } from './submission-files';
import {
  attachFiles,
  findInspection,
  insertInspection,
  insertVersion,
  markSignatureUsed,
  updateInspectionAt,
  type FileRow,
  type InspectionRow,
} from './inspections.queries';
import {
  bad,
  dateOf,
  findForPeriod,
  formRoot,
  periodOf,
  plantInScope,
  resolveTarget,
  templateOf,
} from './inspection-target';

type Submission = z.output<typeof submissionBody>;

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
    frequency: template.frequency as Frequency,
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
  requireActivePlant(plant);
  await requireHousekeepingShown(db, plant.plant.orgId, template.inspectionType);
  if (!template.active) throw bad(inspectionMessages.formInactive);
  if (!isDateAllowed(template.frequency as Frequency, date, today()))
    throw bad(inspectionMessages.dateNotAllowed);
  requireFollowUpAllowed(body.followUpFlagIds, template.frequency);
  const key = periodOf(target, date);
  if (await findForPeriod(db, target, key)) throw new Problem('alreadyFilled');
  const checked = await checkedSubmission(db, template, body, date, []);
  const files = await attachmentsOf(db, body, plant.plant.orgId, null);
  const signature = await signatureOf(db, auth, body, template, null, checked.answers);
  const leadPersonId = await leadPersonOf(db, plant, template, body.leadPersonId, null);
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
        leadPersonId,
        createdBy: auth.userId,
        updatedBy: auth.userId,
      });
    } catch (error) {
      if (
        (error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
        (error as { code?: string }).code === '23505'
      )
        throw new Problem('alreadyFilled');
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
    const followsUp = await linkFollowUps(
      tx,
      auth,
      { plantId: row.plantId, orgId: row.orgId, frequency: row.frequency, inspectionId: row.id },
      body.followUpFlagIds,
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
        ...(followsUp ? { followsUpFlags: [...new Set(body.followUpFlagIds)] } : {}),
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
    leadPersonId: row.leadPersonId,
    savedBy: auth.userId,
  });
  await syncFlags(db, row, flags);
  // Checked before the transaction; taken in it: a file claimed or cleaned up meanwhile rolls the save back.
  const taken = await attachFiles(
    db,
    row.id,
    files.map((f) => f.id),
  );
  const lost = files.find((f) => !taken.includes(f.id));
  if (lost) throw bad(inspectionMessages.attachmentGone(lost.name));
  if (!(await markSignatureUsed(db, row.id, signature.file))) throw bad(inspectionMessages.signatureGone);
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
  const found = await plantInScope(db, auth, row.plantId);
  if (row.plantId !== body.plantId) throw bad('This inspection belongs to another plant.');
  if (body.followUpFlagIds?.length) throw bad(followUpMessages.onlyWhenSubmitted);
  await requireHousekeepingShown(db, row.orgId, row.inspectionType);
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
  const leadPersonId = await leadPersonOf(db, found, template, body.leadPersonId, row.leadPersonId);
  return db.transaction(async (tx) => {
    const saved = await updateInspectionAt(tx, row.id, body.version ?? 0, {
      leadPersonId,
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
