import { changesWording, formMessages, treeProblem, type SetupQuestion } from '@envirotrack/shared';
import type { z } from 'zod';
import type { setupBody } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit.queries';
import { Problem } from '../../lib/problem';
import type { AuthContext } from '../../plugins/auth';
import { buildTree, rowToQuestion, shapeOf } from './form-tree';
import {
  bumpVersion,
  insertQuestion,
  placeQuestion,
  retireQuestions,
  type QuestionRow,
} from './forms.queries';
import { questionsOf } from '../../lib/form-catalogue.queries';
import { editableTemplate, visibleTemplate } from './forms.service';

type ParsedSetup = z.output<typeof setupBody>;

const contentOf = (node: SetupQuestion) => ({
  type: node.questionType,
  text: node.question.trim(),
  hint: node.questionHint?.trim() || null,
  choices: node.choices,
  priority: node.priority ?? null,
  isFlagged: node.isFlagged,
  followUpOn: node.isFlagged ? (node.followUpOn ?? null) : null,
  answerSelected: node.answerSelected ?? null,
});

/**
 * Saves the builder's tree. The tree lists every question in display order, retired ones (status 3) in
 * place. A saved question keeps its row only while what it asks is unchanged; otherwise the row is retired
 * and a new one takes the same place. Ids in `deletedComponents` are retired. A live question the tree
 * leaves out means the editor worked on an old copy: 409.
 */
export async function saveSetup(db: Db, auth: AuthContext, body: ParsedSetup): Promise<string> {
  const problem = treeProblem(body.quesData);
  if (problem) throw new Problem('badInput', problem);
  return db.transaction(async (tx) => {
    const original = await visibleTemplate(tx, auth, body.formId);
    if (original.permitType !== body.permitType)
      throw new Problem('badInput', 'The permit type does not match this form.');
    if (body.version !== undefined && body.version !== original.version) {
      throw new Problem(
        'conflict',
        'Someone else saved this form after you opened it. Reload it and make your change again.',
      );
    }
    const { template, idMap } = await editableTemplate(tx, auth, original);
    const mapId = (id: number) => idMap.get(id) ?? id;
    const rows = new Map<number, QuestionRow>(
      (await questionsOf(tx, template.id)).map((row) => [row.id, row]),
    );
    const before = buildTree([...rows.values()], false);
    const retire = new Set(body.deletedComponents.map(mapId));
    for (const id of retire)
      if (!rows.has(id)) throw new Problem('badInput', 'A deleted question does not belong to this form.');
    const seen = new Set<number>();

    const walk = async (nodes: SetupQuestion[], parentQuestionId: number | null): Promise<void> => {
      for (const [position, node] of nodes.entries()) {
        const id = node.questionId ? mapId(node.questionId) : undefined;
        const row = id === undefined ? undefined : rows.get(id);
        if (id !== undefined && !row)
          throw new Problem('badInput', 'A question does not belong to this form.');
        if (node.questionStatus === 3) {
          if (row) {
            seen.add(row.id);
            retire.add(row.id);
            await placeQuestion(tx, row.id, { parentQuestionId, position });
            await walk(node.subQuestions, row.id);
          }
          continue;
        }
        let current = row?.id;
        if (row) {
          seen.add(row.id);
          if (row.status === 3 || retire.has(row.id)) {
            throw new Problem(
              'badInput',
              'A deleted question cannot be brought back; add it as a new question.',
            );
          }
          if (row.parentQuestionId === null && parentQuestionId !== null)
            throw new Problem('badInput', formMessages.mainToSub);
          if (changesWording(rowToQuestion(row), node)) {
            retire.add(row.id);
            await placeQuestion(tx, row.id, { parentQuestionId, position });
            current = undefined;
          } else {
            await placeQuestion(tx, row.id, {
              parentQuestionId,
              position,
              priority: node.priority ?? null,
              answerSelected: node.answerSelected ?? null,
            });
          }
        }
        current ??= await insertQuestion(tx, {
          templateId: template.id,
          parentQuestionId,
          position,
          status: 1,
          ...contentOf(node),
        });
        await walk(node.subQuestions, current);
      }
    };
    await walk(body.quesData, null);

    const forgotten = [...rows.values()].filter(
      (row) => row.status === 1 && !seen.has(row.id) && !retire.has(row.id),
    );
    if (forgotten.length) {
      throw new Problem(
        'conflict',
        'The form changed since it was opened. Reload it and make your change again.',
      );
    }
    await retireQuestions(tx, template.id, [...retire]);
    if (template.editOnly) {
      const after = buildTree(await questionsOf(tx, template.id), false);
      if (shapeOf(after) !== shapeOf(before)) throw new Problem('forbidden', formMessages.editOnlyHint);
    }
    if (!(await bumpVersion(tx, template.id, template.version))) {
      throw new Problem(
        'conflict',
        'Someone else saved this form after you opened it. Reload it and make your change again.',
      );
    }
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: template.ownerOrgId,
      action: 'form.setup',
      entity: 'form',
      entityId: template.formKey,
      details: { retired: [...retire].length },
    });
    return template.formKey;
  });
}
