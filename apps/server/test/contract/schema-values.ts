// Values for the contract test, generated from the OpenAPI document's schemas (OpenAPI 3.0 JSON Schema):
// values the schema allows, the edge values that have broken servers before, and valid values with one
// field replaced by an edge value.
import fc from 'fast-check';

export type Schema = { [key: string]: unknown };

const INT_MAX = 2147483647;

/** Inputs that broke this API or APIs like it: out-of-range ids, text for numbers, deep nesting, long text. */
export const EDGE_VALUES: readonly unknown[] = [
  2147483648,
  -1,
  0,
  1.5,
  'abc',
  '',
  ' ',
  'x'.repeat(5000),
  '1; drop table users',
  "' or '1'='1",
  '../../etc/passwd',
  '\u0000',
  null,
  true,
  [],
  {},
  deepNest(400, 'subQuestions'),
  deepNest(400, 'questions'),
  [deepNest(400, 'subQuestions')],
];

/** A chain nested `depth` levels under `key` (one child per level: the JSON grows linearly). */
function deepNest(depth: number, key: string): unknown {
  let value: unknown = { questionId: 1 };
  for (let i = 0; i < depth; i++) value = { questionId: 1, [key]: [value] };
  return value;
}

export const EDGE_PATH_VALUES: readonly string[] = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  'null',
  'x'.repeat(300),
  '%00',
];

export class SchemaValues {
  constructor(private readonly document: Schema) {}

  /** The schema a `$ref` points at (only local `#/...` references exist in the document). */
  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
      const ref: string = current.$ref;
      if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}`);
      let target: unknown = this.document;
      for (const part of ref.slice(2).split('/')) target = (target as Schema | undefined)?.[part];
      if (!target || typeof target !== 'object') throw new Error(`$ref without a target: ${ref}`);
      current = target as Schema;
    }
    return current;
  }

  /** Values the schema allows; recursion (question trees) stops after `depth` levels. */
  valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    const base = this.validBase(s, depth);
    return s.nullable === true ? fc.oneof({ weight: 5, arbitrary: base }, fc.constant(null)) : base;
  }

  private validBase(s: Schema, depth: number): fc.Arbitrary<unknown> {
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    if ('const' in s) return fc.constant(s.const);
    const choices = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
    if (choices?.length) return fc.oneof(...choices.map((c) => this.valid(c, depth)));
    if (Array.isArray(s.allOf))
      return this.valid(merge((s.allOf as Schema[]).map((c) => this.resolve(c))), depth);
    const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
    switch (type) {
      case 'integer':
        return fc.integer(bounds(s, -INT_MAX - 1, INT_MAX));
      case 'number':
        return fc.double({ ...bounds(s, -1e9, 1e9), noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return stringOf(s);
      case 'array': {
        const items = (s.items ?? {}) as Schema;
        const min = Number(s.minItems ?? 0);
        // Built eagerly: a recursive tree (sub-questions) ends in empty lists.
        if (depth > 2 && min === 0) return fc.constant([]);
        const max = depth > 2 ? min : Math.max(min, Math.min(Number(s.maxItems ?? 3), 3));
        return fc.array(this.valid(items, depth + 1), { minLength: min, maxLength: max });
      }
      case 'object':
        return this.objectOf(s, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private objectOf(s: Schema, depth: number): fc.Arbitrary<unknown> {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const required = new Set((s.required ?? []) as string[]);
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) shape[name] = this.valid(property, depth + 1);
    const record = fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
    const extra = s.additionalProperties;
    if (!Object.keys(properties).length && extra && typeof extra === 'object')
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }),
        this.valid(extra as Schema, depth + 1),
        {
          maxKeys: 3,
        },
      );
    return record;
  }

  /** Valid values, edge values, and valid objects with one field set to an edge value. */
  any(schema: Schema): fc.Arbitrary<unknown> {
    const valid = this.valid(schema);
    const edge = fc.constantFrom(...EDGE_VALUES);
    const broken = fc.tuple(valid, fc.nat(), edge).map(([value, pick, bad]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
      const keys = Object.keys(value);
      const key = keys.length ? keys[pick % keys.length] : 'unexpected';
      return { ...value, [key ?? 'unexpected']: bad };
    });
    return fc.oneof(
      { weight: 3, arbitrary: valid },
      { weight: 1, arbitrary: edge },
      { weight: 2, arbitrary: broken },
    );
  }

  /** A path or query parameter as text: a valid value or an edge value. */
  parameter(schema: Schema): fc.Arbitrary<string> {
    const valid = this.valid(schema).map((v) => (v === null ? 'null' : String(v)));
    return fc.oneof(
      { weight: 3, arbitrary: valid },
      { weight: 1, arbitrary: fc.constantFrom(...EDGE_PATH_VALUES) },
    );
  }
}

function bounds(s: Schema, min: number, max: number) {
  let low = typeof s.minimum === 'number' ? s.minimum : min;
  let high = typeof s.maximum === 'number' ? s.maximum : max;
  if (s.exclusiveMinimum === true) low += 1;
  if (typeof s.exclusiveMinimum === 'number') low = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) high -= 1;
  if (typeof s.exclusiveMaximum === 'number') high = s.exclusiveMaximum - 1;
  return { min: Math.ceil(low), max: Math.floor(Math.max(low, high)) };
}

function stringOf(s: Schema): fc.Arbitrary<string> {
  const minLength = Number(s.minLength ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(s.maxLength ?? 40), 200));
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern);
    // The pattern bounds the length itself (a 64-character hash): only a declared maxLength cuts it, or the
    // filter would never pass and sampling would never end.
    const longest = s.maxLength === undefined ? Number.POSITIVE_INFINITY : maxLength;
    return fc.stringMatching(pattern).filter((v) => v.length >= minLength && v.length <= longest);
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function merge(parts: Schema[]): Schema {
  const merged: Schema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties as Schema, part.properties ?? {});
    (merged.required as string[]).push(...((part.required ?? []) as string[]));
  }
  return merged;
}
