import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '../../lib/problem';
import { registerErrorHandler } from '../../plugins/errors';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system', () => {
  it('answers GET /api/health with status valid', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'valid' });
  });

  it('publishes the OpenAPI document at /api/docs without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/forgetpassword', '/api/resetpassword', '/api/org']),
    );
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'invalid', code: 'notFound' });
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'invalid', code: 'badInput' });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: 'x'.repeat(2 * 1024 * 1024), Password: 'y' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('tooLarge');
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/conflict', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
  app.get('/problem', async () => {
    throw new Problem('forbidden', 'Only L1 may do this.');
  });
  afterAll(() => app.close());

  it('hides the details of a 5xx behind the generic message', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'invalid',
      code: 'internal',
      message: 'Something went wrong please try again later...!',
    });
  });

  it('turns a unique-constraint violation into 409', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This record already exists.');
  });

  it('sends a catalogue problem with its status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/problem' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'invalid',
      code: 'forbidden',
      message: 'Only L1 may do this.',
    });
  });
});

describe('serving the web app', () => {
  it('answers index.html for the app and 404 for a missing asset', async () => {
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-web-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>EnviroTrack</title>');
    const web = await createTestApp({ WEB_DIST: webDist });
    try {
      const home = await web.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>EnviroTrack</title>');
      expect(home.headers['x-content-type-options']).toBe('nosniff');
      expect((await web.app.inject({ method: 'GET', url: '/some/page' })).body).toContain('EnviroTrack');
      const chunk = await web.app.inject({ method: 'GET', url: '/assets/index-old123.js' });
      expect(chunk.statusCode).toBe(404);
    } finally {
      await web.close();
      await fs.rm(webDist, { recursive: true, force: true });
    }
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so the sign-in limit cannot be dodged', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const attempt = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': `203.0.113.${n}` },
          payload: { Email: 'x', Password: 'y' },
        });
      expect((await attempt(1)).statusCode).toBe(401);
      expect((await attempt(2)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('lets the pages load map tiles from an http MAP_TILE_URL (https ones are allowed anyway)', async () => {
    const policy = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    const imgSrc = (header: unknown) =>
      String(header)
        .split(';')
        .find((d) => d.startsWith('img-src'));
    expect(imgSrc(await policy(t))).toBe("img-src 'self' data: blob: https:");
    const local = await createTestApp({ MAP_TILE_URL: 'http://tiles.plant.local:8080/{z}/{x}/{y}.png' });
    try {
      expect(imgSrc(await policy(local))).toBe(
        "img-src 'self' data: blob: https: http://tiles.plant.local:8080",
      );
    } finally {
      await local.close();
    }
  });
});
