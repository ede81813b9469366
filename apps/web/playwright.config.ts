import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's package with ` +
      '`apt-get install -y --no-install-recommends chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}

// Chosen once in the main process; the test workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'envirotrack-e2e-'));
process.env.E2E_PASSWORD ??= `E2e-${randomBytes(9).toString('base64url')}1!`;

const root = path.resolve(import.meta.dirname, '../..');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // page.route must see every request; the one test of the service worker allows it (app-version.spec).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
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
  webServer: {
    command: `npx tsx apps/server/test/e2e-server.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    // Migrating and seeding the embedded database takes ~20 s on a quiet machine, minutes on a busy one.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USER: 'admin',
      ADMIN_PASSWORD: process.env.E2E_PASSWORD,
      DEMO_PASSWORD: process.env.E2E_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the production limit (10 a minute) would throttle the suite.
      AUTH_RATE_LIMIT: '500',
      PUBLIC_URL: baseURL,
      TRAINING_PORTAL_URL: 'https://training.example.com/portal',
      // A fresh throwaway secret per run: the portal sign-on tokens are signed with it.
      ELMS_SECRET: randomBytes(30).toString('base64url'),
      SUPPORT_EMAIL: 'support@e2e.example.com',
    },
  },
});
