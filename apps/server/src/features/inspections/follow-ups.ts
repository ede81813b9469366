// Corrective-action follow-up (spec 2 §2.2, spec 3 §2.7, §3 'Associations'; docs/decisions.md): the open flags a
// Monthly form may follow up, and the links a submission makes to them — in its own transaction, only to
// open flags of the same plant, or nothing at all.
import {
  addDays,
  followUpMessages,
  isFlagOverdue,
  formMessages,
  today,
  type FlagAssociation,
  type FollowedFlag,
  type Frequency,
  type PlantOpenFlags,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import {
  associationsOf,
  followsUpOf,
  insertFlagAssociations,
  lockOpenFlagsOfPlant,
  openFlagsOfPlant,
} from './follow-ups.queries';
import { bad, plantInScope } from './inspection-target';

/** The day a moment falls on in the app's time zone (ISO). */
const questionText = (text: string | null) => text ?? formMessages.deletedQuestion;

/** `GET /plants/{plantId}/openflags`: whoever may see the plant. */
export async function plantOpenFlags(db: Db, auth: AuthContext, plantId: number): Promise<PlantOpenFlags> {
  const plant = await plantInScope(db, auth, plantId);
  const rows = await openFlagsOfPlant(db, plant.plant.id);
  const now = today();
  return {
    TotalCount: rows[0]?.total ?? 0,
    data: rows.map((row) => {
      return {
        flagId: row.flagId,
        inspectionId: row.inspectionId,
        formId: row.formId,
        inspectionName: row.inspectionName,
        frequency: row.frequency as Frequency,
        inspectionDate: row.inspectionDate,
        submittedAt: row.submittedAt.toISOString(),
        pointSource: row.pointSource,
        questionId: row.questionId,
        question: questionText(row.question),
        moduleIndex: row.moduleIndex,
        answer: row.answer,
        dueDate: addDays(row.inspectionDate, row.closeDays),
        overdue: isFlagOverdue('open', row.inspectionDate, row.closeDays, now),
      };
    }),
  };
}

interface FollowUpTarget {
  plantId: number;
  orgId: number;
  frequency: string;
  inspectionId: number;
}

/** Checks a submission's follow-up request before anything is written: Monthly forms only. */
export function requireFollowUpAllowed(flagIds: readonly number[] | undefined, frequency: string) {
  if (flagIds?.length && frequency !== 'Monthly') throw bad(followUpMessages.monthlyOnly);
}

/**
 * Links a new inspection to the flags it follows up, inside the submission's transaction: each id must be an
 * open flag of another inspection of the same plant (so in the caller's scope, which the plant was checked
 * for); any other id is a 400 that rolls the whole submission back. Repeated ids count once.
 */
export async function linkFollowUps(
  tx: Db,
  auth: AuthContext,
  target: FollowUpTarget,
  flagIds: readonly number[] | undefined,
): Promise<number> {
  const wanted = [...new Set(flagIds ?? [])];
  if (!wanted.length) return 0;
  requireFollowUpAllowed(wanted, target.frequency);
  const open = await lockOpenFlagsOfPlant(tx, target.plantId, wanted, target.inspectionId);
  const found = new Set(open.map((f) => f.id));
  const refused = wanted.filter((id) => !found.has(id));
  if (refused.length) throw bad(followUpMessages.notOpen(refused));
  await insertFlagAssociations(
    tx,
    wanted.map((flagId) => ({
      flagId,
      followUpInspectionId: target.inspectionId,
      orgId: target.orgId,
      createdBy: auth.userId,
    })),
  );
  return wanted.length;
}

/** Both directions of the links, for the report detail (the linked reports are of the same plant). */
export async function followUpLinks(
  db: Db,
  inspectionId: number,
): Promise<{ followsUp: FollowedFlag[]; associations: FlagAssociation[] }> {
  const [follows, linked] = await Promise.all([
    followsUpOf(db, inspectionId),
    associationsOf(db, inspectionId),
  ]);
  return {
    followsUp: follows.map((row) => ({
      ...row,
      frequency: row.frequency as Frequency,
      question: questionText(row.question),
      status: row.status as FollowedFlag['status'],
    })),
    associations: linked.map((row) => ({
      ...row,
      frequency: row.frequency as Frequency,
      question: questionText(row.question),
      linkedAt: row.linkedAt.toISOString(),
    })),
  };
}
