import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_DEPTH, requestMessages } from '@envirotrack/shared';
import { bearer } from '../../../test/factories';
import { idsByText, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();

/**
 * Answers nested `levels` deep through subQuestions, as JSON text: deeper than JSON.stringify (or inject)
 * could write from an object.
 */
function nested(levels: number, questionId: number, subId: number): string {
  const open = (id: number) => `{"questionId":${id},"answer":"Needs Work","subQuestions":[`;
  return `[${open(questionId)}${open(subId).repeat(levels - 1)}${']}'.repeat(levels)}]`;
}

describe('submission bodies nested deeper than a form can be', () => {
  it.each([MAX_QUESTION_DEPTH + 1, 5000])(
    'answer 400 for answers %i levels deep, on submit and update, and store nothing',
    async (levels) => {
      const q = idsByText((await h.form('a4', 'ix-daily')).questions);
      const answers = nested(levels, q['Silt fence intact?'] ?? 0, q['Describe the repair'] ?? 0);
      const before = await h.count('inspections');
      const body = JSON.stringify(await h.body('a4', 'ix-daily')).replace(
        '"answers":[]',
        `"answers":${answers}`,
      );
      for (const url of ['/api/submitinspection', '/api/updateinspection/1']) {
        const response = await h.ctx.t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(h.ctx.token.a4), 'content-type': 'application/json' },
          payload: body,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          status: 'invalid',
          code: 'badInput',
          message: requestMessages.tooDeep,
        });
      }
      expect(await h.count('inspections')).toBe(before);
    },
  );
});
