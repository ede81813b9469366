import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { problems, type ProblemCode } from '@envirotrack/shared';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The catalogue problems this operation answers besides those the document derives from the route
     * (400 for input, 401 without a session, 413 and 415 for a body, 429 for `config.attemptLimited`): what
     * its handler and services throw. The OpenAPI document lists their statuses; a contract test holds it to them.
     */
    problems?: readonly ProblemCode[];
  }
}

/** Where a route hands its error statuses to the document step (lib/openapi-document.ts), which removes it. */
export const STATUSES_KEY = 'x-problem-statuses';

const MULTIPART = 'multipart/form-data';

const binary = { type: 'string', format: 'binary' } as const;

/** Path parameters named in a Fastify route url (`/api/plant/:id` -> id). */
const pathParamsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * One zod params schema may serve several urls (the users list with and without its search segment): each
 * documented url keeps only the parameters it has.
 */
function ownParams(params: unknown, url: string): unknown {
  const schema = params as ObjectSchema | undefined;
  if (!schema?.properties) return params;
  const names = pathParamsOf(url);
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties).filter(([name]) => names.includes(name)),
    ),
    required: (schema.required ?? []).filter((name) => names.includes(name)),
  };
}

/** The problems a route can answer: those its set-up implies, then those it declares. */
function problemsOf(route: RouteOptions, source: FastifySchema, multipart: boolean): ProblemCode[] {
  const isPublic = route.config?.public === true;
  const hasBody = Boolean(source.body) || multipart;
  const found = new Set<ProblemCode>();
  // Every signed-in call also takes the acting organisation (`?orgId=`, L1), so it can be bad input too.
  if (source.params || source.querystring || hasBody || !isPublic) found.add('badInput');
  if (!isPublic) for (const code of ['notSignedIn', 'sessionTimeout'] as const) found.add(code);
  if (hasBody) for (const code of ['tooLarge', 'unsupportedMediaType'] as const) found.add(code);
  if (route.config?.attemptLimited) found.add('rateLimited');
  for (const code of source.problems ?? []) found.add(code);
  return [...found];
}

function listed(codes: readonly ProblemCode[]): string | undefined {
  const byStatus = [...codes].sort((a, b) => problems[a].status - problems[b].status);
  const named = byStatus.map((code) => `\`${code}\` (${problems[code].status})`);
  return named.length ? `Can fail with: ${named.join(', ')}.` : undefined;
}

/**
 * Documents a route: its zod schemas as JSON schema (the type provider), and what the route's set-up
 * tells without a word in the route file: who may call it, its upload body, its file answer and the
 * problems it can answer (their codes in its description, their statuses as its error responses).
 */
export const documentRoute: SwaggerTransform = (document) => {
  const { schema: source, route } = document;
  const { schema, url } = jsonSchemaTransform(document);
  if (schema.hide) return { schema, url };

  const isPublic = route.config?.public === true;
  const multipart = (source.consumes ?? []).includes(MULTIPART);
  const codes = problemsOf(route, source, multipart);
  const statuses = [...new Set(codes.map((code) => problems[code].status))].sort((a, b) => a - b);
  const documented: Record<string, unknown> = {
    ...schema,
    description: [source.description, listed(codes)].filter(Boolean).join('\n\n'),
    [STATUSES_KEY]: statuses,
  };
  if (isPublic) documented.security = [];
  if (schema.params) documented.params = ownParams(schema.params, url);
  if (multipart && !schema.body) {
    documented.body = {
      type: 'object',
      required: ['file'],
      properties: { file: { ...binary, description: 'The file (one per request).' } },
    };
  }
  if (source.produces?.length && !schema.response) {
    documented.response = { 200: { ...binary, description: 'The file.' } };
  }
  return { schema: documented, url };
};
