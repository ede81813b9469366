import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
const root = path.resolve(import.meta.dirname, '../../..');
const port = 40000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lhprof-'));
const password = 'Prof-abcdefgh1!';
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_PASSWORD: password, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; i < 240; i++) { if (await fetch(`${base}/api/health`).then(r => r.ok, () => false)) break; await new Promise(r => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const target = process.argv[2] ?? '/#/';
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
if (target !== '/#/') {
  await page.goto(`${base}/#/`);
  await page.getByLabel('Username').fill('gv.admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/#\/home$/);
  await page.goto('about:blank');
}
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${base}${target}`);
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const byUrl = new Map<string, number>();
const dt = new Map<number, number>();
profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
for (const node of profile.nodes) {
  const t = (dt.get(node.id) ?? 0) / 1000;
  const cf = node.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + t);
  const u = cf.url.split('/').pop() || cf.functionName;
  byUrl.set(u, (byUrl.get(u) ?? 0) + t);
}
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
console.log('---');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
const lt = await page.evaluate(() => performance.getEntriesByType('longtask').map(e => [Math.round(e.startTime), Math.round(e.duration)]));
console.log('longtasks (no observer before load, may be empty)', lt);
await browser.close(); server.kill('SIGTERM'); fs.rmSync(dataDir, { recursive: true, force: true });
