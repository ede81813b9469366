import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json as JsonParser } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { schema?: Record<string, unknown> }> }
  >;
}
interface OpenApi {
  security?: Record<string, string[]>[];
  servers?: { url: string }[];
  info: { description?: string; contact?: unknown; license?: unknown };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
    parameters: Record<string, Parameter>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** The linters take seconds on their own, more when the suite shares the CPU. */
const LINT_TIMEOUT = 60_000;
const PUBLIC = [
  'post /api/login',
  'post /api/forgetpassword',
  'put /api/resetpassword',
  'get /api/health',
  'get /api/files/companyLogos/{name}',
  // The evidence pack's verification link (issue 17): the verdict only, for whoever holds the link.
  'get /api/verify/{inspectionId}/{hash}',
];

let t: TestApp;
let text: string;
let doc: OpenApi;
const operations: { key: string; path: string; method: string; operation: Operation }[] = [];

const operation = (key: string) => {
  const found = operations.find((o) => o.key === key);
  if (!found) throw new Error(`no operation ${key}`);
  return found.operation;
};
const statuses = (key: string) => Object.keys(operation(key).responses);

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  text = response.body;
  doc = JSON.parse(text) as OpenApi;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
      operations.push({ key: `${method} ${path}`, path, method, operation: item[method] as Operation });
    }
  }
});

afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document at /api/docs/json', () => {
  it(
    'passes Redocly lint (recommended ruleset) without an error',
    async () => {
      const config = await createConfig({ extends: ['recommended'] });
      const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
      const line = (p: (typeof problems)[number]) =>
        `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;
      const warnings = problems.filter((p) => p.severity !== 'error');
      if (warnings.length) console.warn(`Redocly warnings:\n${warnings.map(line).join('\n')}`);
      expect(problems.filter((p) => p.severity === 'error').map(line)).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it(
    'passes Spectral (spectral:oas) without an error',
    async () => {
      const spectral = new Spectral();
      // The rulesets package's inferred type is wider than the core's definition it satisfies.
      spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
      const results = await spectral.run(new Document(text, JsonParser, 'openapi.json'));
      const line = (r: (typeof results)[number]) => `${r.code} ${r.path.join('.')}: ${r.message}`;
      const warnings = results.filter((r) => r.severity !== 0);
      if (warnings.length) console.warn(`Spectral warnings:\n${warnings.map(line).join('\n')}`);
      expect(results.filter((r) => r.severity === 0).map(line)).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it('has a target for every $ref (the recursive question and answer trees are components)', () => {
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
    const target = (ref: string) =>
      ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    expect(refs.filter((ref) => target(ref) === undefined)).toEqual([]);
    expect(refs).toContain('#/components/schemas/SetupQuestionInput');
    expect(refs).toContain('#/components/schemas/AnswerItemInput');
  });

  it('names every operation with a unique id derived from its method and path', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('get /api/plant/{id}').operationId).toBe('getPlantById');
  });

  it('shows each path exactly the path parameters of its url', () => {
    for (const { key, path, operation: op } of operations) {
      const inUrl = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const documented = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(documented, key).toEqual(inUrl);
    }
    const list = operation('get /api/user/{isAsc}/{sortIndex}/{page}/{status}');
    expect(list.parameters?.some((p) => p.name === 'search')).toBe(false);
  });

  it('documents the error answers of every operation with the one Problem body', () => {
    const problem = doc.components.schemas.Problem;
    expect(problem?.required).toEqual(['status', 'code', 'message']);
    for (const [name, response] of Object.entries(doc.components.responses)) {
      expect(response.content['application/json']?.schema.$ref, name).toBe('#/components/schemas/Problem');
    }
    for (const { key, operation: op } of operations) {
      const errors = Object.entries(op.responses).filter(([status]) => status >= '400');
      expect(errors.length, key).toBeGreaterThan(0);
      for (const [, response] of errors) expect(response.$ref, key).toMatch(/^#\/components\/responses\//);
      if (!PUBLIC.includes(key)) expect(statuses(key), key).toEqual(expect.arrayContaining(['400', '401']));
      if (op.requestBody) expect(statuses(key), key).toEqual(expect.arrayContaining(['400', '413', '415']));
    }
    expect(statuses('post /api/login')).toEqual(['200', '400', '401', '403', '413', '415', '429']);
    expect(statuses('get /api/health')).toEqual(['200', '503']);
    expect(statuses('get /api/plant/{id}')).toEqual(['200', '400', '401', '404']);
    expect(statuses('put /api/userdetails/{id}')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
    ]);
    expect(operation('get /api/plant/{id}').description).toBe(
      'Can fail with: `badInput` (400), `notSignedIn` (401), `sessionTimeout` (401), `notFound` (404).',
    );
  });

  it('lets public operations run without a token and asks the bearer token of every other', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearer: [] }]);
    for (const { key, operation: op } of operations) {
      if (PUBLIC.includes(key)) expect(op.security, key).toEqual([]);
      else expect(op.security, key).toBeUndefined();
    }
    const acting = (key: string) =>
      (operation(key).parameters ?? []).some((p) => p.$ref === '#/components/parameters/ActingOrganisation');
    expect(acting('get /api/me')).toBe(true);
    expect(acting('post /api/login')).toBe(false);
  });

  it('documents uploads as multipart with a binary file, and downloads as binary', () => {
    for (const key of [
      'post /api/inspection-files/images',
      'post /api/inspection-files/signatures',
      'post /api/org/{orgId}/logo',
    ]) {
      const body = operation(key).requestBody?.content['multipart/form-data']?.schema;
      expect(body, key).toMatchObject({
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      });
    }
    for (const key of ['get /api/files/companyLogos/{name}', 'get /api/files/{folder}/{name}']) {
      const content = operation(key).responses['200']?.content ?? {};
      expect(Object.keys(content).length, key).toBeGreaterThan(0);
      for (const media of Object.values(content))
        expect(media.schema, key).toMatchObject({ format: 'binary' });
    }
  });

  it('says where it is served, what it is and who to ask', () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(doc.info.description).toBeTruthy();
    expect(doc.info.contact).toBeTruthy();
    expect(doc.info.license).toBeTruthy();
  });
});
