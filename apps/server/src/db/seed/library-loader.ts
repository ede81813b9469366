import { isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { formPointSources, formTemplates, questions } from '../schema';
import type { LibraryForm, LibraryQuestion } from './library/types';

interface Pending {
  question: LibraryQuestion;
  position: number;
  parentKey: number | null;
  answerSelected: string | null;
}

/** Inserts a form's question tree one level at a time: one statement per level, not one per question. */
async function insertQuestions(db: Db, templateId: number, top: readonly LibraryQuestion[]): Promise<void> {
  let level: Pending[] = top.map((question, position) => ({
    question,
    position,
    parentKey: null,
    answerSelected: null,
  }));
  let ids: number[] = [];
  while (level.length) {
    const parentIds = ids;
    const rows = await db
      .insert(questions)
      .values(
        level.map(({ question: q, position, parentKey, answerSelected }) => ({
          templateId,
          parentQuestionId: parentKey === null ? null : (parentIds[parentKey] ?? null),
          position,
          type: q.type,
          text: q.text,
          hint: q.hint ?? null,
          choices: [...(q.choices ?? [])],
          priority: q.priority ?? null,
          isFlagged: q.followUpOn !== undefined,
          followUpOn: q.followUpOn ?? null,
          answerSelected,
        })),
      )
      .returning({ id: questions.id });
    // PostgreSQL answers RETURNING rows in VALUES order; ids ascend with it, so sorting makes that explicit.
    ids = rows.map((r) => r.id).sort((a, b) => a - b);
    level = level.flatMap((pending, index) =>
      (pending.question.sub ?? [])
        .flatMap((group) => group.questions.map((question) => ({ question, answerSelected: group.on })))
        .map((child, position) => ({ ...child, position, parentKey: index })),
    );
  }
}

/**
 * Installs every library form not installed yet (by its key). Runs at every start, so forms added to the
 * library in a release appear on existing databases; installed forms are never overwritten, because L1
 * may have edited them.
 */
export async function installLibrary(db: Db, forms: readonly LibraryForm[]): Promise<string[]> {
  const installed = new Set(
    (
      await db
        .select({ key: formTemplates.libraryKey })
        .from(formTemplates)
        .where(isNotNull(formTemplates.libraryKey))
    ).map((row) => row.key),
  );
  const added: string[] = [];
  for (const form of forms) {
    if (installed.has(form.key)) continue;
    await db.transaction(async (tx) => {
      const [template] = await tx
        .insert(formTemplates)
        .values({
          formKey: form.key,
          libraryKey: form.key,
          name: form.name,
          parentId: form.parentId,
          permitType: form.permitType,
          frequency: form.frequency,
          facilityTypes: [...form.facilityTypes],
          inspectionType: form.inspectionType,
          declarationRequired: form.declarationRequired,
          moduleSize: form.moduleSize ?? null,
          editOnly: form.editOnly ?? false,
        })
        .returning({ id: formTemplates.id });
      if (!template) throw new Error('form_templates insert returned no row');
      if (form.pointSources?.length) {
        await tx
          .insert(formPointSources)
          .values(form.pointSources.map((name, position) => ({ templateId: template.id, name, position })));
      }
      await insertQuestions(tx, template.id, form.questions);
    });
    added.push(form.key);
  }
  return added;
}
