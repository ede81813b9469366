import { describe, expect, it } from 'vitest';
import {
  formMessages,
  MAX_QUESTION_DEPTH,
  requestMessages,
  type FormWithQuestions,
  type SetupQuestion,
} from '@envirotrack/shared';
import { bearer } from '../../../test/factories';
import { formsHarness } from './forms.harness';

const { ctx, setupOf, save } = formsHarness();

/** One new choice question of a chain; a sub-question belongs to its parent's 'Yes'. */
const link = (level: number): SetupQuestion => ({
  questionType: 'ObjectiveType',
  question: `Level ${level}`,
  choices: ['Yes', 'No'],
  isFlagged: false,
  answerSelected: level > 1 ? 'Yes' : null,
  questionStatus: 1,
  subQuestions: [],
});

/** A chain `levels` deep as JSON text: deeper than JSON.stringify (or inject) could write from an object. */
function chainText(levels: number): string {
  const open = (level: number) =>
    `${JSON.stringify(link(level)).replace('"subQuestions":[]}', '"subQuestions":[')}`;
  return Array.from({ length: levels }, (_, i) => open(i + 1)).join('') + ']}'.repeat(levels);
}

/** Saves the form as `l1` with a chain `levels` deep after its questions, the body sent as text. */
const saveWithChain = (form: FormWithQuestions, levels: number) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/questionSetUp',
    headers: { ...bearer(ctx.token.l1 ?? ''), 'content-type': 'application/json' },
    payload: `{"formId":${JSON.stringify(form.FormId)},"permitType":"${form.permitType}","version":${form.version},
      "quesData":[${form.questions.map((q) => JSON.stringify(q)).join(',')},${chainText(levels)}]}`,
  });

const depthOf = (tree: SetupQuestion[]): number =>
  tree.reduce((deepest, q) => Math.max(deepest, 1 + depthOf(q.subQuestions)), 0);

describe('POST /api/questionSetUp: how deep sub-questions nest', () => {
  it(`keeps a tree ${MAX_QUESTION_DEPTH} levels deep`, async () => {
    const form = await setupOf('l1', 'fx-daily');
    const response = await saveWithChain(form, MAX_QUESTION_DEPTH);
    expect(response.statusCode, response.body).toBe(200);
    expect(depthOf((response.json().data as FormWithQuestions).questions)).toBe(MAX_QUESTION_DEPTH);
  });

  it.each([MAX_QUESTION_DEPTH + 1, 5000])(
    'refuses a tree %i levels deep with 400 and saves nothing',
    async (levels) => {
      const form = await setupOf('l1', 'fx-daily');
      const response = await saveWithChain(form, levels);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 'invalid',
        code: 'badInput',
        message: requestMessages.tooDeep,
      });
      expect((await setupOf('l1', 'fx-daily')).version).toBe(form.version);
    },
  );
});

describe('POST /api/questionSetUp: choices', () => {
  it.each([
    ['Yes', 'yes'],
    ['N/A', 'n/a '],
    ['Needs Work', 'NEEDS WORK'],
  ])('refuses %j and %j as the same choice, with the builder’s message', async (a, b) => {
    const form = await setupOf('l1', 'fx-daily');
    const quesData = form.questions.map((q) =>
      q.question === 'Track-out controlled?' ? { ...q, choices: [a, b] } : q,
    );
    const response = await save('l1', form, quesData);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'badInput', message: formMessages.duplicateChoice });
    expect((await setupOf('l1', 'fx-daily')).version).toBe(form.version);
  });
});
