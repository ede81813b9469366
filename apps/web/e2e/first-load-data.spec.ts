import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { plantMessages } from '@envirotrack/shared';
import { signIn, startSignInScreen } from './support/session';
import { DIST, firstScreenFiles } from './support/first-screens';

/** The API calls a page makes while it loads, by path (query included). */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

/**
 * In the page, before the app runs: notes whether a loader ever shows inside the page's main content, and
 * whether a list ever says it has nothing (`empty`, its empty message) before its rows.
 */
function watchForLoaders(empty: string) {
  const state = window as { loaderShown?: boolean; emptyShown?: boolean };
  state.loaderShown = false;
  state.emptyShown = false;
  new MutationObserver(() => {
    const main = document.querySelector('main');
    if (main?.querySelector('.mantine-Loader-root')) state.loaderShown = true;
    if (main?.textContent?.includes(empty)) state.emptyShown = true;
  }).observe(document, { childList: true, subtree: true });
}

test.describe('first screen data started by the boot script', () => {
  // Home's first render waits for GET /me (app-layout.tsx), the list's for its region choices (an L2 user's
  // organisation's regions) and its first page of plants (plant-list-route.tsx).
  for (const [address, wanted] of [
    ['/maintenance', ['/api/me', '/api/plantsbyregion/', '/api/org/']],
    ['/home', ['/api/me']],
  ] as const) {
    test(`a signed-in first visit to ${address} asks for its data once, while the app loads`, async ({
      page,
    }) => {
      await signIn(page, 'gv.admin');
      await page.goto('about:blank');
      const calls = callsOf(page);
      await page.addInitScript(watchForLoaders, plantMessages.noPlants);
      await page.goto(`/#${address}`);
      if (address === '/maintenance')
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const path of wanted)
        expect(
          calls.filter((call) => call.startsWith(path)),
          path,
        ).toHaveLength(1);
      // The boot script's calls are the app's: what the page shows came from them.
      const boot = await page.evaluate(() => {
        const data = (window as { __bootData?: { calls: object } }).__bootData;
        return data && Object.keys(data.calls);
      });
      expect(boot).toEqual([]);
      // The first render has the screen's data: no loader showed first.
      expect(await page.evaluate(() => (window as { loaderShown?: boolean }).loaderShown)).toBe(false);
      // The list never says 'No plants found' while its rows are on their way.
      expect(await page.evaluate(() => (window as { emptyShown?: boolean }).emptyShown)).toBe(false);
    });
  }
});

test("a signed-in first visit asks for the app's code before the session is read for its data", async ({
  page,
}) => {
  await signIn(page, 'gv.admin');
  await page.goto('about:blank');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/#/maintenance');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The code is needed whatever the session says, and reading localStorage first in a tab waits on the
  // browser: the boot script starts the downloads first, then the calls in a task of its own.
  const firstCall = requests.findIndex((file) => file.startsWith('/api/'));
  const code = ['react', 'shell'].map((name) =>
    requests.findIndex((file) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(file)),
  );
  expect(firstCall, requests.join(' ')).toBeGreaterThan(0);
  for (const index of code) expect(index, requests.join(' ')).toBeGreaterThan(-1);
  for (const index of code) expect(index, requests.join(' ')).toBeLessThan(firstCall);
});

test('a first screen opened by its address loads its code in a few files', async ({ page }) => {
  await signIn(page, 'gv.admin');
  for (const [address, ready] of [
    ['/maintenance', page.getByRole('table').getByRole('row').nth(1)],
    ['/home', page.getByRole('heading', { name: /^Welcome, / })],
  ] as const) {
    const scripts: string[] = [];
    const listen = (response: { url(): string }) => {
      const file = new URL(response.url()).pathname;
      if (file.startsWith('/assets/') && file.endsWith('.js')) scripts.push(file);
    };
    await page.goto('about:blank');
    await page.addInitScript(() =>
      window.addEventListener('load', () => {
        (window as { preloadsAtLoad?: string[] }).preloadsAtLoad = [
          ...document.querySelectorAll('link[rel="modulepreload"]'),
        ].map((link) => new URL((link as HTMLLinkElement).href).pathname);
      }),
    );
    page.on('response', listen);
    await page.goto(`/#${address}`);
    await expect(ready).toBeVisible();
    page.off('response', listen);
    // The entry and the contract chunk (zod and the shared schemas), which the boot script adds as module
    // scripts, and what it preloads with them: the runtime, React and the shell, then the screen's route chunk
    // and what it shares with the other first screens, grouped by the screens that share it
    // (build/chunking.ts). Before, ~25 files for the list.
    const run = await page.$$eval('script[type="module"]', (elements) =>
      elements.map((script) => new URL((script as HTMLScriptElement).src).pathname),
    );
    expect(run, run.join(' ')).toEqual([
      expect.stringMatching(/^\/assets\/contract-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    ]);
    // (Vite's loader of a lazy route also preloads what the route imports, the contract chunk among them.)
    // As the page's load event found them.
    await page.waitForFunction(() => (window as { preloadsAtLoad?: string[] }).preloadsAtLoad);
    const preloaded = (
      await page.evaluate(() => (window as { preloadsAtLoad?: string[] }).preloadsAtLoad ?? [])
    ).filter((file) => !run.includes(file));
    expect(preloaded.length, preloaded.join(' ')).toBeGreaterThanOrEqual(4);
    expect(preloaded.length, preloaded.join(' ')).toBeLessThanOrEqual(8);
    // Nothing else was fetched before the screen showed: the screen's code came in those files. (The service
    // worker's registration starts once the screen is painted and the browser is idle, which can be before
    // the test sees the screen; app-version.spec checks that it waits.)
    const others = scripts.filter((file) => !run.includes(file) && !preloaded.includes(file));
    expect(others.filter((file) => !file.startsWith('/assets/workbox-window.'))).toEqual([]);
  }
});

test('the code every visit runs first asks V8 to compile it at once, off the main thread', async ({
  page,
}) => {
  const firstChunks = /\/assets\/(contract|react|shell)-[\w-]+\.js$/;
  const chunks: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (firstChunks.test(new URL(response.url()).pathname))
      chunks.push({ url: response.url(), text: response.text() });
  });
  await page.goto('/#/');
  await startSignInScreen(page);
  // Each of the three files, once fetched ahead and once from the cache when the app runs: three files.
  const names = new Set(chunks.map((chunk) => /\/assets\/(\w+)-/.exec(new URL(chunk.url).pathname)?.[1]));
  expect([...names].sort()).toEqual(['contract', 'react', 'shell']);
  expect(new Set(chunks.map((chunk) => chunk.url)).size).toBe(3);
  for (const chunk of chunks) {
    const text = await chunk.text;
    // V8's explicit compile hint (build/chunking.ts) counts only as the file's first line.
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // ... and the source map (kept beside the build, not served) has the line too: a line of mappings a line.
    const mapFile = path.join(DIST, `${new URL(chunk.url).pathname}.map`);
    const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.split(';')).toHaveLength(text.split('\n').length);
  }
});

test('the first screens keep to the Content-Security-Policy: nothing asks for eval', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as { reportViolation?: (text: string) => void }).reportViolation;
      report?.(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber} (${location.hash})`);
    });
  });
  await page.goto('/#/');
  await startSignInScreen(page);
  await signIn(page, 'gv.admin');
  for (const address of ['/home', '/maintenance', '/inspections', '/housekeeping']) {
    await page.goto('about:blank');
    await page.goto(`/#${address}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // zod probes `new Function` when it builds its first object schema unless it is jitless (lib/zod-jitless.ts).
  expect(violations).toEqual([]);
});

test('the build holds one copy of html2canvas, the PDF export one', async () => {
  const files = await readdir(path.join(DIST, 'assets'));
  // jsPDF's own import of html2canvas resolves to html2canvas-pro (vite.config.ts).
  expect(files.filter((file) => /^html2canvas-pro[.\w-]*\.js$/.test(file))).toHaveLength(1);
  expect(files.filter((file) => /^html2canvas-(?!pro)[\w-]+\.js$/.test(file))).toEqual([]);
});

test("every visit's first code builds the session's schemas, not the sign-in forms' or the administration's", async () => {
  const files = await readdir(path.join(DIST, 'assets'));
  const first = files.filter((file) => /^(contract|shell)-[\w-]+\.js$/.test(file));
  expect(first).toHaveLength(2);
  const code = (
    await Promise.all(first.map((file) => readFile(path.join(DIST, 'assets', file), 'utf8')))
  ).join('\n');
  // GET /me's settings and the stored session are read at start (shared session.ts, org-settings.ts) ...
  expect(code).toContain('The archived application link must be a web address');
  // ... the password reset's and the organisation form's schemas where their screens load (auth.ts, orgs.ts).
  expect(code).not.toContain('Temporary Password');
  expect(code).not.toContain('Organisation name is required.');
  // Nor the form builder's question tree, which the menu's flagged-forms entry once brought with its texts.
  expect(code).not.toContain('Sub-questions belong to one choice of a choice question.');
});

test("the plants list's first code builds its rows' schema, not the plant form's", async () => {
  const files = await firstScreenFiles('/maintenance');
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const code = (await Promise.all(scripts.map((file) => readFile(path.join(DIST, file), 'utf8')))).join('\n');
  // The list's rows (shared plant-list.ts) ...
  expect(code).toContain('plantRegionName');
  // ... not the plant form's and details' schemas (plants.ts), nor the organisation form's (orgs.ts).
  expect(code).not.toContain('Zip must be a US ZIP code');
  expect(code).not.toContain('Organisation name is required.');
});
