import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { problems, type InvalidBody, type ProblemCode } from '@envirotrack/shared';
import { Problem } from '../lib/problem';

const send = (reply: FastifyReply, problem: Problem) => {
  const body: InvalidBody = { status: 'invalid', code: problem.code, message: problem.message };
  if (problem.errors?.length) body.errors = problem.errors;
  return reply.code(problem.status).send(body);
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function fromValidation(error: FastifyError): Problem {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const errors = issues.map((issue) => ({
    path: (issue.params?.issue?.path ?? []).map(String).join('.') || (issue.instancePath ?? '').slice(1),
    message: issue.params?.issue?.message ?? issue.message ?? 'Invalid value.',
  }));
  return new Problem('badInput', errors[0]?.message ?? problems.badInput.message, errors);
}

/** Maps PostgreSQL constraint errors (last line of defence) to the catalogue. */
function fromDatabase(error: unknown): Problem | undefined {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ??
    (error as { code?: unknown }).code;
  if (code === '23505') return new Problem('conflict', 'This record already exists.');
  if (code === '23503' || code === '23514' || code === '23502') return new Problem('badInput');
  return undefined;
}

const byStatus: Partial<Record<number, ProblemCode>> = {
  413: 'tooLarge',
  404: 'notFound',
  429: 'rateLimited',
};

/** The one error handler: catalogue problems as they are, everything else mapped, 5xx details hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Problem) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) return send(reply, fromValidation(error));
    const dbProblem = fromDatabase(error);
    if (dbProblem) return send(reply, dbProblem);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = byStatus[status];
      return send(reply, code ? new Problem(code) : new Problem('badInput', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, new Problem('internal'));
  });
}
