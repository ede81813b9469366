// Raising and withdrawing flags as an inspection is saved (spec 3 §4), and marking repeat findings.
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { previousPeriodKey, type Frequency } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { inspectionFlags, inspections, organisations, type AnswerRecord } from '../../db/schema';
import { flagCloseDaysSql } from '../../lib/flag-overdue';
import { prepared } from '../../lib/prepared';
import { flagsOf, type InspectionRow } from './inspections.queries';

const answerKey = (q: number, m: number) => `${q}:${m}`;
const previous = alias(inspections, 'prev');

/**
 * The previous period's flags of the same plant, form and point source that make a new flag on the same
 * answer a repeat finding: still open, or closed within the organisation's close-by days. Read through
 * inspections_one_per_period and inspection_flags_answer_unique.
 */
const repeatCandidatesStatement = prepared((db) =>
  db
    .select({
      id: inspectionFlags.id,
      questionId: inspectionFlags.questionId,
      moduleIndex: inspectionFlags.moduleIndex,
    })
    .from(inspections)
    .innerJoin(organisations, eq(organisations.id, inspections.orgId))
    .innerJoin(
      previous,
      and(
        eq(previous.plantId, inspections.plantId),
        eq(previous.formRootId, inspections.formRootId),
        sql`coalesce(${previous.pointSource}, '') = coalesce(${inspections.pointSource}, '')`,
        eq(previous.periodKey, sql.placeholder('previousKey')),
      ),
    )
    .innerJoin(inspectionFlags, eq(inspectionFlags.inspectionId, previous.id))
    .where(
      and(
        eq(inspections.id, sql.placeholder('inspectionId')),
        or(
          eq(inspectionFlags.status, 'open'),
          and(
            eq(inspectionFlags.status, 'closed'),
            sql`${inspectionFlags.closedAt} >= now() - make_interval(days => ${flagCloseDaysSql(organisations.settings)})`,
          ),
        ),
      ),
    )
    .prepare('flag_repeat_candidates'),
);

/** For each answer key, the previous period's flag a new flag on that answer repeats. */
async function repeatsOf(db: Db, row: InspectionRow): Promise<Map<string, number>> {
  const previousKey = previousPeriodKey(row.frequency as Frequency, row.periodKey);
  if (!previousKey) return new Map();
  const found = await repeatCandidatesStatement(db).execute({ inspectionId: row.id, previousKey });
  return new Map(found.map((f) => [answerKey(f.questionId, f.moduleIndex), f.id]));
}

/**
 * Brings the flags in line with the answers: new flagged answers open a flag, a flag whose answer no longer
 * calls for a follow-up is withdrawn (kept), and a withdrawn one flagged again reopens. A closed flag is a
 * record of its follow-up: later edits of the answer never change or reopen it. A flag raised (or raised
 * again) on an answer the previous period also flagged, still open or recently closed, is a repeat finding.
 */
export async function syncFlags(db: Db, row: InspectionRow, flagged: AnswerRecord[]) {
  const existing = await flagsOf(db, row.id);
  // The report's date may move within its period: every flag of the report (closed ones too) carries it.
  if (existing.some((flag) => flag.reportDate !== row.inspectionDate))
    await db
      .update(inspectionFlags)
      .set({ reportDate: row.inspectionDate })
      .where(eq(inspectionFlags.inspectionId, row.id));
  const wanted = new Map(flagged.map((f) => [answerKey(f.q, f.m), f]));
  const raised = [...wanted.keys()].filter((key) => {
    const flag = existing.find((f) => answerKey(f.questionId, f.moduleIndex) === key);
    return !flag || flag.status === 'withdrawn';
  });
  const repeats = raised.length ? await repeatsOf(db, row) : new Map<string, number>();
  for (const flag of existing) {
    const key = answerKey(flag.questionId, flag.moduleIndex);
    const now = wanted.get(key);
    wanted.delete(key);
    if (flag.status === 'closed') continue;
    if (!now && flag.status === 'open')
      await db
        .update(inspectionFlags)
        .set({ status: 'withdrawn', closedAt: new Date() })
        .where(eq(inspectionFlags.id, flag.id));
    if (now && (flag.status === 'withdrawn' || flag.answer !== now.a))
      await db
        .update(inspectionFlags)
        .set({
          status: 'open',
          answer: now.a,
          closedAt: null,
          repeatOfId: flag.status === 'withdrawn' ? (repeats.get(key) ?? null) : flag.repeatOfId,
        })
        .where(eq(inspectionFlags.id, flag.id));
  }
  if (wanted.size)
    await db.insert(inspectionFlags).values(
      [...wanted.values()].map((f) => ({
        orgId: row.orgId,
        inspectionId: row.id,
        questionId: f.q,
        moduleIndex: f.m,
        answer: f.a,
        repeatOfId: repeats.get(answerKey(f.q, f.m)) ?? null,
        // The report's own columns, carried for the flag lists (they never change but for the date).
        plantId: row.plantId,
        templateId: row.templateId,
        frequency: row.frequency,
        inspectionType: row.inspectionType,
        reportDate: row.inspectionDate,
        submittedAt: row.createdAt,
      })),
    );
}
