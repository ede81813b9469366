import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { problems, requestMessages, type InvalidBody, type ProblemCode } from '@envirotrack/shared';
import { Problem } from '../lib/problem';

/** Answers a problem with the error body every error has. */
export const sendProblem = (reply: FastifyReply, problem: Problem) => {
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

/** The SQLSTATE of a database error, whether thrown by the driver or wrapped by Drizzle. */
const sqlState = (error: unknown): unknown =>
  (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;

/** Maps PostgreSQL constraint errors (last line of defence) to the catalogue. */
function fromDatabase(error: unknown): Problem | undefined {
  const code = sqlState(error);
  if (code === '23505') return new Problem('conflict', 'This record already exists.');
  if (code === '23503' || code === '23514' || code === '23502') return new Problem('badInput');
  return undefined;
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a number out of range, text that is no number or date,
 * a string too long...): the input held a value the column cannot, which the contract should have refused.
 */
const isDataException = (error: unknown): boolean => {
  const code = sqlState(error);
  return typeof code === 'string' && code.startsWith('22');
};

const byStatus: Partial<Record<number, ProblemCode>> = {
  413: 'tooLarge',
  404: 'notFound',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

/** Fastify's own refusals whose catalogue text would not fit (its code, then ours). */
const fastifyMessages: Partial<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: requestMessages.bodyTooLarge,
};

/** The one error handler: catalogue problems as they are, everything else mapped, 5xx details hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Problem) return sendProblem(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) return sendProblem(reply, fromValidation(error));
    const dbProblem = fromDatabase(error);
    if (dbProblem) return sendProblem(reply, dbProblem);
    if (isDataException(error)) {
      // Logged: the schema of this call lets through a value its column cannot hold.
      request.log.warn({ err: error }, 'database refused a value');
      return sendProblem(reply, new Problem('badInput', requestMessages.dataError));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = byStatus[status];
      return sendProblem(
        reply,
        code ? new Problem(code, fastifyMessages[error.code]) : new Problem('badInput', error.message),
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, new Problem('internal'));
  });
}
