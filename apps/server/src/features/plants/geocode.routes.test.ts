import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOrg, makeUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A Nominatim stand-in on loopback: knows one address. */
let geocoder: http.Server;
let t: TestApp;
let offline: TestApp;
let token: string;
let offlineToken: string;
const seen: string[] = [];

beforeAll(async () => {
  geocoder = http.createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    seen.push(q);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(
        q.includes('Denton') ? [{ lat: '33.2148', lon: '-97.1331', display_name: 'Denton, Texas, USA' }] : [],
      ),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  t = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}/search` });
  offline = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:1/search' });
  for (const [app, set] of [
    [t, (v: string) => (token = v)],
    [offline, (v: string) => (offlineToken = v)],
  ] as const) {
    const org = await makeOrg(app.db);
    set(await signIn(app.app, (await makeUser(app.db, { level: 2, orgId: org.id })).userId));
  }
});
afterAll(async () => {
  await t.close();
  await offline.close();
  await new Promise<void>((resolve) => geocoder.close(() => resolve()));
});

const lookup = (app: TestApp, auth: string, address: string) =>
  app.app.inject({
    method: 'GET',
    url: `/api/geocode?address=${encodeURIComponent(address)}`,
    headers: bearer(auth),
  });

describe('GET /api/geocode', () => {
  it('answers the coordinates of a known address', async () => {
    const response = await lookup(t, token, '1200 Industrial St, Denton, TX 76201, USA');
    expect(response.json()).toEqual({
      status: 'valid',
      data: { lat: 33.2148, lng: -97.1331, displayName: 'Denton, Texas, USA' },
    });
    expect(seen.at(-1)).toBe('1200 Industrial St, Denton, TX 76201, USA');
  });

  it('answers 404 when the address is not found', async () => {
    const response = await lookup(t, token, 'Nowhere Lane, Atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Place the plant on the map by hand/);
  });

  it('answers 503 when the service cannot be reached', async () => {
    const response = await lookup(offline, offlineToken, '1200 Industrial St, Denton');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The address lookup is not available. Place the plant on the map by hand.',
    );
  });

  it('needs a session and an address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/geocode?address=Denton' })).statusCode).toBe(401);
    expect((await lookup(t, token, '')).statusCode).toBe(400);
  });
});
