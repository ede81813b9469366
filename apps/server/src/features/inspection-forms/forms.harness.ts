import { afterAll, beforeAll } from 'vitest';
import type { FormWithQuestions, SetupQuestion } from '@envirotrack/shared';
import { installLibrary } from '../../db/seed/library-loader';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { fixtureForms } from '../../../test/form-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The form-library API tests' world: the fixture forms, two organisations and a user per level
 * (l1, a2, b2, a3, a4), with helpers that call the API as one of them.
 */
export function formsHarness() {
  const ctx = { t: undefined as unknown as TestApp, orgA: 0, orgB: 0, token: {} as Record<string, string> };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    await installLibrary(ctx.t.db, fixtureForms);
    ctx.orgA = (await makeOrg(ctx.t.db, { name: 'Forms A' })).id;
    ctx.orgB = (await makeOrg(ctx.t.db, { name: 'Forms B' })).id;
    const people = {
      l1: [1, null],
      a2: [2, ctx.orgA],
      b2: [2, ctx.orgB],
      a3: [3, ctx.orgA],
      a4: [4, ctx.orgA],
    } as const;
    for (const [name, [level, orgId]] of Object.entries(people)) {
      ctx.token[name] = await signIn(ctx.t.app, (await makeUser(ctx.t.db, { level, orgId })).userId);
    }
  });
  afterAll(() => ctx.t.close());

  const get = (who: string, url: string) =>
    ctx.t.app.inject({ method: 'GET', url, headers: bearer(ctx.token[who] ?? '') });
  const post = (who: string, url: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url, headers: bearer(ctx.token[who] ?? ''), payload });
  const setupOf = async (who: string, formId: string): Promise<FormWithQuestions> =>
    (await get(who, `/api/questiontoforms/${formId}/null/question-setup/null/2026-11-21`)).json().data;
  const save = (
    who: string,
    form: FormWithQuestions,
    quesData: SetupQuestion[],
    deletedComponents: number[] = [],
  ) =>
    post(who, '/api/questionSetUp', {
      formId: form.FormId,
      permitType: form.permitType,
      quesData,
      deletedComponents,
      version: form.version,
    });
  return { ctx, get, post, setupOf, save };
}

export const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('expected a value');
  return value;
};

export const live = (tree: SetupQuestion[]) =>
  tree.filter((q) => q.questionStatus === 1).map((q) => q.question);
