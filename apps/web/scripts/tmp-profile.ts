import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
const root = path.resolve(import.meta.dirname, '../../..');
const port = 4123;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-data-'));
const password = 'Prof#Pass12345';
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_PASSWORD: password, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; i < 240; i++) { if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 500)); }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/#/`);
  await page.getByLabel('Username').fill('gv.admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/#\/home$/);
  for (const target of (process.env.TARGETS ?? '/#/maintenance').split(',')) {
    const p2 = await context.newPage();
    const cdp = await context.newCDPSession(p2);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Profiler.start');
    const t = Date.now();
    await p2.goto(`${base}${target}`);
    await p2.waitForLoadState('networkidle');
    await p2.waitForTimeout(500);
    const { profile } = await cdp.send('Profiler.stop');
    const name = target.replace(/[^a-z]/gi, '_');
    fs.writeFileSync(`/tmp/fe/${name}.cpuprofile`, JSON.stringify(profile));
    console.log(target, Date.now() - t, 'ms');
    await p2.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
