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
import { scrollAreaRefs } from './build/scroll-area-refs';
import { bootScript, HIDE_PRERENDERED, SIGN_IN_SCREEN, signedInPage } from './build/boot-script';
import { PRERENDERED } from './src/lib/prerendered';
import { SIGNED_IN_HINT } from '../../packages/shared/src/signed-in-hint';

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

/**
 * Writes the sign-in screen, rendered at build time by src/prerender.tsx with the app's own components and
 * theme, into index.html's #root: a first visit paints it as soon as the HTML and CSS arrive, instead of after
 * the JS. Its form is live HTML: what a person types, presses or submits before main.tsx renders the same screen
 * over it is carried over (build/boot-script.ts, src/lib/prerendered.ts).
 */
function prerenderSignIn(): Plugin {
  let signedIn = '';
  return {
    name: 'envirotrack-prerender-sign-in',
    apply: 'build',
    // The page for browsers with the signed-in hint (build/boot-script.ts), beside index.html.
    writeBundle() {
      if (!signedIn) throw new Error('index.html was not prerendered');
      fs.writeFileSync(path.join(outDir, SIGNED_IN_HINT.page), signedIn);
    },
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
            // The app's script and its preloads leave the head: the boot script adds them (build/boot-script.ts).
            const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
            if (!entry?.[1]) throw new Error('index.html has no module script');
            const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
            const preloads = [...html.matchAll(preloadTag)].map(([, href = '']) => href);
            if (!context.bundle) throw new Error('the prerender runs in a build');
            const screens = firstScreenFiles(context.bundle, new Set([entry[1], ...preloads]));
            // The contract chunk runs as a module script of its own as soon as it arrives (build/chunking.ts).
            const contract = contractChunk(context.bundle, preloads);
            const scripts = [contract, entry[1]];
            const modulePreloads = preloads.filter((href) => href !== contract);
            const app = html
              .replace(entry[0], '')
              .replace(preloadTag, '')
              .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
              .replace(
                '</title>',
                `</title>\n    ${HIDE_PRERENDERED}\n    <script>${bootScript(scripts, modulePreloads, screens)}</script>`,
              );
            // A signed-in visit never shows the sign-in screen: its page goes without the copy.
            signedIn = signedInPage(app, scripts, modulePreloads);
            return app.replace('<div id="root"></div>', `<div id="root" ${PRERENDERED}>${markup}</div>`);
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
    scrollAreaRefs(),
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
