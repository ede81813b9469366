import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  CONTRACT_GROUP,
  contractChunk,
  eagerCompileHint,
  REACT_GROUP,
  routerProductionBuild,
  screenGroups,
  SHELL_GROUP,
  shellGraph,
  staticChunks,
} from './build/chunking';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The build's version, a number that grows with every build. The bundle carries it and version.json tells
 * the server, which reports the version it serves on every answer: a tab with an older one reloads.
 */
const appVersion = process.env.APP_VERSION ?? String(Date.now());
const define = { __APP_VERSION__: JSON.stringify(appVersion) };

function versionFile(): Plugin {
  return {
    name: 'envirotrack-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version: appVersion }),
      });
    },
  };
}

/**
 * index.html's first script, in the head before the stylesheets so it never waits for them. It decides what
 * the first frame is: the prerendered sign-in screen only for a signed-out visit to the sign-in page
 * (`data-boot="sign-in"` on <html>); any other page, or a stored session, hides it and starts as before, from
 * the app. And it loads the app: at once when the app draws the first screen; after the first frame when the
 * prerendered screen is that frame, so the bandwidth goes first to the CSS the screen needs. A page of the app
 * opened by its address needs the app's code whatever the session (without one it ends on the sign-in page):
 * the app's code starts downloading at once, and the screen's own chunks and first calls follow in a task of
 * their own (each preload the script adds costs ~1-5 ms at 1x, and reading localStorage first in a tab waits
 * on the browser, ~5-20 ms), or the calls start when the app asks for them first (`__bootFetch`,
 * lib/boot-data.ts). The first of `scripts`, the contract chunk (build/chunking.ts), is added as a module
 * script before the preloads, so it runs as soon as it arrives; the entry follows them. The server allows the
 * boot script by its hash in the Content-Security-Policy (app.ts).
 */
function bootScript(scripts: string[], preloads: string[], screens: Record<string, string[]>): string {
  return (
    "(function(){var d=document,w=window,h='',q='',started=false;try{var a=location.hash.replace(/^#/,'')" +
    ".split('?');h=a[0];q=a[1]||''}catch(e){}" +
    "function add(u){var l=d.createElement('link');l.crossOrigin='';l.href=u;" +
    "if(/\\.css$/.test(u)){l.rel='preload';l.as='style'}else l.rel='modulepreload';d.head.appendChild(l)}" +
    "function run(u){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=u;d.head.appendChild(s)}" +
    `function app(){run(${JSON.stringify(scripts[0])});${JSON.stringify(preloads)}.forEach(add);` +
    `${JSON.stringify(scripts.slice(1))}.forEach(run)}` +
    `function screen(name){(${JSON.stringify(screens)}[name]||[]).forEach(add)}` +
    'function load(name){app();screen(name)}' +
    'function data(){if(started)return;started=true;try{if(q)return;' +
    `var u=JSON.parse(localStorage.getItem('userInfo')||'null'),c=${JSON.stringify(FIRST_DATA)}[h];` +
    'if(u&&u.token&&u.Access_Level!==1&&c){var b=w.__bootData={at:Date.now(),calls:{}};c.forEach(function(p){' +
    // `{org}`: a call on the organisation's records, which only L2 makes from the first screen (L3 and L4
    // pick from their own regions; L1 is left out above).
    "if(p.indexOf('{org}')>=0){if(u.Access_Level!==2||!u.orgId)return;p=p.replace('{org}',u.orgId)}" +
    "p=p.replace('{user}',encodeURIComponent(u.UniqueId));b.calls[p]=fetch('/api'+p,{headers:" +
    "{Accept:'application/json',Authorization:'Bearer '+u.token}})})}}catch(e){}}" +
    "if(h!==''&&h!=='/'){d.documentElement.setAttribute('data-boot','app');app();w.__bootFetch=data;" +
    'setTimeout(function(){screen(h);data()},0);return}' +
    "var keep=false;try{keep=!localStorage.getItem('userInfo')}catch(e){}" +
    "d.documentElement.setAttribute('data-boot',keep?'sign-in':'app');" +
    `if(keep&&d.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(function(){load('${SIGN_IN_SCREEN}')},0)});` +
    `else load(keep?'${SIGN_IN_SCREEN}':h)})()`
  );
}

/**
 * The calls a first screen opened by its bare address (no query) makes first, started by the boot script while
 * the app's code downloads (not for L1, whose calls name the organisation it acts in); `{user}` is the
 * signed-in user's id, `{org}` their organisation's (L2 only). The API client takes each answer once, within a
 * few seconds (lib/boot-data.ts); a browser test checks each is taken, so a changed default cannot fetch twice
 * unnoticed.
 */
const FIRST_DATA: Record<string, string[]> = {
  '/home': ['/me'],
  '/maintenance': ['/me', '/plantsbyregion/All/{user}/true/plantId/1/None/1', '/org/{org}/regions'],
};

/** The boot script's name for the prerendered sign-in screen among the first screens (not an address). */
const SIGN_IN_SCREEN = 'sign-in';

/**
 * The screens people open by address (bookmarks, the links of e-mails) by their route module: the boot script
 * fetches a screen's chunks with the app's code instead of after it has run (router.tsx loads them lazily).
 */
const FIRST_SCREENS: Record<string, string> = {
  // The sign-in form of a signed-out visit, loaded after the prerendered copy's first frame, with the app.
  [SIGN_IN_SCREEN]: 'src/features/auth/routes/login-route.tsx',
  '/home': 'src/features/home/routes/home-route.tsx',
  '/maintenance': 'src/features/plants/routes/plant-list-route.tsx',
  '/inspections': 'src/features/inspections/routes/inspection-list-route.tsx',
  '/housekeeping': 'src/features/inspections/routes/inspection-list-route.tsx',
};

/** Each first screen's chunks and CSS not already in the entry's preloads, as URLs. */
function firstScreenFiles(bundle: Rollup.OutputBundle, loaded: Set<string>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const screens: Record<string, string[]> = {};
  for (const [address, module] of Object.entries(FIRST_SCREENS)) {
    const routeModule = path.join(root, module);
    // A route module in a first screens' group (build/chunking.ts) is a module of a chunk, not its facade.
    const route =
      chunks.find((chunk) => chunk.facadeModuleId === routeModule) ??
      chunks.find((chunk) => chunk.moduleIds.includes(routeModule));
    if (!route) throw new Error(`No chunk for ${module}: update FIRST_SCREENS in vite.config.ts`);
    const files: string[] = [];
    const chunkNamed = (name: string) => {
      const file = bundle[name];
      return file?.type === 'chunk' ? file : undefined;
    };
    for (const chunk of staticChunks(route, chunkNamed, (c) => loaded.has(`/${c.fileName}`))) {
      files.push(
        `/${chunk.fileName}`,
        ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
      );
    }
    screens[address] = [...new Set(files)];
  }
  return screens;
}

/** Until main.tsx empties it, the prerendered screen shows only where the boot script kept it. */
const HIDE_PRERENDERED = "<style>html:not([data-boot='sign-in']) #root[inert]{display:none}</style>";

/**
 * Writes the sign-in screen, rendered at build time by src/prerender.tsx with the app's own components and
 * theme, into index.html's #root: a first visit paints it as soon as the HTML and CSS arrive, instead of after
 * the JS. It is `inert` (a picture of the screen; nothing to type into that React would throw away) until
 * main.tsx renders the same screen over it.
 */
function prerenderSignIn(): Plugin {
  return {
    name: 'envirotrack-prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // Inside the app, so the rendered module finds the app's packages.
        const ssrOut = path.join(root, 'node_modules/.envirotrack-prerender');
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            define,
            plugins: [react(), routerProductionBuild()],
            build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
          });
          // The screen's modules read the session at import (none at build time) and listen for storage events.
          const global = globalThis as { window?: unknown };
          const hadWindow = 'window' in global;
          if (!hadWindow) global.window = { addEventListener: () => undefined };
          try {
            const ssrEntry = pathToFileURL(path.join(ssrOut, 'prerender.js')).href;
            const { renderSignIn } = (await import(ssrEntry)) as { renderSignIn: () => string };
            const markup = renderSignIn();
            // The app's script and its preloads leave the head: the boot script adds them (see above).
            const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
            if (!entry?.[1]) throw new Error('index.html has no module script');
            const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
            const preloads = [...html.matchAll(preloadTag)].map(([, href = '']) => href);
            if (!context.bundle) throw new Error('the prerender runs in a build');
            const screens = firstScreenFiles(context.bundle, new Set([entry[1], ...preloads]));
            // The contract chunk runs as a module script of its own as soon as it arrives (build/chunking.ts).
            const contract = contractChunk(context.bundle, preloads);
            return html
              .replace(entry[0], '')
              .replace(preloadTag, '')
              .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
              .replace(
                '</title>',
                `</title>\n    ${HIDE_PRERENDERED}\n    <script>${bootScript(
                  [contract, entry[1]],
                  preloads.filter((href) => href !== contract),
                  screens,
                )}</script>`,
              )
              .replace('<div id="root"></div>', `<div id="root" inert>${markup}</div>`);
          } finally {
            if (!hadWindow) delete global.window;
          }
        } finally {
          fs.rmSync(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function* filesIn(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else yield file;
  }
}

/** Writes a .br and a .gz beside every text file of the build: the server sends them as they are. */
function precompress(): Plugin {
  return {
    name: 'envirotrack-precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesIn(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const data = fs.readFileSync(file);
          if (data.length < 1024) continue;
          const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
          fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, brotli));
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  root,
  define,
  resolve: {
    // jsPDF's html() (not used) imports html2canvas; the export uses html2canvas-pro, its maintained fork with
    // the same API (modern CSS colours): one copy in the build and the service worker's cache, not two.
    alias: [{ find: /^html2canvas$/, replacement: 'html2canvas-pro' }],
  },
  plugins: [
    routerProductionBuild(),
    shellGraph({ root, define, firstScreens: Object.values(FIRST_SCREENS) }),
    react(),
    eagerCompileHint(),
    versionFile(),
    prerenderSignIn(),
    // Spec 1 §4: a service worker is registered. It keeps the chunks of the version a tab runs, so an open
    // tab does not fail on chunks a deploy removed; the version check then reloads it (lib/app-version.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        // The app's code, so a tab keeps every chunk of its version; fonts load when a signature needs them.
        globPatterns: ['**/*.{js,css}', 'index.html'],
        sourcemap: false,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: 'index.html',
        // The API, evidence files and static pages are never answered from a cache.
        navigateFallbackDenylist: [/^\/api\//, /\.html$/],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // Maps are written for error tracking but not referenced from the bundle (the server never serves them).
    sourcemap: 'hidden',
    // The shell chunk (every visit's modules, ~550 KB before compression, ~140 KB as brotli) is one on purpose.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Mantine is left to the splitter, so a screen loads the components it uses (the plants list 20 KB
        // compressed less than with all of Mantine in one chunk; docs/performance.md, First load), but the
        // first screens' modules are grouped by the screens that use them (a few files, not ~25).
        codeSplitting: {
          groups: [CONTRACT_GROUP, REACT_GROUP, SHELL_GROUP, ...screenGroups(Object.values(FIRST_SCREENS))],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
