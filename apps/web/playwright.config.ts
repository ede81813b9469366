import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, the same Chromium built without the
 * browser's window and profile machinery) when installed, as CI installs it — the suite runs about a fifth
 * faster in it — otherwise the full browser (package chromium). docs/decisions.md, Tests and CI time.
 */
const CHROMIUM_BINARIES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromium = process.env.CHROMIUM_PATH ?? CHROMIUM_BINARIES.find((file) => fs.existsSync(file));
if (!chromium || !fs.existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium ?? CHROMIUM_BINARIES.join(' or ')}. Install Debian's package with ` +
      '`apt-get install -y --no-install-recommends chromium-headless-shell` (or chromium), or set CHROMIUM_PATH ' +
      'to a Chromium binary.',
  );
}

/**
 * Browser tests run in E2E_WORKERS workers, each against its own server and database, so tests of different
 * files never share data. Chromium keeps a core busy: the default is one worker per two cores (one on CI's
 * two; two workers there time out under load). docs/decisions.md, Tests and CI time.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(os.availableParallelism() / 2)));
const slots = Array.from({ length: workers }, (_, i) => i);
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();

// Chosen once in the main process; the test workers (which evaluate this file again) inherit them through
// the environment.
const password = (process.env.E2E_PASSWORD ??= `E2e-${randomBytes(9).toString('base64url')}1!`);
for (const i of slots) {
  process.env[`E2E_PORT_${i}`] ??= freePort();
  process.env[`E2E_DATA_DIR_${i}`] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'envirotrack-e2e-'));
  // With TEST_DATABASE_URL (CI, and the API tests' server) each server runs on a fresh PostgreSQL database
  // of that server, as in production; E2E_EMBEDDED=1, or no TEST_DATABASE_URL, keeps the embedded one.
  if (process.env.TEST_DATABASE_URL && process.env.E2E_EMBEDDED !== '1') {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/envirotrack_e2e_${randomBytes(6).toString('hex')}`;
    process.env[`E2E_DATABASE_URL_${i}`] ??= url.toString();
  }
}
process.env.E2E_SERVERS = String(workers);
// A worker's own server (TEST_PARALLEL_INDEX is its slot); the main process reads slot 0's.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_DATA_DIR = process.env[`E2E_DATA_DIR_${slot}`];

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
const traceMode = (asked: string | undefined): (typeof TRACE_MODES)[number] =>
  TRACE_MODES.find((mode) => mode === asked) ?? 'off';

const root = path.resolve(import.meta.dirname, '../..');
const urlOf = (i: number) => `http://127.0.0.1:${process.env[`E2E_PORT_${i}`]}`;
const baseURL = urlOf(slot);

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // As a user who asked for less motion: the app's transitions take no time (theme respectReducedMotion).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // page.route must see every request; the one test of the service worker allows it (app-version.spec).
    serviceWorkers: 'block',
    // Recording a trace for every test cost about a quarter of the suite's time (12 tests: 71.5 s against
    // 54.2 s): off unless asked for (E2E_TRACE=retain-on-failure, or on). A failure still leaves its
    // screenshot and the page's accessibility snapshot (error-context.md).
    trace: traceMode(process.env.E2E_TRACE),
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: slots.map((i) => ({
    command: `npx tsx apps/server/test/e2e-server.ts`,
    cwd: root,
    url: `${urlOf(i)}/api/health`,
    // Migrating and seeding the database takes ~20 s on a quiet machine, minutes on a busy one.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env[`E2E_PORT_${i}`] ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: process.env[`E2E_DATA_DIR_${i}`] ?? '',
      ADMIN_USER: 'admin',
      ADMIN_PASSWORD: password,
      DEMO_PASSWORD: password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the production limit (10 a minute) would throttle the suite.
      AUTH_RATE_LIMIT: '500',
      PUBLIC_URL: urlOf(i),
      TRAINING_PORTAL_URL: 'https://training.example.com/portal',
      // A fresh throwaway secret per run: the portal sign-on tokens are signed with it.
      ELMS_SECRET: randomBytes(30).toString('base64url'),
      SUPPORT_EMAIL: 'support@e2e.example.com',
      ...(process.env[`E2E_DATABASE_URL_${i}`] ? { DATABASE_URL: process.env[`E2E_DATABASE_URL_${i}`] } : {}),
    },
  })),
});
