import { isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { formPointSources, formTemplates, questions } from '../schema';
import type { LibraryForm, LibraryQuestion } from './library/types';

async function insertQuestions(
  db: Db,
  templateId: number,
  list: readonly LibraryQuestion[],
  parentQuestionId: number | null,
  answerSelected: string | null,
): Promise<void> {
  for (const [position, q] of list.entries()) {
    const [row] = await db
      .insert(questions)
      .values({
        templateId,
        parentQuestionId,
        position,
        type: q.type,
        text: q.text,
        hint: q.hint ?? null,
        choices: [...(q.choices ?? [])],
        priority: q.priority ?? null,
        isFlagged: q.followUpOn !== undefined,
        followUpOn: q.followUpOn ?? null,
        answerSelected,
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('questions insert returned no row');
    for (const group of q.sub ?? []) await insertQuestions(db, templateId, group.questions, row.id, group.on);
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
      await insertQuestions(tx, template.id, form.questions, null, null);
    });
    added.push(form.key);
  }
  return added;
}
