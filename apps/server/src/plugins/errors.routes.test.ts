import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, problems, requestMessages } from '@envirotrack/shared';
import type { Database } from '../db/client';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from './errors';

describe('a database data error that slips past the schemas', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    // A call whose contract forgot a limit: the value reaches PostgreSQL as it came.
    const casts = { int: sql`integer`, date: sql`date`, timestamp: sql`timestamptz` } as const;
    app.get<{ Params: { type: keyof typeof casts; value: string } }>(
      '/probe/:type/:value',
      async (request) => {
        const { type, value } = request.params;
        await database.db.execute(sql`select cast(${value} as ${casts[type]}) as v`);
        return { ok: true };
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['numeric out of range (22003)', 'int', '2147483648'],
    ['invalid text representation (22P02)', 'int', 'abc'],
    ['invalid datetime format (22007)', 'date', 'yesterday-ish'],
    ['datetime field out of range (22008)', 'timestamp', '2026-13-45 10:00'],
  ])('answers 400 with the error body for %s, never 500', async (_why, type, value) => {
    const response = await app.inject({ method: 'GET', url: `/probe/${type}/${encodeURIComponent(value)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'invalid',
      code: 'badInput',
      message: requestMessages.dataError,
    });
  });
});

describe('request bodies the API does not take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'image/png'])(
    'answers 415 with the error body to a %s body',
    async (type) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': type },
        payload: 'Email=a&Password=b',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        status: 'invalid',
        code: 'unsupportedMediaType',
        message: problems.unsupportedMediaType.message,
      });
    },
  );

  it('answers 413 with the error body to a JSON body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Email: 'x'.repeat(MAX_JSON_BODY_BYTES), Password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 'invalid',
      code: 'tooLarge',
      message: requestMessages.bodyTooLarge,
    });
  });

  it('answers 400 to JSON nested deeper than any body needs, wherever it is sent', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const url of ['/api/login', '/api/forgetpassword']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"Email":${deep},"Password":"x"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'invalid', code: 'badInput' });
    }
  });
});
