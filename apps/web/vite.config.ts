import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The build's version, a number that grows with every build. The bundle carries it and version.json tells
 * the server, which reports the version it serves on every answer: a tab with an older one reloads.
 */
const appVersion = process.env.APP_VERSION ?? String(Date.now());

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
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    react(),
    versionFile(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks|store)[\\/]/, priority: 1 },
          ],
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
