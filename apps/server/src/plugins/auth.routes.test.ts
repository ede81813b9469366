import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOrg, makeUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token = '';
let port = 0;

beforeAll(async () => {
  // Nothing listens there: a call that slipped past the hook would fail there, not reach the internet.
  t = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:9/search' });
  const org = await makeOrg(t.db, { name: 'Hook Co' });
  token = await signIn(t.app, (await makeUser(t.db, { level: 2, orgId: org.id })).userId);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends one raw HTTP/1.1 request (light-my-request would normalise the request line) and reads the answer. */
function raw(requestLine: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    const lines = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.write(`${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('the auth hook decides on the routed path', () => {
  it('checks an absolute-form request line like the path it routes to', async () => {
    const url = `http://127.0.0.1:${port}/api/me`;
    const signedIn = await raw(`GET ${url} HTTP/1.1`, bearer(token));
    expect(signedIn.status, signedIn.body).toBe(200);
    expect(signedIn.headers).toContain('cache-control: no-store');
    const anonymous = await raw(`GET ${url} HTTP/1.1`);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ status: 'invalid', code: 'notSignedIn' });
  });

  it('answers 401 to an absolute-form call of an operation whose handler reads no caller', async () => {
    const response = await raw(`GET http://127.0.0.1:${port}/api/geocode?address=Denton HTTP/1.1`);
    expect(response.status).toBe(401);
  });
});

describe('Cache-Control of API answers', () => {
  it('is no-store on signed-in answers, their refusals, and sign-in answers', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: 'nobody', Password: 'x' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
