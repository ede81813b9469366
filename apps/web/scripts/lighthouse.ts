// `npm run lighthouse`: Lighthouse (mobile preset, its simulated slow 4G and CPU) on the sign-in page, the
// home page and the plants list of the built app, served by the real server on a fresh embedded database
// with the demo data, each as a first visit: Lighthouse empties the caches and the service worker before
// each run but keeps localStorage, so the signed-in pages keep only the session. Prints the performance and
// accessibility scores; the JSON reports stay in LIGHTHOUSE_DIR (default: a temporary folder). Lighthouse
// runs through npx, pinned, so it is fetched only by whoever measures.
//
// One run's score moves a lot (Lighthouse's docs on variability: run it several times and take the median),
// so each page is measured LIGHTHOUSE_RUNS times (default 5) and the median and the range are printed.
//
// The preset slows the CPU 4x, which Lighthouse calibrates for a high-end desktop (its benchmark index
// 1500-2000) and asks to adjust on other machines. Each page is measured twice: with the preset's 4x as it
// is, and with the slowdown that brings this machine to the device the preset aims at (benchmark index /
// 437.5, the index 4x makes of a 1750 desktop; at least 1x), from the median of the indexes Lighthouse
// measured in the page's preset runs.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../../..');
const serverScript = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(serverScript)) throw new Error('Build first: npm run build');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'envirotrack-lighthouse-data-'));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'envirotrack-lighthouse-profile-'));
// Lighthouse's storage reset keeps localStorage, where the app keeps its session: the sign-in page is
// measured in a profile of its own that never signed in.
const signedOutProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'envirotrack-lighthouse-signed-out-'));
const reports =
  process.env.LIGHTHOUSE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'envirotrack-lighthouse-'));
fs.mkdirSync(reports, { recursive: true });
const password = `Lh-${randomBytes(9).toString('base64url')}1!`;

const server = spawn(process.execPath, [serverScript], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
    DEMO_PASSWORD: password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** Signs the demo L2 user in once, in the browser profile Lighthouse then opens (the session is in localStorage). */
async function signIn() {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await context.newPage();
  await page.goto(`${base}/#/`);
  await page.getByLabel('Username').fill('gv.admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/#\/home$/);
  await context.close();
}

interface Scores {
  performance: number;
  accessibility: number;
  benchmarkIndex: number;
}

/** The CPU slowdown the preset means on a 1750 desktop (4x), for a machine of this benchmark index. */
const PRESET_DEVICE_INDEX = 1750 / 4;

/** Lighthouse's own failures to record a page load (NO_NAVSTART and the like) are retried this often. */
const ATTEMPTS = 3;

function lighthouse(name: string, url: string, signedIn: boolean, cpuSlowdown?: number): Scores {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(name, url, signedIn, cpuSlowdown);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`Lighthouse failed on ${name} (attempt ${attempt} of ${ATTEMPTS}); running it again`);
    }
  }
}

function lighthouseOnce(name: string, url: string, signedIn: boolean, cpuSlowdown?: number): Scores {
  const output = path.join(reports, `${name}.json`);
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      '--quiet',
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir=${signedIn ? profile : signedOutProfile}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    categories: Record<'performance' | 'accessibility', { score: number | null }>;
    environment: { benchmarkIndex: number };
  };
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number from 1');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Series {
  performance: number[];
  accessibility: number[];
  benchmarkIndex: number[];
}

function series(name: string, url: string, signedIn: boolean, cpuSlowdown?: number): Series {
  const runs = Array.from({ length: RUNS }, (_, i) =>
    lighthouse(`${name}-${i + 1}`, url, signedIn, cpuSlowdown),
  );
  return {
    performance: runs.map((r) => r.performance),
    accessibility: runs.map((r) => r.accessibility),
    benchmarkIndex: runs.map((r) => r.benchmarkIndex),
  };
}

const measured = (name: string, url: string, signedIn: boolean) => {
  const preset = series(name, url, signedIn);
  const index = Math.round(median(preset.benchmarkIndex));
  const slowdown = Math.max(1, Math.round((index / PRESET_DEVICE_INDEX) * 10) / 10);
  return { preset, index, slowdown, calibrated: series(`${name}-calibrated`, url, signedIn, slowdown) };
};

/** The median and, over several runs, the range: '85 (79-91)'. */
const summary = (scores: number[]) =>
  scores.length > 1
    ? `${median(scores)} (${Math.min(...scores)}-${Math.max(...scores)})`
    : String(scores[0] ?? '');

try {
  await waitForServer();
  await signIn();
  const results = [
    ['sign-in', measured('sign-in', `${base}/#/`, false)],
    ['home', measured('home', `${base}/#/home`, true)],
    ['plants list', measured('plants-list', `${base}/#/maintenance`, true)],
  ] as const;
  console.log(`\n${RUNS} run(s) of each: median (range)`);
  console.log(
    '\n| page | performance (preset 4x) | accessibility | benchmark index | calibrated slowdown | performance (calibrated) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name, r] of results)
    console.log(
      `| ${name} | ${summary(r.preset.performance)} | ${Math.min(...r.preset.accessibility, ...r.calibrated.accessibility)} | ${summary(r.preset.benchmarkIndex)} | ${r.slowdown}x | ${summary(r.calibrated.performance)} |`,
    );
  console.log(`\nReports: ${reports}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(profile, { recursive: true, force: true });
  fs.rmSync(signedOutProfile, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
