import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupQuestion } from '@envirotrack/shared';
import { buildTree } from './form-tree';
import { findTemplateByKey, pointSourcesOf, questionsOf } from '../../lib/form-catalogue.queries';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/test-app';
import { builtInForms } from '../../db/seed/library';
import { installLibrary } from '../../db/seed/library-loader';
import type { LibraryQuestion } from '../../db/seed/library/types';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Shape = {
  type: string;
  text: string;
  choices: string[];
  followUpOn: string | null;
  on: string | null;
  sub: Shape[];
};
const fromLibrary = (list: readonly LibraryQuestion[], on: string | null = null): Shape[] =>
  list.map((q) => ({
    type: q.type,
    text: q.text,
    choices: [...(q.choices ?? [])],
    followUpOn: q.followUpOn ?? null,
    on,
    sub: (q.sub ?? []).flatMap((group) => fromLibrary(group.questions, group.on)),
  }));
const fromTree = (list: SetupQuestion[]): Shape[] =>
  list.map((q) => ({
    type: q.questionType,
    text: q.question,
    choices: q.choices,
    followUpOn: q.followUpOn ?? null,
    on: q.answerSelected ?? null,
    sub: fromTree(q.subQuestions),
  }));

describe('installing the library', () => {
  it('installs every form once, each reading back exactly as the library defines it', async () => {
    const first = await installLibrary(database.db, builtInForms);
    expect(first).toHaveLength(builtInForms.length);
    expect(await installLibrary(database.db, builtInForms)).toEqual([]);
    for (const form of builtInForms) {
      const template = await findTemplateByKey(database.db, form.key);
      expect(template, form.key).toMatchObject({
        name: form.name,
        parentId: form.parentId,
        ownerOrgId: null,
        libraryKey: form.key,
      });
      const tree = buildTree(await questionsOf(database.db, template?.id ?? 0), false);
      expect(fromTree(tree), form.key).toEqual(fromLibrary(form.questions));
      const sources = await pointSourcesOf(database.db, [template?.id ?? 0]);
      expect(
        sources.map((s) => s.name),
        form.key,
      ).toEqual([...(form.pointSources ?? [])]);
    }
  });
});
