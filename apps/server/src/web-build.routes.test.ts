import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT } from '@envirotrack/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
// Stands for the build's boot script (apps/web/build/boot-script.ts), index.html's one inline script.
const bootScript = "document.documentElement.setAttribute('data-boot','app')";
let webDist = '';

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>EnviroTrack</title><script>${bootScript}</script><div id="root"></div>`,
  );
  // The signed-in page: the same boot script, with the app's code in the head (apps/web/build/boot-script.ts).
  await fs.writeFile(
    path.join(webDist, SIGNED_IN_HINT.page),
    `<!doctype html><title>EnviroTrack</title><script>${bootScript}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script><div id="root"></div>',
  );
  await fs.writeFile(path.join(webDist, `${SIGNED_IN_HINT.page}.br`), 'signed-in brotli bytes');
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  await fs.writeFile(
    path.join(webDist, 'assets', 'index-abc123.js.map'),
    '{"version":3,"sources":["app.tsx"]}',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.css.map'), '{"version":3}');
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  await fs.writeFile(path.join(webDist, 'version.json'), '{"version":"1764000000000"}');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('the web build', () => {
  it('serves the bundle with long-lived caching and no no-store', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/index-abc123.js.map', '/assets/index-abc123.css.map'])(
    'does not serve the source map %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'invalid', code: 'notFound' });
      expect(response.body).not.toContain('sources');
    },
  );

  it('sends the precompressed file a browser takes, brotli first, with Vary', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.body).toBe('brotli bytes');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");\n');
  });

  it('names the version of the build it serves on every answer, API ones included', async () => {
    for (const url of ['/', '/api/health', '/assets/index-abc123.js', '/api/no-such-call']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-app-version'], url).toBe('1764000000000');
    }
  });

  it('sends the signed-in page to a browser with the signed-in hint, index.html to others', async () => {
    const page = (url: string, cookie?: string, encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const appCode = '<script type="module" crossorigin src="/assets/index-abc123.js">';
    for (const url of ['/', '/some/address']) {
      const signedOut = await page(url);
      expect(signedOut.statusCode, url).toBe(200);
      expect(signedOut.body, url).toContain('<div id="root">');
      expect(signedOut.body, url).not.toContain(appCode);
      expect(String(signedOut.headers.vary), url).toMatch(/cookie/i);
      expect(signedOut.headers['cache-control'], url).toBe('no-cache');
      const signedIn = await page(url, `theme=dark; ${SIGNED_IN_HINT.cookie}=1`);
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.body, url).toContain(appCode);
      expect(String(signedIn.headers.vary), url).toMatch(/cookie/i);
      expect(signedIn.headers['cache-control'], url).toBe('no-cache');
    }
    // Only the hint's own value counts: a cleared hint, another cookie's name or value is a signed-out browser.
    for (const cookie of [
      `${SIGNED_IN_HINT.cookie}=`,
      `x${SIGNED_IN_HINT.cookie}=1`,
      `${SIGNED_IN_HINT.cookie}=10`,
    ]) {
      expect((await page('/', cookie)).body, cookie).not.toContain(appCode);
    }
    const brotli = await page('/', `${SIGNED_IN_HINT.cookie}=1`, 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('signed-in brotli bytes');
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const digest = createHash('sha256').update(bootScript).digest('base64');
    for (const url of ['/', '/api/health']) {
      const policy = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${digest}'`);
    }
  });
});
