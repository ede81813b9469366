import { STATUS_CODES } from 'node:http';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidBody, MAX_DB_INT, problems, type ProblemCode } from '@envirotrack/shared';
import { STATUSES_KEY } from './openapi-route';

type Json = Record<string, unknown>;
type OpenApi = ReturnType<SwaggerTransformObject>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SCHEMAS = '#/components/schemas/';

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * A stable operation id from the method and the path alone (`GET /api/plant/{id}` -> getPlantById), so it
 * never changes when routes are added or reordered; a route may still name its own (`schema.operationId`).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment, index) => segment && !(index === 1 && segment === 'api'))
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? `By${pascal(param)}` : pascal(segment);
    });
  return method.toLowerCase() + words.join('');
}

const codes = Object.keys(problems) as [ProblemCode, ...ProblemCode[]];

/** The body of every failed answer (plugins/errors.ts), its code one of the catalogue's. */
function problemSchema(): Json {
  const body = invalidBody.extend({ code: z.enum(codes) });
  const { $schema: _ignored, ...schema } = z.toJSONSchema(body, { target: 'openapi-3.0', io: 'output' });
  return { ...schema, description: 'The body of every failed answer: a catalogue code and its message.' };
}

const responseName = (status: number) => pascal(STATUS_CODES[status] ?? `Status ${status}`);

function problemResponse(status: number): Json {
  const named = codes.filter((code) => problems[code].status === status).map((code) => `\`${code}\``);
  const reason = STATUS_CODES[status] ?? `Status ${status}`;
  return {
    description: named.length ? `${reason}: ${named.join(', ')}.` : `${reason}.`,
    content: { 'application/json': { schema: { $ref: `${SCHEMAS}Problem` } } },
  };
}

const actingOrganisation = {
  name: 'orgId',
  in: 'query',
  required: false,
  description:
    'L1 only: the organisation this call acts in instead of the one chosen with /api/orgDetailsChange ' +
    '(`All`: the chosen one). Other levels always act in their own organisation.',
  schema: {
    anyOf: [
      { type: 'integer', minimum: 1, maximum: MAX_DB_INT },
      { type: 'string', enum: ['All'] },
    ],
  },
};
const ACTING_ORGANISATION = { $ref: '#/components/parameters/ActingOrganisation' };

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.add(child);
      else collectRefs(child, into);
    }
  }
}

/** The schemas something refers to, directly or through other schemas (the rest are left out). */
function usedSchemas(roots: unknown[], schemas: Record<string, unknown>): Record<string, unknown> {
  const refs = new Set<string>();
  collectRefs(roots, refs);
  const used: Record<string, unknown> = {};
  const pending = [...refs];
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    const name = ref.startsWith(SCHEMAS) ? ref.slice(SCHEMAS.length) : undefined;
    if (name === undefined || name in used || !(name in schemas)) continue;
    used[name] = schemas[name];
    const inner = new Set<string>();
    collectRefs(schemas[name], inner);
    pending.push(...inner);
  }
  return Object.fromEntries(
    Object.keys(schemas).flatMap((name) => (name in used ? [[name, used[name]]] : [])),
  );
}

interface Operation extends Json {
  operationId?: string;
  security?: unknown[];
  parameters?: Json[];
  responses?: Json;
  tags?: string[];
}

/** Names, shared error answers and the acting organisation for one operation; `statuses` collects its errors. */
function completeOperation(method: string, path: string, operation: Operation, statuses: Set<number>) {
  const { [STATUSES_KEY]: own, operationId = operationIdOf(method, path), ...rest } = operation;
  const errors = Array.isArray(own)
    ? own.filter((status): status is number => typeof status === 'number')
    : [];
  for (const status of errors) statuses.add(status);
  const signedIn = !(Array.isArray(rest.security) && rest.security.length === 0);
  const parameters = [...(rest.parameters ?? [])];
  if (signedIn && !parameters.some((p) => p.in === 'query' && p.name === 'orgId'))
    parameters.push(ACTING_ORGANISATION);
  const responses: Json = { ...rest.responses };
  for (const status of errors)
    responses[String(status)] = { $ref: `#/components/responses/${responseName(status)}` };
  return { operationId, ...rest, ...(parameters.length ? { parameters } : {}), responses };
}

/**
 * Completes the document the routes make: the zod components, one Problem schema and one response per error
 * status that every operation refers to, operation ids, top-level tags with descriptions, no unused schema.
 */
export const completeDocument =
  (tagDescriptions: Readonly<Record<string, string>>): SwaggerTransformObject =>
  (input) => {
    const document = jsonSchemaTransformObject(input) as Json;
    const statuses = new Set<number>();
    const tags: string[] = [];
    const paths: Record<string, Json> = {};
    for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
      const next: Json = { ...item };
      for (const method of METHODS) {
        const operation = item[method] as Operation | undefined;
        if (!operation) continue;
        next[method] = completeOperation(method, path, operation, statuses);
        for (const tag of operation.tags ?? []) if (!tags.includes(tag)) tags.push(tag);
      }
      paths[path] = next;
    }
    const components = (document.components ?? {}) as Json;
    const responses = Object.fromEntries(
      [...statuses].sort((a, b) => a - b).map((status) => [responseName(status), problemResponse(status)]),
    );
    const parameters = {
      ...(components.parameters as Json | undefined),
      ActingOrganisation: actingOrganisation,
    };
    const schemas = { ...(components.schemas as Json | undefined), Problem: problemSchema() };
    const completed = {
      ...document,
      tags: tags.map((name) => ({
        name,
        ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}),
      })),
      paths,
      components: {
        ...components,
        schemas: usedSchemas([paths, responses, parameters], schemas),
        responses,
        parameters,
      },
    };
    return completed as OpenApi;
  };
