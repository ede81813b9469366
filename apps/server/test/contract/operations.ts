// The operations of the OpenAPI document, the requests the contract test makes of them, and the check of
// each answer against what the document says the operation answers.
import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { SchemaValues, type Schema } from './schema-values';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  key: string;
  method: Method;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
  responses: Record<string, Schema>;
}

export interface Request {
  method: Uppercase<Method>;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every operation of the document, the docs' own routes left out. */
export function operationsOf(document: Schema): Operation[] {
  const values = new SchemaValues(document);
  const globalSecurity = (document.security ?? []) as unknown[];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Schema>)) {
    if (path.startsWith('/api/docs')) continue;
    const shared = (item.parameters ?? []) as Schema[];
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      const security = (op.security ?? globalSecurity) as unknown[];
      const parameters = [...shared, ...((op.parameters ?? []) as Schema[])].map(
        (p) => values.resolve(p) as unknown as Parameter,
      );
      const content = (values.resolve((op.requestBody ?? {}) as Schema).content ?? {}) as Record<
        string,
        Schema
      >;
      const [contentType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        secured: security.length > 0,
        parameters,
        body:
          contentType && media
            ? {
                contentType,
                schema: (media.schema ?? {}) as Schema,
                required: Boolean((op.requestBody as Schema).required),
              }
            : undefined,
        responses: (op.responses ?? {}) as Record<string, Schema>,
      });
    }
  }
  return operations;
}

/** Requests for one operation: parameters and bodies from its schemas, valid and not. */
export function requestsFor(document: Schema, op: Operation): fc.Arbitrary<Request> {
  const values = new SchemaValues(document);
  const inPath = op.parameters.filter((p) => p.in === 'path');
  const inQuery = op.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(...inPath.map((p) => values.parameter(p.schema ?? { type: 'string' })));
  const query = fc.tuple(
    ...inQuery.map((p) =>
      p.required
        ? values.parameter(p.schema ?? {})
        : fc.option(values.parameter(p.schema ?? {}), { nil: undefined }),
    ),
  );
  const body = op.body ? bodyOf(values, op.body) : fc.constant(undefined);
  return fc.tuple(path, query, body).map(([pathValues, queryValues, payload]): Request => {
    let url = op.path;
    inPath.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(pathValues[i] ?? ''))));
    const search = new URLSearchParams();
    inQuery.forEach((p, i) => {
      const value = queryValues[i];
      if (value !== undefined) search.set(p.name, value);
    });
    const text = search.toString();
    return {
      method: op.method.toUpperCase() as Uppercase<Method>,
      url: text ? `${url}?${text}` : url,
      headers: payload?.contentType
        ? { 'content-type': payload.contentType }
        : ({} as Record<string, string>),
      payload: payload?.data,
    };
  });
}

type Body = { contentType?: string; data?: string | Buffer } | undefined;

function bodyOf(values: SchemaValues, body: NonNullable<Operation['body']>): fc.Arbitrary<Body> {
  const none = fc.constant<Body>(undefined);
  const wrongType = fc.constant<Body>({ contentType: 'text/plain', data: 'hello' });
  if (body.contentType === 'application/json') {
    const json = values
      .any(body.schema)
      .map((v): Body => ({ contentType: 'application/json', data: JSON.stringify(v) }));
    const malformed = fc.constant<Body>({ contentType: 'application/json', data: '{"unclosed": ' });
    return fc.oneof({ weight: 8, arbitrary: json }, none, wrongType, malformed);
  }
  if (body.contentType === 'multipart/form-data') {
    const file = fc
      .tuple(
        fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html'),
        fc.uint8Array({ maxLength: 64 }),
      )
      .map(([type, bytes]): Body => multipart(type, Buffer.from(bytes)));
    return fc.oneof({ weight: 4, arbitrary: file }, none, wrongType);
  }
  return fc.oneof(none, wrongType);
}

const BOUNDARY = 'contract-test-boundary';

function multipart(type: string, bytes: Buffer): Body {
  const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="f.bin"\r\ncontent-type: ${type}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    data: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

/** Checks answers against the document: documented status, and a JSON body of the documented shape. */
export class AnswerCheck {
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  private readonly compiled = new Map<Schema, ValidateFunction>();

  constructor(document: Schema) {
    this.ajv.addSchema({ $id: 'openapi', components: rewriteRefs(document.components ?? {}) }, 'openapi');
  }

  /** What is wrong with this answer, or undefined. */
  problem(op: Operation, status: number, contentType: string | undefined, body: string): string | undefined {
    if (status >= 500 && !(status === 503 && op.responses['503']))
      return `server error ${status}: ${body.slice(0, 300)}`;
    const documented =
      op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
    if (!documented)
      return `status ${status} is not documented (${Object.keys(op.responses).join(', ')}): ${body.slice(0, 200)}`;
    const media = ((documented.content ?? {}) as Record<string, Schema>)['application/json'];
    if (!media?.schema || !contentType?.includes('application/json')) return undefined;
    const schema = media.schema as Schema;
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(rewriteRefs(schema) as Schema);
      this.compiled.set(schema, validate);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `status ${status}: the body is not JSON: ${body.slice(0, 200)}`;
    }
    if (validate(parsed)) return undefined;
    return `status ${status}: the body does not match the document (${this.ajv.errorsText(validate.errors)}): ${body.slice(0, 200)}`;
  }
}

/** OpenAPI 3.0 schema to the JSON Schema Ajv reads: refs into the document, boolean exclusive bounds. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== 'object') return value;
  const schema: Schema = Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi${v}` : rewriteRefs(v),
    ]),
  );
  let out = schema;
  if (typeof out.exclusiveMinimum === 'boolean') {
    const { exclusiveMinimum, minimum, ...rest } = out;
    out = exclusiveMinimum ? { ...rest, exclusiveMinimum: minimum } : { ...rest, minimum };
  }
  if (typeof out.exclusiveMaximum === 'boolean') {
    const { exclusiveMaximum, maximum, ...rest } = out;
    out = exclusiveMaximum ? { ...rest, exclusiveMaximum: maximum } : { ...rest, maximum };
  }
  return out;
}
