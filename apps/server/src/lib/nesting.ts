import type { FastifyRequest } from 'fastify';
import { MAX_QUESTION_DEPTH, nestingDepth, requestMessages } from '@envirotrack/shared';
import { Problem } from './problem';

/**
 * A `preValidation` hook for bodies holding a question or answer tree (`listKey`, nested under
 * `childKey`): refuses one nested deeper than a form can be before the schema walks it, since validating
 * (and later saving) a tree recurses once per level and a body a few thousand levels deep would overflow
 * the stack. The schema itself stays as it is (recursive, documented as one component).
 */
export const limitTreeDepth =
  (listKey: string, childKey: string) =>
  async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (typeof body !== 'object' || body === null) return;
    const tree = (body as Record<string, unknown>)[listKey];
    if (nestingDepth(tree, childKey, MAX_QUESTION_DEPTH) > MAX_QUESTION_DEPTH) {
      throw new Problem('badInput', requestMessages.tooDeep, [
        { path: listKey, message: requestMessages.tooDeep },
      ]);
    }
  };
